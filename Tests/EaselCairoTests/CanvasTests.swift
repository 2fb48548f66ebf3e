import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `Canvas` and `GraphicsContext`: a scene of every kind of drawing call in light and dark at
/// scale 1 and 2 (references checked by eye), and pixels that pin fills, transforms, opacity,
/// clipping, layers, text and images.
@MainActor
@Suite struct CanvasTests {
  static let white = Pixel(red: 255, green: 255, blue: 255)
  static let blue = Pixel(red: 0, green: 122, blue: 255)
  static let red = Pixel(red: 255, green: 59, blue: 48)

  static var scene: some View {
    Canvas { context, size in
      let bounds = CGRect(origin: .zero, size: size)
      context.fill(
        Path(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 16),
        with: .color(Color.gray.opacity(0.15)))
      // A grid of hairlines.
      var grid = Path()
      for x in stride(from: 20.0, to: Double(size.width), by: 20) {
        grid.move(to: CGPoint(x: x, y: 8))
        grid.addLine(to: CGPoint(x: x, y: Double(size.height) - 8))
      }
      context.stroke(grid, with: .color(Color.gray.opacity(0.4)), lineWidth: 0.5)

      // Squares turning about a point.
      var turning = context
      turning.translateBy(x: 70, y: 70)
      for index in 0..<6 {
        turning.rotate(by: .degrees(15))
        turning.stroke(
          Path(CGRect(x: -32, y: -32, width: 64, height: 64)),
          with: .color(index.isMultiple(of: 2) ? .blue : .indigo), lineWidth: 2)
      }

      // Stripes clipped to a circle.
      var clipped = context
      clipped.clip(to: Path(ellipseIn: CGRect(x: 160, y: 20, width: 100, height: 100)))
      for index in 0..<10 {
        clipped.fill(
          Path(CGRect(x: 150 + index * 12, y: 10, width: 6, height: 120)),
          with: .color(index.isMultiple(of: 2) ? .orange : .red))
      }

      // Overlapping circles at half opacity: each on its own, then as one layer.
      var faded = context
      faded.opacity = 0.5
      faded.fill(Path(ellipseIn: CGRect(x: 20, y: 140, width: 50, height: 50)), with: .color(.red))
      faded.fill(
        Path(ellipseIn: CGRect(x: 45, y: 140, width: 50, height: 50)), with: .color(.blue))
      faded.drawLayer { layer in
        layer.fill(
          Path(ellipseIn: CGRect(x: 110, y: 140, width: 50, height: 50)), with: .color(.red))
        layer.fill(
          Path(ellipseIn: CGRect(x: 135, y: 140, width: 50, height: 50)), with: .color(.blue))
      }

      // A dashed ellipse stretched by a scale, in the foreground style.
      var stretched = context
      stretched.translateBy(x: 238, y: 165)
      stretched.scaleBy(x: 2, y: 1)
      stretched.stroke(
        Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40)), with: .foreground,
        style: StrokeStyle(lineWidth: 2, dash: [6, 3]))

