/// A graph's handle (`ViewGraph.link`), held by what must reach the graph without keeping it
/// alive (through `GraphReference`). The graph clears it when it goes away, so a holder that
/// outlives the graph finds `nil`.
///
/// It stands in for `weak` references to the graph, as `NodeLink` does for layout nodes: one
/// weak reference gives the graph a side table, and then every retain and release of the
/// graph takes the runtime's slow path — and each view made reaches the graph several times
/// (its node's unowned reference, a shape's, an animated value's).
final class GraphLink: @unchecked Sendable {
  /// The graph; `nil` once it is gone. Set by the graph when it is made and cleared first
  /// thing in its `deinit`; read on the main actor. Unlike a weak reference, reading it is
  /// not atomic with the graph's release: it is safe because the graph is released, and read,
  /// on the main actor only (closures that run elsewhere carry the reference there and read it
  /// on the main actor, as the observation callbacks do).
  nonisolated(unsafe) unowned(unsafe) var graph: ViewGraph?

  init() {}
}

/// A reference to a graph that does not keep it alive and reads `nil` once the graph is gone,
/// as `weak` would, without giving the graph a side table (see `GraphLink`).
@propertyWrapper
struct GraphReference: Sendable {
  private var link: GraphLink?

  init() {}

  init(wrappedValue: ViewGraph?) {
    link = wrappedValue?.link
  }

  var wrappedValue: ViewGraph? {
    get { link?.graph }
    set { link = newValue?.link }
  }
}
