import Foundation

/// The date arithmetic and formatting of a date picker, in the environment's calendar, time
/// zone and locale.
struct DatePickerCalendar {
  var calendar: Calendar
  let minimumDate: Date?
  let maximumDate: Date?

  init(
    calendar: Calendar, timeZone: TimeZone, locale: Locale, minimumDate: Date?,
    maximumDate: Date?
  ) {
    var calendar = calendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
  }

  /// A formatter in the calendar, its time zone and locale.
  private func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = calendar.locale
    return formatter
  }

  /// The date as iOS's compact picker shows it: the locale's medium date ("Dec 6, 2026").
  func dateText(_ date: Date) -> String {
    let formatter = formatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }

  /// The time of day in the locale's short style ("10:41 AM").
  func timeText(_ date: Date) -> String {
    let formatter = formatter()
    formatter.dateStyle = .none
    formatter.timeStyle = .short
    return formatter.string(from: date)
  }

  /// The month and year, as a calendar's header shows them ("December 2026").
  func monthTitle(_ month: Date) -> String {
    let formatter = formatter()
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    return formatter.string(from: month)
  }

  /// Whether the locale writes the time with a 12-hour clock and AM and PM.
  var usesTwelveHourClock: Bool {
    let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale)
    return format?.contains("a") ?? false
  }

  /// The first moment of the month `date` is in.
  func monthStart(of date: Date) -> Date {
    calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
  }

  /// The first moment of the month `count` months after (before, when negative) `month`.
  func month(_ month: Date, movedBy count: Int) -> Date {
    monthStart(of: calendar.date(byAdding: .month, value: count, to: month) ?? month)
  }

  /// How many days the month that starts at `month` has.
  func dayCount(inMonth month: Date) -> Int {
    calendar.range(of: .day, in: .month, for: month)?.count ?? 30
  }

  /// How many blank cells come before the first day of the month in a week row that starts
  /// on the calendar's first weekday.
  func leadingBlanks(inMonth month: Date) -> Int {
    let weekday = calendar.component(.weekday, from: month)
    return (weekday - calendar.firstWeekday + 7) % 7
  }

  /// The weekdays' initials, from the calendar's first weekday ("S M T W T F S").
  var weekdayInitials: [String] {
    let symbols = calendar.veryShortWeekdaySymbols
    let first = calendar.firstWeekday - 1
    return Array(symbols[first...] + symbols[..<first])
  }

  /// The day `day` of the month that starts at `month`, at the time of day of `time`.
  func date(day: Int, inMonth month: Date, keepingTimeOf time: Date) -> Date {
    var components = calendar.dateComponents([.year, .month], from: month)
    let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
    components.day = day
    components.hour = clock.hour
    components.minute = clock.minute
    components.second = clock.second
    components.nanosecond = clock.nanosecond
    return calendar.date(from: components) ?? time
  }

  /// Whether any moment of the day `day` of the month `month` is in the picker's range.
  func isSelectable(day: Int, inMonth month: Date) -> Bool {
    guard
      let start = calendar.date(byAdding: .day, value: day - 1, to: month),
      let end = calendar.date(byAdding: .day, value: 1, to: start)
    else { return false }
    if let minimumDate, end <= minimumDate { return false }
    if let maximumDate, start > maximumDate { return false }
    return true
  }

  /// `date`, moved into the picker's range.
  func clamped(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }

  /// `date` with its components `components` set to `values` (a day past the end of the new
  /// month becomes its last day), moved into the picker's range.
  func setting(_ values: [Calendar.Component: Int], of date: Date) -> Date {
    var components = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
    for (component, value) in values {
      switch component {
      case .year: components.year = value
      case .month: components.month = value
      case .day: components.day = value
      case .hour: components.hour = value
      case .minute: components.minute = value
      default: break
      }
    }
    let day = components.day ?? 1
    components.day = 1
    guard let first = calendar.date(from: components) else { return date }
    let count = calendar.range(of: .day, in: .month, for: first)?.count ?? day
    components.day = min(day, count)
    return clamped(calendar.date(from: components) ?? date)
  }
}

extension DatePickerCalendar {
  /// The date arithmetic of a date picker configured by `configuration`.
  init(
    _ configuration: DatePickerStyleConfiguration, calendar: Calendar, timeZone: TimeZone,
    locale: Locale
  ) {
    self.init(
      calendar: calendar, timeZone: timeZone, locale: locale,
      minimumDate: configuration.minimumDate, maximumDate: configuration.maximumDate)
  }
}
