import Foundation

/// The node made by `mask`: its content is drawn only where the mask view draws, with the
/// mask's opacity. The mask is laid out like an overlay (proposed the content's size and
/// aligned in its frame); it is not drawn itself, and takes no part in hit testing or
/// accessibility.
@MainActor
final class MaskNode: WrapperNode {
  let mask: [LayoutNode]
  let alignment: Alignment

  init(_ context: NodeContext, mask: [LayoutNode], alignment: Alignment, child: LayoutNode) {
    self.mask = mask
    self.alignment = alignment
    super.init(context, child: child)
    adopt(mask)
  }

  override func placeChildren(in frame: CGRect) {
    super.placeChildren(in: frame)
    placeLayer(mask, over: child, aligned: alignment, in: frame)
  }

  /// The mask is placed here too, though it is not among the children: a mask that reads
  /// its root position while placing counts (see `LayoutNode.placeEagerly`).
  override var childrenReadRootPosition: Bool {
    if child.subtreeReadsRootPosition { return true }
    for node in mask where node.subtreeReadsRootPosition { return true }
    return false
  }

  /// A mask that places from its root position (a view in it ignores the safe area) must be
  /// placed again whenever this node is.
  override var childrenDependOnRootPosition: Bool {
    if child.dependsOnRootPosition == true { return true }
    for node in mask where node.dependsOnRootPosition == true { return true }
    return false
  }

  override func visit(_ body: (LayoutNode) -> Void) {
    super.visit(body)
    for node in mask { node.visit(body) }
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    var coverage = DisplayList()
    for node in mask { node.render(into: &coverage) }
    emit(.mask(content.items, mask: coverage.items), into: &list)
  }
}

/// The modifier behind `mask(alignment:_:)` and `mask(_:)`.
public struct _MaskEffect<Mask: View>: ViewModifier, WrappingModifier {
  let mask: Mask
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let maskContext = context.appending(.layer).modifyingEnvironment { $0.stackAxis = nil }
    return MaskNode(
      context, mask: maskContext.makeNodes(for: mask), alignment: alignment, child: node)
  }
}

extension View {
  /// Masks this view with the alpha channel of the views built by `mask`: the view shows
  /// where the mask is opaque, partly where it is translucent, and not where it is clear or
  /// draws nothing. The mask is proposed this view's size and placed by `alignment`.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(_MaskEffect(mask: mask(), alignment: alignment))
  }

  /// Masks this view with the alpha channel of `mask`, centred over it.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_MaskEffect(mask: mask, alignment: .center))
  }
}
