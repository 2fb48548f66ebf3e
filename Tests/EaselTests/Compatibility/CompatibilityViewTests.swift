import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Views that ordinary SwiftUI control code uses, each doing what SwiftUI does.
@MainActor
@Suite struct CompatibilityViewTests {
  /// `LabeledContent` puts the label at the leading edge and the value at the trailing edge,
  /// and reads as one element: label, then value.
  @Test func labeledContentIsARow() {
    let view = LabeledContent("Version", value: "2.1")
      .accessibilityIdentifier("row")
      .frame(width: 300)
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    let row = host.accessibilityTree().first { $0.identifier == "row" }
    #expect(row?.label == "Version, 2.1" || (row?.label == "Version" && row?.value == "2.1"))
    #expect(host.frame(of: "row")?.width == 300)
    let custom = ViewHost(
      LabeledContent {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("value")
      } label: {
        Text("Colour")
      }.frame(width: 200),
      size: CGSize(width: 200, height: 60))
    // The content sits at the trailing edge.
    #expect(custom.frame(of: "value")?.maxX == 200)
  }

  /// Dates in the styles of `Text(_:style:)`, from a fixed "now".
  @Test func dateStyles() {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let later = now.addingTimeInterval(2 * 3600 + 3 * 60 + 7)
    #expect(Text.format(later, style: .relative, now: now) == "2 hr, 3 min")
    #expect(Text.format(later, style: .offset, now: now) == "+2 hours")
    #expect(Text.format(now.addingTimeInterval(-60), style: .offset, now: now) == "-1 minute")
    #expect(Text.format(later, style: .timer, now: now) == "2:03:07")
    #expect(Text.format(now.addingTimeInterval(42), style: .timer, now: now) == "0:42")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let day = calendar.date(
      from: DateComponents(year: 2019, month: 6, day: 3, hour: 15, minute: 8))!
    #expect(Text.format(day, style: .date, now: now) == "June 3, 2019")
    let time = Text.format(day, style: .time, now: now)
    #expect(time.hasPrefix("3:08") && time.hasSuffix("PM"))
    // A format style formats its input.
    let host = ViewHost(
      Text(0.25, format: .percent).accessibilityIdentifier("p"),
      size: CGSize(width: 200, height: 60))
    #expect(host.accessibilityTree().first { $0.identifier == "p" }?.label == "25%")
  }

  /// A turn about the y axis narrows the view by the cosine of the angle about its anchor;
  /// edge-on it shows nothing, and what follows is still drawn.
  @Test func rotation3DTurnsLikeACard() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 40, height: 40)
        .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
      Color.blue.frame(width: 40, height: 40)
        .rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
      Color.green.frame(width: 40, height: 40)
    }
    let host = ViewHost(view, size: CGSize(width: 120, height: 40))
    let white = Pixel(red: 255, green: 255, blue: 255)
    // The red square, 40 wide centred at x = 20, is drawn 20 wide: 10...30.
    #expect(try host.pixel(x: 12, y: 20) == Pixel(red: 255, green: 59, blue: 48))
    #expect(try host.pixel(x: 8, y: 20) == white)
    #expect(try host.pixel(x: 32, y: 20) == white)
    // The blue one is edge-on; the green one beside it is drawn.
    #expect(try host.pixel(x: 60, y: 20) == white)
    #expect(try host.pixel(x: 100, y: 20) == Pixel(red: 52, green: 199, blue: 89))
    // About the z axis it is a rotation, as rotationEffect's.
    let z = TransformEffectNode.projectedRotation(
      .pi / 6, axis: (0, 0, 1), about: CGPoint(x: 5, y: 7))
    let flat = DisplayList.AffineTransform(rotation: .pi / 6, about: CGPoint(x: 5, y: 7))
    #expect(abs(z.a - flat.a) < 1e-12 && abs(z.b - flat.b) < 1e-12)
    #expect(abs(z.c - flat.c) < 1e-12 && abs(z.tx - flat.tx) < 1e-12)
  }

  struct Ticker: View {
    let start: Date
    var body: some View {
      TimelineView(.periodic(from: start, by: 1)) { context in
        Text("\(Int(context.date.timeIntervalSince(start)))")
          .accessibilityIdentifier("seconds")
      }
    }
  }

  /// A periodic timeline shows its schedule's latest date on the host's clock, and keeps the
  /// host making frames.
  @Test func timelineFollowsTheClock() {
    let host = ViewHost(Ticker(start: Date()), size: CGSize(width: 100, height: 50))
    func shown() -> String? {
      host.accessibilityTree().first { $0.identifier == "seconds" }?.label
    }
    host.advance(by: 0.05)
    #expect(shown() == "0")
    #expect(host.needsFrames)
    host.advance(by: 1)
    #expect(shown() == "1")
    host.advance(by: 2.5)
    #expect(shown() == "3")
  }

  /// With labels hidden, a toggle takes only its switch's size; its label is still read.
  @Test func labelsHiddenLeavesTheControl() {
    let shown = ViewHost(
      Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle").fixedSize(),
      size: CGSize(width: 300, height: 60))
    let hidden = ViewHost(
      Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("toggle")
        .fixedSize(),
      size: CGSize(width: 300, height: 60))
    #expect(hidden.frame(of: "toggle")?.width == 51)
    #expect((shown.frame(of: "toggle")?.width ?? 0) > 51 + 8)
    let element = hidden.accessibilityTree().first { $0.identifier == "toggle" }
    #expect(element?.label == "Wi-Fi")
  }

  /// A colour literal is a colour (the literal is what is tested, so the lint rule against
  /// playground literals is off here).
  // swift-format-ignore: NoPlaygroundLiterals
  @Test func colorLiterals() throws {
    let host = ViewHost(
      Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)),
      size: CGSize(width: 10, height: 10))
    #expect(try host.pixel(x: 5, y: 5) == Pixel(red: 255, green: 128, blue: 0))
  }

  /// A placeholder draws text as faint bars of its colour where the lines are, keeping the
  /// layout; `unredacted()` shows text as it is inside.
  @Test func placeholderRedaction() throws {
    func host(_ redacted: Bool) -> ViewHost<some View> {
      ViewHost(
        VStack {
          Text("Loading title").font(.title).accessibilityIdentifier("title")
          Text("Kept").accessibilityIdentifier("kept").unredacted()
        }
        .redacted(reason: redacted ? .placeholder : []),
        size: CGSize(width: 300, height: 120))
    }
    let plain = host(false)
    let redacted = host(true)
    let title = try #require(plain.frame(of: "title"))
    #expect(redacted.frame(of: "title") == title)
    // The middle of the title's first letter is ink in the plain text; redacted, the whole
    // box is one light bar, its middle the same as a point between the words.
    let middle = CGPoint(x: title.midX, y: title.midY)
    let start = CGPoint(x: title.minX + 3, y: title.midY)
    let bar = try #require(try redacted.pixel(at: middle))
    #expect(try redacted.pixel(at: start) == bar)
    #expect(bar != Pixel(red: 255, green: 255, blue: 255))
    #expect(bar.red > 200)
    // The unredacted text draws its glyphs as before.
    let kept = try #require(plain.frame(of: "kept"))
    var same = true
    for x in Int(kept.minX)..<Int(kept.maxX) {
      if try plain.pixel(x: x, y: Int(kept.midY)) != redacted.pixel(x: x, y: Int(kept.midY)) {
        same = false
      }
    }
    #expect(same)
  }
}
