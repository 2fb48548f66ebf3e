import Foundation

extension Text {
  /// How an underline or strikethrough is drawn: its pattern and colour.
  public struct LineStyle: Hashable, Sendable {
    /// The pattern of a line.
    ///
    /// Differs from SwiftUI: Easel draws every pattern as a solid line: Pango, which draws the
    /// lines, has no dashed or dotted ones.
    public struct Pattern: Hashable, Sendable {
      /// An identifier of the pattern.
      let name: String

      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// Alternating dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A dash followed by two dots, repeated.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    /// The pattern.
    let pattern: Pattern
    /// The colour, or `nil` for the text's foreground colour.
    let color: Color?

    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's colour.
    public static let single = LineStyle()
  }
}
