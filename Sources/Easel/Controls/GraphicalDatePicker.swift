import Foundation

/// A month calendar, as iOS's graphical date picker draws it: the month and year with
/// chevrons that change month, the weekdays' initials, the days in a seven-column grid (the
/// chosen one in a filled accent circle, today's number in the accent colour, days out of
/// range greyed); the time under it when the picker shows it. A tap on a day sets the date's
/// day, keeping its time, and runs `onChooseDay`.
struct GraphicalDatePicker: View {
  let configuration: DatePickerStyleConfiguration
  let onChooseDay: () -> Void
  /// The month shown, when changed with the chevrons; the selection's month until then.
  @State private var shownMonth: Date?
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale
  @Environment(\.tint) private var tint

  /// The height of a row of days.
  static let rowHeight: CGFloat = 44

  var body: some View {
    let dates = DatePickerCalendar(
      configuration, calendar: calendar, timeZone: timeZone, locale: locale)
    let selection = configuration.selection
    let month = shownMonth ?? dates.monthStart(of: selection)
    let accent = tint ?? .accentColor
    VStack(spacing: 0) {
      if configuration.displayedComponents.contains(.date) {
        calendarView(month: month, dates: dates, accent: accent)
      }
      if configuration.displayedComponents.contains(.hourAndMinute) {
        if configuration.displayedComponents.contains(.date) { Divider().padding(.top, 8) }
        HStack {
          Text("Time")
          Spacer(minLength: 8)
          DatePickerCapsule(configuration: configuration, part: .time)
        }
        .padding(.horizontal, 8)
        .frame(height: 52)
      }
    }
    .padding(.horizontal, 8)
  }

  /// The month's title with its chevrons, the weekdays' initials and the days.
  private func calendarView(month: Date, dates: DatePickerCalendar, accent: Color) -> some View {
    VStack(spacing: 0) {
      HStack {
        Text(dates.monthTitle(month)).font(.body.weight(.semibold)).foregroundStyle(.primary)
        Spacer(minLength: 8)
        monthButton("chevron.left", label: "Previous Month", to: dates.month(month, movedBy: -1))
        monthButton("chevron.right", label: "Next Month", to: dates.month(month, movedBy: 1))
      }
      .padding(.leading, 8)
      .frame(height: 44)
      HStack(spacing: 0) {
        ForEach(Array(dates.weekdayInitials.enumerated()), id: \.offset) { _, initial in
          Text(initial).font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            .frame(maxWidth: .infinity)
        }
      }
      .frame(height: 22)
      .accessibilityHidden(true)
      days(in: month, dates: dates, accent: accent)
    }
  }

  private func monthButton(_ symbol: String, label: String, to month: Date) -> some View {
    Button {
      withAnimation(.snappy) { shownMonth = month }
    } label: {
      Image(systemName: symbol).font(.title3.weight(.semibold))
        .foregroundStyle(tint ?? .accentColor)
        .frame(width: 36, height: 44)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(label))
  }

  /// The month's days, a week a row, from the calendar's first weekday.
  private func days(in month: Date, dates: DatePickerCalendar, accent: Color) -> some View {
    let blanks = dates.leadingBlanks(inMonth: month)
    let count = dates.dayCount(inMonth: month)
    let rows = (blanks + count + 6) / 7
    let selection = configuration.selection
    let chosenMonth = dates.monthStart(of: selection) == month
    let chosenDay = dates.calendar.component(.day, from: selection)
    let now = Date()
    let today = dates.monthStart(of: now) == month ? dates.calendar.component(.day, from: now) : 0
    return VStack(spacing: 0) {
      ForEach(0..<rows, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { column in
            let day = row * 7 + column - blanks + 1
            if day >= 1, day <= count {
              DayCell(
                day: day, isChosen: chosenMonth && day == chosenDay, isToday: day == today,
                isSelectable: dates.isSelectable(day: day, inMonth: month), accent: accent
              ) {
                configuration.selection = dates.clamped(
                  dates.date(day: day, inMonth: month, keepingTimeOf: selection))
                onChooseDay()
              }
            } else {
              Color.clear.frame(maxWidth: .infinity)
            }
          }
        }
        .frame(height: Self.rowHeight)
      }
    }
  }
}

/// A day of a month calendar: its number, in a filled accent circle when chosen.
private struct DayCell: View {
  let day: Int
  let isChosen: Bool
  let isToday: Bool
  let isSelectable: Bool
  let accent: Color
  let choose: () -> Void

  var body: some View {
    let color: Color =
      isChosen
      ? .white : !isSelectable ? Color(white: 0.56, opacity: 0.5) : isToday ? accent : .primary
    Button(action: choose) {
      Text("\(day)")
        .font(isChosen ? .title3.weight(.semibold) : .title3)
        .foregroundStyle(color)
        .frame(width: 40, height: 40)
        .background(Circle().fill(isChosen ? accent : Color.clear))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .disabled(!isSelectable)
    .accessibilityLabel(Text("\(day)"))
    .accessibilityAddTraits(isChosen ? .isSelected : [])
  }
}
