import Foundation

/// Shows how far a task has come: a bar filled to `value / total`, or, with no value, a
/// spinning indicator for a task of unknown length. Its look comes from the progress view style
/// in the environment (`progressViewStyle(_:)`): a bar for a value, a spinner without, by
/// default.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  /// A progress view of `value` out of `total`, with a label and a label for the current value;
  /// a `nil` value makes it indeterminate.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, of: total), label: label(),
      currentValueLabel: currentValueLabel())
  }

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The part of the task done, kept in 0…1 (0 when the total is not positive); `nil` for
  /// no value.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
    guard let value else { return nil }
    let done = Double(value)
    let whole = Double(total)
    guard whole > 0, done.isFinite, whole.isFinite else { return 0 }
    return min(max(done / whole, 0), 1)
  }

  public var body: some View {
    ProgressViewHost(
      configuration: ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
        currentValueLabel: currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
        }))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A progress view of `value` out of `total`, with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
  }

  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: a spinner.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A progress view of `value` out of `total`, without labels.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: { Text(String(title)) })
  }

  /// A progress view of `value` out of `total`, titled `title`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { Text(String(title)) })
  }
}

/// What a progress view style knows of a progress view.
public struct ProgressViewStyleConfiguration {
  /// The label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label of the current value, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The part done, from 0 to 1; `nil` when the task's length is unknown.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The label of the current value, if any.
  public var currentValueLabel: CurrentValueLabel?
}

/// How a progress view looks.
public protocol ProgressViewStyle {
  /// The view of a styled progress view.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Makes the view of a progress view.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A bar filled from the leading edge; the label above it, the current value's label below.
/// An indeterminate one shows an empty track.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    LinearProgressBar(configuration: configuration)
  }
}

/// A spinner for an unknown length, or a ring filled to the fraction; the label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      if let fraction = configuration.fractionCompleted {
        ProgressRing(fraction: fraction)
      } else {
        ProgressSpinner()
      }
      if let label = configuration.label {
        label.foregroundStyle(.secondary)
      }
    }
  }
}

/// A bar for a known fraction, a spinner for an unknown one, as iOS chooses.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The iOS bar: a 4-point capsule track, the tint filling `fraction` of it.
struct LinearProgressBar: View {
  let configuration: ProgressViewStyleConfiguration
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let fraction = configuration.fractionCompleted ?? 0
    let track = colorScheme == .dark ? Color(white: 0.25) : Color(white: 0.9)
    VStack(alignment: .leading, spacing: 6) {
      if let label = configuration.label { label }
      Capsule()
        .fill(track)
        .frame(height: 4)
        .frame(maxWidth: .infinity)
        .overlay(alignment: .leading) {
          GeometryReader { proxy in
            Capsule()
              .fill(tint ?? .accentColor)
              .frame(width: proxy.size.width * fraction, height: 4)
          }
        }
        .accessibilityIdentifier("ProgressView.bar")
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundStyle(.secondary)
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(
      configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded())) percent" }
        ?? "in progress")
  }
}

/// A ring filled clockwise from twelve o'clock to `fraction`.
struct ProgressRing: View {
  let fraction: Double
  @Environment(\.tint) private var tint

  var body: some View {
    ZStack {
      Circle().stroke(Color.gray.opacity(0.25), lineWidth: 3)
      Circle()
        .trim(from: 0, to: fraction)
        .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
    .frame(width: 20, height: 20)
    .accessibilityElement(children: .ignore)
    .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
  }
}

/// The iOS activity indicator: eight bars, fading around the circle, turning once a second in
/// eight steps while it is shown. It is 20 points square, as `UIActivityIndicatorView`'s medium
/// style, and 37 points square at the large control sizes, as its large style.
struct ProgressSpinner: View {
  @State private var turns = 0.0
  @Environment(\.controlSize) private var controlSize

  /// The side of the spinner at a control size: iOS has a medium and a large indicator only.
  static func side(for size: ControlSize) -> CGFloat {
    size == .large || size == .extraLarge ? 37 : 20
  }

  var body: some View {
    let side = Self.side(for: controlSize)
    let unit = side / 20
    ZStack {
      ForEach(0..<8, id: \.self) { index in
        Capsule()
          .fill(Color.gray.opacity(1 - Double(index) * 0.1))
          .frame(width: 2.5 * unit, height: 6 * unit)
          .offset(y: -6.5 * unit)
          .rotationEffect(.degrees(Double(index) * -45))
      }
    }
    .frame(width: side, height: side)
    .rotationEffect(.degrees(turns * 360))
    .onAppear {
      withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turns = 1 }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("In progress")
  }
}

/// A progress view style as the environment holds it.
typealias AnyProgressViewStyle = AnyControlStyle<ProgressViewStyleConfiguration>

extension AnyControlStyle where Configuration == ProgressViewStyleConfiguration {
  @MainActor init<S: ProgressViewStyle>(_ style: S) {
    self.init { AnyView(StyledProgressView(style: style, configuration: $0)) }
  }
}

/// A progress view drawn by a style; the style's properties live in this view.
struct StyledProgressView<Style: ProgressViewStyle>: View {
  let style: Style
  let configuration: ProgressViewStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle {
    MainActor.assumeIsolated { AnyProgressViewStyle(DefaultProgressViewStyle()) }
  }
}

extension EnvironmentValues {
  var progressViewStyle: AnyProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

struct ProgressViewHost: View {
  let configuration: ProgressViewStyleConfiguration
  @Environment(\.progressViewStyle) private var style

  var body: some View { style.makeBody(configuration) }
}

extension View {
  /// Sets how the progress views in this view look.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
}
