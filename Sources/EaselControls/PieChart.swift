import Foundation

/// A pie chart drawn with `Path`: one `PieSlice` per value, sized by its share of the total,
/// starting at 12 o'clock and turning clockwise, each in its colour (the colours repeat when
/// there are more values than colours).
///
/// Accessibility reads the label and each value's share as a percentage.
public struct PieChart: View {
  let values: [Double]
  let colors: [Color]
  let label: String

  /// Creates a chart of `values` (negative values count as zero) coloured with `colors`.
  public init(
    values: [Double], colors: [Color] = [.blue, .orange, .green, .purple, .red, .yellow],
    label: String = "Pie chart"
  ) {
    self.values = values.map { max($0, 0) }
    self.colors = colors.isEmpty ? [.blue] : colors
    self.label = label
  }

  /// Each slice's start and end angle, in degrees, y axis down.
  var sliceAngles: [(start: Double, end: Double)] {
    let total = values.reduce(0, +)
    guard total > 0 else { return [] }
    var start = -90.0
    return values.map { value in
      let end = start + value / total * 360
      defer { start = end }
      return (start, end)
    }
  }

  /// The slices.
  public var body: some View {
    let angles = sliceAngles
    let total = values.reduce(0, +)
    return ZStack {
      ForEach(angles.indices, id: \.self) { index in
        PieSlice(
          startAngle: .degrees(angles[index].start), endAngle: .degrees(angles[index].end)
        )
        .fill(colors[index % colors.count])
      }
    }
    .aspectRatio(1, contentMode: .fit)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(
      values.map { total > 0 ? "\(Int(($0 / total * 100).rounded())) percent" : "0" }
        .joined(separator: ", "))
  }
}
