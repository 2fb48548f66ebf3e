import Foundation

/// A progress ring: a full circle track with the progress drawn over it as an `ArcShape`
/// starting at 12 o'clock and turning clockwise, and the percentage in the middle.
///
/// Accessibility reads the label and the progress as a percentage.
public struct GaugeRing: View {
  let progress: Double
  let diameter: CGFloat
  let lineWidth: CGFloat
  let tint: Color
  let label: String

  /// Creates a ring showing `progress` (clamped to 0…1), `diameter` points wide, in `tint`.
  public init(
    progress: Double, diameter: CGFloat = 120, lineWidth: CGFloat = 12, tint: Color = .green,
    label: String = "Progress"
  ) {
    self.progress = min(max(progress, 0), 1)
    self.diameter = diameter
    self.lineWidth = lineWidth
    self.tint = tint
    self.label = label
  }

  /// The progress as a whole percentage.
  var percent: Int { Int((progress * 100).rounded()) }

  /// The track, the progress arc and the percentage.
  public var body: some View {
    ZStack {
      Circle()
        .stroke(tint.opacity(0.2), lineWidth: lineWidth)
        .padding(lineWidth / 2)
      if progress > 0 {
        ArcShape(
          startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false
        )
        .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .padding(lineWidth / 2)
      }
      Text("\(percent)%")
        .font(.headline)
        .monospacedDigit()
        .foregroundColor(.primary)
    }
    .frame(width: diameter, height: diameter)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue("\(percent) percent")
  }
}
