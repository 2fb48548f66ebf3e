/// Easel only: where text fields copy and cut text to and paste it from. A host provides one
/// (`ViewGraph.pasteboard`): a `MemoryPasteboard` by default, the system's clipboard in a
/// window.
@MainActor
public protocol TextPasteboard: AnyObject {
  /// The text on the pasteboard, or `nil` when it holds none.
  var string: String? { get set }
}

/// Easel only: a pasteboard that keeps its text in memory.
@MainActor
public final class MemoryPasteboard: TextPasteboard {
  /// The text on the pasteboard.
  public var string: String?

  /// An empty pasteboard.
  public init() {}
}
