import Foundation

/// The node of a focusable view: it lays out as its child and draws it, and while the view has
/// focus and the window the keyboard, a focus ring around it — as SwiftUI on macOS draws one: a
/// 3-point band of the tint (the accent colour by default) at half opacity, just outside the
/// view's frame, following its corners.
@MainActor
final class FocusableNode: WrapperNode {
  override var computesFixedSize: Bool { child.hasFixedSize }

  let anchor: FocusableAnchor
  /// Whether the focus effect is on (`focusEffectDisabled(_:)` turns it off).
  let showsRing: Bool
  let ringColor: Color.Resolved

  /// The ring's width in points, outside the frame.
  nonisolated static let ringWidth: CGFloat = 3
  /// The opacity of the ring's colour.
  nonisolated static let ringOpacity: Float = 0.5
  /// The corner radius of a ring around a view that gives none: a button's, a view's.
  nonisolated static let defaultRingRadius: CGFloat = 6

  init(
    _ context: NodeContext, anchor: FocusableAnchor, showsRing: Bool, ringColor: Color.Resolved,
    child: LayoutNode
  ) {
    self.anchor = anchor
    self.showsRing = showsRing
    self.ringColor = ringColor
    super.init(context, child: child)
  }

  /// Whether the ring is drawn now.
  var drawsRing: Bool {
    showsRing && anchor.isFocused && anchor.graph?.isWindowFocused == true
  }

  /// What the ring follows: the frame and corners of the part a control's look marks with
  /// `focusRingShape(_:)` (a bordered button's background), else the view's frame with the
  /// control's own corners.
  func ringOutline() -> (frame: CGRect, shape: FocusRingShape) {
    var hint: FocusRingHintNode?
    func find(_ node: LayoutNode) {
      for child in node.children where hint == nil {
        if let found = child as? FocusRingHintNode {
          hint = found
        } else if !(child is FocusableNode) {
          find(child)
        }
      }
    }
    find(self)
    if let hint { return (hint.frame, hint.shape) }
    return (frame, anchor.behavior.ring)
  }

  /// The ring's centre line around `rect`: half its width outside it, with the corners of
  /// `shape` grown by as much.
  func ringPath(around rect: CGRect, shape: FocusRingShape) -> Path {
    let half = Self.ringWidth / 2
    let outer = rect.insetBy(dx: -half, dy: -half)
    let radius: CGFloat
    switch shape {
    case .capsule: radius = min(outer.width, outer.height) / 2
    case .roundedRectangle(let inner): radius = inner > 0 ? inner + half : 0
    }
    return Path(roundedRect: outer, cornerRadius: radius, style: .circular)
  }

  /// The children's drawing and the ring's band around the frame.
  override func localDrawingBounds() -> CGRect? {
    guard let inner = childrenDrawingBounds() else { return nil }
    let ring = CGRect(origin: .zero, size: presentedLocalFrame.size)
      .insetBy(dx: -Self.ringWidth - 1, dy: -Self.ringWidth - 1)
    return inner.isNull ? ring : inner.union(ring)
  }

  override func render(into list: inout DisplayList) {
    super.render(into: &list)
    guard drawsRing else { return }
    let outline = ringOutline()
    emit(
      .stroke(
        ringPath(around: outline.frame, shape: outline.shape), .color(ringColor),
        StrokeStyle(lineWidth: Self.ringWidth)),
      into: &list)
  }
}
