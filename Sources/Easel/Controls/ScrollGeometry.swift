import Foundation

/// The geometry of a scroll view: where its content is scrolled to, how large the content
/// and the scroll view are, and the insets around the content (`contentMargins`).
public struct ScrollGeometry: Equatable, Sendable {
  /// The point of the content at the scroll view's top leading corner. At rest at the top it
  /// is minus the leading and top insets.
  public var contentOffset: CGPoint
  /// The size of the content, without the insets.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// Creates a scroll geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The scroll view's bounds in the content's coordinates: the container at the offset.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the content the scroll view shows: its bounds less the insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}

/// The modifier behind `onScrollGeometryChange(for:of:action:)`.
public struct _ScrollGeometryActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context)
    let (attachment, _) = context.attachment { PostUpdateAttachment(graph: context.graph) }
    let transform = self.transform
    let action = self.action
    attachment.check = { [weak attachment] in
      guard let attachment,
        let scroller = attachment.nodes.lazy.compactMap({ $0.node.flatMap(firstScrollView) })
          .first
      else { return }
      // SwiftUI calls nothing for the first value: it is where the comparisons start.
      attachment.report(transform(scroller.scrollGeometry), reportsFirst: false, to: action)
    }
    attachment.nodes = nodes.map(NodeReference.init)
    return nodes
  }
}

/// The outermost scroll view at or under `node`, breadth first.
@MainActor
private func firstScrollView(_ node: LayoutNode) -> ScrollViewNode? {
  var level = [node]
  while !level.isEmpty {
    if let found = level.lazy.compactMap({ $0 as? ScrollViewNode }).first { return found }
    level = level.flatMap(\.children)
  }
  return nil
}

extension View {
  /// Runs `action` with the old and new value whenever the value `transform` makes from the
  /// geometry of the scroll view this modifies (the first one inside) changes: as the content
  /// scrolls, grows or shrinks, or the scroll view is resized.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
  }
}
