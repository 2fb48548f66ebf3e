/// A modifier that you apply to a view, producing a different version of it.
///
/// Write `body(content:)` in terms of `content` exactly as in SwiftUI, and apply it with
/// `.modifier(_:)` or a `View` extension.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view this modifier produces.
  associatedtype Body: View
  /// The content view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// Returns the modified content.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body; the graph applies them directly.
  public func body(content: Content) -> Never { primitiveBodyCalled(Self.self) }
}

/// A built-in modifier that the graph applies to the nodes of its content directly.
@MainActor
protocol PrimitiveModifier {
  /// Whether the modifier keeps nothing at its position (no attachment, no view of its own),
  /// so that its content takes the modifier's position rather than a step below it: one
  /// allocation fewer for every view so modified (a frame, a padding). False by default.
  static var sharesPositionWithContent: Bool { get }

  /// Makes the nodes of the modified view. `content` makes the content's nodes in a context,
  /// so that environment modifiers can change what the content sees.
  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode]
}

extension PrimitiveModifier {
  static var sharesPositionWithContent: Bool { false }
}

/// A built-in modifier that takes the view it modifies as a view, to place it inside views of
/// its own (a custom transition's body).
@MainActor
protocol ContentViewModifier {
  /// Makes the nodes of the modified view; `content` is made at `context.appending(.content)`.
  func makeNodes(content: any View, in context: NodeContext) -> [LayoutNode]
}

/// A layout modifier that wraps each node of its content in a node of its own.
@MainActor
protocol WrappingModifier: PrimitiveModifier {
  /// Wraps one node of the content.
  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode
  /// The wrapper that the body's previous run made around `node`, taken again, when `node`
  /// is a node that run made and this one kept (its parent is still the wrapper it had then:
  /// a node made now has none yet) and the wrapper is what `wrap(_:in:)` would make now;
  /// `nil` otherwise. A body run again over the same structure (a colour scheme switched)
  /// then keeps its nodes rather than making each again.
  func rewrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode?
}

extension WrappingModifier {
  func rewrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode? { nil }

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    // In place: the content's array is this call's alone, and `map` would allocate another.
    var nodes = content(context)
    for index in nodes.indices {
      let node = nodes[index]
      nodes[index] = rewrap(node, in: context) ?? wrap(node, in: context)
    }
    return nodes
  }
}

/// A modifier that changes the environment its content sees.
@MainActor
protocol EnvironmentModifier: PrimitiveModifier {
  /// Changes the content's environment.
  func modify(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    content(context.modifyingEnvironment(modify))
  }
}

/// The content a `ViewModifier` receives in `body(content:)`: the view it was applied to.
///
/// The content keeps the identity it has in the body that applied the modifier, and sees the
/// environment at the place the modifier's body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View
  /// Where the modified view sits: its owner, path and edits there. The owner is held
  /// weakly: this value lives in the modifier's node, which the owner holds.
  let origin: WeakNodeContext

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    // The owner leaves the graph with the modifier's node: then there is nothing to make.
    guard var placed = origin.context else { return [] }
    placed.environment = context.environment
    placed.edits += context.edits
    return placed.makeNodes(for: content)
  }
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Creates a modified view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let content = self.content
    if let primitive = TypeConformances.primitiveModifier(Modifier.self) {
      if primitive.sharesPositionWithContent {
        return primitive.makeNodes(
          of: modifier, content: { $0.makeNodes(for: content) }, in: context)
      }
      return primitive.makeNodes(
        of: modifier, content: { $0.appending(.content).makeNodes(for: content) }, in: context)
    }
    if let modifier = modifier as? any ContentViewModifier {
      return modifier.makeNodes(content: content, in: context)
    }
    // A custom modifier is a composite of its own, with storage and a body. Its body puts the
    // content in place, so the node is compared on the modifier and the content together.
    let origin = WeakNodeContext(context.appending(.content))
    let key = context.path.appending(.type(ViewTypeIdentity.of(Modifier.self)))
    // An animatable modifier's body runs with its animatable data as shown now.
    if let animated = context.animatedValue(of: self.modifier, key: key) {
      return context.makeComposite((animated.presented(), content), key: key) {
        node, bodyContext in
        animated.onFrame { [weak node] in node?.invalidate() }
        let modifier = animated.presented()
        let body = node.tracked {
          DynamicPropertyInstaller.install(in: modifier, node: node)
          return modifier.body(content: _ViewModifier_Content(content: content, origin: origin))
        }
        return bodyContext.makeNodes(for: body)
      }
    }
    let modifier = self.modifier
    return context.makeComposite((modifier, content), key: key) { node, bodyContext in
      let body = node.tracked {
        DynamicPropertyInstaller.install(in: modifier, node: node)
        return modifier.body(content: _ViewModifier_Content(content: content, origin: origin))
      }
      return bodyContext.makeNodes(for: body)
    }
  }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
