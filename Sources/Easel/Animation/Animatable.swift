import Foundation

/// A value that animations can move smoothly: it exposes its state as a vector.
///
/// Shapes, view modifiers and plain values conform; an animation interpolates
/// `animatableData` from the value shown to the new one. Animations run on the main actor,
/// so a view's own `animatableData` (main-actor isolated, as the view is) satisfies it.
@MainActor @preconcurrency
public protocol Animatable {
  /// The vector the value animates through.
  associatedtype AnimatableData: VectorArithmetic
  /// The value as a vector; setting it sets the value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// A value with nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector animates as itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  /// The point's coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension Color.Resolved: Animatable {
  /// The colour's components, premultiplied by its opacity so that fading to clear does not
  /// pass through grey.
  public var animatableData:
    AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>>
  {
    get {
      AnimatablePair(
        AnimatablePair(red * opacity, green * opacity), AnimatablePair(blue * opacity, opacity))
    }
    set {
      let alpha = max(min(newValue.second.second, 1), 0)
      opacity = alpha
      guard alpha > 0 else {
        (red, green, blue) = (0, 0, 0)
        return
      }
      red = max(min(newValue.first.first / alpha, 1), 0)
      green = max(min(newValue.first.second / alpha, 1), 0)
      blue = max(min(newValue.second.first / alpha, 1), 0)
    }
  }
}
