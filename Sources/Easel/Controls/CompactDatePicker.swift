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
          DatePickerCapsule(configuration: configuration, part: .date)
        }
        if configuration.displayedComponents.contains(.hourAndMinute) {
          DatePickerCapsule(configuration: configuration, part: .time)
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

/// One of the compact style's capsules: the date, whose tap opens the month calendar on a
/// card beside it, or the time, whose tap opens hour and minute wheels there.
struct DatePickerCapsule: View {
  /// What a capsule shows.
  enum Part {
    case date, time
  }

  let configuration: DatePickerStyleConfiguration
  let part: Part
  @State private var isPresented = false
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale

  var body: some View {
    let dates = DatePickerCalendar(
      configuration, calendar: calendar, timeZone: timeZone, locale: locale)
    let text =
      part == .date
      ? dates.dateText(configuration.selection) : dates.timeText(configuration.selection)
    let configuration = self.configuration
    let part = self.part
    Button {
      isPresented = true
    } label: {
      DatePickerCapsuleLabel(text: text, isOpen: isPresented)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(text))
    .modifier(
      EmptyView.presentation(isPresented: $isPresented, style: .menu, onDismiss: nil) {
        DatePickerCapsuleCard(configuration: configuration, part: part)
      })
  }
}

/// The card a capsule opens: the month calendar, where choosing a day closes it, or the
/// time's hour and minute wheels.
struct DatePickerCapsuleCard: View {
  let configuration: DatePickerStyleConfiguration
  let part: DatePickerCapsule.Part
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    switch part {
    case .date:
      GraphicalDatePicker(configuration: configuration, onChooseDay: { dismiss() })
        .padding(.vertical, 8)
        .frame(width: 320)
        .presentationBackground(PresentationColors.menuBackground)
    case .time:
      DatePickerWheels(configuration: configuration, components: .hourAndMinute)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .presentationBackground(PresentationColors.menuBackground)
    }
  }
}
