import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// Text inside a scale animation is laid out for the scale rounded to 1/16, so the frames of
/// the animation reuse a few layouts instead of shaping the text for every frame's scale;
/// once the animation ends, the text is drawn exactly as it is under that scale at rest.
@MainActor
@Suite struct AnimatedTextLayoutTests {
  static let size = CGSize(width: 240, height: 80)

  /// A label that grows from 0.9 to 1.1 over a second once it appears.
  struct Pulse: View {
    let label: String
    @State private var isLarge = false

    var body: some View {
      Text(label).font(.title3)
        .scaleEffect(isLarge ? 1.1 : 0.9)
        .onAppear { withAnimation(.linear(duration: 1)) { isLarge = true } }
    }
  }

  @Test func aScaleAnimationShapesItsTextAtRoundedScalesOnly() throws {
    let cache = PangoLayoutCache.shared
    let host = ViewHost(Pulse(label: "Pulse probe, rounded scales"), size: Self.size)
    host.advance(by: 0)
    let before = cache.createdLayoutCount
    var transforms = 0
    for _ in 0..<30 {
      host.advance(by: 1.0 / 30)
      let list = host.displayList()
      for item in list.items {
        if case .transform = item.operation {
          transforms += 1
          #expect(item.isAnimating == host.isAnimating)
        }
      }
      let image = try CairoImage(size: Self.size, scale: 1)
      image.draw(list, background: Color.Resolved(red: 1, green: 1, blue: 1))
    }
    // Every frame but the one at scale 1, drawn without a transform.
    #expect(transforms >= 28)
    // 0.9 to 1.1 in steps of 1/16: 0.875 (for 0.9), 0.9375, 1 (the measured layout, at no
    // cost), 1.0625 and 1.125. Shaped at every frame's own scale, it would take about 29.
    let created = cache.createdLayoutCount - before
    #expect(created >= 1)
    #expect(created <= 4)
    host.advance(by: 0.1)
    #expect(!host.isAnimating)
  }

  @Test func fadingAnAnimatingTransformKeepsItMarked() {
    let transform = DisplayList.Item(
      operation: .transform(
        DisplayList.AffineTransform(scale: CGSize(width: 1.05, height: 1.05), about: .zero), []),
      source: 7, isAnimating: true)
    let faded = transform.faded(by: 0.5)
    #expect(faded.isAnimating)
    #expect(faded.source == 7)
  }

  @Test func theLastFrameOfAScaleAnimationIsDrawnAsTheScaleAtRest() throws {
    let animated = ViewHost(Pulse(label: "Pulse probe, at rest"), size: Self.size)
    animated.advance(by: 0)
    for _ in 0..<12 { animated.advance(by: 0.1) }
    #expect(!animated.isAnimating)
    let still = ViewHost(
      Text("Pulse probe, at rest").font(.title3).scaleEffect(1.1), size: Self.size)
    let list = still.displayList()
    #expect(
      list.items.contains { item in
        if case .transform = item.operation { return !item.isAnimating }
        return false
      })
    let moving = try animated.renderedImage()
    let resting = try still.renderedImage()
    var differing = 0
    for y in 0..<moving.pixelHeight {
      for x in 0..<moving.pixelWidth where moving.pixel(x: x, y: y) != resting.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
  }
}
