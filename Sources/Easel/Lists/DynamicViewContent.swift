import Foundation

/// A view made from a collection of data, whose rows a list lets the user delete and move.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The data of the content.
  public var data: Content.Data { content.data }
}

/// The modifier behind `onDelete(perform:)` and `onMove(perform:)`: the list reads it from
/// its content; elsewhere it changes nothing.
public struct _ListDynamicActionsModifier: ViewModifier, PrimitiveModifier {
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    content(context)
  }
}

extension DynamicViewContent {
  /// Lets the user delete rows of this content in a list (swipe left, or the delete control
  /// in edit mode): `action` gets the offsets of the rows to remove from the data.
  public func onDelete(
    perform action: ((IndexSet) -> Void)?
  ) -> some DynamicViewContent {
    modifier(_ListDynamicActionsModifier(onDelete: action, onMove: nil))
  }

  /// Lets the user move rows of this content in a list (the handle in edit mode): `action`
  /// gets the offsets moved and the offset they go before, as `move(fromOffsets:toOffset:)`
  /// takes them.
  public func onMove(
    perform action: ((IndexSet, Int) -> Void)?
  ) -> some DynamicViewContent {
    modifier(_ListDynamicActionsModifier(onDelete: nil, onMove: action))
  }
}

/// The modifier behind `listSectionSeparator(_:edges:)`.
public struct _ListSectionSeparatorModifier: ViewModifier, PrimitiveModifier {
  let visibility: Visibility
  let edges: VerticalEdge.Set

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    content(context)
  }
}

extension View {
  /// Shows or hides the separators at the top and bottom of this section in a list.
  public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    modifier(_ListSectionSeparatorModifier(visibility: visibility, edges: edges))
  }
}

extension ModifiedContent: ListContentView where Content: View, Modifier: ViewModifier {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    // A list's own modifiers on its dynamic content and sections.
    if let actions = modifier as? _ListDynamicActionsModifier {
      var merged = ListDynamicActions()
      merged.onDelete = actions.onDelete
      merged.onMove = actions.onMove
      var inner: any View = content
      while let next = inner as? ModifiedContent<AnyView, _ListDynamicActionsModifier>
        ?? (inner as? any DynamicActionsWrapping)?.erasedActionsContent
      {
        merged.onDelete = merged.onDelete ?? next.modifier.onDelete
        merged.onMove = merged.onMove ?? next.modifier.onMove
        inner = next.content.view
      }
      if let forEach = inner as? any ListForEach {
        forEach.addListContent(to: &builder, path: path, actions: merged)
      } else {
        builder.add(inner, path: path)
      }
      return
    }
    if let separator = modifier as? _ListSectionSeparatorModifier, content is any ListSectionView {
      let before = builder.sectionCount
      builder.add(content, path: path)
      builder.updateSections(from: before) { section in
        guard separator.visibility == .hidden else { return }
        if separator.edges.contains(.top) { section.separatorsHidden.top = true }
        if separator.edges.contains(.bottom) { section.separatorsHidden.bottom = true }
      }
      return
    }
    guard content is any ListContentView, !(modifier is any ListRowTraitModifier) else {
      return builder.addRow(self, path: path, tag: nil)
    }
    // Any other modifier on several rows applies to each of them (and to section headers
    // and footers), as SwiftUI applies it to each element.
    let modifier = self.modifier
    builder.add(
      content, path: path,
      transform: {
        AnyView(
          ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: $0), modifier: modifier))
      })
  }
}

/// `onDelete`/`onMove` applied over other actions, seen through type erasure.
@MainActor
protocol DynamicActionsWrapping {
  var erasedActionsContent: ModifiedContent<AnyView, _ListDynamicActionsModifier> { get }
}

extension ModifiedContent: DynamicActionsWrapping
where Content: View, Modifier == _ListDynamicActionsModifier {
  var erasedActionsContent: ModifiedContent<AnyView, _ListDynamicActionsModifier> {
    ModifiedContent<AnyView, _ListDynamicActionsModifier>(
      content: AnyView(content), modifier: modifier)
  }
}

/// A `ForEach`, whatever its types, that adds rows with actions.
@MainActor
protocol ListForEach {
  func addListContent(
    to builder: inout ListContentBuilder, path: [PathComponent], actions: ListDynamicActions?)
}

extension ForEach: ListForEach {}
