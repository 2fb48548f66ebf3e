import Foundation

/// The node made by `scrollTargetLayout(isEnabled:)`: the views its layout container places
/// are the targets a view-aligned scroll view rests on.
@MainActor
final class ScrollTargetLayoutNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// Whether the container's views are targets (`scrollTargetLayout(isEnabled: false)`
  /// turns it off).
  let isEnabled: Bool

  init(_ context: NodeContext, isEnabled: Bool, child: LayoutNode) {
    self.isEnabled = isEnabled
    super.init(context, child: child, passesSizeThrough: true)
  }

  /// The nodes of the views the container lays out: the children of the first node below
  /// the modifiers on the container (which wrap one node each).
  var targets: [LayoutNode] {
    guard isEnabled else { return [] }
    var node: LayoutNode = child
    while let wrapper = node as? WrapperNode, !(wrapper is ScrollViewNode) {
      node = wrapper.child
    }
    return node is ScrollViewNode ? [] : node.children
  }
}

/// The modifier behind `scrollTargetLayout(isEnabled:)`.
struct ScrollTargetLayoutModifier: ViewModifier, WrappingModifier {
  typealias Body = Never
  let isEnabled: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ScrollTargetLayoutNode(context, isEnabled: isEnabled, child: node)
  }
}

extension View {
  /// Makes the views this layout container (a stack, a lazy stack, a grid) lays out the
  /// targets of its scroll view's `.viewAligned` behaviour. Modifiers between the container
  /// and this one (padding, for one) are looked through.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}
