extension Text {
  /// Where an ellipsis replaces the text that does not fit, set with `truncationMode(_:)`.
  ///
  /// Multiline text is cut on its last visible line, as in SwiftUI. When the cut falls exactly at
  /// a paragraph break, Easel ends the last line with the ellipsis whatever the mode.
  public enum TruncationMode: Hashable, Sendable, CaseIterable {
    /// The beginning is cut: "…end of the text".
    case head
    /// The end is cut: "The beginning…".
    case tail
    /// The middle is cut: "The beg…the text".
    case middle
  }
}
