/// A view that runs its content's body again only when the content is unequal (by `==`) to
/// the previous value, whatever else it holds (closures, for example).
public struct EquatableView<Content: View & Equatable>: View, Equatable {
  /// The content.
  public var content: Content

  /// Wraps `content`.
  public init(content: Content) {
    self.content = content
  }

  public var body: Content { content }

  public nonisolated static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
    MainActor.assumeIsolated { lhs.content == rhs.content }
  }
}

extension View where Self: Equatable {
  /// Compares new values of this view with `==` to decide whether its body runs again.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
