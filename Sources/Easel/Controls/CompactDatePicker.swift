import Foundation

/// iOS's compact date picker: the label, and at the trailing edge grey capsules with the
/// date and the time. A tap on the date opens a month calendar on a card beside it (a tap
/// on a day chooses it and closes the card); a tap on the time opens hour and minute wheels.
struct CompactDatePicker: View {
  let configuration: DatePickerStyleConfiguration

  var body: some View {
    ControlRow(
      // The label has the row but for the capsules, which keep their size.
      label: configuration.label.layoutPriority(1),
      control: HStack(spacing: 6) {
        if configuration.displayedComponents.contains(.date) {
          DatePickerDateCapsule(configuration: configuration)
        }
        if configuration.displayedComponents.contains(.hourAndMinute) {
          DatePickerTimeCapsule(configuration: configuration)
        }
      }
      .fixedSize())
  }
}

/// A grey capsule with a date's text, in the accent colour while what it opens is open.
struct DatePickerCapsuleLabel: View {
  let text: String
  let isOpen: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    Text(text)
      .lineLimit(1)
      .fixedSize()
      .foregroundStyle(isOpen ? (tint ?? .accentColor) : .primary)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.46, opacity: 0.12)))
  }
}

/// The date's capsule: a tap opens the month calendar on a card beside it.
struct DatePickerDateCapsule: View {
  let configuration: DatePickerStyleConfiguration
  @State private var isPresented = false
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale

  var body: some View {
    let dates = DatePickerCalendar(
      configuration, calendar: calendar, timeZone: timeZone, locale: locale)
    let text = dates.dateText(configuration.selection)
    let configuration = self.configuration
    Button {
      isPresented = true
    } label: {
      DatePickerCapsuleLabel(text: text, isOpen: isPresented)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(text))
    .modifier(
      EmptyView.presentation(isPresented: $isPresented, style: .menu, onDismiss: nil) {
        DatePickerCalendarCard(configuration: configuration)
      })
  }
}

/// The card the date's capsule opens: the month calendar; choosing a day closes it.
struct DatePickerCalendarCard: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    GraphicalDatePicker(configuration: configuration, onChooseDay: { dismiss() })
      .padding(.vertical, 8)
      .frame(width: 320)
      .presentationBackground(PresentationColors.menuBackground)
  }
}

/// The time's capsule: a tap opens hour and minute wheels on a card beside it.
struct DatePickerTimeCapsule: View {
  let configuration: DatePickerStyleConfiguration
  @State private var isPresented = false
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale

  var body: some View {
    let dates = DatePickerCalendar(
      configuration, calendar: calendar, timeZone: timeZone, locale: locale)
    let text = dates.timeText(configuration.selection)
    let configuration = self.configuration
    Button {
      isPresented = true
    } label: {
      DatePickerCapsuleLabel(text: text, isOpen: isPresented)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(text))
    .modifier(
      EmptyView.presentation(isPresented: $isPresented, style: .menu, onDismiss: nil) {
        DatePickerWheels(configuration: configuration, components: .hourAndMinute)
          .padding(.horizontal, 16)
          .padding(.vertical, 8)
          .presentationBackground(PresentationColors.menuBackground)
      })
  }
}
