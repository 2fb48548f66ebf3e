import Foundation

/// A proxy for one view that a custom layout arranges: ask it for its size and guides, read
/// its layout values, and tell it where to go.
///
/// Two proxies are equal when they stand for the same subview.
///
/// Differs from SwiftUI: its members are isolated to the main actor, where Easel's layout runs
/// (SwiftUI's are not isolated).
public struct LayoutSubview: Equatable {
  /// The subview's layout node.
  let node: LayoutNode
  /// The subview's position among all the container's subviews.
  let index: Int
  /// Where placements are recorded.
  let container: LayoutContainer

  /// The size the subview chooses for `proposal`.
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The subview's size for `proposal` and its alignment guides at that size.
  @MainActor
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(node.sizeThatFits(proposal))
  }

  /// The subview's layout priority, set with `layoutPriority(_:)`; 0 by default.
  @MainActor
  public var priority: Double { node.layoutPriority }

  /// The subview's spacing preferences.
  @MainActor
  public var spacing: ViewSpacing {
    var current = node
    while true {
      if let provider = current as? any ViewSpacingProvider { return provider.viewSpacing }
      guard let wrapper = current as? WrapperNode else { return ViewSpacing() }
      current = wrapper.child
    }
  }

  /// The value set for `key` with `layoutValue(key:value:)` on the subview (through any
  /// modifiers around it), or the key's default.
  @MainActor
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    var current = node
    while true {
      if let carrier = current as? LayoutValueNode<K> { return carrier.value }
      guard let wrapper = current as? WrapperNode else { return K.defaultValue }
      current = wrapper.child
    }
  }

  /// Places the subview so that its `anchor` point sits at `position` (in the coordinate space
  /// of the layout's bounds), at the size it chooses for `proposal`. Call it once per subview
  /// from `placeSubviews(in:proposal:subviews:cache:)`; calls from anywhere else are ignored.
  @MainActor
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let size = node.sizeThatFits(proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    container.record(CGRect(origin: origin, size: size), proposal: proposal, at: index)
  }

  /// Places the subview in exactly `frame`, sized with `proposal`, for the built-in stack
  /// layouts.
  @MainActor
  func place(in frame: CGRect, proposal: ProposedViewSize) {
    container.record(frame, proposal: proposal, at: index)
  }

  /// Whether both proxies stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}

/// A node that states its own spacing preferences (a custom layout container).
@MainActor
protocol ViewSpacingProvider: AnyObject {
  /// The node's spacing preferences.
  var viewSpacing: ViewSpacing { get }
}
