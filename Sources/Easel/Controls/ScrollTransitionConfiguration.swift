import Foundation

/// How a scroll transition is applied as a view scrolls through the visible region of its
/// scroll view: not at all, interpolated with the scroll, or animated when a threshold of
/// visibility is crossed.
public struct ScrollTransitionConfiguration: Sendable {
  enum Mode: Sendable {
    case identity
    case animated(Animation)
    case interactive(UnitCurve, Animation?)
  }

  var mode: Mode
  var thresholdValue: Threshold

  /// A configuration that never changes the view: it stays in the `identity` phase.
  public static let identity = ScrollTransitionConfiguration(
    mode: .identity, thresholdValue: .visible)

  /// A configuration that switches between phases when the view is half visible, animating
  /// the change with the default animation.
  public static let animated = ScrollTransitionConfiguration.animated()

  /// A configuration that switches between phases when the view is half visible
  /// (`threshold(.visible(0.5))`), animating the change with `animation`. The effect is not
  /// interpolated with the scroll.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .animated(animation), thresholdValue: .visible(0.5))
  }

  /// A configuration that interpolates the effect as the view scrolls in: from the edge
  /// phase when it is just hidden to the identity phase when it is wholly visible.
  public static let interactive = ScrollTransitionConfiguration.interactive()

  /// A configuration that interpolates the effect as the view scrolls in, at the pace of
  /// `timingCurve`: progress 0 is the view just hidden, 1 the view at the threshold (wholly
  /// visible unless `threshold(_:)` says otherwise). Leaving, the same positions give the
  /// same values, so the curve runs backwards.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(mode: .interactive(timingCurve, nil), thresholdValue: .visible)
  }

  /// This configuration with the view counted as visible at `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.thresholdValue = threshold
    return copy
  }

  /// This configuration animated with `animation`: an animated configuration animates its
  /// phase changes with it; an interactive one animates the effect towards each new
  /// interpolated value, so it lags behind the scroll.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    switch mode {
    case .identity: break
    case .animated: copy.mode = .animated(animation)
    case .interactive(let curve, _): copy.mode = .interactive(curve, animation)
    }
    return copy
  }

  /// A point in a view's progress through a scroll view's visible region, from hidden
  /// (wholly outside it) to visible.
  ///
  /// Measured along the scroll axis as how far the view has come in from the edge it
  /// enters by: a share of its own length, a share of the scroll view's and a distance.
  public struct Threshold: Sendable {
    /// The share of the view's own length.
    var viewShare: Double
    /// The share of the scroll view's length.
    var containerShare: Double
    /// A distance in points.
    var distance: Double

    /// The view is wholly visible.
    public static let visible = Threshold(viewShare: 1, containerShare: 0, distance: 0)
    /// The view is just hidden: any part of it showing counts as visible.
    public static let hidden = Threshold(viewShare: 0, containerShare: 0, distance: 0)

    /// The view's centre is at the scroll view's centre.
    public static var centered: Threshold {
      Threshold(viewShare: 0.5, containerShare: 0.5, distance: 0)
    }

    /// `amount` of the view is visible: 0 wholly hidden, 1 wholly visible; values outside
    /// are clamped.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(viewShare: min(max(amount, 0), 1), containerShare: 0, distance: 0)
    }

    /// The threshold `amount` of the way from this one to `other` (0 this one, 1 `other`).
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(
        viewShare: viewShare + (other.viewShare - viewShare) * amount,
        containerShare: containerShare + (other.containerShare - containerShare) * amount,
        distance: distance + (other.distance - distance) * amount)
    }

    /// The threshold met `distance` points closer to the scroll view's centre (further out
    /// for a negative distance).
    public func inset(by distance: Double) -> Threshold {
      Threshold(
        viewShare: viewShare, containerShare: containerShare,
        distance: self.distance + distance)
    }

    /// How far a view `length` long must come in from the edge of a scroll view
    /// `containerLength` long to meet the threshold.
    func entry(length: Double, containerLength: Double) -> Double {
      viewShare * length + containerShare * containerLength + distance
    }
  }

  /// The signed phase value to show for a view that has come `entered` points in from its
  /// edge, by this configuration: 0 at or past the threshold, towards `sign` (−1 for the top
  /// or leading edge, 1 for the bottom or trailing one) before it.
  func phaseValue(entered: Double, threshold entry: Double, sign: Double) -> Double {
    let progress: Double
    if entry <= 0 {
      progress = entered > 0 ? 1 : 0
    } else {
      progress = min(max(entered / entry, 0), 1)
    }
    switch mode {
    case .identity:
      return 0
    case .animated:
      return progress >= 1 ? 0 : sign
    case .interactive(let curve, _):
      return sign * (1 - curve.value(at: progress))
    }
  }

  /// The animation that moves the shown phase to a new value.
  var phaseAnimation: Animation? {
    switch mode {
    case .identity: nil
    case .animated(let animation): animation
    case .interactive(_, let animation): animation
    }
  }
}
