import Foundation

/// A view that gives its content a `ScrollViewProxy`, to scroll the scroll views inside it to
/// the views identified by `id(_:)` or by a `ForEach`'s element identifiers.
public struct ScrollViewReader<Content: View>: View {
  /// Makes the content with the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var targets = ScrollTargets()

  /// Creates a reader whose content scrolls with `proxy`.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(ScrollViewProxy(targets: targets))
      .environment(\.scrollTargets, targets)
  }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to the views it identifies.
@MainActor
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls the scroll view holding the view identified by `id` so that the view shows:
  /// with `anchor`, until the view's point at `anchor` lies at the viewport's point at
  /// `anchor` (`.top` puts its top edge at the top); without, by the least that brings all
  /// of it into view. Inside `withAnimation`, the scroll animates. An unknown identifier
  /// scrolls nothing.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    targets.scroll(to: AnyHashable(id), anchor: anchor)
  }
}

/// The views a `ScrollViewReader`'s (or a scroll view's) content identifies, by identifier,
/// as their nodes were last made.
@MainActor
final class ScrollTargets {
  private var nodes: [AnyHashable: NodeReference<LayoutNode>] = [:]
  /// The targets of the reader or scroll view around this one's owner, which learn of the
  /// same views.
  var parent: ScrollTargets?

  /// Records that the view identified by `id` is drawn by `node` now.
  func register(_ id: AnyHashable, node: LayoutNode) {
    nodes[id] = NodeReference(node)
    parent?.register(id, node: node)
  }

  /// The views identified, by identifier, whose nodes still exist.
  var identified: [(id: AnyHashable, node: LayoutNode)] {
    nodes.compactMap { entry in entry.value.node.map { (entry.key, $0) } }
  }

  /// The node of the view identified by `id`, if it exists.
  func node(for id: AnyHashable) -> LayoutNode? { nodes[id]?.node }

  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let node = nodes[id]?.node else { return }
    var ancestor = node.parent
    while let current = ancestor, !(current is ScrollViewNode) { ancestor = current.parent }
    guard let scroller = ancestor as? ScrollViewNode else { return }
    scroller.scroll(toShow: node.frame, anchor: anchor)
  }
}

private struct ScrollTargetsKey: EnvironmentKey {
  static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
  /// The targets of the enclosing `ScrollViewReader`, if any.
  var scrollTargets: ScrollTargets? {
    get { self[ScrollTargetsKey.self] }
    set { self[ScrollTargetsKey.self] = newValue }
  }
}

extension NodeContext {
  /// The targets of the enclosing `ScrollViewReader`, read without making the view depend
  /// on them; `nil` outside a reader.
  var scrollTargets: ScrollTargets? {
    environment.untrackedValue(for: ScrollTargetsKey.self)
  }

  /// Records `nodes` as the view identified by `id` for the enclosing `ScrollViewReader`,
  /// if there is one.
  func registerScrollTarget(_ id: AnyHashable, nodes: [LayoutNode]) {
    guard let first = nodes.first, let targets = scrollTargets else { return }
    targets.register(id, node: first)
  }
}
