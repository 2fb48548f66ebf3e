import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Real pixels out of Cairo: colours where shapes are, glyphs where text is.
@MainActor
@Suite struct RenderingTests {
  static let canvas = CGSize(width: 240, height: 200)

  static var sample: some View {
    VStack(spacing: 12) {
      Text("Hello, Easel").font(.title).accessibilityIdentifier("title")
      Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 120, height: 60)
        .accessibilityIdentifier("swatch")
    }
  }

  /// The number of pixels inside `rect` (in points) that are darker than mid-grey.
  static func darkPixels(in rect: CGRect, of host: ViewHost<some View>) throws -> Int {
    var count = 0
    let scale = host.scale
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
      for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
        if let pixel = try host.pixel(x: x, y: y),
          Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384
        {
          count += 1
        }
      }
    }
    return count
  }

  @Test func rectangleIsFilledWithItsColour() throws {
    let host = ViewHost(Self.sample, size: Self.canvas)
    let swatch = try #require(host.frame(of: "swatch"))
    let centre = try #require(try host.pixel(at: CGPoint(x: swatch.midX, y: swatch.midY)))
    #expect(centre == Pixel(red: 255, green: 0, blue: 0))
    // Just outside the rectangle is the white background.
    let outside = try #require(try host.pixel(at: CGPoint(x: swatch.minX - 2, y: swatch.midY)))
    #expect(outside == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func textLeavesGlyphPixelsInItsFrame() throws {
    let host = ViewHost(Self.sample, size: Self.canvas)
    let title = try #require(host.frame(of: "title"))
    #expect(title.width > 100)
    let dark = try Self.darkPixels(in: title, of: host)
    // Glyphs cover a fair share of a title line, but far from all of it.
    #expect(dark > Int(title.width * title.height) / 20)
    #expect(dark < Int(title.width * title.height) / 2)
    // Nothing dark sits between the text and the rectangle.
    let swatch = try #require(host.frame(of: "swatch"))
    let gap = CGRect(
      x: 0, y: title.maxY + 1, width: Self.canvas.width, height: swatch.minY - title.maxY - 2)
    #expect(try Self.darkPixels(in: gap, of: host) == 0)
  }

  @Test func darkSchemeUsesBlackBackgroundAndWhiteText() throws {
    let host = ViewHost(Self.sample, size: Self.canvas, colorScheme: .dark)
    #expect(try host.pixel(x: 1, y: 1) == Pixel(red: 0, green: 0, blue: 0))
    let title = try #require(host.frame(of: "title"))
    var brightest = 0
    for y in Int(title.minY)..<Int(title.maxY) {
      for x in Int(title.minX)..<Int(title.maxX) {
        if let p = try host.pixel(x: x, y: y) { brightest = max(brightest, Int(p.red)) }
      }
    }
    #expect(brightest == 255)
  }

  @Test func scaleTwoDoublesThePixels() throws {
    let host = ViewHost(Self.sample, size: Self.canvas, scale: 2)
    let image = try host.renderedImage()
    #expect(image.pixelWidth == 480)
    #expect(image.pixelHeight == 400)
    let swatch = try #require(host.frame(of: "swatch"))
    // The rectangle's last pixel row in points is two rows in pixels.
    #expect(
      try host.pixel(x: Int(swatch.midX * 2), y: Int(swatch.maxY * 2) - 1)
        == Pixel(red: 255, green: 0, blue: 0))
    #expect(
      try host.pixel(x: Int(swatch.midX * 2), y: Int(swatch.maxY * 2) + 1)
        == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func pngDataIsAPNGOfTheRightSize() throws {
    let data = try ViewHost(Self.sample, size: Self.canvas).pngData()
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // The IHDR chunk holds the width and height, big-endian, at bytes 16 and 20.
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 240)
    #expect(height == 200)
  }

  @Test func strokeDrawsOnlyTheOutline() throws {
    let view = Circle().stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
      .frame(width: 100, height: 100).accessibilityIdentifier("ring")
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 255, green: 255, blue: 255))
    #expect(try host.pixel(x: 50, y: 1) == Pixel(red: 0, green: 0, blue: 255))
    #expect(try host.pixel(x: 98, y: 50) == Pixel(red: 0, green: 0, blue: 255))
  }
}
