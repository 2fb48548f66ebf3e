import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct ModifierLayoutTests {
  @Test func paddingGrowsTheViewAndBackgroundTakesItsSize() {
    let view = Color.red.frame(width: 40, height: 20)
      .accessibilityIdentifier("content")
      .padding()
      .background(Color.blue.accessibilityIdentifier("background"))
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    // 40 × 20 plus 16 on each side is 72 × 52, centred at (64, 24).
    #expect(host.frame(of: "background") == CGRect(x: 64, y: 24, width: 72, height: 52))
    #expect(host.frame(of: "content") == CGRect(x: 80, y: 40, width: 40, height: 20))
  }

  @Test func paddingOnChosenEdges() {
    let view = Color.red.frame(width: 10, height: 10).padding(.horizontal, 10)
      .accessibilityIdentifier("padded")
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "padded") == CGRect(x: 35, y: 45, width: 30, height: 10))
  }

  @Test func frameWithOneDimensionTakesTheChildsOther() throws {
    let view = Text("Hi").frame(width: 120).accessibilityIdentifier("framed")
    let host = ViewHost(view, size: CGSize(width: 300, height: 300))
    let frame = host.frame(of: "framed")
    #expect(frame?.width == 120)
    #expect((frame?.height ?? 0) > 10)
    #expect((frame?.height ?? 100) < 40)
  }

  @Test func frameAlignmentPlacesTheChild() {
    let view = Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
      .frame(width: 100, height: 100, alignment: .topLeading)
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "dot") == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func overlayIsSizedToTheViewAndAligned() {
    let view = Color.red.frame(width: 60, height: 40)
      .overlay(
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge"),
        alignment: .topTrailing)
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "badge") == CGRect(x: 70, y: 30, width: 10, height: 10))
  }

  @Test func customViewModifierWrapsContent() {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding(10).background(Color.gray)
      }
    }
    let view = Color.red.frame(width: 20, height: 20).modifier(Card())
      .accessibilityIdentifier("card")
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "card") == CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  @Test func textWrapsWhenProposedLessThanItsIdealWidth() throws {
    let line = "The quick brown fox jumps over the lazy dog"
    let wide = ViewHost(
      Text(line).accessibilityIdentifier("t"), size: CGSize(width: 1000, height: 400))
    let narrow = ViewHost(
      Text(line).accessibilityIdentifier("t"), size: CGSize(width: 120, height: 400))
    let one = try #require(wide.frame(of: "t"))
    let many = try #require(narrow.frame(of: "t"))
    #expect(many.width <= 120)
    #expect(many.height >= one.height * 3)
    #expect(one.width > 120)
  }
}
