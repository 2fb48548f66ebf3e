import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The colour effects (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert`, `colorMultiply`, `luminanceToAlpha`) and `EllipticalGradient`, checked pixel
/// by pixel.
@MainActor
@Suite struct ColorEffectTests {
  /// The centre pixel of a 10×10 canvas showing `view`.
  static func centre(_ view: some View) throws -> Pixel {
    let host = ViewHost(view, size: CGSize(width: 10, height: 10))
    return try #require(try host.pixel(x: 5, y: 5))
  }

  static let sample = Color(red: 0.2, green: 0.4, blue: 0.8)

  @Test func brightnessAddsToEveryChannel() throws {
    // 0.2 + 0.25 = 0.45 → 115; 0.65 → 166; 1.05 → 255.
    #expect(
      try Self.centre(Self.sample.brightness(0.25)).isClose(
        to: Pixel(red: 115, green: 166, blue: 255)))
    #expect(
      try Self.centre(Self.sample.brightness(1)).isClose(to: Pixel(red: 255, green: 255, blue: 255))
    )
    #expect(
      try Self.centre(Self.sample.brightness(0)).isClose(to: Pixel(red: 51, green: 102, blue: 204)))
  }

  @Test func contrastScalesAboutMiddleGrey() throws {
    // (c − 0.5) × 2 + 0.5: 0.2 → 0, 0.4 → 0.3, 0.8 → 1.
    #expect(
      try Self.centre(Self.sample.contrast(2)).isClose(to: Pixel(red: 0, green: 77, blue: 255)))
    // 0 is middle grey.
    #expect(
      try Self.centre(Self.sample.contrast(0)).isClose(to: Pixel(red: 128, green: 128, blue: 128)))
    // −1 inverts: 1 − c.
    #expect(
      try Self.centre(Self.sample.contrast(-1)).isClose(to: Pixel(red: 204, green: 153, blue: 51)))
  }

  @Test func saturationAndGrayscaleKeepTheLuminance() throws {
    // Luminance of (0.2, 0.4, 0.8): 0.2125·0.2 + 0.7154·0.4 + 0.0721·0.8 = 0.3866 → 99.
    let grey = Pixel(red: 99, green: 99, blue: 99)
    #expect(try Self.centre(Self.sample.saturation(0)).isClose(to: grey))
    #expect(try Self.centre(Self.sample.grayscale(1)).isClose(to: grey))
    #expect(
      try Self.centre(Self.sample.saturation(1)).isClose(to: Pixel(red: 51, green: 102, blue: 204)))
    // Half way: the mean of the colour and its grey.
    #expect(
      try Self.centre(Self.sample.grayscale(0.5)).isClose(to: Pixel(red: 75, green: 100, blue: 151))
    )
  }

  @Test func hueRotationTurnsRedTowardsGreenAndKeepsGreys() throws {
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    #expect(
      try Self.centre(grey.hueRotation(.degrees(90))).isClose(
        to: Pixel(red: 128, green: 128, blue: 128)))
    // A full turn changes nothing.
    #expect(
      try Self.centre(Self.sample.hueRotation(.degrees(360))).isClose(
        to: Pixel(red: 51, green: 102, blue: 204)))
    // Red turned by 120° (SVG's hueRotate matrix): mostly green.
    let turned = try Self.centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))
    #expect(turned.green > turned.red && turned.green > turned.blue)
    #expect(turned.isClose(to: Pixel(red: 0, green: 113, blue: 0)))
  }

  @Test func colorInvertAndMultiply() throws {
    #expect(
      try Self.centre(Self.sample.colorInvert()).isClose(to: Pixel(red: 204, green: 153, blue: 51)))
    // White takes the colour; a colour is multiplied channel by channel.
    #expect(
      try Self.centre(Color.white.colorMultiply(Self.sample)).isClose(
        to: Pixel(red: 51, green: 102, blue: 204)))
    #expect(
      try Self.centre(Color(red: 0.5, green: 1, blue: 1).colorMultiply(Self.sample)).isClose(
        to: Pixel(red: 26, green: 102, blue: 204)))
  }

  @Test func luminanceToAlphaMakesBlackAsOpaqueAsTheViewWasBright() throws {
    // Over white: white is opaque black; black is clear (white shows).
    let overWhite = { (color: Color) in
      ZStack {
        Color.white
        color.luminanceToAlpha()
      }
    }
    #expect(try Self.centre(overWhite(.white)).isClose(to: Pixel(red: 0, green: 0, blue: 0)))
    #expect(try Self.centre(overWhite(.black)).isClose(to: Pixel(red: 255, green: 255, blue: 255)))
    // Luminance 0.3866: 61% of white shows through the black.
    #expect(
      try Self.centre(overWhite(Self.sample)).isClose(to: Pixel(red: 156, green: 156, blue: 156)))
  }

  @Test func anEffectLeavesWhatIsAroundTheViewAlone() throws {
    let view = ZStack {
      Color.white
      Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 4, height: 4).colorInvert()
    }
    let host = ViewHost(view, size: CGSize(width: 10, height: 10))
    // The inverted circle is cyan; the white around it is not touched.
    #expect(
      try #require(try host.pixel(x: 5, y: 5)).isClose(to: Pixel(red: 0, green: 255, blue: 255)))
    #expect(
      try #require(try host.pixel(x: 0, y: 0)).isClose(to: Pixel(red: 255, green: 255, blue: 255)))
  }

  @Test func theAmountAnimates() throws {
    struct Dimmer: View {
      @State var dim = false
      var body: some View {
        Color.white.brightness(dim ? -1 : 0)
          .onTapGesture { withAnimation(.linear(duration: 1)) { dim = true } }
      }
    }
    let host = ViewHost(Dimmer(), size: CGSize(width: 10, height: 10))
    #expect(host.tap(at: CGPoint(x: 5, y: 5)))
    host.advance(by: 0.5)
    #expect(
      try #require(try host.pixel(x: 5, y: 5)).isClose(to: Pixel(red: 128, green: 128, blue: 128)))
    host.advance(by: 0.6)
    #expect(try #require(try host.pixel(x: 5, y: 5)).isClose(to: Pixel(red: 0, green: 0, blue: 0)))
  }

  @Test func anEllipticalGradientStretchesOverItsShape() throws {
    let gradient = EllipticalGradient(colors: [.black, .white])
    let host = ViewHost(
      gradient.frame(width: 200, height: 100), size: CGSize(width: 200, height: 100))
    // The centre is the first colour.
    #expect(
      try #require(try host.pixel(x: 100, y: 50)).isClose(
        to: Pixel(red: 0, green: 0, blue: 0), tolerance: 4))
    // Half way to the inscribed ellipse across (50 of 100 points) and down (25 of 50): the
    // same middle grey both ways, though the distances differ.
    let across = try #require(try host.pixel(x: 150, y: 50))
    let down = try #require(try host.pixel(x: 100, y: 75))
    #expect(across.isClose(to: Pixel(red: 128, green: 128, blue: 128), tolerance: 4))
    #expect(down.isClose(to: across, tolerance: 3))
    // Past the ellipse (a corner): the last colour.
    #expect(
      try #require(try host.pixel(x: 2, y: 2)).isClose(to: Pixel(red: 255, green: 255, blue: 255)))
  }

  @Test func anEllipticalGradientFillsAShapeWithFractionsOfItsBounds() throws {
    let view = Rectangle()
      .fill(
        .ellipticalGradient(
          colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
          center: .leading, endRadiusFraction: 1)
      )
      .frame(width: 100, height: 40)
    let host = ViewHost(view, size: CGSize(width: 100, height: 40))
    // At the leading edge's middle: red; at the trailing edge (a whole width away): blue.
    #expect(
      try #require(try host.pixel(x: 0, y: 20)).isClose(
        to: Pixel(red: 255, green: 0, blue: 0), tolerance: 8))
    #expect(
      try #require(try host.pixel(x: 99, y: 20)).isClose(
        to: Pixel(red: 0, green: 0, blue: 255), tolerance: 8))
    // Half way across: half of each.
    #expect(
      try #require(try host.pixel(x: 50, y: 20)).isClose(
        to: Pixel(red: 128, green: 0, blue: 128), tolerance: 6))
  }
}
