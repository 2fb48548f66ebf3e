import Easel
import Foundation
import Testing

@testable import EaselPreview

/// A spec whose expressions do not read the canvas size is built once for its canvas: a
/// resize (free size in the preview window) lays it out again without running a body, so
/// nothing it reads is registered again on every resize (issue 21: resident memory under
/// resizing). A spec that reads the size still follows it.
@MainActor
@Suite struct SpecSizeReadsTests {
  @Test func whatReadsTheSizeIsFound() throws {
    // Constants, state and text that merely says "width" read nothing.
    #expect(
      try !parseSpec(
        #"{"state": {"n": 4}, "view": {"type": "Text", "text": "width", "frame": {"width": "$n * 10"}}}"#
      ).readsCanvasSize)
    // An expression in a view's field.
    #expect(
      try parseSpec(
        #"{"view": {"type": "Color", "color": "red", "frame": {"height": "height / 3"}}}"#
      )
      .readsCanvasSize)
    // Deep in the tree.
    #expect(
      try parseSpec(
        #"{"view": {"type": "VStack", "children": [{"type": "Text", "text": "a"}, {"type": "HStack", "children": [{"type": "Color", "color": "red", "frame": {"width": "min(width, 200)"}}]}]}}"#
      ).readsCanvasSize)
    // A computed state entry.
    #expect(
      try parseSpec(
        #"{"state": {"half": {"expression": "width / 2"}}, "view": {"type": "Text", "text": "a"}}"#
      ).readsCanvasSize)
    // A component's property, which is decoded only when the component is built.
    #expect(
      try parseSpec(#"{"component": "AdaptiveLayout", "props": {"maxTopHeight": "height - 100"}}"#)
        .readsCanvasSize)
    #expect(
      try !parseSpec(#"{"component": "AdaptiveLayout", "props": {"maxTopHeight": "300 + 50"}}"#)
        .readsCanvasSize)
  }

  /// Counts the runs of `RunCounter`'s body.
  @MainActor final class Runs {
    var count = 0
  }

  /// A component view that holds a closure, so that a body that makes it again always runs
  /// its body too (a closure cannot be compared), as most real views do.
  struct RunCounter: View {
    let runs: Runs
    let width: Double
    let action: @MainActor () -> Void = {}

    var body: some View {
      runs.count += 1
      return Color.blue.frame(width: width, height: 40).accessibilityIdentifier("square")
    }
  }

  struct CounterProps: Codable, Sendable {
    var width: Double = 40
  }

  /// A free-size scene (the canvas follows the window) showing `json`, with `RunCounter`
  /// registered as "Counter", laid out at 300 × 300.
  func freeSizeScene(_ json: String, runs: Runs) throws -> (
    spec: Spec, scene: PreviewScene, graph: ViewGraph
  ) {
    var registry = ComponentRegistry.standard
    registry.register("Counter", defaults: CounterProps()) { props in
      RunCounter(runs: runs, width: props.width)
    }
    let spec = try Spec(data: Data(json.utf8), fileName: "Counter.json", registry: registry)
    let scene = PreviewScene.freeSize { spec.makeView(registry: registry) }
    scene.layout(in: CGSize(width: 300, height: 300))
    return (spec, scene, scene.canvases[0].graph)
  }

  func frame(of identifier: String, in graph: ViewGraph) -> CGRect? {
    graph.identifiedFrames().first { $0.identifier == identifier }?.frame
  }

  @Test func aSpecThatDoesNotReadTheSizeRunsNoBodyWhenTheCanvasResizes() throws {
    let runs = Runs()
    let (spec, scene, graph) = try freeSizeScene(
      #"{"view": {"type": "VStack", "children": [{"type": "Text", "text": "Hello"}, {"type": "Component", "component": "Counter"}]}}"#,
      runs: runs)
    #expect(!spec.readsCanvasSize)
    #expect(runs.count == 1)
    let before = try #require(frame(of: "square", in: graph))
    for step in 1...10 {
      scene.layout(in: CGSize(width: 300 + 20 * step, height: 300 + 10 * step))
    }
    #expect(runs.count == 1)
    // Laid out again in the new size: still centred.
    let after = try #require(frame(of: "square", in: graph))
    #expect(after.midX - before.midX == 100)
    #expect(after.midY - before.midY == 50)
    #expect(after.size == before.size)
  }

  @Test func aSpecThatReadsTheSizeFollowsIt() throws {
    let runs = Runs()
    let (spec, scene, graph) = try freeSizeScene(
      #"{"component": "Counter", "props": {"width": "width / 2"}}"#, runs: runs)
    #expect(spec.readsCanvasSize)
    #expect(frame(of: "square", in: graph)?.width == 150)
    let before = runs.count
    scene.layout(in: CGSize(width: 500, height: 300))
    #expect(frame(of: "square", in: graph)?.width == 250)
    #expect(runs.count == before + 1)
  }
}
