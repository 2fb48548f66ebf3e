import Foundation

/// A date picker's wheels: the month, the day and the year for the date; the hour, the
/// minute (and AM or PM where the locale uses a 12-hour clock) for the time. Each shows its
/// value in a grey band across the wheels, with its neighbours above and below; a vertical
/// drag steps it by one for each row height it moves (up for later values). The month, day,
/// hour and minute wrap around; the chosen date stays in the picker's range.
struct DatePickerWheels: View {
  let configuration: DatePickerStyleConfiguration
  var components: DatePickerComponents?
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale

  /// The height of a row of a wheel.
  static let rowHeight: CGFloat = 35
  /// The height of the wheels.
  static let height: CGFloat = 215

  var body: some View {
    let dates = DatePickerCalendar(
      configuration, calendar: calendar, timeZone: timeZone, locale: locale)
    let shown = components ?? configuration.displayedComponents
    let configuration = self.configuration
    let read: (Calendar.Component) -> () -> Int = { component in
      { dates.calendar.component(component, from: configuration.selection) }
    }
    let set: (Calendar.Component) -> (Int) -> Void = { component in
      { value in
        configuration.selection = dates.setting([component: value], of: configuration.selection)
      }
    }
    let dayCount = dates.dayCount(inMonth: dates.monthStart(of: configuration.selection))
    let twelveHours = dates.usesTwelveHourClock
    HStack(spacing: 0) {
      if shown.contains(.date) {
        DatePickerWheel(
          name: "Month", range: 1...12, wraps: true, width: 104, read: read(.month),
          title: { dates.calendar.monthSymbols[$0 - 1] }, set: set(.month))
        DatePickerWheel(
          name: "Day", range: 1...dayCount, wraps: true, width: 40, read: read(.day),
          title: { "\($0)" }, set: set(.day))
        DatePickerWheel(
          name: "Year", range: 1...9999, wraps: false, width: 64, read: read(.year),
          title: { String($0) }, set: set(.year))
      }
      if shown.contains(.hourAndMinute) {
        if twelveHours {
          let hour = read(.hour)
          DatePickerWheel(
            name: "Hour", range: 0...11, wraps: true, width: 40, read: { hour() % 12 },
            title: { $0 == 0 ? "12" : "\($0)" },
            set: { set(.hour)(hour() / 12 * 12 + $0) })
        } else {
          DatePickerWheel(
            name: "Hour", range: 0...23, wraps: true, width: 40, read: read(.hour),
            title: { Self.twoDigits($0) }, set: set(.hour))
        }
        DatePickerWheel(
          name: "Minute", range: 0...59, wraps: true, width: 40, read: read(.minute),
          title: { Self.twoDigits($0) }, set: set(.minute))
        if twelveHours {
          let hour = read(.hour)
          DatePickerWheel(
            name: "AM/PM", range: 0...1, wraps: false, width: 44, read: { hour() / 12 },
            title: { $0 == 0 ? dates.calendar.amSymbol : dates.calendar.pmSymbol },
            set: { set(.hour)(hour() % 12 + $0 * 12) })
        }
      }
    }
    .frame(height: Self.height)
    .background(
      RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.46, opacity: 0.12))
        .frame(height: Self.rowHeight)
    )
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

/// One wheel of a date picker: its value in the middle, three neighbours above and below
/// fading out; a vertical drag steps the value, and so do assistive technologies' increment
/// and decrement.
struct DatePickerWheel: View {
  let name: String
  let range: ClosedRange<Int>
  let wraps: Bool
  let width: CGFloat
  /// The value now, read from the selection when called.
  let read: () -> Int
  let title: (Int) -> String
  let set: (Int) -> Void
  /// The steps the drag under way has made.
  @State private var drag = DatePickerWheelDrag()

  /// The value `count` rows from `value`: wrapped around the range, or `nil` past its ends
  /// when the wheel does not wrap.
  func value(_ value: Int, movedBy count: Int) -> Int? {
    let moved = value + count
    guard wraps else { return range.contains(moved) ? moved : nil }
    let span = range.count
    return range.lowerBound + ((moved - range.lowerBound) % span + span) % span
  }

  var body: some View {
    let current = read()
    let rowHeight = DatePickerWheels.rowHeight
    let drag = self.drag
    VStack(spacing: 0) {
      ForEach(-3...3, id: \.self) { offset in
        Text(value(current, movedBy: offset).map(title) ?? "")
          .font(.title3)
          .foregroundStyle(offset == 0 ? Color.primary : Color.secondary)
          .opacity(1 - Double(abs(offset)) * 0.22)
          .lineLimit(1)
          .frame(width: width, height: rowHeight)
      }
    }
    .frame(width: width, height: DatePickerWheels.height)
    .clipped()
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 4)
        .onChanged { change in
          let steps = Int((-change.translation.height / rowHeight).rounded())
          guard steps != drag.steps else { return }
          let delta = steps - drag.steps
          drag.steps = steps
          step(by: delta)
        }
        .onEnded { _ in drag.steps = 0 }
    )
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(name))
    .accessibilityValue(Text(title(current)))
    .accessibilityAdjustableAction { direction in
      step(by: direction == .increment ? 1 : -1)
    }
  }

  /// Moves the value `delta` rows: around the range when the wheel wraps, else to its end at
  /// most.
  func step(by delta: Int) {
    let now = read()
    let next =
      wraps
      ? value(now, movedBy: delta) ?? now
      : min(max(now + delta, range.lowerBound), range.upperBound)
    if next != now { set(next) }
  }
}

/// How many rows the drag under way has stepped a wheel.
@MainActor
final class DatePickerWheelDrag {
  var steps = 0
}
