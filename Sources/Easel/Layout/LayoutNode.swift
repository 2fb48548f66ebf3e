import Foundation

/// One laid-out piece of the view tree: it chooses a size for a proposal, takes the frame its
/// parent gives it, and draws itself into a display list.
@MainActor
class LayoutNode {
  /// The node's identifier, unique within its graph.
  let id: Int
  /// The environment of the view that made this node.
  let environment: EnvironmentValues
  /// The node's frame in root coordinates, set by `place(in:)`.
  private(set) var frame: CGRect = .zero
  /// The priority of this node in a stack; higher priorities are offered space first.
  var layoutPriority: Double = 0
  /// The identifier set with `accessibilityIdentifier(_:)`, if any.
  var accessibilityIdentifier: String?

  init(_ context: NodeContext) {
    self.id = context.identifiers.make()
    self.environment = context.environment
  }

  /// The nodes this node lays out.
  var children: [LayoutNode] { [] }

  /// The minimum length of a `Spacer` along the enclosing stack's axis, or `nil` for a node
  /// that is not a spacer.
  var spacerMinLength: CGFloat? { nil }

  /// The size this node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Takes `frame` (root coordinates) and places the children inside it.
  func place(in frame: CGRect) {
    self.frame = frame
    placeChildren(in: frame)
  }

  /// Places the children inside the node's own frame.
  func placeChildren(in frame: CGRect) {}

  /// Appends what this node draws, and what its children draw, to `list`.
  func render(into list: inout DisplayList) {
    for child in children { child.render(into: &list) }
  }

  /// Appends an operation made by this node.
  func emit(_ operation: DisplayList.Operation, into list: inout DisplayList) {
    list.items.append(DisplayList.Item(operation: operation, source: id))
  }

  /// Calls `body` on this node and on every node below it, parents first.
  func visit(_ body: (LayoutNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }
}

/// A node that wraps exactly one child and inherits its stack traits.
@MainActor
class WrapperNode: LayoutNode {
  let child: LayoutNode

  init(_ context: NodeContext, child: LayoutNode) {
    self.child = child
    super.init(context)
    layoutPriority = child.layoutPriority
  }

  override var children: [LayoutNode] { [child] }
  override var spacerMinLength: CGFloat? { child.spacerMinLength }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(proposal)
  }

  override func placeChildren(in frame: CGRect) {
    child.place(in: frame)
  }
}
