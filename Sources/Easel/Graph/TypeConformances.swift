/// The conformances the graph asks of view and modifier types, learnt once per type.
///
/// Turning a view into nodes asks of every value whether it is a `PrimitiveView` (or a
/// `PrimitiveModifier`, or `Animatable`). Asked as a dynamic cast (`view as? any
/// PrimitiveView`), the runtime looks the conformance up in its cache on every call, checks
/// the conditions of a conditional one (`ModifiedContent`'s), and boxes a value too large for
/// an existential: about a thousand instructions, several times for each view of a tree. The
/// answer depends on the type alone, so it is kept here by type, and the value is handed to
/// the conforming type's static entry point (`PrimitiveView.makeNodes(of:in:)`), which takes
/// it back from the generic value it is known as.
@MainActor
enum TypeConformances {
  private static var primitiveViews = TypeTable<(any PrimitiveView.Type)?>()
  private static var primitiveModifiers = TypeTable<(any PrimitiveModifier.Type)?>()
  private static var animatableWithData = TypeTable<Bool>()

  /// `type` as a primitive view type, or `nil` when it is not one.
  static func primitiveView<V>(_ type: V.Type) -> (any PrimitiveView.Type)? {
    if let known = primitiveViews[type] { return known }
    let found = type as? any PrimitiveView.Type
    primitiveViews[type] = .some(found)
    return found
  }

  /// `type` as a primitive modifier type, or `nil` when it is not one.
  static func primitiveModifier<M>(_ type: M.Type) -> (any PrimitiveModifier.Type)? {
    if let known = primitiveModifiers[type] { return known }
    let found = type as? any PrimitiveModifier.Type
    primitiveModifiers[type] = .some(found)
    return found
  }

  /// Whether `type` is `Animatable` with data to animate (not `EmptyAnimatableData`).
  static func isAnimatableWithData<T>(_ type: T.Type) -> Bool {
    if let known = animatableWithData[type] { return known }
    var found = false
    if let animatable = type as? any Animatable.Type { found = hasAnimatableData(animatable) }
    animatableWithData[type] = found
    return found
  }

  private static func hasAnimatableData<A: Animatable>(_ type: A.Type) -> Bool {
    A.AnimatableData.self != EmptyAnimatableData.self
  }
}

extension PrimitiveView {
  /// Makes the nodes of `view`, a value of this type known to the caller only as a generic
  /// one (`TypeConformances.primitiveView(_:)` found this type for it).
  ///
  /// `V` is this type, so the value is taken as it is rather than cast: a cast looks both types
  /// up again (about 200 instructions, for every primitive view made).
  static func makeNodes<V>(of view: V, in context: NodeContext) -> [LayoutNode] {
    precondition(V.self == Self.self, "makeNodes(of:in:) takes a value of its own type")
    return unsafeBitCast(view, to: Self.self).makeNodes(in: context)
  }
}

extension PrimitiveModifier {
  /// Makes the nodes of a view modified by `modifier`, a value of this type known to the
  /// caller only as a generic one.
  static func makeNodes<M>(
    of modifier: M, content: (NodeContext) -> [LayoutNode], in context: NodeContext
  ) -> [LayoutNode] {
    // `M` is this type: taken as it is, as `PrimitiveView.makeNodes(of:in:)` takes its view.
    precondition(M.self == Self.self, "makeNodes(of:content:in:) takes a value of its own type")
    return unsafeBitCast(modifier, to: Self.self).makeNodes(content: content, in: context)
  }
}
