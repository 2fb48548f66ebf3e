import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A button that shows a popover.
struct PopoverScreen: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Button("Info") { shown = true }
        .accessibilityIdentifier("info")
        .popover(isPresented: $shown) {
          Text("Details").padding(20).accessibilityIdentifier("details")
        }
      Spacer()
    }
    .padding(.top, 100)
  }
}

/// `popover`: a bubble below the view in a regular width, a sheet in a compact one.
@MainActor
@Suite struct PopoverTests {
  /// In a regular width (an iPad) the bubble sits below the button, its arrow's length
  /// apart, sized to its content; a tap outside dismisses it.
  @Test func bubbleInRegularWidth() throws {
    let host = ViewHost(
      PopoverScreen().environment(\.horizontalSizeClass, .regular),
      size: CGSize(width: 1024, height: 768))
    host.tap("info")
    host.waitForTransitions()
    let button = try #require(host.frame(of: "info"))
    let card = try #require(host.presentedCardFrame)
    #expect(card.minY == button.maxY + 13)
    #expect(abs(card.midX - button.midX) <= 0.5)
    #expect(card.width < 200)
    host.tap(at: CGPoint(x: 900, y: 700))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
  }

  /// In a compact width (an iPhone) the popover is a sheet over the whole width.
  @Test func sheetInCompactWidth() throws {
    let host = phoneHost(PopoverScreen())
    host.tap("info")
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    #expect(card.width == 393)
    #expect(card.minY == 69)
    #expect(host.frame(of: "details") != nil)
  }
}
