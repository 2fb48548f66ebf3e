import Foundation

/// A built-in transition drawn through a transition effect on insertion and removal: its
/// body applies the effect for the phase, all of it away from `identity`.
@MainActor
protocol EffectTransition: Transition, AnyTransitionConvertible {
  /// The effect on a view not yet inserted, and on one removed.
  var effects: (insertion: TransitionEffect, removal: TransitionEffect) { get }
}

extension EffectTransition {
  var anyTransition: AnyTransition {
    AnyTransition(insertion: effects.insertion, removal: effects.removal)
  }

  /// The content with the effect for `phase`: the insertion effect before the view appears,
  /// the removal effect once it is gone, none in between.
  func effectBody(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(
      TransitionEffectModifier(
        effect: phase == .didDisappear ? effects.removal : effects.insertion,
        amount: phase.isIdentity ? 0 : 1))
  }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition, EffectTransition {
  /// Creates the identity transition.
  public init() {}

  /// The content as it is.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }

  /// The identity transition has no motion.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (TransitionEffect(), TransitionEffect())
  }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
public struct OpacityTransition: Transition, EffectTransition {
  /// Creates the fade.
  public init() {}

  /// The content, transparent away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  /// A fade has no motion.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (TransitionEffect(opacity: 0), TransitionEffect(opacity: 0))
  }
}

/// A transition that scales the view, about an anchor, from and to a scale.
public struct ScaleTransition: Transition, EffectTransition {
  /// The scale the view has away from `identity`.
  public var scale: Double
  /// The point the view is scaled about.
  public var anchor: UnitPoint

  /// Creates a transition that scales the view from and to `scale` about `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The content, scaled away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    let effect = TransitionEffect(scale: CGFloat(scale), anchor: anchor)
    return (effect, effect)
  }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
public struct SlideTransition: Transition, EffectTransition {
  /// Creates the slide.
  public init() {}

  /// The content, moved off an edge away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (TransitionEffect(edge: .leading), TransitionEffect(edge: .trailing))
  }
}

/// A transition that moves the view away, towards the specified edge of the view, by its
/// size.
public struct MoveTransition: Transition, EffectTransition {
  /// The edge the view moves towards.
  public var edge: Edge

  /// Creates a transition that moves the view in from and out to `edge`.
  public init(edge: Edge) {
    self.edge = edge
  }

  /// The content, moved off `edge` away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (TransitionEffect(edge: edge), TransitionEffect(edge: edge))
  }
}

/// A transition that inserts by moving in from an edge while fading in, and removes by
/// moving out towards the opposite edge while fading out.
public struct PushTransition: Transition, EffectTransition {
  /// The edge the view comes in from.
  public var edge: Edge

  /// Creates a transition that pushes the view in from `edge`.
  public init(edge: Edge) {
    self.edge = edge
  }

  /// The content, faded and moved off an edge away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (
      TransitionEffect(opacity: 0, edge: edge),
      TransitionEffect(opacity: 0, edge: edge.opposite)
    )
  }
}

/// A transition that moves the view by an offset away from `identity`.
public struct OffsetTransition: Transition, EffectTransition {
  /// The offset of the view away from `identity`.
  public var offset: CGSize

  /// Creates a transition that moves the view in from and out to `offset`.
  public init(_ offset: CGSize) {
    self.offset = offset
  }

  /// The content, offset away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (TransitionEffect(offset: offset), TransitionEffect(offset: offset))
  }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects, with a fade.
///
/// Differs from SwiftUI: the view is blurred by a radius of 20 points and scaled to 0.5
/// (down) or 1.5 (up) away from `identity`; SwiftUI's amounts are not documented.
public struct BlurReplaceTransition: Transition, EffectTransition {
  /// Configuration properties for a transition.
  public struct Configuration: Equatable, Sendable {
    let removalScalesUp: Bool

    /// A transition that scales the view down while removing it and up while inserting it.
    public static let downUp = Configuration(removalScalesUp: false)
    /// A transition that scales the view up while both removing and inserting it.
    public static let upUp = Configuration(removalScalesUp: true)
  }

  /// The transition configuration.
  public var configuration: Configuration

  /// Creates a new transition.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The content, blurred, faded and scaled away from `identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    effectBody(content: content, phase: phase)
  }

  var effects: (insertion: TransitionEffect, removal: TransitionEffect) {
    (
      TransitionEffect(opacity: 0, scale: 0.5, blur: 20),
      TransitionEffect(opacity: 0, scale: configuration.removalScalesUp ? 1.5 : 0.5, blur: 20)
    )
  }
}

/// A composite transition that uses a different transition for insertion versus removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition,
  AnyTransitionConvertible
{
  /// The transition for the view's insertion.
  public var insertion: Insertion
  /// The transition for the view's removal.
  public var removal: Removal

  /// Creates a transition that uses `insertion` on insertion and `removal` on removal.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The content through both transitions: the insertion one only before the view appears,
  /// the removal one only once it is gone.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    insertion.apply(
      content: removal.apply(content: content, phase: phase == .didDisappear ? phase : .identity),
      phase: phase == .willAppear ? phase : .identity)
  }

  var anyTransition: AnyTransition {
    AnyTransition.asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
  }
}

extension Transition where Self == IdentityTransition {
  /// A transition that returns the input view, unmodified, as the output view.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
  /// A transition from transparent to opaque on insertion, and from opaque to transparent
  /// on removal.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// A transition that scales the view from and to nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// A transition that scales the view from and to `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == SlideTransition {
  /// A transition that moves in from the leading edge and out towards the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
  /// A transition that moves the view in from and out to `edge`.
  public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// A transition that moves the view in from `edge` while fading it in, and out towards
  /// the opposite edge while fading it out.
  public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  /// A transition that moves the view in from and out to `offset`.
  public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

  /// A transition that moves the view in from and out to an offset of `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// A transition that blurs, fades and scales the view in and out: down on removal, up on
  /// insertion.
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }

  /// A transition that blurs, fades and scales the view in and out, as `config` says.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
    BlurReplaceTransition(configuration: config)
  }
}

extension Edge {
  /// The edge across the view from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
