import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Stroke styles in one labelled grid (line widths, caps, joins, mitre limits, dashes and
/// their phase, seed 000's arcs) in light and dark at scale 1 and 2, references checked by
/// eye; and pixels that pin the arcs' direction and the caps.
@MainActor
@Suite struct StrokeStyleTests {
  static let white = Pixel(red: 255, green: 255, blue: 255)
  static let blue = Pixel(red: 0, green: 122, blue: 255)

  /// Seed 000's arc shape, as the article writes it.
  struct ArcShape: Shape {
    let startAngle: Angle
    let endAngle: Angle
    let clockwise: Bool

    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
        startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
      return path
    }
  }

  /// A horizontal line across the middle of the frame, inset 16 points at each end.
  struct Line: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX + 16, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 16, y: rect.midY))
      }
    }
  }

  /// A zigzag with a right angle and a sharp one.
  struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.addLines([
          CGPoint(x: rect.minX + 14, y: rect.maxY - 18),
          CGPoint(x: rect.minX + 34, y: rect.minY + 18),
          CGPoint(x: rect.midX + 6, y: rect.maxY - 18),
          CGPoint(x: rect.maxX - 14, y: rect.minY + 22),
        ])
      }
    }
  }

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
        .frame(width: 120, height: 80)
        Text(label).font(.caption2)
      }
      .frame(width: 124)
    }
  }

  /// A thick line with a hairline through its path, to show where the caps reach.
  static func capped(_ cap: CGLineCap) -> some View {
    ZStack {
      Line().stroke(Color.blue, style: StrokeStyle(lineWidth: 20, lineCap: cap))
      Line().stroke(Color.primary, lineWidth: 1)
    }
  }

  static func joined(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> some View {
    Zigzag().stroke(
      Color.orange, style: StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit))
  }

  static var grid: some View {
    VStack(spacing: 6) {
      HStack(spacing: 6) {
        Cell("widths 1, 3, 6, 12") {
          VStack(spacing: 6) {
            ForEach([1.0, 3, 6, 12], id: \.self) { width in
              Line().stroke(Color.primary, lineWidth: CGFloat(width)).frame(height: 12)
            }
          }
        }
        Cell("butt cap") { capped(.butt) }
        Cell("round cap") { capped(.round) }
        Cell("square cap") { capped(.square) }
      }
      HStack(spacing: 6) {
        Cell("miter join") { joined(.miter) }
        Cell("round join") { joined(.round) }
        Cell("bevel join") { joined(.bevel) }
        Cell("miter limit 1.5") { joined(.miter, miterLimit: 1.5) }
      }
      HStack(spacing: 6) {
        Cell("dash [12, 6]") {
          Line().stroke(Color.red, style: StrokeStyle(lineWidth: 6, dash: [12, 6]))
        }
        Cell("dash phase 6") {
          Line().stroke(Color.red, style: StrokeStyle(lineWidth: 6, dash: [12, 6], dashPhase: 6))
        }
        Cell("round dots [0.1, 12]") {
          Line().stroke(
            Color.red, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [0.1, 12]))
        }
        Cell("dashed circle") {
          Circle().stroke(Color.purple, style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
            .padding(10)
        }
      }
      HStack(spacing: 6) {
        Cell("arc 0–90 cw: false") {
          ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            .stroke(Color.blue, lineWidth: 10).frame(width: 60, height: 60)
        }
        Cell("arc 0–90 cw: true") {
          ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
            .stroke(Color.blue, lineWidth: 10).frame(width: 60, height: 60)
        }
        Cell("arc round caps") {
          ArcShape(startAngle: .degrees(200), endAngle: .degrees(340), clockwise: false)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .frame(width: 60, height: 60)
        }
        Cell("strokedPath filled") {
          Zigzag().stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
            .fill(Color.orange)
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [1.0, 2.0])
  func strokeStylesLookRight(scheme: ColorScheme, scale: Double) throws {
    try assertSnapshot(
      of: Self.grid, size: CGSize(width: 530, height: 460), scale: CGFloat(scale),
      colorScheme: scheme, named: "strokes-\(scheme.rawValue)@\(Int(scale))x")
  }

  /// Hosts `shape` stroked blue, 10 wide, in a 100×100 frame at the top-left of the canvas.
  static func host(_ view: some View) -> ViewHost<some View> {
    ViewHost(
      view.frame(width: 100, height: 100)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 120, height: 120))
  }

  @Test func seedArcTurnsClockwiseOnScreenWhenClockwiseIsFalse() throws {
    let quarter = Self.host(
      ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        .stroke(Color.blue, lineWidth: 10))
    // Centre (50, 50), radius 50: the lower-right quarter, at 45° it passes (85, 85).
    #expect(try quarter.pixel(x: 85, y: 85) == Self.blue)
    #expect(try quarter.pixel(x: 14, y: 14) == Self.white)
    #expect(try quarter.pixel(x: 14, y: 85) == Self.white)
    let rest = Self.host(
      ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        .stroke(Color.blue, lineWidth: 10))
    #expect(try rest.pixel(x: 85, y: 85) == Self.white)
    #expect(try rest.pixel(x: 14, y: 14) == Self.blue)
    #expect(try rest.pixel(x: 14, y: 85) == Self.blue)
  }

  @Test func capsReachPastTheEndsByHalfTheWidth() throws {
    func host(_ cap: CGLineCap) -> ViewHost<some View> {
      Self.host(Line().stroke(Color.blue, style: StrokeStyle(lineWidth: 20, lineCap: cap)))
    }
    // The line runs from x = 16 to 84 at y = 50.
    #expect(try host(.butt).pixel(x: 12, y: 50) == Self.white)
    #expect(try host(.butt).pixel(x: 17, y: 50) == Self.blue)
    #expect(try host(.square).pixel(x: 7, y: 41) == Self.blue)
    #expect(try host(.round).pixel(x: 7, y: 50) == Self.blue)
    #expect(try host(.round).pixel(x: 7, y: 41) == Self.white)
  }
}
