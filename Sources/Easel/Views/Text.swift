/// A view that displays read-only text in the environment's font and foreground colour.
public struct Text: View, PrimitiveView, Equatable, Sendable {
  let content: String

  /// Creates a text view that displays a string literal (or a localization key, which Easel
  /// shows as written).
  public init(_ content: String) {
    self.content = content
  }

  /// Creates a text view that displays a string value.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates a text view that displays a string without localizing it.
  public init(verbatim content: String) {
    self.content = content
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [TextNode(context, string: content)]
  }
}
