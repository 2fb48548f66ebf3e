import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day: "3:08 PM".
    public static let time = DateStyle(kind: .time)
    /// The day: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The distance from now: "2 hr, 3 min".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now: "+2 hours", "-3 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// The distance from now as a timer: "2:03:07", "0:42".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`.
  ///
  /// Differs from SwiftUI: the text is in US English (Easel's previews have no user locale),
  /// and it is formatted once, against the wall clock, each time the body runs: SwiftUI keeps
  /// the `.relative`, `.offset` and `.timer` styles counting by themselves, Easel does not.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Self.format(date, style: style, now: Date()))
  }

  /// Shows the date interval `dates` as a range of days or times.
  public init(_ dates: ClosedRange<Date>) {
    let formatter = DateIntervalFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.dateStyle = .medium
    formatter.timeStyle = .short
    self.init(verbatim: formatter.string(from: dates.lowerBound, to: dates.upperBound))
  }

  /// Shows `input` formatted by `format`: `Text(price, format: .currency(code: "EUR"))`,
  /// `Text(date, format: .dateTime.hour().minute())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// `seconds` in years (365 days), months (30 days), days, hours, minutes and seconds,
  /// largest first, leaving out those that are 0 (all seconds when everything is).
  static func units(_ seconds: Int) -> [(count: Int, short: String, long: String)] {
    let table = [
      (365 * 86_400, "yr", "year"), (30 * 86_400, "mth", "month"), (86_400, "day", "day"),
      (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]
    var rest = seconds
    var parts: [(count: Int, short: String, long: String)] = []
    for (length, short, long) in table where rest >= length {
      let count = rest / length
      rest %= length
      parts.append((count, short == "day" && count != 1 ? "days" : short, long))
    }
    return parts.isEmpty ? [(0, "sec", "second")] : parts
  }

  /// `date` in `style`, measured from `now`.
  static func format(_ date: Date, style: DateStyle, now: Date) -> String {
    let locale = Locale(identifier: "en_US")
    switch style.kind {
    case .time, .date:
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.dateStyle = style.kind == .date ? .long : .none
      formatter.timeStyle = style.kind == .time ? .short : .none
      return formatter.string(from: date)
    case .relative, .offset:
      let seconds = date.timeIntervalSince(now)
      let parts = Self.units(Int(abs(seconds).rounded(.down)))
      guard style.kind == .offset else {
        // The two largest units: "2 hr, 3 min".
        return parts.prefix(2).map { "\($0.count) \($0.short)" }.joined(separator: ", ")
      }
      let part = parts[0]
      let name = part.count == 1 ? part.long : part.long + "s"
      return (seconds < 0 ? "-" : "+") + "\(part.count) \(name)"
    case .timer:
      let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
      return hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, seconds)
        : String(format: "%d:%02d", minutes, seconds)
    }
  }
}
