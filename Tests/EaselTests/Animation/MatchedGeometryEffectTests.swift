import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `matchedGeometryEffect`: a view inserted by an animated change starts where the view of
/// its group that the change removed was drawn, and moves to its own frame.
@MainActor
@Suite struct MatchedGeometryEffectTests {
  struct Tabs: View {
    @Namespace private var namespace
    @State private var selected = 0

    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<2) { index in
          ZStack {
            if selected == index {
              Color.red.matchedGeometryEffect(id: "selection", in: namespace)
            }
          }
          .frame(width: 50, height: 50)
          .contentShape(Rectangle())
          .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
          .accessibilityIdentifier("tab\(index)")
        }
      }
    }
  }

  @Test func theIndicatorMovesFromTheOldTabToTheNew() throws {
    let host = ViewHost(Tabs(), size: CGSize(width: 100, height: 50))
    let red = Pixel(red: 255, green: 59, blue: 48)
    let white = Pixel(red: 255, green: 255, blue: 255)
    #expect(try host.pixel(x: 25, y: 25) == red)
    #expect(try host.pixel(x: 75, y: 25) == white)
    #expect(host.tap("tab1"))
    // At the start the new indicator is where the old one was.
    #expect(try host.pixel(x: 90, y: 25) == white)
    host.advance(by: 0.5)
    // Halfway: over 25...75, so 60 is covered (the old one, fading, never was there).
    #expect(try host.pixel(x: 60, y: 25) == red)
    #expect(try host.pixel(x: 90, y: 25) == white)
    host.advance(by: 0.6)
    #expect(try host.pixel(x: 90, y: 25) == red)
    #expect(try host.pixel(x: 25, y: 25) == white)
    #expect(!host.isAnimating)
  }

  /// Without an animation the new view is simply where it belongs.
  @Test func anUnanimatedChangeJumps() throws {
    struct Jump: View {
      @Namespace private var namespace
      @State private var right = false
      var body: some View {
        HStack(spacing: 0) {
          Color.clear.frame(width: 50, height: 50).overlay {
            if !right { Color.blue.matchedGeometryEffect(id: 1, in: namespace) }
          }
          Color.clear.frame(width: 50, height: 50).overlay {
            if right { Color.blue.matchedGeometryEffect(id: 1, in: namespace) }
          }
        }
        .contentShape(Rectangle())
        .onTapGesture { right.toggle() }
        .accessibilityIdentifier("row")
      }
    }
    let host = ViewHost(Jump(), size: CGSize(width: 100, height: 50))
    #expect(host.tap("row"))
    #expect(try host.pixel(x: 90, y: 25) == Pixel(red: 0, green: 122, blue: 255))
    #expect(!host.isAnimating)
  }
}
