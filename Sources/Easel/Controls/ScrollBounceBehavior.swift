import Foundation

/// Whether a scroll view can be dragged past the ends of its content (it follows the finger
/// with growing resistance, and springs back when let go).
public struct ScrollBounceBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
  let kind: Kind

  /// The platform's choice.
  ///
  /// Differs from SwiftUI: Easel's scroll views do not bounce by default (iOS's bounce along
  /// the vertical axis), as they never have; choose `.always` or `.basedOnSize` to bounce.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
  /// Always bounce, even when the content fits.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
  /// Bounce along an axis only where the content is longer than the scroll view.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }

  /// Whether a scroll view bounces along an axis where its content is `content` long and it
  /// shows `viewport`.
  func bounces(content: CGFloat, viewport: CGFloat) -> Bool {
    switch kind {
    case .automatic: false
    case .always: true
    case .basedOnSize: content > viewport + 0.5
    }
  }

  /// Where a drag that would take the offset to `raw` shows it, for an offset kept between 0
  /// and `maximum` in a viewport `length` long: past either end, the overshoot shrinks as
  /// UIKit's rubber band does, (1 − 1 / (0.55 · overshoot / length + 1)) · length.
  static func rubberBand(_ raw: CGFloat, maximum: CGFloat, length: CGFloat) -> CGFloat {
    let upper = max(maximum, 0)
    let clamped = min(max(raw, 0), upper)
    let overshoot = raw - clamped
    guard overshoot != 0, length > 0 else { return clamped }
    let distance = (1 - 1 / (abs(overshoot) * 0.55 / length + 1)) * length
    return clamped + (overshoot < 0 ? -distance : distance)
  }
}

struct VerticalScrollBounceKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}

struct HorizontalScrollBounceKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
  /// How the scroll views here bounce along the vertical axis.
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalScrollBounceKey.self] }
    set { self[VerticalScrollBounceKey.self] = newValue }
  }

  /// How the scroll views here bounce along the horizontal axis.
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalScrollBounceKey.self] }
    set { self[HorizontalScrollBounceKey.self] = newValue }
  }
}

extension View {
  /// Sets how the scroll views inside bounce along `axes` when dragged past their ends.
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
      if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
    }
  }
}
