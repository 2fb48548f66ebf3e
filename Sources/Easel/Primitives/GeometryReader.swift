import Foundation

/// A container view that defines its content as a function of its own size and coordinates.
///
/// As in SwiftUI, it takes all the space it is offered (10×10 when asked for its ideal size)
/// and places its content at its top-leading corner. The content is made during layout, once
/// the size is known, and made again when the size changes — and, when the content read the
/// reader's frame in a coordinate space other than `.local` (or its safe area insets),
/// whenever a placement changes what it read: inside a scroll view, at every scroll step, in
/// the same frame. A reader whose content reads only its size is not made again as it moves.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content depends on its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let content = self.content
    let inner = context.modifyingEnvironment { $0.stackAxis = nil }
    // The content is made at layout; the views made there before keep their state.
    context.owner.deferContent(at: context.path)
    return [
      GeometryReaderNode(inner) { proxy, context in
        context.makeNodes(for: context.owner.tracked { content(proxy) })
      }
    ]
  }
}

/// The node of a `GeometryReader`.
///
/// It keeps the context it was made in to make its content at layout, without keeping that
/// context's owner, whose layout tree holds this node (see `WeakNodeContext`).
@MainActor
final class GeometryReaderNode: LayoutNode {
  private let context: WeakNodeContext
  private let makeContent: (GeometryProxy, NodeContext) -> [LayoutNode]
  private var content: [LayoutNode] = []
  private var contentSize: CGSize?
  /// What the content read of its proxy that depends on where the reader is.
  private var reads = GeometryProxyReads()
  /// The content of the reader this one replaced (see `LayoutNode.carryPlacements`), whose
  /// places the content takes over when it is first made during an animated change.
  var carriedContent: [LayoutNode] = []

  init(_ context: NodeContext, makeContent: @escaping (GeometryProxy, NodeContext) -> [LayoutNode])
  {
    self.context = WeakNodeContext(context)
    self.makeContent = makeContent
    super.init(context)
  }

  override var children: [LayoutNode] { content }

  /// The content is made with the reader's frame in root coordinates.
  override var readsRootPositionWhilePlacing: Bool { true }

  /// A reader whose content read its position is placed again whenever it moves (as a scroll
  /// step moves it), to make the content again if what it read changed.
  override var placesFromRootPosition: Bool { !reads.isEmpty }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in frame: CGRect) {
    // A reader whose owner has left the graph makes nothing more: it places what it has.
    // Its size unchanged, it makes its content again only when what the content read of its
    // position changed; a reader that read none pays nothing here.
    let resized = contentSize != frame.size
    if resized || !reads.isEmpty, let context = context.context,
      resized || reads.differ(from: proxy(in: context))
    {
      contentSize = frame.size
      // A new record: proxies the previous content kept note nothing here.
      reads = GeometryProxyReads()
      let proxy = proxy(in: context, reads: reads)
      let previous = content.isEmpty ? carriedContent : content
      carriedContent = []
      for node in content { release(node) }
      content = context.owner.evaluatingDuringLayout { makeContent(proxy, context) }
      context.owner.removeContentNotMade(under: context.path)
      adopt(content)
      invalidateDrawing()
      // Made again in an animated change, the content animates from where it was.
      if let placement = tree.placementTransaction {
        LayoutNode.carryPlacements(from: previous, to: content, graph: placement.graph)
      }
    }
    let proposal = ProposedViewSize(frame.size)
    for node in content {
      node.place(
        in: CGRect(origin: frame.origin, size: node.sizeThatFits(proposal)), proposal: proposal)
    }
  }

  /// A proxy for the reader as placed now.
  private func proxy(in context: NodeContext, reads: GeometryProxyReads? = nil) -> GeometryProxy {
    GeometryProxy(
      node: self, canvas: context.graph.canvasRect, safeArea: context.graph.safeRect, reads: reads)
  }
}
