import Easel

/// One view in a spec's view tree: what it is, and the modifiers applied to it.
public struct SpecNode: Equatable, Sendable {
  /// The view's type and its type-specific keys.
  public var content: SpecContent
  /// The modifiers, applied in `SpecModifiers.order`.
  public var modifiers: SpecModifiers

  /// Creates a node.
  public init(_ content: SpecContent, modifiers: SpecModifiers = SpecModifiers()) {
    self.content = content
    self.modifiers = modifiers
  }

  /// Builds the view with its modifiers, evaluating expressions in `context`.
  @MainActor public func makeView(in context: SpecContext) -> AnyView {
    modifiers.apply(to: content.makeView(in: context), in: context)
  }
}
