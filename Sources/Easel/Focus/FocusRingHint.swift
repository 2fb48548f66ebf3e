import Foundation

/// The modifier a control's look puts around the part a focus ring should follow (a bordered
/// button's background): the ring of the focusable view around it takes this part's frame
/// and corners.
struct _FocusRingHintModifier: ViewModifier, WrappingModifier {
  let shape: FocusRingShape

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    FocusRingHintNode(context, shape: shape, child: node)
  }
}

/// Marks the part of a control its focus ring follows; it does not change layout or drawing.
@MainActor
final class FocusRingHintNode: WrapperNode {
  override var drawingRole: DrawingRole { .children }
  override var computesFixedSize: Bool { child.hasFixedSize }

  let shape: FocusRingShape

  init(_ context: NodeContext, shape: FocusRingShape, child: LayoutNode) {
    self.shape = shape
    super.init(context, child: child)
  }
}

extension FocusRingShape {
  /// The ring that follows a button's border shape.
  init(_ shape: ButtonBorderShape) {
    switch shape.kind {
    case .capsule, .circle: self = .capsule
    case .roundedRectangle(let radius): self = .roundedRectangle(radius: radius ?? 8)
    case .automatic: self = .roundedRectangle(radius: 8)
    }
  }
}

extension View {
  /// Makes the focus ring of the focusable view around follow this view's frame with
  /// `shape`'s corners.
  func focusRingShape(_ shape: FocusRingShape) -> some View {
    modifier(_FocusRingHintModifier(shape: shape))
  }
}
