import Easel
import Foundation
import Testing

/// Shape styles resolved without drawing: colours, gradient stops and geometry, hierarchical
/// levels, and type-erased styles.
@MainActor
@Suite struct ShapeStyleTests {
  static let light = EnvironmentValues()
  static var dark: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    return environment
  }
  static let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)

  /// The components of `color` in 8-bit steps.
  static func bytes(_ color: Color.Resolved) -> [Int] {
    [color.red, color.green, color.blue, color.opacity].map { Int(($0 * 255).rounded()) }
  }

  @Test func hueSaturationBrightnessMakeTheExpectedColours() {
    func rgb(_ h: Double, _ s: Double, _ b: Double) -> [Int] {
      Self.bytes(Color(hue: h, saturation: s, brightness: b).resolve(for: .light))
    }
    #expect(rgb(0, 1, 1) == [255, 0, 0, 255])
    #expect(rgb(1, 1, 1) == [255, 0, 0, 255])
    #expect(rgb(1 / 3, 1, 1) == [0, 255, 0, 255])
    #expect(rgb(2 / 3, 1, 1) == [0, 0, 255, 255])
    #expect(rgb(1 / 6, 1, 1) == [255, 255, 0, 255])
    #expect(rgb(0.5, 0.5, 1) == [128, 255, 255, 255])
    #expect(rgb(0.3, 0, 0.5) == [128, 128, 128, 255])
    #expect(rgb(0.7, 1, 0) == [0, 0, 0, 255])
    let faded = Color(hue: 0, saturation: 1, brightness: 1, opacity: 0.5).opacity(0.5)
    #expect(faded.resolve(for: .light).opacity == 0.25)
  }

  @Test func componentsInOtherColourSpacesAreConvertedToSRGB() {
    func rgb(_ color: Color) -> [Int] { Self.bytes(color.resolve(for: .light)) }
    #expect(rgb(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)) == [51, 102, 153, 255])
    // Linear 0.5 is sRGB 0.735; linear 0.2 white is sRGB 0.485.
    #expect(rgb(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)) == [188, 0, 255, 255])
    #expect(rgb(Color(.sRGBLinear, white: 0.2, opacity: 0.5)) == [124, 124, 124, 128])
    // Display P3 greys are sRGB greys; a P3 purple is redder and bluer in sRGB.
    #expect(rgb(Color(.displayP3, white: 0.6)) == [153, 153, 153, 255])
    #expect(rgb(Color(.displayP3, red: 0.5, green: 0.25, blue: 0.75)) == [137, 59, 198, 255])
    // P3's pure green is outside sRGB: clamped.
    #expect(rgb(Color(.displayP3, red: 0, green: 1, blue: 0)) == [0, 255, 0, 255])
  }

  @Test func systemColoursHaveTheirLightAndDarkValues() {
    #expect(Self.bytes(Color.accentColor.resolve(for: .light)) == [0, 122, 255, 255])
    #expect(Self.bytes(Color.accentColor.resolve(for: .dark)) == [10, 132, 255, 255])
    #expect(Self.bytes(Color.indigo.resolve(for: .dark)) == [94, 92, 230, 255])
    // The shape-style shorthands are the same colours.
    let style: Color = .mint
    #expect(style == Color.mint)
  }

  @Test func gradientColoursAreSpreadEvenlyAndStopsSorted() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    let resolved = Gradient(stops: [
      .init(color: .blue, location: 1), .init(color: .red, location: 0.2),
      .init(color: .green, location: 1.5),
    ]).resolve(in: Self.light)
    #expect(resolved.stops.map(\.location) == [0.2, 1, 1])
    #expect(resolved.stops.first?.color == Color.red.resolve(for: .light))
  }

  @Test func resolvedGradientsInterpolateBetweenStops() {
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    let gradient = DisplayList.ResolvedGradient(stops: [
      .init(color: black, location: 0.25), .init(color: white, location: 0.75),
    ])
    #expect(gradient.color(at: 0) == black)
    #expect(gradient.color(at: 0.5) == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
    #expect(gradient.color(at: 1) == white)
  }

  @Test func linearAndRadialGradientsMapUnitPointsIntoTheBounds() {
    let linear = LinearGradient(
      colors: [.red, .blue], startPoint: .topLeading, endPoint: .trailing)
    guard
      case .linearGradient(let stops, let start, let end) = linear.resolvePaint(
        in: Self.dark, bounds: Self.bounds)
    else {
      Issue.record("not a linear gradient")
      return
    }
    #expect(start == CGPoint(x: 10, y: 20))
    #expect(end == CGPoint(x: 210, y: 70))
    #expect(
      stops.stops.map(\.color) == [Color.red.resolve(for: .dark), Color.blue.resolve(for: .dark)])
    let radial = RadialGradient(
      colors: [.red, .blue], center: UnitPoint(x: 0.25, y: 1), startRadius: 5, endRadius: 50)
    #expect(
      radial.resolvePaint(in: Self.light, bounds: Self.bounds)
        == .radialGradient(
          Gradient(colors: [.red, .blue]).resolve(in: Self.light),
          center: CGPoint(x: 60, y: 120), startRadius: 5, endRadius: 50))
  }

  @Test func angularGradientAnglesAreNormalised() {
    func angles(_ gradient: AngularGradient) -> (Double, Double)? {
      guard
        case .angularGradient(_, _, let start, let end) = gradient.resolvePaint(
          in: Self.light, bounds: Self.bounds)
      else { return nil }
      return (start, end)
    }
    let colors: [Color] = [.red, .blue]
    // Equal angles make a full turn; more than a turn keeps the last one.
    let same = angles(AngularGradient(gradient: Gradient(colors: colors), center: .center))
    #expect(same?.0 == 0 && same?.1 == 2 * .pi)
    let long = angles(
      AngularGradient(
        colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(450)))
    #expect(abs((long?.0 ?? 0) - .pi / 2) < 1e-9 && abs((long?.1 ?? 0) - 2.5 * .pi) < 1e-9)
    let conic = angles(AngularGradient(colors: colors, center: .center, angle: .degrees(90)))
    #expect(abs((conic?.0 ?? 0) - .pi / 2) < 1e-9 && abs((conic?.1 ?? 0) - 2.5 * .pi) < 1e-9)
    // An end before the start runs the colours backwards over the same span.
    let reversed = AngularGradient(
      colors: colors, center: .center, startAngle: .degrees(90), endAngle: .zero)
    guard
      case .angularGradient(let stops, _, let start, let end) = reversed.resolvePaint(
        in: Self.light, bounds: Self.bounds)
    else {
      Issue.record("not an angular gradient")
      return
    }
    #expect(start == 0 && abs(end - .pi / 2) < 1e-9)
    #expect(stops.stops.first?.color == Color.blue.resolve(for: .light))
  }

  @Test func singleColourUsesOfAStyleTakeTheFirstStop() {
    let gradient = LinearGradient(colors: [.orange, .blue], startPoint: .top, endPoint: .bottom)
    #expect(gradient.resolveColor(in: Self.light) == Color.orange.resolve(for: .light))
    #expect(
      gradient.resolvePaint(in: Self.light, bounds: Self.bounds).representativeColor
        == Color.orange.resolve(for: .light))
  }

  @Test func opacityMultipliesEveryColourOfAPaint() {
    let paint = DisplayList.Paint.linearGradient(
      Gradient(colors: [.red, .blue.opacity(0.5)]).resolve(in: Self.light), start: .zero,
      end: CGPoint(x: 1, y: 0))
    guard case .linearGradient(let stops, _, _) = paint.multiplyingOpacity(by: 0.5) else {
      Issue.record("not a linear gradient")
      return
    }
    #expect(stops.stops.map(\.color.opacity) == [0.5, 0.25])
  }

  @Test func erasedStylesCompareTheirValues() {
    #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
    #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.blue))
    #expect(AnyShapeStyle(HierarchicalShapeStyle.secondary) == AnyShapeStyle(.secondary))
    #expect(AnyShapeStyle(HierarchicalShapeStyle.secondary) != AnyShapeStyle(.tertiary))
    #expect(AnyShapeStyle(AnyShapeStyle(Color.red)) == AnyShapeStyle(Color.red))
    #expect(AnyShapeStyle(Color.red).resolveColor(in: Self.dark) == Color.red.resolve(for: .dark))
  }

  @Test func hierarchicalLevelsResolveToLabelColours() {
    #expect(
      Self.bytes(HierarchicalShapeStyle.primary.resolveColor(in: Self.light)) == [0, 0, 0, 255])
    #expect(
      Self.bytes(HierarchicalShapeStyle.secondary.resolveColor(in: Self.light)) == [
        60, 60, 67, 153,
      ])
    #expect(
      Self.bytes(HierarchicalShapeStyle.tertiary.resolveColor(in: Self.dark)) == [
        235, 235, 245, 77,
      ])
    #expect(
      Self.bytes(HierarchicalShapeStyle.quaternary.resolveColor(in: Self.dark)) == [
        235, 235, 245, 46,
      ])
    #expect(Self.bytes(ForegroundStyle().resolveColor(in: Self.dark)) == [255, 255, 255, 255])
  }
}
