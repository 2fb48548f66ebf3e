import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Every shape and shape modifier drawn in one labelled grid (light and dark, scale 1 and 2,
/// references checked by eye), and pixels that pin what the grid shows: continuous corners,
/// container-relative and concentric radii, trimming, rotation, and `strokeBorder` staying
/// inside the frame where `stroke` straddles it.
@MainActor
@Suite struct ShapeGalleryTests {
  static let white = Pixel(red: 255, green: 255, blue: 255)
  static let blue = Pixel(red: 0, green: 122, blue: 255)
  static let red = Pixel(red: 255, green: 59, blue: 48)

  /// A shape in a 90×90 cell over a faint frame, with a caption.
  struct Cell<Content: View>: View {
    let label: String
    let content: Content

    init(_ label: String, @ViewBuilder content: () -> Content) {
      self.label = label
      self.content = content()
    }

    var body: some View {
      VStack(spacing: 4) {
        ZStack {
          Rectangle().stroke(Color.gray.opacity(0.4), lineWidth: 1)
          content
        }
        .frame(width: 90, height: 90)
        Text(label).font(.caption2)
      }
      .frame(width: 104)
    }
  }

  struct Star: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let points = (0..<10).map { index -> CGPoint in
          let radius = index % 2 == 0 ? rect.width / 2 : rect.width / 5
          let angle = Double(index) * .pi / 5 - .pi / 2
          return CGPoint(
            x: centre.x + radius * CGFloat(cos(angle)), y: centre.y + radius * CGFloat(sin(angle)))
        }
        path.addLines(points)
        path.closeSubpath()
      }
    }
  }

  static var gallery: some View {
    VStack(spacing: 6) {
      HStack(spacing: 4) {
        Cell("Rectangle") { Rectangle().fill(Color.blue).padding(10) }
        Cell("circular r24") {
          RoundedRectangle(cornerRadius: 24, style: .circular).fill(Color.blue).padding(6)
        }
        Cell("continuous r24") {
          RoundedRectangle(cornerRadius: 24, style: .continuous).fill(Color.blue).padding(6)
        }
        Cell("Uneven") {
          UnevenRoundedRectangle(
            topLeadingRadius: 30, bottomLeadingRadius: 4, bottomTrailingRadius: 30,
            topTrailingRadius: 12
          )
          .fill(Color.green).padding(6)
        }
        Cell("Circle") { Circle().fill(Color.orange).padding(6) }
      }
      HStack(spacing: 4) {
        Cell("Ellipse") { Ellipse().fill(Color.purple).frame(width: 80, height: 50) }
        Cell("Capsule") { Capsule().fill(Color.pink).frame(width: 80, height: 40) }
        Cell("ContainerRelative") {
          ZStack {
            RoundedRectangle(cornerRadius: 30, style: .circular).fill(Color.gray.opacity(0.3))
            ContainerRelativeShape().fill(Color.blue).padding(10)
          }
          .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        }
        Cell("Concentric") {
          ZStack {
            RoundedRectangle(cornerRadius: 30).fill(Color.gray.opacity(0.3))
            ConcentricRectangle(corners: .concentric(minimum: 6))
              .fill(Color.indigo)
              .padding(.leading, 24).padding([.top, .trailing, .bottom], 6)
          }
          .containerShape(RoundedRectangle(cornerRadius: 30))
        }
        Cell("AnyShape") {
          HStack(spacing: 4) {
            AnyShape(Circle()).fill(Color.mint)
            AnyShape(Star()).fill(Color.yellow)
          }
          .padding(4)
        }
      }
      HStack(spacing: 4) {
        Cell("trim 0–0.75") {
          Circle().trim(from: 0, to: 0.75).stroke(Color.red, lineWidth: 8).padding(10)
        }
        Cell("rotation 30°") {
          Rectangle().rotation(.degrees(30)).fill(Color.teal).padding(22)
        }
        Cell("scale / offset") {
          ZStack {
            Circle().scale(0.5).fill(Color.cyan)
            Circle().scale(0.3).offset(x: 22, y: 22).fill(Color.brown)
          }
        }
        Cell("stroke") {
          Circle().stroke(Color.primary.opacity(0.8), lineWidth: 12)
        }
        Cell("strokeBorder") {
          Circle().strokeBorder(Color.primary.opacity(0.8), lineWidth: 12)
        }
      }
      HStack(spacing: 4) {
        Cell("inset(by: 12)") { Rectangle().inset(by: 12).fill(Color.green) }
        Cell("Path star") { Star().fill(Color.orange).padding(6) }
        Cell("stroke(lineWidth:)") {
          RoundedRectangle(cornerRadius: 16).stroke(lineWidth: 4).foregroundColor(.blue)
            .padding(10)
        }
        Cell("stroke(style:).fill") {
          Capsule().stroke(style: StrokeStyle(lineWidth: 6, dash: [10, 5])).fill(Color.red)
            .padding(.vertical, 24).padding(.horizontal, 8)
        }
        Cell("strokeBorder r20") {
          RoundedRectangle(cornerRadius: 20).strokeBorder(
            Color.purple, style: StrokeStyle(lineWidth: 8, dash: [12, 6]))
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [1.0, 2.0])
  func galleryLooksRight(scheme: ColorScheme, scale: Double) throws {
    try assertSnapshot(
      of: Self.gallery, size: CGSize(width: 540, height: 480), scale: CGFloat(scale),
      colorScheme: scheme, named: "shapes-\(scheme.rawValue)@\(Int(scale))x")
  }

  /// Hosts `view` in a 100×100 canvas with its top-left corner at the origin.
  static func host(_ view: some View) -> ViewHost<some View> {
    ViewHost(
      view.frame(width: 100, height: 100).frame(
        maxWidth: .infinity, maxHeight: .infinity,
        alignment: .topLeading),
      size: CGSize(width: 100, height: 100))
  }

  @Test func continuousCornersLeaveTheEdgeEarlier() throws {
    func host(_ style: RoundedCornerStyle) -> ViewHost<some View> {
      ViewHost(
        RoundedRectangle(cornerRadius: 40, style: style).fill(Color.blue)
          .frame(width: 200, height: 200),
        size: CGSize(width: 200, height: 200))
    }
    let circular = host(.circular)
    let continuous = host(.continuous)
    // 36 points along the top edge the circular corner is 0.2 below the edge and covers most
    // of the top row of pixels; the continuous corner, easing in since 61 points, is 0.63
    // below it and covers less than half.
    let circularPixel = try #require(try circular.pixel(x: 36, y: 0))
    let continuousPixel = try #require(try continuous.pixel(x: 36, y: 0))
    #expect(circularPixel.red < 90)
    #expect(continuousPixel.red > 130)
    // Past 61 points both are on the flat edge.
    #expect(try circular.pixel(x: 70, y: 0) == Self.blue)
    #expect(try continuous.pixel(x: 70, y: 0) == Self.blue)
    // Both are solid in the middle and clear at the very corner.
    #expect(try continuous.pixel(x: 100, y: 100) == Self.blue)
    #expect(try continuous.pixel(x: 4, y: 4) == Self.white)
  }

  @Test func containerRelativeShapeIsConcentricWithItsContainer() throws {
    let view = ContainerRelativeShape().fill(Color.blue).padding(10)
      .containerShape(RoundedRectangle(cornerRadius: 40, style: .circular))
    let host = Self.host(view)
    // Inset 10 from a 40-point corner: a 30-point circular corner centred at (40, 40).
    // (19, 19) is 29.7 from the centre, (17, 17) 32.5: inside and outside.
    #expect(try host.pixel(x: 19, y: 19) == Self.blue)
    #expect(try host.pixel(x: 17, y: 17) == Self.white)
    #expect(try host.pixel(x: 50, y: 10) == Self.blue)
    // Without a container it is a plain rectangle.
    let plain = Self.host(ContainerRelativeShape().fill(Color.blue).padding(10))
    #expect(try plain.pixel(x: 10, y: 10) == Self.blue)
  }

  @Test func concentricRectangleFollowsTheContainerAndItsMinimum() throws {
    let view = ConcentricRectangle().fill(Color.blue).padding(10)
      .containerShape(RoundedRectangle(cornerRadius: 40, style: .circular))
    let host = Self.host(view)
    #expect(try host.pixel(x: 19, y: 19) == Self.blue)
    #expect(try host.pixel(x: 17, y: 17) == Self.white)
    // Too far from the corners for any radius: square, unless a minimum is given.
    let square = Self.host(
      ConcentricRectangle().fill(Color.blue).padding(45)
        .containerShape(RoundedRectangle(cornerRadius: 40)))
    #expect(try square.pixel(x: 45, y: 45) == Self.blue)
    let minimum = Self.host(
      ConcentricRectangle(corners: .concentric(minimum: .fixed(4))).fill(Color.blue).padding(45)
        .containerShape(RoundedRectangle(cornerRadius: 40)))
    #expect(try minimum.pixel(x: 45, y: 45) != Self.blue)
    // The display's corners stand in for a missing container.
    let display = Self.host(
      ConcentricRectangle().fill(Color.blue).padding(10).environment(\.displayCornerRadius, 40))
    #expect(try display.pixel(x: 11, y: 11) == Self.white)
    #expect(try display.pixel(x: 50, y: 11) == Self.blue)
  }

  @Test func trimmedCircleDrawsOnlyItsFirstHalf() throws {
    let host = Self.host(Circle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 6))
    // From the rightmost point clockwise on screen, through the bottom, to the leftmost.
    #expect(try host.pixel(x: 50, y: 98) == Self.red)
    #expect(try host.pixel(x: 50, y: 1) == Self.white)
  }

  @Test func strokeBorderStaysInsideTheFrameWhereStrokeStraddlesIt() throws {
    let stroke = Self.host(Rectangle().stroke(Color.red, lineWidth: 10).padding(20))
    let border = Self.host(Rectangle().strokeBorder(Color.red, lineWidth: 10).padding(20))
    // The frame is 20...80; the stroke covers 15...25 on the left, the border 20...30.
    #expect(try stroke.pixel(x: 16, y: 50) == Self.red)
    #expect(try border.pixel(x: 16, y: 50) == Self.white)
    #expect(try border.pixel(x: 28, y: 50) == Self.red)
    #expect(try stroke.pixel(x: 28, y: 50) == Self.white)
  }

  @Test func rotatedAndOffsetShapesMoveTheirPaths() throws {
    // A 40×40 square turned 45° about the centre reaches 28.3 from it along the axes.
    let rotated = Self.host(Rectangle().rotation(.degrees(45)).fill(Color.blue).padding(30))
    #expect(try rotated.pixel(x: 50, y: 23) == Self.blue)
    #expect(try rotated.pixel(x: 32, y: 32) == Self.white)
    let offset = Self.host(Rectangle().offset(x: 30, y: 0).fill(Color.blue).padding(30))
    #expect(try offset.pixel(x: 32, y: 50) == Self.white)
    #expect(try offset.pixel(x: 95, y: 50) == Self.blue)
    let scaled = Self.host(Rectangle().scale(0.5, anchor: .topLeading).fill(Color.blue))
    #expect(try scaled.pixel(x: 45, y: 45) == Self.blue)
    #expect(try scaled.pixel(x: 55, y: 55) == Self.white)
  }
}
