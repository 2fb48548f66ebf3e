import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `textSelection(.enabled)`: a press and drag on the text selects a range, a double click a
/// word, a triple click the whole text; Ctrl+C copies, Ctrl+A selects all, Escape and a click
/// elsewhere clear; a gesture that takes the drag (a scroll) ends the selection; text without
/// the modifier is not selected.
@MainActor
@Suite struct TextSelectionTests {
  struct Quotes: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 20) {
        Text("Hello world")
          .font(.title)
          .textSelection(.enabled)
          .accessibilityIdentifier("selectable")
        Text("Plain words")
          .font(.title)
          .accessibilityIdentifier("plain")
        Button("Tap") {}
          .accessibilityIdentifier("button")
        Spacer()
      }
      .padding(20)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  static let size = CGSize(width: 300, height: 300)

  func point(_ frame: CGRect, _ fraction: CGFloat) -> CGPoint {
    CGPoint(x: frame.minX + frame.width * fraction, y: frame.midY)
  }

  @Test func aDragSelectsARangeAndCtrlCCopiesIt() throws {
    let host = ViewHost(Quotes(), size: Self.size)
    let text = try #require(host.frame(of: "selectable"))
    #expect(host.selectedText == nil)
    // From the first letter's leading edge to the middle of "world".
    host.drag(from: point(text, 0.01), by: CGSize(width: text.width * 0.74, height: 0))
    let selected = try #require(host.selectedText)
    #expect(selected.hasPrefix("Hello w"))
    #expect(selected.count < "Hello world".count)
    #expect(host.press("c", modifiers: .control))
    #expect(host.pasteboard.string == selected)
    // Backwards, from the end to the start of "world".
    host.drag(from: point(text, 0.99), by: CGSize(width: -text.width * 0.45, height: 0))
    #expect(host.selectedText == "world")
  }

  @Test func doubleAndTripleClicksSelectAWordAndTheWholeText() throws {
    let host = ViewHost(Quotes(), size: Self.size)
    let text = try #require(host.frame(of: "selectable"))
    host.tap(at: point(text, 0.2), count: 2)
    #expect(host.selectedText == "Hello")
    host.advance(by: 1)
    host.tap(at: point(text, 0.8), count: 2)
    #expect(host.selectedText == "world")
    host.advance(by: 1)
    host.tap(at: point(text, 0.8), count: 3)
    #expect(host.selectedText == "Hello world")
  }

  @Test func ctrlASelectsAllAndEscapeOrAClickElsewhereClears() throws {
    let host = ViewHost(Quotes(), size: Self.size)
    let text = try #require(host.frame(of: "selectable"))
    // A single click places an empty selection: nothing is selected yet.
    host.tap(at: point(text, 0.5))
    #expect(host.selectedText == nil)
    #expect(host.press("a", modifiers: .control))
    #expect(host.selectedText == "Hello world")
    #expect(host.press(.escape))
    #expect(host.selectedText == nil)
    #expect(!host.press(.escape), "nothing left to clear")
    host.tap(at: point(text, 0.2), count: 2)
    #expect(host.selectedText == "Hello")
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 150, y: 280))
    #expect(host.selectedText == nil)
  }

  @Test func textWithoutTheModifierIsNotSelected() throws {
    let host = ViewHost(Quotes(), size: Self.size)
    let plain = try #require(host.frame(of: "plain"))
    host.drag(from: point(plain, 0.01), by: CGSize(width: plain.width * 0.9, height: 0))
    #expect(host.selectedText == nil)
    host.tap(at: point(plain, 0.5), count: 3)
    #expect(host.selectedText == nil)
    #expect(!host.press("a", modifiers: .control))
  }

  /// A drag that scrolls the text ends its selection; the wheel leaves it.
  @Test func aScrollThatTakesTheDragEndsTheSelection() throws {
    struct Article: View {
      var body: some View {
        ScrollView {
          VStack(alignment: .leading) {
            Text("Selectable paragraph")
              .textSelection(.enabled)
              .accessibilityIdentifier("paragraph")
            Color.gray.frame(height: 1_000)
          }
          .padding()
        }
      }
    }
    let host = ViewHost(Article(), size: Self.size)
    let text = try #require(host.frame(of: "paragraph"))
    host.tap(at: point(text, 0.95), count: 2)
    #expect(host.selectedText == "paragraph")
    host.advance(by: 1)
    host.scroll("paragraph", by: CGSize(width: 0, height: 10))
    #expect(host.selectedText == "paragraph")
    host.drag(from: point(text, 0.05), by: CGSize(width: 0, height: -120))
    host.advance(by: 2)
    #expect(host.selectedText == nil)
  }

  /// The selection is drawn behind the glyphs in the tint at a quarter of its opacity, light
  /// and dark.
  @Test(arguments: [ColorScheme.light, .dark])
  func theSelectionIsDrawnBehindTheText(scheme: ColorScheme) throws {
    struct Card: View {
      var body: some View {
        Text("Selected words wrap onto a second line here")
          .font(.title3)
          .textSelection(.enabled)
          .frame(width: 220, alignment: .leading)
          .accessibilityIdentifier("card")
          .padding(20)
      }
    }
    let host = ViewHost(Card(), size: CGSize(width: 260, height: 120), colorScheme: scheme)
    let text = try #require(host.frame(of: "card"))
    host.drag(
      from: CGPoint(x: text.minX + text.width * 0.45, y: text.minY + 8),
      by: CGSize(width: -text.width * 0.2, height: text.height - 14))
    let selected = try #require(host.selectedText)
    #expect(selected.contains(" "))
    try assertSnapshot(of: host, as: .image(), named: "text-selection-\(scheme.rawValue)")
  }
}
