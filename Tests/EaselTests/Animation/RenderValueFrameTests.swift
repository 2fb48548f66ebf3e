import Easel
import EaselCairo
import Foundation
import Testing

/// A frame of an animation of a render value (an offset, a scale, a colour) evaluates no
/// bodies, measures nothing and places nothing: the new value is shown by the render pass,
/// or, for an offset, by moving the origin of the offset view's children.
@MainActor
@Suite struct RenderValueFrameTests {
  struct Moving: View {
    @State private var moved = false

    var body: some View {
      VStack(spacing: 8) {
        Text("Label")
        HStack {
          Button("Go") {}.buttonStyle(.borderedProminent)
            .scaleEffect(moved ? 1.2 : 0.8)
          Circle().fill(moved ? Color.orange : Color.blue).frame(width: 16, height: 16)
            .accessibilityIdentifier("dot")
            .offset(x: moved ? 40 : -40, y: moved ? 10 : 0)
        }
      }
      .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
  }

  @Test func offsetScaleAndColourFramesDoNoLayoutWork() throws {
    let size = CGSize(width: 400, height: 300)
    let graph = ViewGraph(root: Moving(), textEngine: PangoTextEngine())
    graph.layout(in: size)
    graph.advanceAnimations(to: 0)
    graph.layout(in: size)
    let start = try #require(graph.frame(of: "dot"))
    graph.resetCounters()
    let before = graph.layoutStatistics()

    graph.advanceAnimations(to: 0.5)
    graph.layout(in: size)
    _ = graph.displayList()

    #expect(graph.bodyEvaluationCount == 0)
    let after = graph.layoutStatistics()
    #expect(after.measurements == before.measurements)
    #expect(after.placements == before.placements)
    // Halfway through the linear animation the dot has moved by half of (80, 10).
    let halfway = try #require(graph.frame(of: "dot"))
    #expect(halfway.minX - start.minX == 40)
    #expect(halfway.minY - start.minY == 5)
    #expect(halfway.size == start.size)

    graph.advanceAnimations(to: 1.5)
    graph.layout(in: size)
    let end = try #require(graph.frame(of: "dot"))
    #expect(end.minX - start.minX == 80)
    #expect(end.minY - start.minY == 10)
    #expect(graph.bodyEvaluationCount == 0)
    #expect(!graph.isAnimating)
  }
}
