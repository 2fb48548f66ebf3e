import Foundation

/// The layers a graph presents above its root view (sheets, covers, popovers, alerts and
/// dialogs), bottom first. While there are any, the root of the layout tree is a
/// `PresentationHostNode` holding the root view's layout and the layers, so that layout,
/// drawing, hit testing (top layer first), identifiers and the accessibility tree all see
/// them; with none, the root view's layout is the root, as it always was.
@MainActor
final class PresentationStack {
  private(set) var layers: [PresentationLayerNode] = []
  private var host: PresentationHostNode?

  /// The root of the layout tree for the root view's layout `content`.
  func root(over content: LayoutNode?) -> LayoutNode? {
    guard let content, let first = layers.first else {
      if let host {
        self.host = nil
        host.dismantle()
      }
      return content
    }
    if let host {
      host.set(content: content, layers: layers)
      return host
    }
    let made = PresentationHostNode(first.context, content: content, layers: layers)
    host = made
    return made
  }

  /// Adds `layer` on top, unless it is already presented.
  func push(_ layer: PresentationLayerNode) {
    guard !layers.contains(where: { $0 === layer }) else { return }
    layers.append(layer)
    host?.set(content: host?.content, layers: layers)
  }

  /// Takes `layer` away.
  func remove(_ layer: PresentationLayerNode) {
    guard layers.contains(where: { $0 === layer }) else { return }
    layers.removeAll { $0 === layer }
    host?.set(content: host?.content, layers: layers)
  }
}

/// The root of the layout tree while something is presented: the root view's layout, laid
/// out as the graph lays out its root, and above it each presented layer over the whole
/// canvas. Hit testing tries the layers from the top down before the root view.
@MainActor
final class PresentationHostNode: LayoutNode {
  private unowned let graph: ViewGraph
  private(set) var content: LayoutNode?
  private var layers: [PresentationLayerNode]

  init(_ context: NodeContext, content: LayoutNode, layers: [PresentationLayerNode]) {
    graph = context.graph
    self.content = content
    self.layers = layers
    super.init(context)
    adopt(content)
    adopt(layers)
    tree.placementEpoch &+= 1
  }

  /// Takes `content` and `layers`, laying out again when either changed.
  func set(content newContent: LayoutNode?, layers newLayers: [PresentationLayerNode]) {
    let sameContent = newContent === content
    let sameLayers =
      newLayers.count == layers.count && zip(newLayers, layers).allSatisfy { $0 === $1 }
    guard !sameContent || !sameLayers else { return }
    if !sameContent {
      if let content { release(content) }
      content = newContent
      if let newContent { adopt(newContent) }
    }
    if !sameLayers {
      for layer in layers where !newLayers.contains(where: { $0 === layer }) { release(layer) }
      layers = newLayers
      adopt(newLayers)
    }
    tree.placementEpoch &+= 1
    invalidateLayout()
  }

  /// Lets the root view's layout and the layers go: the root view's layout is the root again.
  func dismantle() {
    if let content { release(content) }
    for layer in layers { release(layer) }
    content = nil
    layers = []
    tree.placementEpoch &+= 1
  }

  override var children: [LayoutNode] {
    var all: [LayoutNode] = content.map { [$0] } ?? []
    all.append(contentsOf: layers)
    return all
  }

  override var drawingRole: DrawingRole { .children }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    content?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect) {
    content?.place(in: bounds, proposal: placementProposal)
    // The layers cover the canvas, wherever the root view was centred.
    let origin = frame.origin
    let canvas = graph.canvasRect ?? CGRect(origin: origin, size: bounds.size)
    for layer in layers {
      layer.place(
        in: canvas.offsetBy(dx: -origin.x, dy: -origin.y), proposal: ProposedViewSize(canvas.size))
    }
  }
}

extension ViewGraph {
  /// How many layers are presented above the root view (entering, shown or leaving).
  ///
  /// Easel only: for tests of screens.
  public var presentedLayerCount: Int { presentations.layers.count }

  /// The frame of the topmost presented layer's card, in root coordinates, from the last
  /// layout; `nil` when nothing is presented.
  ///
  /// Easel only: for tests of screens.
  public var presentedCardFrame: CGRect? { presentations.layers.last?.cardFrame }
}
