/// What submits a value to an `onSubmit(of:_:)` action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// A set of triggers from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Return in a `TextField` or `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Submitting a search field made by `searchable`.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}
