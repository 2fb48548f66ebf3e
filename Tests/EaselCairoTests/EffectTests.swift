import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Blur, masks, blend modes, compositing and drawing groups, checked pixel by pixel and in a
/// snapshot grid.
@MainActor
@Suite struct EffectTests {
  static let white = Pixel(red: 255, green: 255, blue: 255)
  static let red = Color(red: 1, green: 0, blue: 0)

  /// The pixel at (`x`, `y`) of `view` drawn in a `width`×`height` canvas.
  static func pixel(
    _ view: some View, width: CGFloat = 100, height: CGFloat = 100, x: Int, y: Int
  ) throws -> Pixel {
    let host = ViewHost(view, size: CGSize(width: width, height: height))
    return try #require(try host.pixel(x: x, y: y))
  }

  // MARK: Blend modes

  /// `top` blended with `mode` over `bottom`, both filling the canvas.
  static func blend(_ bottom: Color, _ top: Color, _ mode: BlendMode) throws -> Pixel {
    let view = ZStack {
      bottom
      top.blendMode(mode)
    }
    return try pixel(view, width: 10, height: 10, x: 5, y: 5)
  }

  @Test func multiplyGivesTheProductOfTheColours() throws {
    let result = try Self.blend(
      Color(red: 1, green: 0.5, blue: 0.25), Color(red: 0.5, green: 0.5, blue: 1), .multiply)
    #expect(result.isClose(to: Pixel(red: 128, green: 64, blue: 64)))
  }

  @Test func separableModesFollowTheirFormulas() throws {
    let a = Color(red: 0.25, green: 0.5, blue: 1)
    let b = Color(red: 0.5, green: 0.25, blue: 0.5)
    // screen: 1 − (1 − a)(1 − b)
    #expect(try Self.blend(a, b, .screen).isClose(to: Pixel(red: 159, green: 159, blue: 255)))
    // darken and lighten: the smaller and the larger channel
    #expect(try Self.blend(a, b, .darken).isClose(to: Pixel(red: 64, green: 64, blue: 128)))
    #expect(try Self.blend(a, b, .lighten).isClose(to: Pixel(red: 128, green: 128, blue: 255)))
    // difference: |a − b|
    #expect(try Self.blend(a, b, .difference).isClose(to: Pixel(red: 64, green: 64, blue: 128)))
    // plus-lighter: a + b, at most 1
    #expect(try Self.blend(a, b, .plusLighter).isClose(to: Pixel(red: 191, green: 191, blue: 255)))
    // plus-darker: a + b − 1, at least 0
    #expect(try Self.blend(a, b, .plusDarker).isClose(to: Pixel(red: 0, green: 0, blue: 128)))
    // normal: the top colour
    #expect(try Self.blend(a, b, .normal).isClose(to: Pixel(red: 128, green: 64, blue: 128)))
  }

  @Test func plusDarkerLeavesTheBackdropWhereTheViewIsClear() throws {
    let view = ZStack {
      Color(red: 0.5, green: 0.5, blue: 0.5)
      Circle().fill(Color(red: 0.5, green: 1, blue: 1)).frame(width: 50, height: 50)
        .blendMode(.plusDarker)
    }
    #expect(try Self.pixel(view, x: 2, y: 2).isClose(to: Pixel(red: 128, green: 128, blue: 128)))
    #expect(try Self.pixel(view, x: 50, y: 50).isClose(to: Pixel(red: 0, green: 128, blue: 128)))
  }

  @Test func aCompositingGroupKeepsBlendModesInside() throws {
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    let blended = Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
    // Without a group the colour multiplies the grey behind it.
    let open = ZStack {
      grey
      ZStack { blended }
    }
    #expect(try Self.pixel(open, x: 5, y: 5).isClose(to: Pixel(red: 128, green: 64, blue: 0)))
    // Inside a group there is nothing behind it to multiply: it is drawn as it is.
    let grouped = ZStack {
      grey
      ZStack { blended }.compositingGroup()
    }
    #expect(try Self.pixel(grouped, x: 5, y: 5).isClose(to: Pixel(red: 255, green: 128, blue: 0)))
  }

  // MARK: Masks

  @Test func aCircleMaskLeavesTheCornersEmpty() throws {
    let view = Self.red.mask(Circle())
    #expect(try Self.pixel(view, x: 2, y: 2) == Self.white)
    #expect(try Self.pixel(view, x: 97, y: 97) == Self.white)
    #expect(try Self.pixel(view, x: 50, y: 50) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try Self.pixel(view, x: 50, y: 2) == Pixel(red: 255, green: 0, blue: 0))
  }

