import Foundation

/// The node made by `contentShape(_:eoFill:)`: the view takes touches inside the shape, and
/// only there, whatever its content draws.
@MainActor
final class ContentShapeNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let shape: (CGRect) -> Path
  let eoFill: Bool

  init(_ context: NodeContext, shape: @escaping (CGRect) -> Path, eoFill: Bool, child: LayoutNode) {
    self.shape = shape
    self.eoFill = eoFill
    super.init(context, child: child)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    let area = shape(CGRect(origin: .zero, size: frame.size))
      .offsetBy(dx: frame.minX, dy: frame.minY)
    guard area.contains(point, eoFill: eoFill) else { return nil }
    return super.hitTest(point) ?? self
  }
}

/// The node made by `allowsHitTesting(false)`: nothing inside takes touches.
@MainActor
final class HitTestingBlockerNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }
}

/// The modifier behind `contentShape(_:eoFill:)`.
public struct _ContentShapeModifier<Content: Shape>: ViewModifier, WrappingModifier {
  let shape: Content
  let eoFill: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let shape = self.shape
    return ContentShapeNode(context, shape: { shape.path(in: $0) }, eoFill: eoFill, child: node)
  }
}

/// The modifier behind `allowsHitTesting(_:)`.
public struct _AllowsHitTestingModifier: ViewModifier, WrappingModifier {
  let enabled: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    enabled ? node : HitTestingBlockerNode(context, child: node)
  }
}

extension View {
  /// Makes the view take touches inside `shape` (in the view's frame), and only there; clear
  /// areas inside the shape take touches too.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
  }

  /// Whether the view and the views inside it take touches.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_AllowsHitTestingModifier(enabled: enabled))
  }
}
