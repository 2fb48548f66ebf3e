import Foundation

/// A presentation effect that you apply to a symbol-based image with `symbolEffect(_:)`.
///
/// Differs from SwiftUI: Easel draws a symbol as one graphic, so effects that SwiftUI plays
/// layer by layer (`byLayer`, a variable colour's iterations) move the whole symbol.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays from start to finish each time a value changes.
public protocol DiscreteSymbolEffect {}

/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol in or out of visibility.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// How an effect moves a symbol, as Easel draws it.
enum SymbolMotion: Hashable, Sendable {
  /// A quick scale away from 1 and back (by `amount`: + grows, − shrinks), per play.
  case bounce(amount: Double)
  /// Opacity down to `low` and back, per play.
  case pulse(low: Double)
  /// Opacity stepping up from `low` to full, per play.
  case variableColor(low: Double)
  /// Scaled by `amount` while active.
  case scale(amount: Double)
  /// Hidden while (`hidesWhenActive`) or unless active, scaling by `scale` as it hides.
  case visibility(hidesWhenActive: Bool, scale: Double)
}

/// An effect with a motion Easel draws.
protocol SymbolEffectMotion {
  var motion: SymbolMotion { get }
}

/// An animation that applies a transitory scaling effect, or bounce, to a symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectMotion
{
  var direction = 1.0

  /// The bounce, scaling up.
  public var up: BounceSymbolEffect { with(1) }
  /// The bounce, scaling down.
  public var down: BounceSymbolEffect { with(-1) }
  /// The bounce, layer by layer.
  public var byLayer: BounceSymbolEffect { self }
  /// The bounce, of the whole symbol.
  public var wholeSymbol: BounceSymbolEffect { self }

  private func with(_ direction: Double) -> Self {
    var copy = self
    copy.direction = direction
    return copy
  }

  var motion: SymbolMotion { .bounce(amount: 0.2 * direction) }
}

/// An animation that fades the opacity of a symbol.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectMotion
{
  /// The pulse, layer by layer.
  public var byLayer: PulseSymbolEffect { self }
  /// The pulse, of the whole symbol.
  public var wholeSymbol: PulseSymbolEffect { self }

  var motion: SymbolMotion { .pulse(low: 0.3) }
}

/// An animation that replaces the opacity of a symbol's layers in steps.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect, SymbolEffectMotion
{
  /// One step at a time.
  public var iterative: VariableColorSymbolEffect { self }
  /// Building up step by step.
  public var cumulative: VariableColorSymbolEffect { self }
  /// Going back once it reaches the end.
  public var reversing: VariableColorSymbolEffect { self }
  /// Not going back.
  public var nonReversing: VariableColorSymbolEffect { self }
  /// Hiding the layers not lit.
  public var hideInactiveLayers: VariableColorSymbolEffect { self }
  /// Dimming the layers not lit.
  public var dimInactiveLayers: VariableColorSymbolEffect { self }

  var motion: SymbolMotion { .variableColor(low: 0.3) }
}

/// An animation that scales a symbol while it is active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotion {
  var direction = 1.0

  /// Scaling up (by a fifth).
  public var up: ScaleSymbolEffect { with(1) }
  /// Scaling down (by a fifth).
  public var down: ScaleSymbolEffect { with(-1) }
  /// Layer by layer.
  public var byLayer: ScaleSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: ScaleSymbolEffect { self }

  private func with(_ direction: Double) -> Self {
    var copy = self
    copy.direction = direction
    return copy
  }

  var motion: SymbolMotion { .scale(amount: 0.2 * direction) }
}

/// An animation that makes a symbol appear: shown while active, hidden (scaled and faded
/// away) while not.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  SymbolEffectMotion
{
  var direction = 1.0

  /// Growing as it appears.
  public var up: AppearSymbolEffect { with(1) }
  /// Shrinking as it appears.
  public var down: AppearSymbolEffect { with(-1) }
  /// Layer by layer.
  public var byLayer: AppearSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: AppearSymbolEffect { self }

  private func with(_ direction: Double) -> Self {
    var copy = self
    copy.direction = direction
    return copy
  }

  var motion: SymbolMotion {
    .visibility(hidesWhenActive: false, scale: direction > 0 ? 0.5 : 1.5)
  }
}

/// An animation that makes a symbol disappear: hidden (scaled and faded away) while active.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect, SymbolEffectMotion
{
  var direction = -1.0

  /// Growing as it disappears.
  public var up: DisappearSymbolEffect { with(1) }
  /// Shrinking as it disappears.
  public var down: DisappearSymbolEffect { with(-1) }
  /// Layer by layer.
  public var byLayer: DisappearSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: DisappearSymbolEffect { self }

  private func with(_ direction: Double) -> Self {
    var copy = self
    copy.direction = direction
    return copy
  }

  var motion: SymbolMotion {
    .visibility(hidesWhenActive: true, scale: direction > 0 ? 1.5 : 0.5)
  }
}

/// An animation that replaces one symbol with another, through `contentTransition(_:)`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  /// How the old symbol leaves and the new one comes.
  enum Style: Hashable, Sendable {
    case downUp
    case upUp
    case offUp
  }

  var style = Style.downUp

  /// The default replacement: the old symbol scales down, the new one up.
  static let replace = ReplaceSymbolEffect()

  /// The old symbol scales down as it leaves, the new one up as it comes.
  public var downUp: ReplaceSymbolEffect { with(.downUp) }
  /// Both symbols scale up.
  public var upUp: ReplaceSymbolEffect { with(.upUp) }
  /// The old symbol goes at once; the new one scales up.
  public var offUp: ReplaceSymbolEffect { with(.offUp) }
  /// Layer by layer.
  public var byLayer: ReplaceSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: ReplaceSymbolEffect { self }

  private func with(_ style: Style) -> Self {
    var copy = self
    copy.style = style
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A transitory scaling effect, or bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A fade of the symbol's opacity, down and back.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Opacity that builds up in steps.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale of the symbol while active.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// The symbol appears.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The symbol disappears.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol replaced by another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
