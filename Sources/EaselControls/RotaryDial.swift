import Foundation

/// A circular slider built from `ArcShape` and a `DragGesture`, as seed 000 suggests: a
/// 270° track open at the bottom, the value's arc in `tint` from the lower-left end, a thumb at
/// the value, and the value written in the middle.
///
/// Dragging anywhere on the dial sets the value from the pointer's angle around the centre,
/// rounded to `step` and kept in `bounds`; angles in the gap at the bottom snap to the nearer
/// end. Accessibility reads the label and the value, and the dial is adjustable: an increment
/// or decrement moves the value one `step`, kept in `bounds`.
public struct RotaryDial: View {
  @Binding var value: Double
  let bounds: ClosedRange<Double>
  let step: Double
  let diameter: CGFloat
  let lineWidth: CGFloat
  let tint: Color
  let label: String

  /// The angle of the track's start (lower left), in degrees, y axis down.
  static let startDegrees = 135.0
  /// How far the track turns, in degrees.
  static let sweepDegrees = 270.0

  /// Creates a dial bound to `value` in `bounds`, moving in multiples of `step` from the
  /// lower bound, drawn `diameter` points wide with a `lineWidth` track in `tint`.
  public init(
    value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0.01,
    diameter: CGFloat = 160, lineWidth: CGFloat = 14, tint: Color = .blue,
    label: String = "Dial"
  ) {
    _value = value
    self.bounds = bounds
    self.step = step
    self.diameter = diameter
    self.lineWidth = lineWidth
    self.tint = tint
    self.label = label
  }

  /// Where `value` lies in `bounds`, from 0 to 1.
  var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(max((value - bounds.lowerBound) / span, 0), 1)
  }

  /// The value at `point` (local coordinates) on a dial `diameter` wide, rounded to `step`.
  static func value(
    at point: CGPoint, diameter: CGFloat, bounds: ClosedRange<Double>, step: Double
  ) -> Double {
    let degrees = atan2(point.y - diameter / 2, point.x - diameter / 2) * 180 / .pi
    var along = (degrees - startDegrees).truncatingRemainder(dividingBy: 360)
    if along < 0 { along += 360 }
    if along > sweepDegrees {
      along = along > sweepDegrees + (360 - sweepDegrees) / 2 ? 0 : sweepDegrees
    }
    let span = bounds.upperBound - bounds.lowerBound
    var result = bounds.lowerBound + along / sweepDegrees * span
    if step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
    }
    return min(max(result, bounds.lowerBound), bounds.upperBound)
  }

  /// The value as text: whole numbers without decimals, others with two.
  var valueText: String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.2f", value)
  }

  /// The thumb's offset from the centre.
  var thumbOffset: CGSize {
    let radians = (Self.startDegrees + Self.sweepDegrees * fraction) * .pi / 180
    let radius = (diameter - lineWidth) / 2
    return CGSize(width: radius * cos(radians), height: radius * sin(radians))
  }

  /// The track, the value's arc, the thumb and the value.
  public var body: some View {
    let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
    return ZStack {
      ArcShape(
        startAngle: .degrees(Self.startDegrees),
        endAngle: .degrees(Self.startDegrees + Self.sweepDegrees), clockwise: false
      )
      .stroke(Color.secondary.opacity(0.3), style: style)
      .padding(lineWidth / 2)
      if fraction > 0 {
        ArcShape(
          startAngle: .degrees(Self.startDegrees),
          endAngle: .degrees(Self.startDegrees + Self.sweepDegrees * fraction), clockwise: false
        )
        .stroke(tint, style: style)
        .padding(lineWidth / 2)
      }
      Circle()
        .fill(Color.white)
        .frame(width: lineWidth + 6, height: lineWidth + 6)
        .shadow(radius: 2, x: 1, y: 1)
        .offset(thumbOffset)
      Text(valueText)
        .font(.title2)
        .monospacedDigit()
        .foregroundColor(.primary)
    }
    .frame(width: diameter, height: diameter)
    .contentShape(Circle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .onChanged { gesture in
          value = Self.value(
            at: gesture.location, diameter: diameter, bounds: bounds, step: step)
        }
    )
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(valueText)
    .accessibilityAdjustableAction { direction in
      let change = direction == .increment ? step : -step
      value = min(max(value + change, bounds.lowerBound), bounds.upperBound)
    }
  }
}
