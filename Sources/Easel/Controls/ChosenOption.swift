import Foundation

/// Shows, of its content's views, only the one tagged `selection` (`tag(_:)`): a menu
/// picker's button shows the chosen choice this way. The others are neither laid out, drawn,
/// hit nor read by assistive technologies.
struct ChosenOption<Content: View>: View, PrimitiveView {
  let selection: AnyHashable
  let content: Content

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ChosenOptionNode(context, selection: selection, options: context.makeNodes(for: content))]
  }
}

/// The node of `ChosenOption`: its one child is the option whose tag is the selection.
@MainActor
final class ChosenOptionNode: LayoutNode {
  override var drawingRole: DrawingRole { .children }

  private let options: [LayoutNode]
  private let chosen: [LayoutNode]

  init(_ context: NodeContext, selection: AnyHashable, options: [LayoutNode]) {
    self.options = options
    chosen = options.filter { Self.tag(of: $0) == selection }.prefix(1).map { $0 }
    super.init(context)
    adopt(options)
  }

  /// The tag set on `node` with `tag(_:)`, through the wrappers of its modifiers.
  static func tag(of node: LayoutNode) -> AnyHashable? {
    var current = node
    while true {
      if let carrier = current as? LayoutValueNode<TagKey> { return carrier.value }
      guard let wrapper = current as? WrapperNode else { return nil }
      current = wrapper.child
    }
  }

  override var children: [LayoutNode] { chosen }

  override var computesFixedSize: Bool { chosen.allSatisfy(\.hasFixedSize) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    chosen.first?.sizeThatFits(proposal) ?? .zero
  }

  override func placeChildren(in frame: CGRect) {
    chosen.first?.place(in: frame, proposal: placementProposal)
  }
}
