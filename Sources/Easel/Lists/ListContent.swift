import Foundation

/// One row of a list as its content describes it: the view, where it sits in the content
/// (its identity), and what the `ForEach` that made it allows.
@MainActor
struct ListRowItem {
  /// The row's view.
  let view: any View
  /// The row's identity below the list's content.
  let path: [PathComponent]
  /// The value selecting the row sets a list's selection to: its `ForEach` element's
  /// identifier (a static row's `tag(_:)` is read from its nodes).
  let selectionValue: AnyHashable?
  /// The `ForEach` the row came from, with its offset there, when the row may be deleted
  /// or moved.
  let source: ListRowSource?
}

/// A `ForEach` a row came from, for `onDelete` and `onMove`.
@MainActor
struct ListRowSource {
  let actions: ListDynamicActions
  let offset: Int
  let count: Int
  /// The `ForEach`'s own identity, shared by its rows.
  let key: [PathComponent]
}

/// What a `ForEach` in a list lets the user do with its rows.
@MainActor
struct ListDynamicActions {
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
  var deleteDisabled = false
  var moveDisabled = false
}

/// A run of rows in a section: one view, or the elements of a `ForEach`, made on demand.
@MainActor
struct ListRowRun {
  let count: Int
  let row: (Int) -> ListRowItem
}

/// A section of a list: its header and footer, its runs of rows, and how it is drawn.
@MainActor
struct ListSectionModel {
  var header: (any View)?
  var footer: (any View)?
  var runs: [ListRowRun] = []
  /// The first row of each run, for finding a row by its index.
  var runStarts: [Int] = []
  var rowCount = 0
  var path: [PathComponent]
  var separatorsHidden: (top: Bool, bottom: Bool) = (false, false)
  /// A `Section(isExpanded:)` that is collapsed shows its header alone.
  var isCollapsed = false
  /// Whether the section was written as a `Section` (rather than gathering loose rows).
  var isExplicit = false

  mutating func append(_ run: ListRowRun) {
    guard run.count > 0 else { return }
    runStarts.append(rowCount)
    runs.append(run)
    rowCount += run.count
  }

  /// The row at `index`, made now.
  func row(_ index: Int) -> ListRowItem {
    // The last run starting at or before the index holds it.
    var low = 0
    var high = runStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return runs[low].row(index - runStarts[low])
  }

  /// Rows shown: none while collapsed.
  var shownRowCount: Int { isCollapsed ? 0 : rowCount }
}

/// Gathers the sections of a list from its content, leaving `ForEach` elements to be made
/// when their rows show.
@MainActor
struct ListContentBuilder {
  var sections: [ListSectionModel] = []
  /// The loose rows since the last explicit section.
  private var loose: ListSectionModel?
  /// Modifiers written around several rows, applied to each row (innermost first).
  var transforms: [(any View) -> any View] = []

  /// The number of sections gathered so far.
  var sectionCount: Int { sections.count }

  /// Changes the sections gathered from `start` on.
  mutating func updateSections(from start: Int, _ change: (inout ListSectionModel) -> Void) {
    for index in sections.indices where index >= start { change(&sections[index]) }
  }

  /// Adds `view` with `transform` applied to each of its rows, headers and footers.
  mutating func add(
    _ view: any View, path: [PathComponent], transform: @escaping (any View) -> any View
  ) {
    transforms.append(transform)
    add(view, path: path)
    transforms.removeLast()
  }

  /// `view` with the modifiers around it applied.
  private func transformed(_ view: any View) -> any View {
    transforms.reversed().reduce(view) { $1($0) }
  }

  /// Adds the rows and sections of `view`, at `path` below the list's content.
  mutating func add(_ view: any View, path: [PathComponent]) {
    if let content = view as? any ListContentView {
      content.addListContent(to: &self, path: path)
    } else {
      addRow(view, path: path, tag: nil)
    }
  }

  /// Adds one row.
  mutating func addRow(_ view: any View, path: [PathComponent], tag: AnyHashable?) {
    let item = ListRowItem(view: view, path: path, selectionValue: tag, source: nil)
    addRun(ListRowRun(count: 1) { _ in item }, path: path)
  }

  /// Adds a run of rows to the loose section.
  mutating func addRun(_ run: ListRowRun, path: [PathComponent]) {
    if loose == nil { loose = ListSectionModel(path: path + [.layer]) }
    guard !transforms.isEmpty else {
      loose?.append(run)
      return
    }
    let transforms = self.transforms
    loose?.append(
      ListRowRun(count: run.count) { index in
        let item = run.row(index)
        let view = transforms.reversed().reduce(item.view) { $1($0) }
        return ListRowItem(
          view: view, path: item.path, selectionValue: item.selectionValue, source: item.source)
      })
  }

  /// Adds an explicit section, ending the loose one.
  mutating func addSection(_ section: ListSectionModel) {
    finishLoose()
    var section = section
    if !transforms.isEmpty {
      section.header = section.header.map(transformed)
      section.footer = section.footer.map(transformed)
    }
    sections.append(section)
  }

  /// Ends the loose section, if any.
  mutating func finishLoose() {
    if let loose { sections.append(loose) }
    loose = nil
  }

  /// The sections of `content`.
  static func sections(of content: any View) -> [ListSectionModel] {
    var builder = ListContentBuilder()
    builder.add(content, path: [])
    builder.finishLoose()
    return builder.sections
  }
}

/// A view that contributes rows or sections to a list rather than being one row.
@MainActor
protocol ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent])
}

extension TupleView: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    for (index, child) in children.enumerated() {
      builder.add(child, path: path + [.index(index)])
    }
  }
}

extension Group: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    builder.add(content, path: path)
  }
}

extension EmptyView: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {}
}

extension AnyView: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    builder.add(view, path: path + [.type(ViewTypeIdentity.of(type(of: view)))])
  }
}

extension Optional: ListContentView where Wrapped: View {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    if case .some(let view) = self { builder.add(view, path: path) }
  }
}

extension _ConditionalContent: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    switch storage {
    case .trueContent(let view): builder.add(view, path: path + [.branch(true)])
    case .falseContent(let view): builder.add(view, path: path + [.branch(false)])
    }
  }
}

extension ForEach: ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    addListContent(to: &builder, path: path, actions: nil)
  }

  /// Adds the elements as rows made on demand; elements whose views are sections add those
  /// sections (made now).
  func addListContent(
    to builder: inout ListContentBuilder, path: [PathComponent], actions: ListDynamicActions?
  ) {
    let data = self.data
    let content = self.content
    let id = self.id
    let count = data.count
    guard count > 0 else { return }
    let first = content(data[data.startIndex])
    if first is any ListSectionView || first is any ForEachMarker {
      for element in data {
        let elementID = AnyHashable(id(element))
        builder.add(content(element), path: path + [.element(elementID, occurrence: 0)])
      }
      return
    }
    let start = data.startIndex
    let run = ListRowRun(count: count) { offset in
      let element = data[data.index(start, offsetBy: offset)]
      let elementID = AnyHashable(id(element))
      let view = content(element)
      return ListRowItem(
        view: view, path: path + [.element(elementID, occurrence: 0)],
        selectionValue: elementID,
        source: actions.map {
          ListRowSource(actions: $0, offset: offset, count: count, key: path)
        })
    }
    builder.addRun(run, path: path)
  }
}

/// Marks `ForEach` types, to see a `ForEach` of `ForEach`es.
protocol ForEachMarker {}
extension ForEach: ForEachMarker {}
