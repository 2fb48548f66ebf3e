import Easel
import Foundation

extension BenchmarkScene {
  /// The scene written as a SwiftUI developer would: shapes and labels in a top-leading
  /// `ZStack`, each put in place with `.position`.
  package struct Content: View {
    /// What to draw.
    package let scene: BenchmarkScene

    /// Creates the view of `scene`.
    package init(scene: BenchmarkScene = .standard) {
      self.scene = scene
    }

    package var body: some View {
      ZStack(alignment: .topLeading) {
        ForEach(0..<scene.shapes.count) { index in ShapeCell(shape: scene.shapes[index]) }
        ForEach(0..<scene.labels.count) { index in LabelCell(label: scene.labels[index]) }
      }
      .frame(
        width: BenchmarkScene.canvasSize.width, height: BenchmarkScene.canvasSize.height,
        alignment: .topLeading)
    }
  }

  /// One shape of the scene, filled or stroked, at its frame.
  struct ShapeCell: View {
    let shape: BenchmarkScene.Shape

    var body: some View {
      let frame = shape.frame
      if shape.opacity < 1 {
        painted.frame(width: frame.width, height: frame.height).opacity(shape.opacity)
          .position(x: frame.midX, y: frame.midY)
      } else {
        painted.frame(width: frame.width, height: frame.height)
          .position(x: frame.midX, y: frame.midY)
      }
    }

    @ViewBuilder private var painted: some View {
      switch shape.kind {
      case .rectangle: styled(Rectangle())
      case .roundedRectangle:
        styled(RoundedRectangle(cornerRadius: shape.cornerRadius, style: .circular))
      case .circle: styled(Circle())
      case .capsule: styled(Capsule())
      }
    }

    @ViewBuilder private func styled(_ outline: some Easel.Shape) -> some View {
      if let lineWidth = shape.lineWidth {
        outline.stroke(Color(shape.color), lineWidth: lineWidth)
      } else {
        outline.fill(Color(shape.color))
      }
    }
  }

  /// One label of the scene: its text at its ideal size, its top-left corner at the label's
  /// origin.
  struct LabelCell: View {
    let label: BenchmarkScene.Label

    var body: some View {
      Text(label.string)
        .font(.system(size: label.size, weight: label.weight))
        .foregroundColor(Color(label.color))
        .fixedSize()
        .frame(width: 80, height: 24, alignment: .topLeading)
        .position(x: label.origin.x + 40, y: label.origin.y + 12)
    }
  }
}
