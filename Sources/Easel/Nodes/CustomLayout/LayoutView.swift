import Foundation

/// The view a layout makes with `callAsFunction`: the layout and the views it arranges.
///
/// The content keeps the identity it would have in a stack, so that a view switching between
/// two layouts through `AnyLayout` keeps its subviews' state.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let properties =
      (layout as? any InstanceLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
    let orientation = properties.stackOrientation
    let inner = context.modifyingEnvironment { $0.stackAxis = orientation }
    let children = inner.makeNodes(for: content)
    let cacheKey = PathComponent.type(ObjectIdentifier(LayoutCacheAttachment<L>.self))
    let store = context.appending(cacheKey).attachment { LayoutCacheAttachment<L>() }.attachment
    return [CustomLayoutNode(context, layout: layout, children: children, store: store)]
  }
}

/// A layout whose properties depend on its value rather than its type (`AnyLayout`).
@MainActor
protocol InstanceLayoutProperties {
  /// The properties of this layout value.
  var instanceLayoutProperties: LayoutProperties { get }
}

/// Keeps a layout's cache at the container's identity, so that it outlives the container's
/// layout node when the node is made again.
@MainActor
final class LayoutCacheAttachment<L: Layout>: NodeAttachment {
  /// The cache, once made.
  var cache: L.Cache?
  /// The node that last made or updated the cache.
  var user: LayoutNode? {
    get { userReference.node }
    set { userReference.node = newValue }
  }
  private var userReference = NodeReference<LayoutNode>(nil)
  /// The container of the node that uses the cache.
  weak var container: LayoutContainer?

  override func detach() {
    cache = nil
    container?.releaseContext()
  }
}