  @Test func theMaskIsAlignedAndItsOpacityCarriesThrough() throws {
    let corner = Self.red.mask(alignment: .topLeading) {
      Rectangle().frame(width: 50, height: 50)
    }
    #expect(try Self.pixel(corner, x: 25, y: 25) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try Self.pixel(corner, x: 75, y: 75) == Self.white)
    #expect(try Self.pixel(corner, x: 75, y: 25) == Self.white)
    // A mask at half opacity shows the view at half opacity.
    let half = Self.red.mask { Color.black.opacity(0.5) }
    #expect(try Self.pixel(half, x: 50, y: 50).isClose(to: Pixel(red: 255, green: 128, blue: 128)))
    // A gradient mask fades the view out.
    let fade = Self.red.mask {
      LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
    }
    #expect(try Self.pixel(fade, x: 0, y: 50).isClose(to: Pixel(red: 255, green: 1, blue: 1)))
    #expect(try Self.pixel(fade, x: 50, y: 50).isClose(to: Pixel(red: 255, green: 128, blue: 128)))
    #expect(try Self.pixel(fade, x: 99, y: 50).isClose(to: Pixel(red: 255, green: 254, blue: 254)))
  }

  // MARK: Blur

  @Test func blurSpreadsColourAboutItsRadiusBeyondTheEdge() throws {
    // A 40-point red square in the middle of 120 points, spanning 40…80.
    let square = Self.red.frame(width: 40, height: 40)
    let sharp = ViewHost(square, size: CGSize(width: 120, height: 120))
    let blurred = ViewHost(square.blur(radius: 10), size: CGSize(width: 120, height: 120))
    func green(_ host: ViewHost<some View>, _ x: Int) throws -> Int {
      Int(try #require(try host.pixel(x: x, y: 60)).green)
    }
    #expect(try green(sharp, 35) == 255)
    // The standard deviation is 5 points. At the edge the colour is about half; 5 points out
    // about a sixth (84 % white); 15 points out, three deviations, almost nothing.
    #expect(try abs(green(blurred, 40) - 128) <= 12)
    #expect(try abs(green(blurred, 34) - 214) <= 12)
    #expect(try green(blurred, 24) >= 250)
    // The middle, four deviations from every edge, keeps its colour.
    #expect(try green(blurred, 60) <= 2)
    #expect(try #require(try blurred.pixel(x: 60, y: 60)).red == 255)
  }

  @Test func blurWorksAtDisplayScale() throws {
    let square = Self.red.frame(width: 40, height: 40).blur(radius: 10)
    let host = ViewHost(square, size: CGSize(width: 120, height: 120), scale: 2)
    // The same points as at scale 1: 5 points outside the edge.
    let pixel = try #require(try host.pixel(at: CGPoint(x: 34.5, y: 60)))
    #expect(abs(Int(pixel.green) - 214) <= 12)
  }

  @Test func anOpaqueBlurStaysInsideItsFrameWithoutFadingEdges() throws {
    let halves = HStack(spacing: 0) {
      Self.red
      Color(red: 0, green: 0, blue: 1)
    }
    .frame(width: 80, height: 40)
    let soft = ViewHost(halves.blur(radius: 8), size: CGSize(width: 100, height: 60))
    let opaque = ViewHost(
      halves.blur(radius: 8, opaque: true), size: CGSize(width: 100, height: 60))
    // At the frame's left edge (x 10) an ordinary blur fades to about half; an opaque one keeps
    // the red.
    let fading = try #require(try soft.pixel(x: 10, y: 30))
    #expect(abs(Int(fading.green) - 128) <= 16)
    #expect(try #require(try opaque.pixel(x: 10, y: 30)) == Pixel(red: 255, green: 0, blue: 0))
    // Outside the frame an opaque blur draws nothing; in the middle the halves mix.
    #expect(try opaque.pixel(x: 5, y: 30) == Self.white)
    #expect(try #require(try soft.pixel(x: 5, y: 30)).green < 250)
    // Either side of the seam at x 50 the colours mirror each other.
    let left = try #require(try opaque.pixel(x: 49, y: 30))
    let right = try #require(try opaque.pixel(x: 50, y: 30))
    #expect(abs(Int(left.red) - Int(right.blue)) <= 3)
    #expect(left.red > 128 && left.red < 160)
  }

  // MARK: Compositing groups and opacity

  @Test func drawingGroupFadesTheGroupAsAWhole() throws {
    let layers = ZStack {
      Self.red
      Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 50)
    }
    // Faded as one image, the blue square hides the red under it.
    let grouped = try Self.pixel(layers.drawingGroup().opacity(0.5), x: 50, y: 50)
    #expect(grouped.isClose(to: Pixel(red: 128, green: 128, blue: 255)))
    let separate = try Self.pixel(layers.opacity(0.5), x: 50, y: 50)
    #expect(separate.isClose(to: Pixel(red: 128, green: 64, blue: 191)))
    // Where only the red is, both are the same.
    #expect(
      try Self.pixel(layers.drawingGroup().opacity(0.5), x: 10, y: 10)
        == Self.pixel(layers.opacity(0.5), x: 10, y: 10))
  }

  @Test func opacityFadesGradientsAndEffects() throws {
    let gradient = Rectangle()
      .fill(LinearGradient(colors: [Self.red, Self.red], startPoint: .top, endPoint: .bottom))
      .opacity(0.5)
    #expect(
      try Self.pixel(gradient, x: 50, y: 50).isClose(to: Pixel(red: 255, green: 128, blue: 128)))
    let masked = Self.red.mask(Circle()).opacity(0.5)
    #expect(
      try Self.pixel(masked, x: 50, y: 50).isClose(to: Pixel(red: 255, green: 128, blue: 128)))
    #expect(try Self.pixel(masked, x: 2, y: 2) == Self.white)
  }

  // MARK: Snapshot

  /// One labelled cell of the grid.
  struct Cell<Content: View>: View {
    let label: String
    @ViewBuilder let content: Content

    var body: some View {
      VStack(spacing: 3) {
        content.frame(width: 64, height: 52)
        Text(label).font(.system(size: 9))
      }
      .frame(width: 80, height: 74)
    }
  }

  /// Three overlapping discs.
  struct Discs: View {
    var body: some View {
      ZStack {
        Circle().fill(.red).frame(width: 30, height: 30).offset(x: -10, y: -6)
        Circle().fill(.green).frame(width: 30, height: 30).offset(x: 10, y: -6)
        Circle().fill(.blue).frame(width: 30, height: 30).offset(y: 10)
      }
    }
  }

  /// A backdrop for blend modes: a horizontal ramp under a vertical one.
  struct Backdrop: View {
    var body: some View {
      LinearGradient(colors: [.orange, .teal], startPoint: .leading, endPoint: .trailing)
    }
  }

  /// Every effect: blurs, masks, blend modes, and groups with opacity.
  struct EffectGrid: View {
    static let size = CGSize(width: 336, height: 706)
    static let modes = BlendMode.allCases

    var body: some View {
      VStack(spacing: 4) {
        HStack(spacing: 4) {
          Cell(label: "blur 3") { Discs().blur(radius: 3) }
          Cell(label: "blur 8") { Discs().blur(radius: 8) }
          Cell(label: "blur 8 opaque") {
            Discs().frame(width: 56, height: 48).background(.yellow).blur(radius: 8, opaque: true)
          }
          Cell(label: "text blur 2") {
            Text("Blur").font(.system(size: 22, weight: .bold)).blur(radius: 2)
          }
        }
        HStack(spacing: 4) {
          Cell(label: "mask circle") {
            LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)
              .mask(Circle())
          }
          Cell(label: "mask text") {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
              .mask { Text("Mask").font(.system(size: 20, weight: .heavy)) }
          }
          Cell(label: "mask fade") {
            Discs().frame(width: 64, height: 52).mask(alignment: .leading) {
              LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
                .frame(width: 48)
            }
          }
          Cell(label: "clear mask") { Discs().mask(Color.clear) }
        }
        HStack(spacing: 4) {
          Cell(label: "opacity") { Discs().opacity(0.5) }
          Cell(label: "group opacity") { Discs().compositingGroup().opacity(0.5) }
          Cell(label: "drawingGroup") { Discs().drawingGroup().opacity(0.5) }
          Cell(label: "group multiply") {
            ZStack {
              Backdrop()
              ZStack {
                Circle().fill(.yellow).frame(width: 36, height: 36).offset(x: -8)
                Circle().fill(.cyan).frame(width: 36, height: 36).offset(x: 8)
                  .blendMode(.multiply)
              }
              .compositingGroup()
            }
          }
        }
        ForEach(0..<6, id: \.self) { row in
          HStack(spacing: 4) {
            ForEach(0..<4, id: \.self) { column in
              let index = row * 4 + column
              if index < Self.modes.count {
                Cell(label: "\(Self.modes[index])") {
                  // A group, so that modes that clear show the canvas through the cell.
                  ZStack {
                    Backdrop()
                    Discs().blendMode(Self.modes[index])
                  }
                  .compositingGroup()
                }
              } else {
                Color.clear.frame(width: 80, height: 74)
              }
            }
          }
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [1, 2])
  func effectGrid(scheme: ColorScheme, scale: Int) throws {
    try assertSnapshot(
      of: EffectGrid(), size: EffectGrid.size, scale: CGFloat(scale), colorScheme: scheme,
      named: "effects-\(scheme)@\(scale)x")
  }
}
