import Foundation

/// A control that picks a value from a range by dragging a thumb along a track.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  let label: Label
  var minimumValueLabel: ValueLabel?
  var maximumValueLabel: ValueLabel?

  public var body: some View {
    // iOS shows the value labels at the ends of the track, and never the label, which
    // assistive technologies read.
    ControlRow(
      label: label,
      control: HStack(spacing: 8) {
        minimumValueLabel
        SliderTrack(
          value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        maximumValueLabel
      },
      labelIsVisible: false
    )
    .accessibilityValue(
      Text(
        "\(Int(((value.wrappedValue - bounds.lowerBound) / max(bounds.upperBound - bounds.lowerBound, .ulpOfOne) * 100).rounded())) %"
      ))
  }
}

extension Slider {
  /// A slider for `value` in `bounds` (in steps of `step` if given), labelled by `label` for
  /// assistive technologies, with `minimumValueLabel` and `maximumValueLabel` at the ends of
  /// its track.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map(Double.init),
      onEditingChanged: onEditingChanged, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Slider {
  /// A slider with value labels, its label given last: SwiftUI's deprecated order (iOS 13),
  /// still common in code.
  @available(
    *, deprecated,
    renamed: "init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }

  /// A slider in steps of `step` with value labels, its label given last: SwiftUI's
  /// deprecated order (iOS 13).
  @available(
    *, deprecated,
    renamed: "init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider for `value` in `bounds` (in steps of `step` if given), labelled by `label` for
  /// assistive technologies.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map(Double.init),
      onEditingChanged: onEditingChanged, label: label())
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds`, moving in steps of `step` if given.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
      onEditingChanged: onEditingChanged, label: EmptyView())
  }

  /// Creates a slider for `value` in `bounds` that moves in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
      onEditingChanged: onEditingChanged, label: EmptyView())
  }
}

/// The drawn slider: a 4-point track filled with the tint up to a 27-point white thumb.
struct SliderTrack: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled
  @State private var isEditing = false

  static let thumb: CGFloat = 27

  /// The value at `x` along a track of `width`, stepped and clamped.
  func value(at x: CGFloat, width: CGFloat) -> Double {
    let usable = max(width - Self.thumb, 1)
    let fraction = min(max(Double((x - Self.thumb / 2) / usable), 0), 1)
    var result = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
    if let step, step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
    }
    return min(max(result, bounds.lowerBound), bounds.upperBound)
  }

  /// The value an arrow key moves `current` to: up (right and up) or down by the step, or by
  /// a twentieth of the range without one, stepped and clamped.
  func value(adjusting current: Double, up: Bool) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    let amount = step.flatMap { $0 > 0 ? $0 : nil } ?? span / 20
    var result = current + (up ? amount : -amount)
    if let step, step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
    }
    return min(max(result, bounds.lowerBound), bounds.upperBound)
  }

  var body: some View {
    let span = max(bounds.upperBound - bounds.lowerBound, .ulpOfOne)
    let fraction = CGFloat(min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1))
    let binding = value
    let editing = $isEditing
    let changed = onEditingChanged
    return GeometryReader { proxy in
      let width = proxy.size.width
      let usable = max(width - Self.thumb, 0)
      let thumbX = Self.thumb / 2 + usable * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(colorScheme == .dark ? Color(white: 0.25) : Color(white: 0.88))
          .frame(height: 4)
        Capsule().fill(tint ?? .accentColor).frame(width: thumbX, height: 4)
        Circle().fill(Color.white)
          .frame(width: Self.thumb, height: Self.thumb)
          .shadow(color: Color(white: 0, opacity: 0.25), radius: 3, y: 1)
          .offset(x: thumbX - Self.thumb / 2)
      }
      .frame(width: width, height: proxy.size.height)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { drag in
            if !editing.wrappedValue {
              editing.wrappedValue = true
              changed(true)
            }
            binding.wrappedValue = value(at: drag.location.x, width: width)
          }
          .onEnded { _ in
            editing.wrappedValue = false
            changed(false)
          })
    }
    .frame(height: 28)
    // Tab reaches the slider; the arrows move it: right and up increase, left and down
    // decrease.
    .focusableControl(
      .slider, ring: .capsule,
      adjust: isEnabled
        ? { up in binding.wrappedValue = value(adjusting: binding.wrappedValue, up: up) } : nil)
  }
}
