import Foundation

/// The node made by `containerShape(_:)`: it marks its frame as a container whose shape the
/// views inside follow with concentric corners.
@MainActor
final class ContainerShapeNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The container's corner radius for a frame of the given size.
  let cornerRadius: (CGSize) -> CGFloat
  /// The style of the container's corners, which shapes concentric with it take on.
  let cornerStyle: RoundedCornerStyle

  init(
    _ context: NodeContext, cornerRadius: @escaping (CGSize) -> CGFloat,
    cornerStyle: RoundedCornerStyle = .circular, child: LayoutNode
  ) {
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    super.init(context, child: child)
  }
}

/// The modifier behind `containerShape(_:)`.
public struct _ContainerShapeModifier: ViewModifier, WrappingModifier {
  let cornerRadius: @MainActor (CGSize) -> CGFloat
  var cornerStyle: RoundedCornerStyle = .circular

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ContainerShapeNode(
      context, cornerRadius: cornerRadius, cornerStyle: cornerStyle, child: node)
  }
}

/// Shapes whose corner radius a container can report to the views inside it.
protocol ContainerCornerRadius {
  /// The radius of the shape's corners in a frame of `size`.
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat
  /// The style of the shape's corners.
  nonisolated var containerCornerStyle: RoundedCornerStyle { get }
}

extension ContainerCornerRadius {
  nonisolated var containerCornerStyle: RoundedCornerStyle { .circular }
}

extension RoundedRectangle: ContainerCornerRadius {
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat {
    min(cornerSize.width, cornerSize.height, size.width / 2, size.height / 2)
  }
  nonisolated var containerCornerStyle: RoundedCornerStyle { style }
}

extension UnevenRoundedRectangle: ContainerCornerRadius {
  /// One radius stands for the container: the largest corner's, clamped to the frame.
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat {
    min(
      max(
        cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomLeading,
        cornerRadii.bottomTrailing), size.width / 2, size.height / 2)
  }
  nonisolated var containerCornerStyle: RoundedCornerStyle { style }
}

extension Rectangle: ContainerCornerRadius {
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat { 0 }
}

extension Capsule: ContainerCornerRadius {
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat {
    min(size.width, size.height) / 2
  }
}

extension Circle: ContainerCornerRadius {
  nonisolated func containerCornerRadius(in size: CGSize) -> CGFloat {
    min(size.width, size.height) / 2
  }
}

private struct DisplayCornerRadiusKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// The corner radius of the display the root is shown on (set by the host for devices with
  /// rounded screens), or `nil` for a square canvas.
  public var displayCornerRadius: CGFloat? {
    get { self[DisplayCornerRadiusKey.self] }
    set { self[DisplayCornerRadiusKey.self] = newValue }
  }
}

extension View {
  /// Sets the shape of the container this view stands for: views inside it read concentric
  /// corner radii from it through `GeometryProxy.concentricCornerRadii`.
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    let radius: @MainActor (CGSize) -> CGFloat = { size in
      (shape as? any ContainerCornerRadius)?.containerCornerRadius(in: size) ?? 0
    }
    let style = (shape as? any ContainerCornerRadius)?.containerCornerStyle ?? .circular
    return modifier(_ContainerShapeModifier(cornerRadius: radius, cornerStyle: style))
  }
}

extension GeometryProxy {
  /// The corner radii that make this view's corners concentric with its container: the
  /// nearest `containerShape`, else the display's rounded corners (when the host sets
  /// `displayCornerRadius`). Each corner's radius is the container's radius less the view's
  /// distance from that corner of the container (never below zero). `nil` when there is no
  /// container, or when the view is too far from every display corner to follow it.
  public var concentricCornerRadii: RectangleCornerRadii? {
    guard let node = layoutNode else { return nil }
    var ancestor = node.parent
    while let current = ancestor {
      if let container = current as? ContainerShapeNode, container !== node {
        return Self.concentricRadii(
          of: globalFrame, in: container.frame,
          radius: container.cornerRadius(container.frame.size))
      }
      ancestor = current.parent
    }
    guard let radius = node.environment.displayCornerRadius, radius > 0, let root = rootFrame
    else { return nil }
    let radii = Self.concentricRadii(of: globalFrame, in: root, radius: radius)
    return radii == RectangleCornerRadii(0) ? nil : radii
  }

  static func concentricRadii(of frame: CGRect, in container: CGRect, radius: CGFloat)
    -> RectangleCornerRadii
  {
    func corner(_ dx: CGFloat, _ dy: CGFloat) -> CGFloat {
      max(radius - max(dx, dy, 0), 0)
    }
    return RectangleCornerRadii(
      topLeading: corner(frame.minX - container.minX, frame.minY - container.minY),
      bottomLeading: corner(frame.minX - container.minX, container.maxY - frame.maxY),
      bottomTrailing: corner(container.maxX - frame.maxX, container.maxY - frame.maxY),
      topTrailing: corner(container.maxX - frame.maxX, frame.minY - container.minY))
  }
}

extension LayoutNode {
  /// Where this node draws a shape, for the shapes that follow their container: its frame,
  /// the nearest `containerShape` above it, and the display's rounded corners over `canvas`.
  func shapeDrawingContext(canvas: CGRect?) -> ShapeDrawingContext {
    var context = ShapeDrawingContext(frame: frame)
    var ancestor = parent
    while let current = ancestor {
      if let container = current as? ContainerShapeNode {
        context.container = ShapeDrawingContext.Container(
          frame: container.frame, radius: container.cornerRadius(container.frame.size),
          style: container.cornerStyle)
        break
      }
      ancestor = current.parent
    }
    if let radius = environment.displayCornerRadius, radius > 0, let canvas {
      context.display = ShapeDrawingContext.Container(
        frame: canvas, radius: radius, style: .continuous)
    }
    return context
  }
}
