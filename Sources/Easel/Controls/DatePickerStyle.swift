import Foundation

/// The properties of a `DatePicker` that a style draws.
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }

  /// The picker's label.
  public let label: DatePickerStyleConfiguration.Label
  /// The date shown and chosen.
  @Binding public var selection: Date
  /// The earliest date that can be chosen, if any.
  public var minimumDate: Date?
  /// The latest date that can be chosen, if any.
  public var maximumDate: Date?
  /// The parts of the date shown and edited.
  public var displayedComponents: DatePickerComponents

  init(
    label: DatePickerStyleConfiguration.Label, selection: Binding<Date>, minimumDate: Date?,
    maximumDate: Date?, displayedComponents: DatePickerComponents
  ) {
    self.label = label
    self._selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

/// How a `DatePicker` is drawn and chosen from.
public protocol DatePickerStyle {
  /// The view of a styled date picker.
  associatedtype Body: View
  /// The properties of a date picker.
  typealias Configuration = DatePickerStyleConfiguration
  /// Makes the view of a date picker.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A date picker style as the environment holds it.
typealias AnyDatePickerStyle = AnyControlStyle<DatePickerStyleConfiguration>

extension AnyControlStyle where Configuration == DatePickerStyleConfiguration {
  @MainActor init<S: DatePickerStyle>(_ style: S) {
    self.init { AnyView(StyledDatePicker(style: style, configuration: $0)) }
  }
}

/// A date picker drawn by a style; the style's properties live in this view.
struct StyledDatePicker<Style: DatePickerStyle>: View {
  let style: Style
  let configuration: DatePickerStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// The platform's default: the compact style, as on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}

  /// The compact picker.
  public func makeBody(configuration: Configuration) -> some View {
    CompactDatePicker(configuration: configuration)
  }
}

/// The label with the date and the time in grey capsules; a tap on the date opens a month
/// calendar on a card beside it, a tap on the time opens hour and minute wheels.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}

  /// The compact picker.
  public func makeBody(configuration: Configuration) -> some View {
    CompactDatePicker(configuration: configuration)
  }
}

/// A month calendar with chevrons to change month, the chosen day in an accent circle, and
/// the time under it when the picker shows it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}

  /// The calendar.
  public func makeBody(configuration: Configuration) -> some View {
    GraphicalDatePicker(configuration: configuration, onChooseDay: {})
  }
}

/// Wheels for the month, the day and the year, and for the hour and the minute; a vertical
/// drag on a wheel steps its value by one a row.
///
/// Differs from SwiftUI: with both the date and the time iOS shows one wheel of days
/// ("Sun Dec 6") beside the time's; Easel shows the month, day and year wheels beside them.
/// The wheels do not coast after a flick: a drag steps one value each 35 points it moves. As
/// on iOS, the label is not drawn; it names the picker for accessibility.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}

  /// The wheels.
  public func makeBody(configuration: Configuration) -> some View {
    ControlRow(
      label: configuration.label,
      control: DatePickerWheels(configuration: configuration).frame(maxWidth: .infinity),
      labelIsVisible: false)
  }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style: compact.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Capsules that open a calendar or wheels.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: AnyDatePickerStyle {
    MainActor.assumeIsolated { AnyDatePickerStyle(DefaultDatePickerStyle()) }
  }
}

extension EnvironmentValues {
  /// How date pickers inside are drawn.
  var datePickerStyle: AnyDatePickerStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how date pickers inside are drawn.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, AnyDatePickerStyle(style))
  }
}
