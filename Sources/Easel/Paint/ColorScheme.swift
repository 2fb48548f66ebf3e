/// The possible colour schemes, light and dark.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  /// The light colour scheme: dark content on a white background.
  case light
  /// The dark colour scheme: light content on a black background.
  case dark
}
