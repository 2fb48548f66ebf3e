import Foundation

/// A control with − and + buttons that decrement and increment a value.
public struct Stepper<Label: View>: View {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let label: Label

  /// Creates a stepper that calls `onIncrement` and `onDecrement`.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.label = label()
  }

  /// Creates a stepper for `value` in `bounds`, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    let canIncrement = value.wrappedValue.advanced(by: step) <= bounds.upperBound
    let canDecrement = value.wrappedValue.advanced(by: -step) >= bounds.lowerBound
    self.init(
      onIncrement: canIncrement
        ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        : nil,
      onDecrement: canDecrement
        ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        : nil,
      onEditingChanged: onEditingChanged, label: label)
  }

  /// Creates a stepper for `value`, moving by `step` without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged, label: label)
  }

  public var body: some View {
    ControlRow(
      label: label,
      control: HStack(spacing: 0) {
        stepButton("minus", action: onDecrement)
        Rectangle().fill(Color(white: 0.5, opacity: 0.3)).frame(width: 1, height: 18)
        stepButton("plus", action: onIncrement)
      }
      .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.5, opacity: 0.15)))
      // Tab reaches the stepper (not its two buttons); the arrows step it: right and up
      // increment, left and down decrement.
      .focusableControl(
        .stepper, ring: .roundedRectangle(radius: 8),
        adjust: { [onIncrement, onDecrement] up in (up ? onIncrement : onDecrement)?() })
    )
  }

  private func stepButton(_ symbol: String, action: (() -> Void)?) -> some View {
    Button {
      action?()
    } label: {
      Image(systemName: symbol)
        .frame(width: 46, height: 32)
    }
    .buttonStyle(.plain)
    .disabled(action == nil)
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a text label for `value` in `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(String(title)) }
  }

  /// Creates a stepper with a text label for `value`.
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(String(title)) }
  }

  /// Creates a stepper with a text label that calls `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(String(title)) }
  }
}
