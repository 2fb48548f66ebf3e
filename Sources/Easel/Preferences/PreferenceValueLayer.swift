import Foundation

/// The modifier behind `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)`
/// (and their forms with an alignment).
public struct _PreferenceValueLayer<Key: PreferenceKey, Layer: View>: ViewModifier,
  PrimitiveModifier
{
  let transform: (Key.Value) -> Layer
  let alignment: Alignment
  let inFront: Bool

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let layerContext = context.appending(.layer).modifyingEnvironment { $0.stackAxis = nil }
    // The layer is made at layout, from the content's preference; the views made there before
    // keep their state.
    context.owner.deferContent(at: layerContext.path)
    let transform = self.transform
    let nodes = content(context)
    // The layers this modifier made before (while they are still in the tree): what they
    // show now is where the new layers' views animate from.
    let (attachment, _) = context.attachment { PostUpdateAttachment(graph: context.graph) }
    let earlier = attachment.lastValue as? [NodeReference<PreferenceLayerNode>] ?? []
    var references: [NodeReference<PreferenceLayerNode>] = []
    let layers = nodes.enumerated().map { index, node in
      // Each view of the content (most often one) has a layer of its own.
      let ownContext = nodes.count == 1 ? layerContext : layerContext.appending(.index(index))
      let layer = PreferenceLayerNode(
        context, key: ObjectIdentifier(Key.self), layerContext: ownContext,
        alignment: alignment, inFront: inFront, child: node
      ) { layerNode, makeContext in
        let value = layerNode.child.preferenceValue(Key.self)
        return makeContext.makeNodes(for: makeContext.owner.tracked { transform(value) })
      }
      if earlier.count == nodes.count, let before = earlier[index].node, before !== layer {
        layer.previousLayer = before.shownLayer
      }
      references.append(NodeReference(layer))
      return layer
    }
    attachment.lastValue = references
    // The preference's parts may move without the layer being placed again (an offset
    // animating inside, a scroll view in between): after each layout the layers check them.
    let checked = references
    attachment.check = { [weak attachment] in
      for reference in checked {
        guard let layer = reference.node, layer.isStale else { continue }
        attachment?.graph?.enqueueAction { reference.node?.setNeedsPlacement() }
      }
    }
    return layers
  }
}

/// The node of a preference-value overlay or background: its child alone decides the size;
/// the layer is made from the child's value of the preference once the child is placed (so
/// that anchors in it are where the child's views are), made again when the parts of that
/// value change or move, proposed the child's size and aligned over it.
@MainActor
final class PreferenceLayerNode: SecondaryLayerNode {
  private let key: ObjectIdentifier
  private let layerContext: WeakNodeContext
  private let makeLayer: (PreferenceLayerNode, NodeContext) -> [LayoutNode]
  /// What the layer of the node this one replaced showed, until this one makes its layer.
  var previousLayer: [LayoutNode] = []

  /// What the layer shows: its nodes, below the slots of the views' bodies that made them
  /// (which keep their slots and change what they hold when the bodies run again).
  var shownLayer: [LayoutNode] {
    layer.map { node in
      var current = node
      while let slot = current as? SlotNode { current = slot.child }
      return current
    }
  }
  /// What the layer was made from: the preference's parts, relative to this node, and the
  /// node's size; `nil` before it is first made.
  private var madeFrom: (stamps: [PreferenceStamp], size: CGSize)?

  init(
    _ context: NodeContext, key: ObjectIdentifier, layerContext: NodeContext,
    alignment: Alignment, inFront: Bool, child: LayoutNode,
    makeLayer: @escaping (PreferenceLayerNode, NodeContext) -> [LayoutNode]
  ) {
    self.key = key
    self.layerContext = WeakNodeContext(layerContext)
    self.makeLayer = makeLayer
    super.init(context, layer: [], alignment: alignment, inFront: inFront, child: child)
  }

  /// The layer is made from where the child's views are.
  override var readsRootPositionWhilePlacing: Bool { true }

  /// What the layer would be made from now.
  private func currentParts() -> (stamps: [PreferenceStamp], size: CGSize) {
    let frame = self.frame
    return (child.preferenceStamps(key, from: frame.origin), frame.size)
  }

  /// Whether the preference's parts moved or changed since the layer was made.
  var isStale: Bool {
    guard let madeFrom else { return false }
    let now = currentParts()
    return now.size != madeFrom.size || now.stamps != madeFrom.stamps
  }

  override func placeChildren(in frame: CGRect) {
    child.place(in: frame, proposal: placementProposal)
    let parts = currentParts()
    var made: NodeContext?
    if madeFrom == nil || parts.size != madeFrom?.size || parts.stamps != madeFrom?.stamps,
      let context = layerContext.context
    {
      made = context
      madeFrom = parts
      let previous = layer.isEmpty ? previousLayer : shownLayer
      previousLayer = []
      for node in layer { release(node) }
      // The layer changes with the update that changed the preference, and animates as it
      // does: its views made again take over the old ones' places.
      var making = context
      let placement = tree.placementTransaction
      if let placement {
        let transaction = placement.transaction
        making = context.modifyingTransaction(onlyThisPass: true) { $0 = transaction }
      }
      layer = context.owner.evaluatingDuringLayout { makeLayer(self, making) }
      adopt(layer)
      if let placement {
        LayoutNode.carryPlacements(from: previous, to: shownLayer, graph: placement.graph)
      }
    }
    placeLayer(layer, over: child, aligned: alignment, in: frame)
    // What the layer's views made before and did not make again goes — once they are
    // placed, as a `GeometryReader` among them makes its content (and takes up the state
    // its content had) only then.
    if let made { made.owner.removeContentNotMade(under: made.path) }
  }
}

extension View {
  /// Layers in front of this view the view that `transform` makes from this view's value of
  /// preference `key`: the value of the views inside, with their anchors where they are
  /// drawn. The layer is proposed this view's size and centred over it; it is made again
  /// whenever the value changes or its anchors move.
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    modifier(
      _PreferenceValueLayer<Key, T>(transform: transform, alignment: .center, inFront: true))
  }

  /// Layers in front of this view, aligned by `alignment`, the view that `transform` makes
  /// from this view's value of preference `key`.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      _PreferenceValueLayer<K, V>(transform: transform, alignment: alignment, inFront: true))
  }

  /// Layers behind this view the view that `transform` makes from this view's value of
  /// preference `key`, as `overlayPreferenceValue(_:_:)` layers in front.
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    modifier(
      _PreferenceValueLayer<Key, T>(transform: transform, alignment: .center, inFront: false))
  }

  /// Layers behind this view, aligned by `alignment`, the view that `transform` makes from
  /// this view's value of preference `key`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      _PreferenceValueLayer<K, V>(transform: transform, alignment: alignment, inFront: false))
  }
}
