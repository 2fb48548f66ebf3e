/// An alignment position for the lines of multiline text, set with
/// `multilineTextAlignment(_:)`.
///
/// It aligns the lines relative to one another inside the text's frame; the frame itself is
/// placed by the text's parent, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}
