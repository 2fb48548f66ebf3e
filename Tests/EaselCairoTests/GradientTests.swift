import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Gradients and shape styles: linear, radial and angular gradients filled, stroked and used
/// as views, hierarchical foreground levels, and a snapshot grid of them all.
@MainActor
@Suite struct GradientTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let white = Pixel(red: 255, green: 255, blue: 255)

  /// The pixel at (`x`, `y`) of `view` drawn in a `width`×`height` canvas.
  static func pixel(
    _ view: some View, width: CGFloat = 100, height: CGFloat = 100, x: Int, y: Int,
    scheme: ColorScheme = .light
  ) throws -> Pixel {
    let host = ViewHost(view, size: CGSize(width: width, height: height), colorScheme: scheme)
    return try #require(try host.pixel(x: x, y: y))
  }

  // MARK: Linear

  @Test func horizontalLinearGradientRunsFromRedToBlue() throws {
    let view = Rectangle()
      .fill(
        LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
    // Pixel centres sit half a pixel in: the left edge is (almost exactly) red, the middle half
    // and half, the right edge blue.
    #expect(try Self.pixel(view, x: 0, y: 50).isClose(to: Pixel(red: 254, green: 0, blue: 1)))
    #expect(try Self.pixel(view, x: 50, y: 50).isClose(to: Pixel(red: 126, green: 0, blue: 129)))
    #expect(try Self.pixel(view, x: 99, y: 50).isClose(to: Pixel(red: 1, green: 0, blue: 254)))
    // Along the vertical the colour does not change.
    #expect(try Self.pixel(view, x: 50, y: 2) == Self.pixel(view, x: 50, y: 97))
  }

  @Test func unitPointsMapIntoTheShapesFrameAndEndsArePadded() throws {
    // The gradient runs over the middle half of a 100-point frame placed at x 50…150.
    let gradient = LinearGradient(
      colors: [Self.red, Self.blue], startPoint: UnitPoint(x: 0.25, y: 0),
      endPoint: UnitPoint(x: 0.75, y: 0))
    let view = HStack(spacing: 0) {
      Color.clear.frame(width: 50)
      Rectangle().fill(gradient).frame(width: 100)
      Color.clear.frame(width: 50)
    }
    func at(_ x: Int) throws -> Pixel { try Self.pixel(view, width: 200, height: 20, x: x, y: 10) }
    #expect(try at(40) == Self.white)
    #expect(try at(55) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try at(100).isClose(to: Pixel(red: 126, green: 0, blue: 129)))
    #expect(try at(145) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func stopsSetWhereColoursChangeAndASharedLocationMakesAnEdge() throws {
    let view = Rectangle().fill(
      .linearGradient(
        stops: [
          .init(color: Self.red, location: 0), .init(color: Self.red, location: 0.5),
          .init(color: Self.blue, location: 0.5), .init(color: Self.blue, location: 1),
        ], startPoint: .leading, endPoint: .trailing))
    #expect(try Self.pixel(view, x: 45, y: 50) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try Self.pixel(view, x: 48, y: 50) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try Self.pixel(view, x: 51, y: 50) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func aGradientAsAStyleRunsFromTopToBottom() throws {
    let view = Rectangle().fill(Gradient(colors: [Self.red, Self.blue]))
    #expect(try Self.pixel(view, x: 50, y: 0).isClose(to: Pixel(red: 254, green: 0, blue: 1)))
    #expect(try Self.pixel(view, x: 50, y: 99).isClose(to: Pixel(red: 1, green: 0, blue: 254)))
  }

  @Test func aGradientUsedAsAViewFillsItsFrame() throws {
    let view = LinearGradient(colors: [Self.red, Self.blue], startPoint: .top, endPoint: .bottom)
      .frame(width: 40, height: 40)
    // The frame spans 30…70 down; pixel centres are half a pixel in.
    #expect(try Self.pixel(view, x: 50, y: 30).isClose(to: Pixel(red: 252, green: 0, blue: 3)))
    #expect(try Self.pixel(view, x: 50, y: 69).isClose(to: Pixel(red: 3, green: 0, blue: 252)))
    #expect(try Self.pixel(view, x: 20, y: 50) == Self.white)
  }

  @Test func strokesTakeGradientsOverTheShapesFrame() throws {
    let view = Rectangle()
      .stroke(
        LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing),
        lineWidth: 10)
    #expect(try Self.pixel(view, x: 1, y: 50).isClose(to: Pixel(red: 252, green: 0, blue: 3)))
    #expect(try Self.pixel(view, x: 98, y: 50).isClose(to: Pixel(red: 3, green: 0, blue: 252)))
    #expect(try Self.pixel(view, x: 50, y: 1).isClose(to: Pixel(red: 126, green: 0, blue: 129)))
    #expect(try Self.pixel(view, x: 50, y: 50) == Self.white)
  }

  // MARK: Radial

  @Test func radialGradientIsFirstColourAtTheCentreAndPaddedOutside() throws {
    let view = Rectangle().fill(
      RadialGradient(
        colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 40))
    // The centre pixel is 0.7 points from the centre.
    #expect(try Self.pixel(view, x: 50, y: 50).isClose(to: Pixel(red: 250, green: 0, blue: 5)))
    // 20.5 points out: about halfway.
    #expect(try Self.pixel(view, x: 70, y: 50).isClose(to: Pixel(red: 124, green: 0, blue: 131)))
    // Past the end radius: the last colour.
    #expect(try Self.pixel(view, x: 2, y: 2) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func radialGradientsAreCirclesWhateverTheFrame() throws {
    let view = Rectangle().fill(
      .radialGradient(
        colors: [Self.red, Self.blue], center: .center, startRadius: 10, endRadius: 40))
    // A 200×100 frame: the same distance across and down gives the same colour.
    let across = try Self.pixel(view, width: 200, height: 100, x: 125, y: 50)
    let down = try Self.pixel(view, width: 200, height: 100, x: 100, y: 75)
    #expect(across.isClose(to: down, tolerance: 1))
    // Inside the start radius: the first colour.
    #expect(
      try Self.pixel(view, width: 200, height: 100, x: 104, y: 50)
        == Pixel(red: 255, green: 0, blue: 0))
  }

  // MARK: Angular

  @Test func angularGradientStartsAtThreeOClockAndTurnsClockwise() throws {
    let view = Circle().fill(
      AngularGradient(
        colors: [Self.red, Self.blue], center: .center, startAngle: .zero,
        endAngle: .degrees(360)))
    // Just below 3 o'clock the gradient has barely started; just above it has nearly ended.
    #expect(
      try Self.pixel(view, x: 90, y: 51).isClose(
        to: Pixel(red: 254, green: 0, blue: 1), tolerance: 3))
    #expect(
      try Self.pixel(view, x: 90, y: 48).isClose(
        to: Pixel(red: 1, green: 0, blue: 254), tolerance: 3))
    // 6 o'clock is a quarter of the way round, 9 o'clock half, 12 o'clock three quarters.
    #expect(
      try Self.pixel(view, x: 50, y: 90).isClose(
        to: Pixel(red: 191, green: 0, blue: 64), tolerance: 3))
    #expect(
      try Self.pixel(view, x: 10, y: 50).isClose(
        to: Pixel(red: 128, green: 0, blue: 128), tolerance: 3))
    #expect(
      try Self.pixel(view, x: 50, y: 10).isClose(
        to: Pixel(red: 64, green: 0, blue: 191), tolerance: 3))
  }

  @Test func conicGradientStartsAtItsAngle() throws {
    let view = Circle().fill(
      .conicGradient(colors: [Self.red, Self.blue], center: .center, angle: .degrees(90)))
    // The turn starts at 6 o'clock: just left of it (clockwise), red; 12 o'clock, halfway.
    #expect(
      try Self.pixel(view, x: 48, y: 90).isClose(
        to: Pixel(red: 254, green: 0, blue: 1), tolerance: 3))
    #expect(
      try Self.pixel(view, x: 50, y: 10).isClose(
        to: Pixel(red: 128, green: 0, blue: 128), tolerance: 3))
  }

  @Test func angularGradientFillsTheGapWithTheEndColoursMeetingHalfway() throws {
    let view = Rectangle().fill(
      .angularGradient(
        colors: [Self.red, Self.blue], center: .center, startAngle: .zero,
        endAngle: .degrees(180)))
    // The lower half holds the gradient (6 o'clock is halfway); the upper half is the gap:
    // blue from 9 to 12 o'clock, red from 12 to 3.
    #expect(
      try Self.pixel(view, x: 50, y: 90).isClose(
        to: Pixel(red: 128, green: 0, blue: 128), tolerance: 3))
    #expect(try Self.pixel(view, x: 20, y: 20) == Pixel(red: 0, green: 0, blue: 255))
    #expect(try Self.pixel(view, x: 80, y: 20) == Pixel(red: 255, green: 0, blue: 0))
  }

  // MARK: Foreground and hierarchical styles

  @Test func shapesTakeAGradientForegroundStyle() throws {
    let view = Rectangle()
      .foregroundStyle(
        LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
    #expect(try Self.pixel(view, x: 0, y: 50).isClose(to: Pixel(red: 254, green: 0, blue: 1)))
    #expect(try Self.pixel(view, x: 99, y: 50).isClose(to: Pixel(red: 1, green: 0, blue: 254)))
  }

  @Test func textWithAGradientForegroundStyleTakesItsFirstColour() throws {
    let view = Text("Hi").foregroundStyle(
      LinearGradient(colors: [Self.blue, Self.red], startPoint: .leading, endPoint: .trailing))
    let host = ViewHost(view, size: CGSize(width: 100, height: 40))
    let runs = host.displayList().items.compactMap { item -> DisplayList.TextRun? in
      if case .text(let run) = item.operation { return run }
      return nil
    }
    #expect(runs.map(\.color) == [Color.Resolved(red: 0, green: 0, blue: 1, opacity: 1)])
  }

  @Test func hierarchicalLevelsAreTheLabelColoursByDefault() throws {
    func level(_ style: HierarchicalShapeStyle, _ scheme: ColorScheme) throws -> Pixel {
      try Self.pixel(Rectangle().fill(style), width: 10, height: 10, x: 5, y: 5, scheme: scheme)
    }
    #expect(try level(.primary, .light) == Pixel(red: 0, green: 0, blue: 0))
    #expect(try level(.primary, .dark) == Pixel(red: 255, green: 255, blue: 255))
    // #3C3C43 at 60 %, 30 % and 18 % over white; #EBEBF5 at 60 % over black.
    #expect(try level(.secondary, .light).isClose(to: Pixel(red: 138, green: 138, blue: 142)))
    #expect(try level(.tertiary, .light).isClose(to: Pixel(red: 196, green: 196, blue: 199)))
    #expect(try level(.quaternary, .light).isClose(to: Pixel(red: 220, green: 220, blue: 221)))
    #expect(try level(.quinary, .light).isClose(to: Pixel(red: 236, green: 236, blue: 236)))
    #expect(try level(.secondary, .dark).isClose(to: Pixel(red: 141, green: 141, blue: 147)))
  }

  @Test func hierarchicalLevelsFollowTheForegroundStyle() throws {
    func pixel(_ view: some View) throws -> Pixel {
      try Self.pixel(view, width: 10, height: 10, x: 5, y: 5)
    }
    // One style: the lower levels are it at 60 %, 30 %, … (red 255, 59, 48).
    #expect(
      try pixel(Rectangle().fill(.secondary).foregroundStyle(.red)).isClose(
        to: Pixel(red: 255, green: 137, blue: 131)))
    #expect(
      try pixel(Rectangle().fill(.primary).foregroundColor(.red))
        == Pixel(red: 255, green: 59, blue: 48))
    // Two styles: the second level is the second style; the third is the first at 30 %.
    let pair = Rectangle().foregroundStyle(Self.red, Self.blue)
    #expect(
      try pixel(Rectangle().fill(.secondary).foregroundStyle(Self.red, Self.blue))
        == Pixel(red: 0, green: 0, blue: 255))
    #expect(
      try pixel(Rectangle().fill(.tertiary).foregroundStyle(Self.red, Self.blue)).isClose(
        to: Pixel(red: 255, green: 178, blue: 178)))
    #expect(try pixel(pair) == Pixel(red: 255, green: 0, blue: 0))
    // A hierarchical foreground style names a level of the enclosing one.
    let nested = Rectangle().foregroundStyle(.secondary).foregroundStyle(Self.blue)
    #expect(try pixel(nested).isClose(to: Pixel(red: 102, green: 102, blue: 255)))
    // The innermost of foregroundColor and foregroundStyle wins.
    #expect(
      try pixel(Rectangle().foregroundColor(Self.blue).foregroundStyle(Self.red))
        == Pixel(red: 0, green: 0, blue: 255))
    #expect(
      try pixel(Rectangle().foregroundStyle(Self.red).foregroundColor(Self.blue))
        == Pixel(red: 255, green: 0, blue: 0))
  }

  @Test func textTakesTheColourOfAHierarchicalForegroundStyle() throws {
    let host = ViewHost(
      Text("Hi").foregroundStyle(.secondary), size: CGSize(width: 100, height: 40))
    let runs = host.displayList().items.compactMap { item -> DisplayList.TextRun? in
      if case .text(let run) = item.operation { return run }
      return nil
    }
    let expected = Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    #expect(runs.map(\.color) == [expected])
  }

  @Test func shapeStyleBackgroundsFillTheViewsFrame() throws {
    let plain = Color.clear.frame(width: 40, height: 40).background(.red)
    #expect(try Self.pixel(plain, x: 50, y: 50) == Pixel(red: 255, green: 59, blue: 48))
    #expect(try Self.pixel(plain, x: 10, y: 50) == Self.white)
    let shaped = Color.clear.frame(width: 40, height: 40)
      .background(
        .linearGradient(colors: [Self.red, Self.blue], startPoint: .top, endPoint: .bottom),
        in: Circle())
    // 2.5 points into the 40-point frame, inside the circle.
    #expect(try Self.pixel(shaped, x: 50, y: 32).isClose(to: Pixel(red: 239, green: 0, blue: 16)))
    #expect(try Self.pixel(shaped, x: 32, y: 32) == Self.white)
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

  /// Every kind of gradient, filled, stroked and used as a view, and the hierarchical levels.
  struct GradientGrid: View {
    static let size = CGSize(width: 336, height: 316)
    static let rainbow: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .red]

    var body: some View {
      VStack(spacing: 4) {
        HStack(spacing: 4) {
          Cell(label: "linear") {
            Rectangle().fill(
              LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
          }
          Cell(label: "linear stops") {
            RoundedRectangle(cornerRadius: 10).fill(
              .linearGradient(
                stops: [
                  .init(color: .yellow, location: 0), .init(color: .orange, location: 0.5),
                  .init(color: .pink, location: 0.5), .init(color: .purple, location: 1),
                ], startPoint: .topLeading, endPoint: .bottomTrailing))
          }
          Cell(label: "linear view") {
            LinearGradient(colors: [.mint, .indigo], startPoint: .top, endPoint: .bottom)
          }
          Cell(label: "linear stroke") {
            Capsule().stroke(
              LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing),
              lineWidth: 6)
          }
        }
        HStack(spacing: 4) {
          Cell(label: "radial") {
            Circle().fill(
              RadialGradient(
                colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 26))
          }
          Cell(label: "radial 8…60") {
            Rectangle().fill(
              .radialGradient(
                colors: [.white, .teal, .black], center: .topLeading, startRadius: 8,
                endRadius: 60))
          }
          Cell(label: "angular") {
            Circle().fill(AngularGradient(colors: Self.rainbow, center: .center))
          }
          Cell(label: "angular 0…270") {
            Circle().fill(
              .angularGradient(
                colors: [.blue, .green], center: .center, startAngle: .zero,
                endAngle: .degrees(270)))
          }
        }
        HStack(spacing: 4) {
          Cell(label: "conic stroke") {
            Circle().stroke(
              .conicGradient(colors: Self.rainbow, center: .center, angle: .degrees(-90)),
              lineWidth: 8)
          }
          Cell(label: "Gradient") {
            Ellipse().fill(Gradient(colors: [.cyan, .brown]))
          }
          Cell(label: "foreground") {
            Circle().foregroundStyle(
              LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
          }
          Cell(label: "hue") {
            HStack(spacing: 0) {
              ForEach(0..<6, id: \.self) { step in
                Color(hue: Double(step) / 6, saturation: 0.8, brightness: 0.9)
              }
            }
          }
        }
        HStack(spacing: 4) {
          Cell(label: "levels") { Levels() }
          Cell(label: "levels of blue") { Levels().foregroundStyle(.blue) }
          Cell(label: "blue, green") { Levels().foregroundStyle(.blue, .green) }
          Cell(label: "background") {
            Text("Aa").font(.system(size: 20))
              .padding(8)
              .background(
                .linearGradient(
                  colors: [.yellow, .green], startPoint: .topLeading, endPoint: .bottomTrailing),
                in: RoundedRectangle(cornerRadius: 8))
          }
        }
      }
    }
  }

  /// The five hierarchical levels as bars.
  struct Levels: View {
    var body: some View {
      HStack(spacing: 2) {
        Rectangle().fill(.primary)
        Rectangle().fill(.secondary)
        Rectangle().fill(.tertiary)
        Rectangle().fill(.quaternary)
        Rectangle().fill(.quinary)
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [1, 2])
  func gradientGrid(scheme: ColorScheme, scale: Int) throws {
    try assertSnapshot(
      of: GradientGrid(), size: GradientGrid.size, scale: CGFloat(scale), colorScheme: scheme,
      named: "gradients-\(scheme)@\(scale)x")
  }
}
