import Foundation

/// A scrolling column of rows, in sections, drawn as iOS draws table views: inset grouped
/// cards on the grouped background by default (`listStyle(_:)` chooses another style).
///
/// Rows are made lazily: only those in view (and, once the list scrolls, a margin around
/// them) are made, laid out and drawn, so a list of 100,000 rows costs what a screenful does.
/// A row scrolled away keeps its `@State` for when it comes back.
///
/// Differs from SwiftUI: only the 500 rows last scrolled away keep their state (a row
/// scrolled away before them is made anew); section headers do not stick to the top of a
/// plain list.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: ListSelection?

  /// Creates a list of `content`, whose rows the user can select one at a time.
  @_disfavoredOverload
  public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { binding in
      ListSelection(
        isMultiple: false,
        contains: { value in binding.wrappedValue.map(AnyHashable.init) == value },
        toggle: { value in
          if let typed = value.base as? SelectionValue { binding.wrappedValue = typed }
        })
    }
  }

  /// Creates a list of `content`, whose rows the user can select several of in edit mode.
  public init(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { binding in
      ListSelection(
        isMultiple: true,
        contains: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          return binding.wrappedValue.contains(typed)
        },
        toggle: { value in
          guard let typed = value.base as? SelectionValue else { return }
          if binding.wrappedValue.contains(typed) {
            binding.wrappedValue.remove(typed)
          } else {
            binding.wrappedValue.insert(typed)
          }
        })
    }
  }

  /// Creates a list whose one selected row is bound to `selection`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(
      isMultiple: false,
      contains: { AnyHashable(selection.wrappedValue) == $0 },
      toggle: { value in
        if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
      })
  }

  public var body: some View {
    let sections = ListContentBuilder.sections(of: content)
    EditModeProvider(
      content: ListScroller(model: ListModel(sections: sections, selection: selection)))
  }
}

extension List where SelectionValue == Never {
  /// Creates a list of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }

  /// Creates a list with a row for each element of `data`, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of a bound collection: each row gets a
  /// binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of a bound collection, identified by the
  /// value at `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
    let key = (\Binding<Data.Element>.wrappedValue).appending(path: id)
    self.init { ForEach(data, id: key, content: rowContent) }
  }
}

extension List {
  /// Creates a list with a row for each element of `data`, identified by the value at `id`,
  /// whose rows the user can select one at a time.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`, whose rows the user can select
  /// one at a time.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`, whose rows the user can select
  /// several of in edit mode.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

/// How a list's rows are selected.
@MainActor
struct ListSelection {
  /// Whether several rows may be selected (a set), in edit mode.
  let isMultiple: Bool
  let contains: (AnyHashable) -> Bool
  /// Selects the row with this value (a set adds or removes it).
  let toggle: (AnyHashable) -> Void
}

/// What a list shows, made once per run of the list's body: its sections and selection.
/// Held by reference, so that the scroll view around the rows, whose body runs at each
/// scroll, passes it on unchanged and the rows are not made again.
@MainActor
final class ListModel {
  let sections: [ListSectionModel]
  let selection: ListSelection?

  init(sections: [ListSectionModel], selection: ListSelection?) {
    self.sections = sections
    self.selection = selection
  }
}

/// A form: rows of controls in grouped sections, as iOS's Settings shows them.
public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}
