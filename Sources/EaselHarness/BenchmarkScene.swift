import Easel
import Foundation

/// The scene of the rendering benchmark (issue 5): 1,000 mixed shapes and 1,000 text labels on
/// a 1024×1366 canvas, described once as plain values so that the Easel view
/// (`BenchmarkScene.Content`) and the hand-written Cairo/Pango program it is measured against
/// (`BenchmarkScene.Baseline`) draw exactly the same primitives.
///
/// The scene is a grid of 20 × 50 cells of 50 × 26 points; each cell holds one shape and, over
/// it, one label. Sizes, kinds, colours and fonts vary with a fixed pseudo-random sequence, so
/// every run draws the same picture.
package struct BenchmarkScene: Sendable {
  /// The canvas size in points.
  package static let canvasSize = CGSize(width: 1024, height: 1366)

  /// The kind of a shape, drawn in its frame as the SwiftUI shape of the same name.
  package enum ShapeKind: Sendable, CaseIterable {
    /// `Rectangle()`.
    case rectangle
    /// `RoundedRectangle(cornerRadius:style: .circular)`.
    case roundedRectangle
    /// `Circle()` (frames of circles are square).
    case circle
    /// `Capsule()`.
    case capsule
  }

  /// One shape of the scene.
  package struct Shape: Sendable {
    /// What is drawn.
    package var kind: ShapeKind
    /// Its frame, in whole points.
    package var frame: CGRect
    /// The corner radius of a rounded rectangle.
    package var cornerRadius: CGFloat
    /// The fill colour, or the stroke colour when `lineWidth` is set.
    package var color: Color.Resolved
    /// The width of the stroke (centred on the outline), or `nil` for a fill.
    package var lineWidth: CGFloat?
    /// The opacity of the view (`.opacity(_:)`), 1 for most shapes.
    package var opacity: Double
  }

  /// One text label of the scene: a single line in the system font.
  package struct Label: Sendable {
    /// The text.
    package var string: String
    /// The top-left corner of its frame, in whole points.
    package var origin: CGPoint
    /// The point size of the system font.
    package var size: CGFloat
    /// The weight of the system font.
    package var weight: Font.Weight
    /// The colour of the glyphs.
    package var color: Color.Resolved
  }

  /// The shapes, back to front; all of them are drawn under the labels.
  package var shapes: [Shape]
  /// The labels, back to front.
  package var labels: [Label]

  /// The benchmark's scene: 1,000 shapes and 1,000 labels.
  package static let standard = BenchmarkScene(cellCount: 1_000)

  /// Grid geometry: columns, cell size and the margins that centre the grid on the canvas.
  private static let columns = 20
  private static let cellSize = CGSize(width: 50, height: 26)
  private static let margin = CGPoint(x: 12, y: 33)

  private static let palette: [Color.Resolved] = [
    Color.Resolved(red: 0.937, green: 0.267, blue: 0.267),
    Color.Resolved(red: 0.976, green: 0.651, blue: 0.153),
    Color.Resolved(red: 0.133, green: 0.773, blue: 0.369),
    Color.Resolved(red: 0.055, green: 0.647, blue: 0.914),
    Color.Resolved(red: 0.388, green: 0.4, blue: 0.945),
    Color.Resolved(red: 0.851, green: 0.275, blue: 0.937),
    Color.Resolved(red: 0.925, green: 0.282, blue: 0.6, opacity: 0.7),
    Color.Resolved(red: 0.42, green: 0.447, blue: 0.502, opacity: 0.4),
  ]

  private static let textColors: [Color.Resolved] = [
    Color.Resolved(red: 0.067, green: 0.094, blue: 0.153),
    Color.Resolved(red: 0.216, green: 0.255, blue: 0.318),
    Color.Resolved(red: 0.118, green: 0.251, blue: 0.686),
    Color.Resolved(red: 0.6, green: 0.106, blue: 0.106, opacity: 0.85),
  ]

  private static let words = [
    "Play", "Pause", "Next", "Mail", "Inbox", "Done", "Edit", "Share", "Maps", "Notes", "Wi-Fi",
    "Save",
  ]

  private static let fontSizes: [CGFloat] = [9, 10, 11, 12, 13]
  private static let weights: [Font.Weight] = [.regular, .medium, .semibold, .bold]

  /// A scene of `cellCount` cells, each with one shape and one label.
  package init(cellCount: Int) {
    var random = Random(seed: 0x5eed_0005)
    var shapes: [Shape] = []
    var labels: [Label] = []
    shapes.reserveCapacity(cellCount)
    labels.reserveCapacity(cellCount)
    for index in 0..<cellCount {
      let cell = CGPoint(
        x: Self.margin.x + CGFloat(index % Self.columns) * Self.cellSize.width,
        y: Self.margin.y + CGFloat(index / Self.columns) * Self.cellSize.height)
      let kind = ShapeKind.allCases[random.next(below: ShapeKind.allCases.count)]
      var width = CGFloat(14 + random.next(below: 33))
      var height = CGFloat(10 + random.next(below: 15))
      if kind == .circle {
        width = min(width, height)
        height = width
      }
      let frame = CGRect(
        x: cell.x + CGFloat(random.next(below: Int(Self.cellSize.width - width) + 1)),
        y: cell.y + CGFloat(random.next(below: Int(Self.cellSize.height - height) + 1)),
        width: width, height: height)
      let stroked = random.next(below: 4) == 0
      shapes.append(
        Shape(
          kind: kind, frame: frame, cornerRadius: CGFloat(2 + random.next(below: 5)),
          color: Self.palette[random.next(below: Self.palette.count)],
          lineWidth: stroked ? CGFloat(1 + random.next(below: 3)) : nil,
          opacity: random.next(below: 10) == 0 ? 0.5 : 1))
      labels.append(
        Label(
          string: "\(Self.words[random.next(below: Self.words.count)]) \(index)",
          origin: CGPoint(
            x: cell.x + CGFloat(random.next(below: 6)), y: cell.y + CGFloat(random.next(below: 8))),
          size: Self.fontSizes[random.next(below: Self.fontSizes.count)],
          weight: Self.weights[random.next(below: Self.weights.count)],
          color: Self.textColors[random.next(below: Self.textColors.count)]))
    }
    self.shapes = shapes
    self.labels = labels
  }

  /// A small linear congruential generator: the same sequence on every machine.
  private struct Random {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }
}
