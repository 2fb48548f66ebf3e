/// What the graph hands a view while turning it into layout nodes: the environment that flows
/// down to it, where it sits in its owner's body (its identity), and the services every node
/// may need.
@MainActor
struct NodeContext {
  /// The environment the view sees.
  var environment: EnvironmentValues
  /// The composite view whose body is being turned into nodes.
  let owner: ViewNode
  /// The view's position in the owner's body.
  var path: IdentityPath
  /// The environment edits made since the owner's body root.
  var edits: [EnvironmentEdit]

  // A context is copied at every step down a body (`appending(_:)`), so it holds only what
  // changes from step to step; the graph's services are reached through the owner.

  /// The graph being built.
  var graph: ViewGraph { owner.graph }
  /// Measures text.
  var textEngine: any TextEngine { owner.graph.textEngine }
  /// What the graph's layout nodes share, reached without the graph (see
  /// `ViewNode.layoutTree`).
  var layoutTree: LayoutTreeState { owner.layoutTree }

  /// Finds image resources, or `nil` when the graph has no provider.
  var imageProvider: (any ImageProvider)? { graph.imageProvider }

  /// Makes the nodes for `view`: a primitive makes its own; a composite view gets (or keeps)
  /// its node in the graph, whose body runs only when its inputs changed. An `any View`
  /// argument is opened implicitly.
  func makeNodes<V: View>(for view: V) -> [LayoutNode] {
    // Primitives have no body: a view with one is composite, known from its type without
    // asking for its conformance.
    if V.Body.self == Never.self, let primitive = TypeConformances.primitiveView(V.self) {
      return primitive.makeNodes(of: view, in: self)
    }
    let key = path.appending(.type(ViewTypeIdentity.of(V.self)))
    // An animatable view's body runs with its animatable data as shown now, frame by frame.
    if let animated = animatedValue(of: view, key: key) {
      return makeComposite(animated.presented(), key: key) { node, context in
        animated.onFrame { [weak node] in node?.invalidate() }
        let shown = animated.presented()
        let body = node.tracked {
          DynamicPropertyInstaller.install(in: shown, node: node)
          return shown.body
        }
        return context.makeNodes(for: body)
      }
    }
    return makeComposite(view, key: key) { node, context in
      let body = node.tracked {
        DynamicPropertyInstaller.install(in: view, node: node)
        return view.body
      }
      return context.makeNodes(for: body)
    }
  }

  /// The animated value of `value` (a view or a modifier) kept at `key`, moved to `value`
  /// with this change's animation, when its type is `Animatable` with data to animate (as
  /// SwiftUI animates an `Animatable` view's or modifier's data); `nil` otherwise.
  func animatedValue<T>(of value: T, key: IdentityPath) -> AnimatedComposite<T>? {
    guard TypeConformances.isAnimatableWithData(T.self),
      let animatable = value as? any Animatable
    else { return nil }
    return animatedValue(opening: animatable, as: T.self, key: key)
  }

  private func animatedValue<A: Animatable, T>(
    opening value: A, as type: T.Type, key: IdentityPath
  ) -> AnimatedComposite<T>? {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    let (state, _) = owner.attachment(at: key) {
      AnimatedValue(value, graph: graph)
    }
    state.update(to: value, animation: animation)
    guard state.presented is T else { return nil }
    return AnimatedComposite(
      presented: { state.presented as! T },
      onFrame: { action in state.onFrame = action })
  }

  /// Gets or makes the graph node of a composite value at `key` and returns its layout nodes.
  func makeComposite<V>(
    _ value: V, key: IdentityPath,
    makeBodyNodes: @escaping (ViewNode, NodeContext) -> [LayoutNode]
  ) -> [LayoutNode] {
    var inherited = environment
    inherited.tracker = nil
    let (node, isNew) = owner.child(at: key) {
      ViewNode(
        graph: graph, owner: owner, value: value, countsAsBody: true, environment: inherited,
        environmentEdits: edits, makeBodyNodes: makeBodyNodes)
    }
    if isNew { return node.evaluate() }
    return node.update(
      value: value, environment: inherited, edits: edits, makeBodyNodes: makeBodyNodes)
  }

  /// Returns a copy one step further down the owner's body.
  func appending(_ component: consuming PathComponent) -> NodeContext {
    var copy = self
    copy.path = path.appending(component)
    return copy
  }

  /// Returns a copy whose environment has been changed by `change`.
  func modifyingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> NodeContext {
    var copy = self
    // A change reads the value it writes (a key path's setter is reached through its
    // getter), and the owner's body does not depend on that: its children's environments
    // are made again from the edits when the owner's changes. So the change is not tracked.
    let tracker = copy.environment.tracker
    copy.environment.tracker = nil
    change(&copy.environment)
    copy.environment.tracker = tracker
    copy.edits.append(EnvironmentEdit(apply: change))
    return copy
  }

  /// The persistent attachment of type `T` for a built-in modifier at this position.
  ///
  /// Kept under the position's own path, with no step of its own (which would cost an
  /// allocation for every shape made): attachments are kept apart from the composite children
  /// (whose keys end in their type), and what keeps an attachment at a position makes its
  /// content a step below it (a modifier's at `.content`; only a modifier that keeps nothing
  /// gives its content its own position, `PrimitiveModifier.sharesPositionWithContent`).
  func attachment<T: NodeAttachment>(_ make: () -> T) -> (attachment: T, isNew: Bool) {
    owner.attachment(at: path, make: make)
  }

  /// The attachment of type `T` at this position that an earlier run of the owner's body
  /// made and this run has not made yet (`ViewNode.attachmentMadeBefore(at:as:)`); `nil`
  /// when there is none, and in the body's first run, which looks for nothing. A caller that
  /// takes it says so with `owner.keep(_:)`.
  func previousAttachment<T: NodeAttachment>(_ type: T.Type) -> T? {
    guard !owner.isMakingFirstNodes else { return nil }
    return owner.attachmentMadeBefore(at: path, as: type)
  }

  /// A second persistent attachment at this position, for a view that keeps two (a shape's
  /// animated data beside its node's animated colour).
  func secondAttachment<T: NodeAttachment>(_ make: () -> T) -> (attachment: T, isNew: Bool) {
    owner.attachment(at: path.appending(.layer), make: make)
  }
}

/// An animatable view's or modifier's value as an animation shows it, for the composite
/// node that runs its body.
@MainActor
struct AnimatedComposite<T> {
  /// The value shown now.
  let presented: () -> T
  /// Sets what runs on each frame of the animation (the node asks for its body again).
  let onFrame: (@escaping @MainActor () -> Void) -> Void
}