      context.draw(
        Image(systemName: "heart.fill"), in: CGRect(x: 240, y: 200, width: 28, height: 28))
      context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: size.height - 20))
    }
    .foregroundColor(.primary)
  }

  @Test(arguments: [ColorScheme.light, .dark], [1.0, 2.0])
  func sceneLooksRight(scheme: ColorScheme, scale: Double) throws {
    try assertSnapshot(
      of: Self.scene.frame(width: 300, height: 250), size: CGSize(width: 320, height: 270),
      scale: CGFloat(scale), colorScheme: scheme, named: "canvas-\(scheme.rawValue)@\(Int(scale))x")
  }

  /// Hosts a 100×100 canvas at the top-left of a 120×120 canvas.
  static func host(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost<some View>
  {
    ViewHost(
      Canvas(renderer: draw).accessibilityIdentifier("canvas").frame(width: 100, height: 100)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 120, height: 120))
  }

  @Test func canvasTakesTheWholeProposedSize() {
    let host = ViewHost(
      Canvas { _, _ in }.accessibilityIdentifier("canvas"), size: CGSize(width: 200, height: 80))
    #expect(host.frame(of: "canvas") == CGRect(x: 0, y: 0, width: 200, height: 80))
    var seen = CGSize.zero
    let sized = Self.host { _, size in seen = size }
    _ = try? sized.renderedImage()
    #expect(seen == CGSize(width: 100, height: 100))
  }

  @Test func fillsAndStrokesLandWhereTheyAreDrawn() throws {
    let host = Self.host { context, _ in
      context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.blue))
      context.stroke(
        Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .style(Color.red), lineWidth: 4)
    }
    #expect(try host.pixel(x: 25, y: 25) == Self.blue)
    #expect(try host.pixel(x: 45, y: 25) == Self.white)
    #expect(try host.pixel(x: 60, y: 75) == Self.red)
    #expect(try host.pixel(x: 75, y: 75) == Self.white)
  }

  @Test func transformsApplyToLaterDrawing() throws {
    let host = Self.host { context, _ in
      var moved = context
      moved.translateBy(x: 50, y: 50)
      moved.rotate(by: .degrees(45))
      moved.scaleBy(x: 2, y: 1)
      // A 10×10 square at the origin: 20 wide after the scale, turned 45° about (50, 50).
      moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
      context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
    }
    // Along the square's x axis (down and right at 45°), 10 points from the anchor: inside.
    #expect(try host.pixel(x: 56, y: 58) == Self.blue)
    #expect(try host.pixel(x: 50, y: 45) == Self.white)
    // The original context is untouched by the copy's transform.
    #expect(try host.pixel(x: 2, y: 2) == Self.red)
  }

  @Test func opacityClipAndLayers() throws {
    var clipBounds = CGRect.null
    let host = Self.host { context, _ in
      var faded = context
      faded.opacity = 0.5
      faded.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue))
      faded.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 40)), with: .color(.blue))
      faded.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 50, width: 40, height: 40)), with: .color(.blue))
        layer.fill(Path(CGRect(x: 20, y: 50, width: 40, height: 40)), with: .color(.blue))
      }
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 70, y: 0, width: 10, height: 100)))
      clipped.fill(Path(CGRect(x: 60, y: 60, width: 40, height: 40)), with: .color(.red))
      // The clip's bounds in a user space moved by (10, 0).
      clipped.translateBy(x: 10, y: 0)
      clipBounds = clipped.clipBoundingRect
    }
    let half = try #require(try host.pixel(x: 10, y: 20))
    #expect(half.red >= 126 && half.red <= 129 && half.blue == 255)
    // Two half-opaque fills over each other are darker than one...
    let twice = try #require(try host.pixel(x: 30, y: 20))
    #expect(twice.red < 70)
    // ...but a layer composites its content once, at the context's opacity.
    #expect(try host.pixel(x: 30, y: 70) == half)
    // Clipped to the strip from x = 70 to 80.
    #expect(try host.pixel(x: 75, y: 80) == Self.red)
    #expect(try host.pixel(x: 65, y: 80) == Self.white)
    #expect(try host.pixel(x: 85, y: 80) == Self.white)
    #expect(clipBounds == CGRect(x: 60, y: 0, width: 10, height: 100))
  }

  @Test func drawingIsClippedToTheCanvas() throws {
    let host = Self.host { context, _ in
      context.fill(Path(CGRect(x: -50, y: -50, width: 300, height: 300)), with: .color(.blue))
    }
    #expect(try host.pixel(x: 99, y: 99) == Self.blue)
    #expect(try host.pixel(x: 105, y: 50) == Self.white)
    #expect(try host.pixel(x: 50, y: 105) == Self.white)
  }

  @Test func textIsMeasuredAndDrawnAtItsAnchor() throws {
    var measured = CGSize.zero
    let host = Self.host { context, size in
      let text = context.resolve(Text("Hi"))
      measured = text.measure(in: size)
      context.draw(Text("Hi"), at: CGPoint(x: 50, y: 50), anchor: .topLeading)
    }
    _ = try host.renderedImage()
    #expect(measured.width > 8 && measured.width < 30)
    #expect(measured.height > 12 && measured.height < 30)
    var inked = 0
    var stray = 0
    for y in 0..<100 {
      for x in 0..<100 {
        guard let pixel = try host.pixel(x: x, y: y), pixel != Self.white else { continue }
        if x >= 50 && y >= 50 && CGFloat(x) < 50 + measured.width
          && CGFloat(y) < 50 + measured.height
        {
          inked += 1
        } else {
          stray += 1
        }
      }
    }
    #expect(inked > 20)
    #expect(stray == 0)
  }

  @Test func imagesAreDrawnIntoTheirRectangle() throws {
    let host = Self.host { context, _ in
      context.draw(Image(systemName: "heart.fill"), in: CGRect(x: 20, y: 20, width: 60, height: 60))
    }
    // The heart is filled in its middle with the foreground colour (black in light mode).
    let middle = try #require(try host.pixel(x: 50, y: 50))
    #expect(middle.red < 40 && middle.green < 40 && middle.blue < 40)
    #expect(try host.pixel(x: 10, y: 10) == Self.white)
  }
}
