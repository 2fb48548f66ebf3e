import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Insertion and removal transitions on the manual clock, checked by pixels: a view inserted
/// with `withAnimation` fades or slides in; a removed one keeps drawing as it leaves.
@MainActor
@Suite struct TransitionTests {
  struct Banner: View {
    @State var shown = false
    let transition: AnyTransition
    var body: some View {
      ZStack {
        Color.white.frame(width: 100, height: 100)
          .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        if shown {
          Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            .transition(transition)
            .allowsHitTesting(false)
        }
      }
    }
  }

  @Test func opacityFadesInAndOut() throws {
    let host = ViewHost(Banner(transition: .opacity), size: CGSize(width: 100, height: 100))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 255, green: 255, blue: 255))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 255, green: 255, blue: 255))
    host.advance(by: 0.5)
    let half = try #require(try host.pixel(x: 50, y: 50))
    #expect(abs(Int(half.red) - 128) <= 2 && half.blue == 255)
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 0, green: 0, blue: 255))
    // Removed: it still draws, fading, until the animation ends.
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 0, green: 0, blue: 255))
    host.advance(by: 0.5)
    let leaving = try #require(try host.pixel(x: 50, y: 50))
    #expect(abs(Int(leaving.red) - 128) <= 2)
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 255, green: 255, blue: 255))
    #expect(!host.isAnimating)
  }

  @Test func moveSlidesInFromAnEdge() throws {
    let host = ViewHost(
      Banner(transition: .move(edge: .leading)), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 0.5)
    // Halfway: moved left by half its width (20): it spans x 10…50.
    #expect(try host.pixel(x: 45, y: 50)?.blue == 255)
    #expect(try host.pixel(x: 45, y: 50)?.red == 0)
    #expect(try host.pixel(x: 55, y: 50) == Pixel(red: 255, green: 255, blue: 255))
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 55, y: 50)?.red == 0)
  }

  @Test func changesWithoutAnimationInsertAtOnce() throws {
    struct Plain: View {
      @State var shown = false
      var body: some View {
        ZStack {
          Color.white.frame(width: 100, height: 100).onTapGesture { shown.toggle() }
          if shown {
            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).transition(.opacity)
              .allowsHitTesting(false)
          }
        }
      }
    }
    let host = ViewHost(Plain(), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 0, green: 0, blue: 255))
    #expect(!host.isAnimating)
  }

  /// A banner inside a container that scales and clips it, in the same body.
  struct ScaledBanner: View {
    @State var shown = true
    var body: some View {
      ZStack {
        Color.white.frame(width: 100, height: 100)
          .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        if shown {
          Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
            .transition(.opacity)
            .allowsHitTesting(false)
        }
      }
      .scaleEffect(2)
      .frame(width: 100, height: 100)
      .clipped()
    }
  }

  @Test func aLeavingViewStaysInsideItsContainersTransform() throws {
    let host = ViewHost(ScaledBanner(), size: CGSize(width: 200, height: 200))
    // Scaled twice about the centre, the 20-point square covers 80…120.
    #expect(try host.pixel(x: 85, y: 100) == Pixel(red: 0, green: 0, blue: 255))
    #expect(host.tap(at: CGPoint(x: 55, y: 55)))
    host.advance(by: 0.5)
    // Half way out it is still twice as large, only fainter: drawn inside the scale.
    let leaving = try #require(try host.pixel(x: 85, y: 100))
    #expect(leaving.blue == 255 && leaving.red > 100 && leaving.red < 160, "\(leaving)")
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 85, y: 100) == Pixel(red: 255, green: 255, blue: 255))
  }
}
