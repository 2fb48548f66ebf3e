import Foundation

/// The node made by `clipShape`, `clipped` and `cornerRadius`: its content is drawn only
/// inside a shape fitted to the node's frame. Layout is unchanged.
@MainActor
final class ClipNode: WrapperNode {
  /// A clipped view takes touches only inside the clip.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    let clip = shape(CGRect(origin: .zero, size: frame.size))
      .offsetBy(dx: frame.minX, dy: frame.minY)
    return clip.contains(point) ? super.hitTest(point) : nil
  }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let shape: (CGRect) -> Path

  init(_ context: NodeContext, shape: @escaping (CGRect) -> Path, child: LayoutNode) {
    self.shape = shape
    super.init(context, child: child)
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    let outline = shape(CGRect(origin: .zero, size: frame.size))
      .offsetBy(dx: frame.minX, dy: frame.minY)
    emit(.clip(outline, content.items), into: &list)
  }
}

/// The node made by `opacity`: its content is drawn at an opacity. As in SwiftUI, each layer
/// inside is faded on its own (overlapping layers show through one another) unless the content
/// is a compositing group (`compositingGroup()`), which is faded as a whole.
@MainActor
final class OpacityNode: WrapperNode {
  /// A view faded out completely takes no touches.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    opacity > 0 ? super.hitTest(point) : nil
  }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The opacity, animated.
  private let state: AnimatedValue<Double>

  init(_ context: NodeContext, opacity: Double, child: LayoutNode) {
    let (state, _) = context.attachment { AnimatedValue(opacity, graph: context.graph) }
    state.update(to: min(max(opacity, 0), 1), animation: context.animation)
    self.state = state
    super.init(context, child: child)
    state.drawingNode = self
  }

  /// The opacity shown now.
  var opacity: Double { min(max(state.presented, 0), 1) }

  override func render(into list: inout DisplayList) {
    renderFaded(into: &list, visible: nil)
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    renderFaded(into: &list, visible: visible)
  }

  /// Fading changes no pixel's place.
  override func localDrawingBounds() -> CGRect? { drawingBounds(of: child) }

  /// Draws the child (leaving out what cannot show inside `visible`, when given), then fades
  /// its items.
  private func renderFaded(into list: inout DisplayList, visible: CGRect?) {
    let opacity = self.opacity
    guard opacity > 0 else { return }
    // The child draws into the list itself; its items are then faded where they are.
    let start = list.items.count
    if let visible {
      if child.mayShow(in: visible) { child.render(into: &list, visible: visible) }
    } else {
      child.render(into: &list)
    }
    guard opacity < 1 else { return }
    for index in start..<list.items.count {
      list.items[index] = list.items[index].faded(by: opacity)
    }
  }
}

/// The modifier behind `clipShape(_:style:)`, `clipped(antialiased:)` and `cornerRadius`.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier, WrappingModifier {
  let shape: ClipShape

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let shape = self.shape
    return ClipNode(context, shape: { shape.path(in: $0) }, child: node)
  }
}

/// The modifier behind `opacity(_:)`.
public struct _OpacityEffect: ViewModifier, WrappingModifier {
  let opacity: Double

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    OpacityNode(context, opacity: opacity, child: node)
  }
}

/// How a path's inside is decided when it is filled or clipped to.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule is used (otherwise the non-zero winding rule).
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension View {
  /// Draws this view only inside `shape`, fitted to the view's frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipEffect(shape: shape))
  }

  /// Draws this view only inside its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_ClipEffect(shape: Rectangle()))
  }

  /// Clips this view to a rounded rectangle with corners of `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius, style: .circular)))
  }

  /// Draws this view at `opacity` (0 transparent, 1 opaque). Each layer of the view is faded
  /// on its own, as in SwiftUI; apply `compositingGroup()` first to fade it as one image.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }
}
