import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// Apply modifiers to `content` in `body(content:phase:)`: the modifiers' values at
/// `willAppear` are animated to those at `identity` when the view is inserted by an animated
/// change, and those at `identity` to those at `didDisappear` when it is removed (the view is
/// kept drawing as it leaves until the animation ends). Use `phase.isIdentity` for a
/// symmetric transition, and the phase itself for an asymmetric one; do not change the
/// content's identity (`if`, `id`) with the phase.
///
/// Differs from SwiftUI: a view leaving is drawn as it last looked (a still of its content)
/// with the transition's modifiers animated around it; its content does not update while it
/// leaves.
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition's body makes.
  associatedtype Body: View
  /// The content view type passed to `body(content:phase:)`.
  typealias Content = PlaceholderContentView<Self>

  /// The content with the transition applied as it is at `phase`.
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Content, phase: TransitionPhase) -> Body

  /// The properties this transition type has.
  @MainActor @preconcurrency static var properties: TransitionProperties { get }
}

extension Transition {
  /// The properties of a transition: `TransitionProperties()` unless the type says
  /// otherwise.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` with this transition applied as it is at `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView<Self>(content: AnyView(content)), phase: phase)
  }

  /// This transition and `other` applied together.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, animated with `animation` whatever the change's animation is.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(transition: self, animation: animation)
  }
}

extension View {
  /// How the view enters and leaves when a change inserts or removes it: with the phases
  /// of `transition`, animated by the change's animation (or the transition's own).
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(_TransitionModifier(transition: AnyTransition(transition)))
  }
}

/// A transition that knows its `AnyTransition` form: Easel's built-in transitions, which
/// draw through the transition effects of `AnyTransition`, and the combinations of
/// transitions.
@MainActor
protocol AnyTransitionConvertible {
  /// The transition as an `AnyTransition`.
  var anyTransition: AnyTransition { get }
}

/// Two transitions applied together (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition,
  AnyTransitionConvertible
{
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  var anyTransition: AnyTransition {
    AnyTransition(first).combined(with: AnyTransition(second))
  }
}

/// A transition with an animation of its own (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition, AnyTransitionConvertible {
  let transition: Base
  let animation: Animation?

  func body(content: Content, phase: TransitionPhase) -> some View {
    transition.apply(content: content, phase: phase)
  }

  var anyTransition: AnyTransition { AnyTransition(transition).animation(animation) }
}
