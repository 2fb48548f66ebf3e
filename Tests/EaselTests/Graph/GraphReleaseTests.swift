import EaselCairo
import Foundation
import Testing

@testable import Easel

/// Nothing a graph holds outlives it. The views that keep a `NodeContext` after their body
/// ran (a `GeometryReader`'s node, a custom modifier's content, a custom layout's container)
/// keep it with its owner held weakly; holding the owner made a cycle through the owner's own
/// subtree, which kept the owner's view values, their state and everything below alive after
/// the graph was gone (valgrind found a spec's whole tree lost after `easel render`).
@MainActor
@Suite struct GraphReleaseTests {
  /// An object a view value holds, to see whether the value is still kept.
  final class Token {}

  struct Reading: View {
    let token: Token
    var body: some View {
      GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
    }
  }

  struct Bordered: ViewModifier {
    @State private var width = 2.0
    func body(content: Content) -> some View {
      content.padding(width).overlay(Rectangle().stroke(Color.blue, lineWidth: width))
    }
  }

  struct Modified: View {
    let token: Token
    var body: some View {
      Text("framed").modifier(Bordered())
    }
  }

  /// Its subviews side by side, each as wide as it likes.
  struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      return CGSize(
        width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var x = bounds.minX
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
        x += size.width
      }
    }
  }

  struct LaidOut: View {
    let token: Token
    var body: some View {
      Row {
        Text("one")
        Text("two")
      }
    }
  }

  struct Plain: View {
    let token: Token
    var body: some View { Text("plain") }
  }

  /// Lays out and draws the view `make` makes around a token, drops the graph, and returns
  /// the token if something still holds it.
  private func tokenLeft<V: View>(by make: (Token) -> V) -> Token? {
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let graph = ViewGraph(root: make(token), textEngine: PangoTextEngine())
      graph.layout(in: CGSize(width: 200, height: 100))
      #expect(!graph.displayList().items.isEmpty)
      graph.layout(in: CGSize(width: 150, height: 100))
      _ = graph.displayList()
    }
    return weakToken
  }

  @Test func aPlainViewGoesWithItsGraph() {
    #expect(tokenLeft { Plain(token: $0) } == nil)
  }

  @Test func aGeometryReadersOwnerGoesWithItsGraph() {
    #expect(tokenLeft { Reading(token: $0) } == nil)
  }

  @Test func aCustomModifiersOwnerGoesWithItsGraph() {
    #expect(tokenLeft { Modified(token: $0) } == nil)
  }

  @Test func aCustomLayoutsOwnerGoesWithItsGraph() {
    #expect(tokenLeft { LaidOut(token: $0) } == nil)
  }

  /// What holds a graph without keeping it (a shape, an animated value, an observation's
  /// callback) holds a `GraphReference` rather than a weak reference, which would give the
  /// graph a side table: it reads the graph while the graph lives, does not keep it alive,
  /// and reads `nil` once it is gone.
  @Test func aGraphReferenceReadsNothingOnceTheGraphIsGone() {
    var reference = GraphReference()
    do {
      let graph = ViewGraph(
        root: Color.red.frame(width: 10, height: 10), textEngine: PangoTextEngine())
      graph.layout(in: CGSize(width: 100, height: 100))
      reference.wrappedValue = graph
      #expect(reference.wrappedValue === graph)
      let copy = reference
      #expect(copy.wrappedValue === graph)
    }
    #expect(reference.wrappedValue == nil)
  }
}
