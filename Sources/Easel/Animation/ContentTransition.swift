import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view: how a `Text` or a symbol `Image` inside
/// `contentTransition(_:)` shows a change of what it displays.
///
/// Content transitions only take effect within transactions that apply an animation to the
/// views inside the modifier; without one (or with `.identity`) the content switches at once.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity
    case opacity
    case interpolate
    /// Digits roll: up when counting up (the old ones leave upwards), down when counting
    /// down; `value` decides the direction from its change when given.
    case numericText(countsDown: Bool, value: Double?)
    /// A symbol replaced by another: the old one scaled and faded out, the new one in.
    case symbolReplace(ReplaceSymbolEffect, speed: Double)
  }

  let kind: Kind

  /// The content switches at once, with no animation.
  public static let identity = ContentTransition(kind: .identity)

  /// The old content fades from opaque to transparent while the new content fades in.
  public static let opacity = ContentTransition(kind: .opacity)

  /// The views interpolate their contents where appropriate.
  ///
  /// Differs from SwiftUI: glyph shapes are not morphed (Easel's text engine draws whole
  /// runs); the old and new content cross-fade, as with `.opacity`.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// A transition for `Text` showing numbers: the characters that changed roll out and the
  /// new ones roll in, upwards when counting up and downwards when `countsDown`.
  ///
  /// Differs from SwiftUI: the changed characters (those between the common start and end
  /// of the old and new strings) roll and fade as one piece rather than digit by digit, and
  /// without blurring; the unchanged ones stay where the new text puts them.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
  }

  /// A transition for `Text` showing `value`: it rolls as `numericText(countsDown:)`, counting
  /// down when the value falls and up when it rises.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: false, value: value))
  }

  /// The default symbol replacement: the old symbol scales down as it fades out, the new one
  /// scales up as it fades in.
  public static var symbolEffect: ContentTransition {
    symbolEffect(ReplaceSymbolEffect.replace)
  }

  /// A symbol replacement with `effect`.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    let replace = (effect as? ReplaceSymbolEffect) ?? ReplaceSymbolEffect.replace
    return ContentTransition(kind: .symbolReplace(replace, speed: options.speed))
  }
}

extension EnvironmentValues {
  /// The current method of animating the contents of views: `.identity` unless
  /// `contentTransition(_:)` says otherwise.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

extension View {
  /// Animates changes to the contents of the `Text` and symbol `Image` views inside with
  /// `transition`, when a change animates.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
