/// A string field of a spec: written as is, or `"$name"` to show a state value (write `"$$"` for
/// a literal leading `$`).
public enum SpecText: Equatable, Sendable, ExpressibleByStringLiteral {
  /// A string shown as written.
  case literal(String)
  /// The current value of a state entry, as text.
  case state(String)

  /// A literal string.
  public init(stringLiteral value: String) { self = .literal(value) }

  /// The text to show with the state in `context`.
  @MainActor func resolve(in context: SpecContext) -> String {
    switch self {
    case .literal(let string): string
    case .state(let name): context.store?.value(named: name)?.text ?? ""
    }
  }
}
