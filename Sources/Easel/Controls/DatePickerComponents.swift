/// The parts of a date a `DatePicker` shows and edits: the day (`date`), the time of day
/// (`hourAndMinute`), or both.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The option set's bits.
  public let rawValue: UInt

  /// Creates a set of components from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)

  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 4)
}
