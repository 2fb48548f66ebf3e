/// What the Return key of a text field says it does (iOS shows it on its keyboard's Return
/// key); set with `submitLabel(_:)`. Easel keeps it for tests (`TextInputTraits`): a
/// hardware keyboard's Return key has no label to change.
public struct SubmitLabel: Equatable, Sendable {
  enum Kind: String, Equatable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
  }

  let kind: Kind

  /// "Done".
  public static var done: SubmitLabel { .init(kind: .done) }
  /// "Go".
  public static var go: SubmitLabel { .init(kind: .go) }
  /// "Send".
  public static var send: SubmitLabel { .init(kind: .send) }
  /// "Join".
  public static var join: SubmitLabel { .init(kind: .join) }
  /// "Route".
  public static var route: SubmitLabel { .init(kind: .route) }
  /// "Search".
  public static var search: SubmitLabel { .init(kind: .search) }
  /// "Return", the default.
  public static var `return`: SubmitLabel { .init(kind: .return) }
  /// "Next".
  public static var next: SubmitLabel { .init(kind: .next) }
  /// "Continue".
  public static var `continue`: SubmitLabel { .init(kind: .continue) }
}

extension SubmitLabel: CustomStringConvertible {
  /// The label's name: `done`, `go`, `return`, …
  public var description: String { kind.rawValue }
}
