import Foundation

/// An effect that changes how a view looks without changing its layout, nor its ancestors or
/// descendants: what `visualEffect(_:)` and `scrollTransition` closures return.
///
/// You don't conform to this protocol yourself: start from the `EmptyVisualEffect` a closure
/// is given and call effect functions on it (`opacity(_:)`, `scaleEffect(_:anchor:)`,
/// `offset(x:y:)`, `rotationEffect(_:anchor:)`, `rotation3DEffect`, `blur(radius:opaque:)`).
/// Effects are `Animatable`: between two phases of a scroll transition, or while an animation
/// runs, their values are interpolated.
///
/// Differs from SwiftUI: Easel has no colour-filter effects (brightness, contrast, saturation,
/// grayscale, hue rotation) nor Metal shaders, so neither view nor visual effect offers them.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: the first argument of a `visualEffect(_:)` or
/// `scrollTransition` closure, standing for the view, on which effects are built.
nonisolated public struct EmptyVisualEffect: VisualEffect {
  /// Creates the empty effect.
  public init() {}

  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// One step of a visual effect as it is drawn, in the order the effect was built (the first
/// applies closest to the view).
enum VisualEffectLayer: Sendable {
  /// Fades the view.
  case opacity(Double)
  /// Moves the view.
  case offset(CGSize)
  /// Rotates and scales the view about an anchor of its frame; with `axis`, the rotation is
  /// about that unit axis in space, projected onto the screen.
  case transform(
    angle: Angle, scale: CGSize, anchor: UnitPoint, axis: (x: CGFloat, y: CGFloat, z: CGFloat)?)
  /// Blurs the view.
  case blur(radius: CGFloat, opaque: Bool)
}

/// An effect Easel knows how to draw: every effect made by `VisualEffect`'s functions.
protocol ResolvableVisualEffect {
  /// Appends the effect's steps, first the innermost.
  func appendLayers(to layers: inout [VisualEffectLayer])
}

extension EmptyVisualEffect: ResolvableVisualEffect {
  func appendLayers(to layers: inout [VisualEffectLayer]) {}
}

/// The steps of `effect`, innermost first.
func visualEffectLayers(of effect: some VisualEffect) -> [VisualEffectLayer] {
  var layers: [VisualEffectLayer] = []
  (effect as? ResolvableVisualEffect)?.appendLayers(to: &layers)
  return layers
}

/// One step of an effect, with the value it animates through.
protocol VisualEffectStep: Sendable {
  associatedtype StepData: VectorArithmetic
  /// The animatable part of the step.
  var stepData: StepData { get set }
  /// The step to draw.
  var layer: VisualEffectLayer { get }
}

/// An effect followed by one more step: what each effect function returns.
nonisolated struct ChainedVisualEffect<Base: VisualEffect, Step: VisualEffectStep>: VisualEffect,
  ResolvableVisualEffect
{
  var base: Base
  var step: Step

  /// The base's data and the step's.
  @MainActor var animatableData: AnimatablePair<Base.AnimatableData, Step.StepData> {
    get { AnimatablePair(base.animatableData, step.stepData) }
    set {
      base.animatableData = newValue.first
      step.stepData = newValue.second
    }
  }

  func appendLayers(to layers: inout [VisualEffectLayer]) {
    (base as? ResolvableVisualEffect)?.appendLayers(to: &layers)
    layers.append(step.layer)
  }
}

/// `opacity(_:)`.
struct OpacityStep: VisualEffectStep {
  var stepData: Double
  var layer: VisualEffectLayer { .opacity(stepData) }
}

/// `offset(_:)`.
struct OffsetStep: VisualEffectStep {
  var offset: CGSize
  var stepData: CGSize.AnimatableData {
    get { AnimatablePair(offset.width, offset.height) }
    set { offset = CGSize(width: newValue.first, height: newValue.second) }
  }
  var layer: VisualEffectLayer { .offset(offset) }
}

/// `scaleEffect`, `rotationEffect` and `rotation3DEffect`.
struct TransformStep: VisualEffectStep {
  var angle: Angle
  var scale: CGSize
  let anchor: UnitPoint
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)?
  var stepData: AnimatablePair<Double, CGSize.AnimatableData> {
    get { AnimatablePair(angle.radians, AnimatablePair(scale.width, scale.height)) }
    set {
      angle = .radians(newValue.first)
      scale = CGSize(width: newValue.second.first, height: newValue.second.second)
    }
  }
  var layer: VisualEffectLayer {
    .transform(angle: angle, scale: scale, anchor: anchor, axis: axis)
  }
}

/// `blur(radius:opaque:)`.
struct BlurStep: VisualEffectStep {
  var stepData: CGFloat
  let opaque: Bool
  var layer: VisualEffectLayer { .blur(radius: stepData, opaque: opaque) }
}

/// `effect` part of the way to `other`: its animatable data moved by `fraction` of the
/// difference (what an animation shows between two values of one effect).
@MainActor
func interpolate<E: VisualEffect>(_ effect: E, towards other: E, by fraction: Double) -> E {
  if fraction <= 0 { return effect }
  if fraction >= 1 { return other }
  var mixed = other
  var data = other.animatableData
  data -= effect.animatableData
  data.scale(by: fraction)
  data += effect.animatableData
  mixed.animatableData = data
  return mixed
}
