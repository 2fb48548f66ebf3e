import Foundation

/// The size and coordinates of a laid-out view, for `GeometryReader` and
/// `onGeometryChange(for:of:action:)`.
@MainActor
public struct GeometryProxy {
  /// The view's frame in root coordinates.
  let globalFrame: CGRect
  /// The view's top-left corner in root coordinates as anchors are taken (`AnchorGeometry`),
  /// where anchors are resolved from.
  private let layoutOrigin: CGPoint
  /// The layout node, to find named coordinate spaces and containers among its ancestors.
  private let reference: NodeReference<LayoutNode>
  private var node: LayoutNode? { reference.node }
  /// The whole canvas the root is shown in, in root coordinates.
  let rootFrame: CGRect?
  /// How far the view reaches past the safe area on each edge.
  let untrackedSafeAreaInsets: EdgeInsets
  /// Where a `GeometryReader` notes what its content read that depends on its position.
  private let reads: GeometryProxyReads?

  /// The safe area insets of the view: how far it reaches past the safe area on each edge.
  public nonisolated var safeAreaInsets: EdgeInsets {
    MainActor.assumeIsolated {
      reads?.noteSafeAreaInsets(untrackedSafeAreaInsets)
      return untrackedSafeAreaInsets
    }
  }

  /// A proxy for `node` as placed now; `reads`, when given, notes what is read of it that
  /// depends on the node's position.
  init(
    node: LayoutNode, canvas: CGRect? = nil, safeArea: CGRect? = nil,
    reads: GeometryProxyReads? = nil
  ) {
    self.reference = NodeReference(node)
    self.reads = reads
    self.globalFrame = node.frame
    self.layoutOrigin = AnchorGeometry(of: node).point(.zero)
    self.rootFrame = canvas
    // The part of the view outside the safe area, edge by edge.
    if let safe = safeArea {
      let frame = node.frame
      self.untrackedSafeAreaInsets = EdgeInsets(
        top: max(safe.minY - frame.minY, 0), leading: max(safe.minX - frame.minX, 0),
        bottom: max(frame.maxY - safe.maxY, 0), trailing: max(frame.maxX - safe.maxX, 0))
    } else {
      self.untrackedSafeAreaInsets = EdgeInsets()
    }
  }

  /// The layout node the proxy describes.
  var layoutNode: LayoutNode? { node }

  /// The size of the view.
  public nonisolated var size: CGSize { globalFrame.size }

  /// The view's frame in a coordinate space.
  ///
  /// Offsets move the frame; the rotations and scales of effects between the view and the
  /// space turn and scale it, and the frame is the bounding box of the result. The size is
  /// the laid-out size whatever the effects.
  ///
  /// Not isolated, as in SwiftUI, so that a `visualEffect(_:)` closure may call it; Easel
  /// only hands out proxies on the main actor, where it must be called.
  public nonisolated func frame(in space: CoordinateSpace) -> CGRect {
    MainActor.assumeIsolated {
      let frame = isolatedFrame(in: space)
      reads?.noteFrame(frame, in: space)
      return frame
    }
  }

  private func isolatedFrame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global:
      return transformed(globalFrame, below: nil)
    case .local:
      return CGRect(origin: .zero, size: globalFrame.size)
    case .named(let name):
      if let space = name.base as? ScrollViewSpace { return frame(inScrollView: space.axis) }
      var ancestor = node?.parent
      while let current = ancestor {
        if let named = current as? CoordinateSpaceNode, named.name == name {
          return transformed(globalFrame, below: named)
            .offsetBy(dx: -named.frame.minX, dy: -named.frame.minY)
        }
        ancestor = current.parent
      }
      return transformed(globalFrame, below: nil)
    }
  }

  /// The view's frame against the nearest scroll view around it (scrolling along `axis`, when
  /// given): from its visible region's top-leading corner; in root coordinates when there is
  /// none.
  private func frame(inScrollView axis: Axis?) -> CGRect {
    var ancestor = node?.parent
    while let current = ancestor {
      if let scroller = current as? ScrollViewNode,
        axis.map({ scroller.axes.contains($0 == .horizontal ? .horizontal : .vertical) }) ?? true
      {
        return transformed(globalFrame, below: scroller)
          .offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
      }
      ancestor = current.parent
    }
    return transformed(globalFrame, below: nil)
  }

  /// `rect` (in root coordinates as laid out) through the rotations and scales of the view's
  /// ancestors below `top` (all of them when `nil`), innermost first: each effect's transform
  /// is in the laid-out root coordinates, so they compose in that order.
  private func transformed(_ rect: CGRect, below top: LayoutNode?) -> CGRect {
    var result = rect
    var ancestor = node?.parent
    while let current = ancestor, current !== top {
      if let effect = current as? TransformEffectNode, let transform = effect.contentTransform {
        result = transform.apply(to: result)
      }
      ancestor = current.parent
    }
    return result
  }

  /// The view's frame in a coordinate space.
  public nonisolated func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: space.coordinateSpace)
  }

  /// The value of `anchor` (a rectangle or point of another view, from
  /// `anchorPreference(key:value:transform:)`) in this view's own coordinates: its top-leading
  /// corner is the origin. Both are taken as laid out (see `Anchor`); where this view itself
  /// is rotated or scaled, the value is moved to its corner but not turned or scaled back.
  public nonisolated subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(from: layoutOrigin)
  }
}
