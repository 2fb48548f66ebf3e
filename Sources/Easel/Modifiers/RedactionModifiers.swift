/// Why content is redacted: shown as a placeholder while it loads, or hidden as private.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A placeholder for content not loaded yet: text is drawn as faint bars.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content no longer current.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// Why the views inside are redacted, if they are.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Redacts the views inside for `reason`: with `.placeholder`, text is drawn as faint bars
  /// where its lines would be (layout unchanged), as a loading skeleton.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the views inside as they are, inside a redacted view.
  public func unredacted() -> some View {
    environment(\.redactionReasons, [])
  }
}
