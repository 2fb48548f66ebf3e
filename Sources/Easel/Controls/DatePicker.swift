import Foundation

/// A control that chooses a date, drawn in the environment's style (`datePickerStyle(_:)`): by
/// default, as on iOS, the label with grey capsules showing the date and the time; a tap on
/// one opens a calendar (or the hour and minute wheels) on a card beside it.
///
/// Dates are computed in the environment's `calendar`, `timeZone` and `locale`. A range given
/// with `in:` limits what can be chosen: days outside it are greyed in the calendar and the
/// wheels stop at its ends.
public struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows and edits.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let minimumDate: Date?
  let maximumDate: Date?
  let displayedComponents: DatePickerComponents
  let label: Label

  /// A picker of any date.
  public init(
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: nil, components: displayedComponents,
      label: label())
  }

  /// A picker of a date in a closed range.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
      components: displayedComponents, label: label())
  }

  /// A picker of a date on or after a start date.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: nil,
      components: displayedComponents, label: label())
  }

  /// A picker of a date on or before an end date.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: range.upperBound,
      components: displayedComponents, label: label())
  }

  init(
    selection: Binding<Date>, minimum: Date?, maximum: Date?, components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.minimumDate = minimum
    self.maximumDate = maximum
    self.displayedComponents = components
    self.label = label
  }

  public var body: some View {
    DatePickerHost(
      configuration: DatePickerStyleConfiguration(
        label: DatePickerStyleConfiguration.Label(content: AnyView(label)),
        selection: selection, minimumDate: minimumDate, maximumDate: maximumDate,
        displayedComponents: displayedComponents))
  }
}

extension DatePicker where Label == Text {
  /// A picker of any date with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker of a date in a closed range with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of a date on or after a start date with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of a date on or before an end date with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of any date with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker of a date in a closed range with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of a date on or after a start date with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of a date on or before an end date with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

/// Draws a date picker in the environment's style.
struct DatePickerHost: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.datePickerStyle) private var style

  var body: some View {
    style.makeBody(configuration)
  }
}
