import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import EaselControls

/// The `EaselControls` catalog driven through `ViewHost`: taps and drags go through real hit
/// testing, and the results are read from the accessibility tree, frames and pixels.
@MainActor
@Suite struct CatalogInteractionTests {
  struct LikeHost: View {
    @State var liked = false
    var body: some View {
      CustomLikeButton(isLiked: $liked, likeCount: 42).accessibilityIdentifier("like")
    }
  }

  struct ToggleHost: View {
    @State var isOn = false
    var body: some View {
      CustomToggle(isOn: $isOn).accessibilityIdentifier("toggle")
    }
  }

  struct DialHost: View {
    @State var value = 0.0
    var body: some View {
      RotaryDial(value: $value, in: 0...100, step: 10, diameter: 160, lineWidth: 14)
        .accessibilityIdentifier("dial")
    }
  }

  func element(_ identifier: String, in tree: [AccessibilityElement]) -> AccessibilityElement? {
    tree.first { $0.identifier == identifier }
  }

  /// How many pixels inside `rect` are strongly red (the liked heart).
  func redPixelCount<V: View>(in host: ViewHost<V>, rect: CGRect) throws -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        if let pixel = try host.pixel(x: x, y: y), pixel.red > 200, pixel.green < 90,
          pixel.blue < 90
        {
          count += 1
        }
      }
    }
    return count
  }

  @Test func theDialIsAdjustableOneStepAtATime() throws {
    let host = ViewHost(DialHost(), size: CGSize(width: 200, height: 200))
    let dial = try #require(element("dial", in: host.accessibilityTree()))
    #expect(dial.isAdjustable)
    #expect(dial.value == "0")
    #expect(host.accessibilityAdjust("dial", .increment))
    #expect(host.accessibilityAdjust("dial", .increment))
    #expect(element("dial", in: host.accessibilityTree())?.value == "20")
    #expect(host.accessibilityAdjust("dial", .decrement))
    #expect(element("dial", in: host.accessibilityTree())?.value == "10")
    // Kept in its bounds.
    for _ in 0..<5 { host.accessibilityAdjust("dial", .decrement) }
    #expect(element("dial", in: host.accessibilityTree())?.value == "0")
    for _ in 0..<15 { host.accessibilityAdjust("dial", .increment) }
    #expect(element("dial", in: host.accessibilityTree())?.value == "100")
  }

  @Test func tappingTheLikeButtonLikesItAndTurnsTheHeartRed() throws {
    let host = ViewHost(LikeHost(), size: CGSize(width: 200, height: 100))
    let frame = try #require(host.frame(of: "like"))
    let before = try #require(element("like", in: host.accessibilityTree()))
    #expect(before.label == "Like")
    #expect(before.value == "42")
    #expect(!before.traits.contains(.isSelected))
    #expect(try redPixelCount(in: host, rect: frame) == 0)

    #expect(host.tap("like"))
    host.advance(by: 1)
    let after = try #require(element("like", in: host.accessibilityTree()))
    #expect(after.traits.contains(.isSelected))
    // The filled heart is about 17 points wide: well over 50 red pixels once liked.
    #expect(try redPixelCount(in: host, rect: frame) > 50)

    #expect(host.tap("like"))
    host.advance(by: 1)
    #expect(try redPixelCount(in: host, rect: frame) == 0)
  }

  @Test func tappingCustomToggleSaysBeAndIsSelected() throws {
    let host = ViewHost(ToggleHost(), size: CGSize(width: 100, height: 60))
    let before = try #require(element("toggle", in: host.accessibilityTree()))
    #expect(before.label == "Kapcsoló")
    #expect(before.value == "Ki")
    #expect(!before.traits.contains(.isSelected))
    #expect(host.tap("toggle"))
    host.advance(by: 1)
    let after = try #require(element("toggle", in: host.accessibilityTree()))
    #expect(after.value == "Be")
    #expect(after.traits.contains(.isSelected))
    // The thumb has moved right: 12.5 points right of the centre is white, the track green.
    let frame = try #require(host.frame(of: "toggle"))
    let thumb = try #require(try host.pixel(at: CGPoint(x: frame.midX + 12.5, y: frame.midY)))
    #expect(thumb.red == 255 && thumb.green == 255 && thumb.blue == 255)
    let track = try #require(try host.pixel(at: CGPoint(x: frame.midX - 20, y: frame.midY)))
    #expect(track.green > 150 && track.red < 100)
  }

  @Test func draggingTheDialToTheTopSetsTheMiddleValue() throws {
    let host = ViewHost(DialHost(), size: CGSize(width: 160, height: 160))
    let frame = try #require(host.frame(of: "dial"))
    #expect(frame == CGRect(x: 0, y: 0, width: 160, height: 160))
    #expect(element("dial", in: host.accessibilityTree())?.value == "0")
    // The thumb starts at 135° on the 73-point track radius: (28.4, 131.6). Dragging it to
    // 12 o'clock is half of the 270° sweep: 50.
    let start = CGPoint(x: 80 - 73 * cos(CGFloat.pi / 4), y: 80 + 73 * sin(CGFloat.pi / 4))
    #expect(
      host.drag(from: start, by: CGSize(width: 80 - start.x, height: 7 - start.y), steps: 12))
    #expect(element("dial", in: host.accessibilityTree())?.value == "50")
  }

  @Test func dialValuesSnapToTheStep() throws {
    let host = ViewHost(DialHost(), size: CGSize(width: 160, height: 160))
    // 53 % of the sweep (143.1° past the start, 278.1° on screen) reads 53, which the
    // 10-point step rounds to 50; 58 % (156.6°) rounds to 60.
    func point(alongDegrees along: Double) -> CGPoint {
      let radians = (135 + along) * .pi / 180
      return CGPoint(x: 80 + 73 * cos(radians), y: 80 + 73 * sin(radians))
    }
    let start = point(alongDegrees: 0)
    let first = point(alongDegrees: 0.53 * 270)
    #expect(
      host.drag(
        from: start, by: CGSize(width: first.x - start.x, height: first.y - start.y)))
    #expect(element("dial", in: host.accessibilityTree())?.value == "50")
    let second = point(alongDegrees: 0.58 * 270)
    #expect(
      host.drag(
        from: first, by: CGSize(width: second.x - first.x, height: second.y - first.y)))
    #expect(element("dial", in: host.accessibilityTree())?.value == "60")
  }

  @Test func dialAnglesInTheBottomGapSnapToTheNearerEnd() {
    func value(_ x: CGFloat, _ y: CGFloat) -> Double {
      RotaryDial.value(at: CGPoint(x: x, y: y), diameter: 160, bounds: 0...100, step: 1)
    }
    // Just left of straight down (90.8°) is nearer the start at 135°: 0. Just right of it
    // (89.2°) is nearer the end at 45°: 100.
    #expect(value(79, 150) == 0)
    #expect(value(81, 150) == 100)
    // 3 o'clock is 225° along the 270° sweep: 83.33, rounded to the 1-point step: 83.
    #expect(value(150, 80) == 83)
    // 9 o'clock is 45° along: 16.67, rounded to 17.
    #expect(value(10, 80) == 17)
  }

  @Test func pieChartSplitsTwoEqualValuesLeftAndRight() throws {
    let chart = PieChart(values: [1, 1], colors: [.blue, .orange]).frame(width: 100, height: 100)
    let host = ViewHost(chart, size: CGSize(width: 100, height: 100))
    // The first slice runs from 12 o'clock clockwise to 6 o'clock: the right half.
    #expect(try host.pixel(x: 80, y: 50) == Pixel(red: 0, green: 122, blue: 255))
    #expect(try host.pixel(x: 20, y: 50) == Pixel(red: 255, green: 149, blue: 0))
    let tree = host.accessibilityTree()
    #expect(tree.first?.value == "50 percent, 50 percent")
  }

  @Test func gaugeRingDrawsTheProgressFromTwelveOClock() throws {
    let ring = GaugeRing(progress: 0.25, diameter: 100, lineWidth: 10, tint: .blue)
    let host = ViewHost(ring, size: CGSize(width: 100, height: 100))
    // The ring's centre line has radius 45. At 45° (between 12 and 3 o'clock) it is the tint;
    // at 225° it is the 20 % track over white.
    let radius = 45.0
    func pixel(atDegrees degrees: Double) throws -> Pixel? {
      let radians = degrees * .pi / 180
      return try host.pixel(x: Int(50 + radius * cos(radians)), y: Int(50 + radius * sin(radians)))
    }
    #expect(try pixel(atDegrees: -45) == Pixel(red: 0, green: 122, blue: 255))
    #expect(try pixel(atDegrees: 135) == Pixel(red: 204, green: 228, blue: 255))
    #expect(host.accessibilityTree().first?.value == "25 percent")
  }

  @Test func draggableCircleFollowsTheDragAndReturnsWhenReleased() throws {
    let host = ViewHost(
      DraggableCircle().accessibilityIdentifier("circle"), size: CGSize(width: 300, height: 300))
    let start = try #require(host.frame(of: "circle"))
    #expect(start == CGRect(x: 100, y: 100, width: 100, height: 100))
    // Held 60 points right: the circle's centre pixel moves with it.
    host.send(PointerEvent(.down, at: CGPoint(x: 150, y: 150), time: host.time))
    for step in 1...6 {
      let point = CGPoint(x: 150 + CGFloat(step) * 10, y: 150)
      host.send(PointerEvent(.move, at: point, time: host.time + Double(step) / 60))
    }
    #expect(try host.pixel(x: 245, y: 150) == Pixel(red: 0, green: 122, blue: 255))
    #expect(try host.pixel(x: 105, y: 150) == Pixel(red: 255, green: 255, blue: 255))
    host.send(PointerEvent(.up, at: CGPoint(x: 210, y: 150), time: host.time + 0.2))
    host.advance(by: 2)
    #expect(try host.pixel(x: 105, y: 150) == Pixel(red: 0, green: 122, blue: 255))
    #expect(try host.pixel(x: 245, y: 150) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func customButtonStyleDrawsWhiteTextOnPurpleAndStillTaps() throws {
    final class Counter { var taps = 0 }
    let counter = Counter()
    let button = Button("Kattints ide!") { counter.taps += 1 }
      .customButtonStyle(backgroundColor: .purple, textColor: .white)
      .accessibilityIdentifier("button")
    let host = ViewHost(button, size: CGSize(width: 240, height: 120))
    let frame = try #require(host.frame(of: "button"))
    // The purple background shows at the padded corner; the label's glyphs are white.
    #expect(
      try host.pixel(at: CGPoint(x: frame.minX + 6, y: frame.midY))
        == Pixel(red: 175, green: 82, blue: 222))
    var white = 0
    var blue = 0
    for y in Int(frame.minY + 16)..<Int(frame.maxY - 16) {
      for x in Int(frame.minX + 16)..<Int(frame.maxX - 16) {
        guard let pixel = try host.pixel(x: x, y: y) else { continue }
        if pixel.red > 240 && pixel.green > 240 && pixel.blue > 240 { white += 1 }
        if pixel.red < 60 && pixel.blue > 200 { blue += 1 }
      }
    }
    #expect(white > 40)
    #expect(blue == 0)
    #expect(host.tap("button"))
    #expect(counter.taps == 1)
  }
}
