import Foundation

/// How a view enters and leaves: the effect applied to it when it is not (yet, or any more)
/// shown, animated to or from nothing by the change's animation (or the transition's own).
///
/// A custom `Transition` becomes one with `AnyTransition(_:)`: its body's modifiers animate
/// between its phases, the built-in effects around them.
public struct AnyTransition: Sendable {
  let insertion: TransitionEffect
  let removal: TransitionEffect
  /// The bodies of the custom transitions in this one, applied inside the effects; `nil`
  /// when there are none.
  let body: TransitionBody?
  /// The animation the transition asks for, in place of the change's.
  let animation: Animation?

  init(
    insertion: TransitionEffect, removal: TransitionEffect, body: TransitionBody? = nil,
    animation: Animation? = nil
  ) {
    self.insertion = insertion
    self.removal = removal
    self.body = body
    self.animation = animation
  }

  init(_ effect: TransitionEffect) {
    self.init(insertion: effect, removal: effect)
  }

  /// A transition that applies `transition`: its phases, or for the built-in transitions
  /// the effects they stand for.
  @MainActor
  public init<T: Transition>(_ transition: T) {
    if let convertible = transition as? any AnyTransitionConvertible {
      self = convertible.anyTransition
    } else {
      self.init(
        insertion: TransitionEffect(), removal: TransitionEffect(),
        body: TransitionBody(transition))
    }
  }

  /// No effect: the view appears and disappears at once.
  public static let identity = AnyTransition(TransitionEffect())
  /// Fades in and out.
  public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
  /// Grows from nothing and shrinks to nothing, about the centre.
  public static let scale = AnyTransition(TransitionEffect(scale: 0))
  /// Comes in from the leading edge and leaves towards the trailing edge.
  public static let slide = AnyTransition(
    insertion: TransitionEffect(edge: .leading), removal: TransitionEffect(edge: .trailing))

  /// Grows from and shrinks to `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(TransitionEffect(scale: scale, anchor: anchor))
  }

  /// Moves in from and out to `edge`, by the view's size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(TransitionEffect(edge: edge))
  }

  /// Moves in from `edge` while fading in, and out towards the opposite edge while fading
  /// out.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      insertion: TransitionEffect(opacity: 0, edge: edge),
      removal: TransitionEffect(opacity: 0, edge: edge.opposite))
  }

  /// Moves in from and out to `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(TransitionEffect(offset: offset))
  }

  /// Moves in from and out to an offset of `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Different transitions for entering and leaving.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      body: TransitionBody.asymmetric(insertion: insertion.body, removal: removal.body),
      animation: insertion.animation ?? removal.animation)
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal),
      body: TransitionBody.nested(outer: body, inner: other.body),
      animation: animation ?? other.animation)
  }

  /// This transition, animated with `animation` whatever the change's animation is: a view
  /// inserted or removed by a change without one still animates.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, body: body, animation: animation)
  }
}

/// The bodies of custom transitions: what they build around a view's content at a phase.
///
/// Unchecked `Sendable`: the closure holds a transition value, made and only called on the
/// main actor.
struct TransitionBody: @unchecked Sendable {
  let make: @MainActor (AnyView, TransitionPhase) -> AnyView

  @MainActor
  init<T: Transition>(_ transition: T) {
    make = { content, phase in
      AnyView(transition.body(content: PlaceholderContentView<T>(content: content), phase: phase))
    }
  }

  init(make: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView) {
    self.make = make
  }

  /// `outer` applied around `inner`; either may be missing.
  static func nested(outer: TransitionBody?, inner: TransitionBody?) -> TransitionBody? {
    guard let outer, let inner else { return outer ?? inner }
    return TransitionBody { content, phase in outer.make(inner.make(content, phase), phase) }
  }

  /// `insertion` only before the view appears and `removal` only once it is gone; both at
  /// `identity` otherwise, so that the view's structure is the same in every phase.
  static func asymmetric(insertion: TransitionBody?, removal: TransitionBody?)
    -> TransitionBody?
  {
    guard insertion != nil || removal != nil else { return nil }
    return TransitionBody { content, phase in
      var view = content
      if let removal { view = removal.make(view, phase == .didDisappear ? phase : .identity) }
      if let insertion { view = insertion.make(view, phase == .willAppear ? phase : .identity) }
      return view
    }
  }
}

/// The modifier behind `transition(_:)`.
public struct _TransitionModifier: ViewModifier, ContentViewModifier {
  let transition: AnyTransition

  func makeNodes(content: any View, in context: NodeContext) -> [LayoutNode] {
    let (state, isNew) = context.attachment {
      TransitionState(graph: context.graph, transition: transition)
    }
    state.transition = transition
    state.owner = context.owner
    // Inserted by an animated change, or into a body shown before by any change when the
    // transition has an animation of its own (which it then uses).
    var insertion: Animation?
    if isNew {
      let animated = context.animation != nil || !context.owner.slots.isEmpty
      insertion = animated ? transition.animation ?? context.animation : nil
    }
    var nodes: [LayoutNode]
    if let body = transition.body {
      state.environment = context.environment
      if isNew { state.beginPhases(animation: insertion) }
      nodes = state.makeBodyNodes(body, content: content, in: context)
    } else {
      nodes = context.appending(.content).makeNodes(for: content)
    }
    return nodes.map {
      TransitionNode(context, state: state, insertion: isNew ? insertion : nil, child: $0)
    }
  }
}

extension View {
  /// How the view enters and leaves when an animated change inserts or removes it.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}
