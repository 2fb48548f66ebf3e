import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// Text in a window's frames is painted through cached coverage masks (`TextMask`), with the
/// very pixels Pango and Cairo draw it with.
@MainActor
@Suite struct TextMaskTests {
  static let size = CGSize(width: 320, height: 260)
  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

  /// Labels of many sizes, weights and colours, at fractional positions, scaled and turned,
  /// faded, wrapped, truncated, with spans and with characters masks leave to Pango.
  struct Labels: View {
    @State private var phase = false

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Text("Plain body text, Ågåt ÿ ß fi fl").offset(x: 0.3, y: 0.6)
        Text("Bold title").font(.title.bold()).foregroundStyle(Color.blue)
        HStack {
          Text("Go").padding(6).background(Capsule().fill(Color.orange))
            .scaleEffect(phase ? 1.2 : 0.8)
          Text("Turned").rotationEffect(.degrees(phase ? 20 : -10))
          Text("Faded").opacity(0.45)
        }
        Text("A long line that wraps at the frame's width and is cut after two lines of it")
          .italic().lineLimit(2).frame(width: 180, alignment: .leading)
        Text("Mixed ") + Text("bold").bold() + Text(" and ") + Text("red").foregroundColor(.red)
        Text("Underlined").underline()
        Text("Arrows → and stars ★ go through Pango")
      }
      .padding(10.25)
      .onAppear { withAnimation(.linear(duration: 0.5).repeatForever()) { phase = true } }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func maskedTextHasPangosPixels(scale: CGFloat) throws {
    let host = ViewHost(Labels(), size: Self.size, scale: scale)
    // Whole frames: every label is drawn on every frame, the still ones from their masks.
    let masked = FrameRenderer()
    masked.drawsDamageOnly = false
    let drawn = FrameRenderer()
    drawn.drawsDamageOnly = false
    let hits = TextMask.hits
    let misses = TextMask.misses
    for frame in 0..<6 {
      host.advance(by: 0.07)
      let list = host.displayList()
      TextMask.isEnabled = true
      let fast = try masked.draw(list, background: Self.white, size: Self.size, scale: scale)
      TextMask.isEnabled = false
      let slow = try drawn.draw(list, background: Self.white, size: Self.size, scale: scale)
      TextMask.isEnabled = true
      #expect(differingPixels(fast, slow) == 0, "frame \(frame)")
    }
    // The still labels are masked once and reused on every later frame.
    #expect(TextMask.misses > misses)
    #expect(TextMask.hits - hits >= 5 * 4)
  }

  @Test func onlyTextOfOneColourWithoutLinesOrColourGlyphsIsMasked() {
    var run = DisplayList.TextRun(
      string: "Hello", font: Font.body.resolved,
      color: .init(red: 0, green: 0, blue: 0, opacity: 1), frame: .zero)
    #expect(TextMask.canDraw(run))
    run.string = "Hello 👋"
    #expect(!TextMask.canDraw(run))
    run.string = "Hello"
    run.spans = [
      TextSpan(
        range: 0..<2, font: Font.body.resolved, color: .init(red: 1, green: 0, blue: 0, opacity: 1))
    ]
    #expect(!TextMask.canDraw(run))
    run.spans = [
      TextSpan(
        range: 0..<2, font: Font.body.resolved,
        backgroundColor: .init(red: 1, green: 1, blue: 0, opacity: 1))
    ]
    #expect(!TextMask.canDraw(run))
    run.spans = [TextSpan(range: 0..<2, font: Font.body.bold().resolved)]
    #expect(TextMask.canDraw(run))
  }
}
