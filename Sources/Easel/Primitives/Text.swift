import Foundation

/// A view that displays read-only text in the environment's font and foreground colour.
///
/// A text is made of segments, each with its own attributes: `Text` values joined with `+`,
/// interpolated into a string literal, or the runs of an `AttributedString`. The `Text`
/// modifiers (`font(_:)`, `bold()`, `foregroundColor(_:)`, `kerning(_:)`, …) return `Text`, so
/// modified texts still concatenate; a modifier applies to every segment that does not already
/// set that attribute itself. The whole text is laid out at once, so lines wrap and share
/// baselines across segments.
public struct Text: View, PrimitiveView, Equatable, Sendable {
  /// One piece of a text and its attributes.
  struct Segment: Equatable, Sendable {
    /// The characters.
    var string: String
    /// The attributes set on this piece.
    var attributes: TextAttributes
  }

  /// The pieces of the text, in order.
  var segments: [Segment]

  init(segments: [Segment]) {
    self.segments = segments
  }

  /// Creates a text view that displays a string value as it is. A string literal goes to
  /// `init(_:tableName:bundle:comment:)` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    segments = [Segment(string: String(content), attributes: TextAttributes())]
  }

  /// Creates a text view that displays a string without localizing it.
  public init(verbatim content: String) {
    segments = [Segment(string: content, attributes: TextAttributes())]
  }

  /// Creates a text view that displays a localized string: a string literal, with any values
  /// interpolated into it (numbers as the `String(format:)` specifiers SwiftUI uses, strings as
  /// they are, `Text` with its attributes).
  ///
  /// Differs from SwiftUI: Easel has no string tables: `tableName`, `bundle` and `comment` are
  /// ignored, and the key is shown as written (without Markdown styling).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    segments = key.segments
  }

  /// The characters of every segment.
  var content: String { segments.map(\.string).joined() }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ContentTransition.wrap(TextNode(context, text: self), showing: self, in: context)]
  }

  /// Joins two texts into one, each piece keeping its own attributes.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(segments: lhs.segments + rhs.segments)
  }
}
