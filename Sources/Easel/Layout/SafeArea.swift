import Foundation

/// Kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area of the device (notch, home indicator, rounded corners).
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area a software keyboard covers (Easel shows no keyboard).
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The node made by `ignoresSafeArea`: where its frame meets the edge of the safe area on
/// one of its edges, the frame is extended to the edge of the canvas, and the content is laid
/// out in the larger frame.
@MainActor
final class IgnoresSafeAreaNode: WrapperNode {
  let edges: Edge.Set
  private unowned let graph: ViewGraph

  init(_ context: NodeContext, edges: Edge.Set, child: LayoutNode) {
    self.edges = edges
    self.graph = context.graph
    super.init(context, child: child)
  }

  override var placesFromRootPosition: Bool { true }

  override func placeChildren(in bounds: CGRect) {
    guard let safe = graph.safeRect, let canvas = graph.canvasRect else {
      return super.placeChildren(in: bounds)
    }
    // The safe area is in root coordinates: work there, and place the child back in this
    // node's own coordinates.
    let frame = self.frame
    var extended = frame
    let touch: CGFloat = 0.5
    if edges.contains(.top), abs(frame.minY - safe.minY) < touch {
      extended.origin.y = canvas.minY
      extended.size.height += safe.minY - canvas.minY
    }
    if edges.contains(.leading), abs(frame.minX - safe.minX) < touch {
      extended.origin.x = canvas.minX
      extended.size.width += safe.minX - canvas.minX
    }
    if edges.contains(.bottom), abs(frame.maxY - safe.maxY) < touch {
      extended.size.height += canvas.maxY - safe.maxY
    }
    if edges.contains(.trailing), abs(frame.maxX - safe.maxX) < touch {
      extended.size.width += canvas.maxX - safe.maxX
    }
    guard extended != frame else { return super.placeChildren(in: bounds) }
    let proposal = ProposedViewSize(extended.size)
    let size = child.sizeThatFits(proposal)
    child.place(
      in: CGRect(
        x: extended.minX - frame.minX + (extended.width - size.width) / 2,
        y: extended.minY - frame.minY + (extended.height - size.height) / 2, width: size.width,
        height: size.height),
      proposal: proposal)
  }
}

/// The node made by `safeAreaInset(edge:alignment:spacing:content:)`: the inset content sits
/// along one edge at its ideal thickness, and the main content takes the rest.
@MainActor
final class SafeAreaInsetNode: WrapperNode {
  let edge: Edge
  let spacing: CGFloat
  let alignment: CGFloat
  let inset: [LayoutNode]

  init(
    _ context: NodeContext, edge: Edge, alignment: CGFloat, spacing: CGFloat,
    inset: [LayoutNode], child: LayoutNode
  ) {
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
    self.inset = inset
    super.init(context, child: child)
    adopt(inset)
  }

  override var children: [LayoutNode] { [child] + inset }

  override func anyChild(_ predicate: (LayoutNode) -> Bool) -> Bool {
    for node in children where predicate(node) { return true }
    return false
  }

  /// Draws the content, then the inset views.
  override func render(into list: inout DisplayList) {
    for node in children { node.render(into: &list) }
  }

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The inset content's proposal and size for the node's proposal.
  private func insetLayout(_ proposal: ProposedViewSize) -> (ProposedViewSize, CGSize) {
    var insetProposal = proposal
    insetProposal[axis] = nil
    var size = CGSize.zero
    for node in inset {
      let nodeSize = node.sizeThatFits(insetProposal)
      size[axis] += nodeSize[axis]
      size[axis.perpendicular] = max(size[axis.perpendicular], nodeSize[axis.perpendicular])
    }
    return (insetProposal, size)
  }

  private func mainProposal(_ proposal: ProposedViewSize, thickness: CGFloat) -> ProposedViewSize {
    var main = proposal
    if let length = proposal[axis] { main[axis] = max(length - thickness - spacing, 0) }
    return main
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (_, insetSize) = insetLayout(proposal)
    guard insetSize[axis] > 0 else { return child.sizeThatFits(proposal) }
    var size = child.sizeThatFits(mainProposal(proposal, thickness: insetSize[axis]))
    size[axis] += insetSize[axis] + spacing
    size[axis.perpendicular] = max(size[axis.perpendicular], insetSize[axis.perpendicular])
    return size
  }

  override func placeChildren(in frame: CGRect) {
    let (insetProposal, insetSize) = insetLayout(placementProposal)
    let thickness = insetSize[axis] > 0 ? insetSize[axis] + spacing : 0
    var mainFrame = frame
    var insetOrigin = frame.origin
    switch edge {
    case .top:
      mainFrame.origin.y += thickness
      mainFrame.size.height = max(frame.height - thickness, 0)
    case .leading:
      mainFrame.origin.x += thickness
      mainFrame.size.width = max(frame.width - thickness, 0)
    case .bottom:
      mainFrame.size.height = max(frame.height - thickness, 0)
      insetOrigin.y = frame.maxY - insetSize.height
    case .trailing:
      mainFrame.size.width = max(frame.width - thickness, 0)
      insetOrigin.x = frame.maxX - insetSize.width
    }
    let mainProposal = mainProposal(placementProposal, thickness: insetSize[axis])
    let mainSize = child.sizeThatFits(mainProposal)
    child.place(
      in: CGRect(
        x: mainFrame.minX + (mainFrame.width - mainSize.width) / 2,
        y: mainFrame.minY + (mainFrame.height - mainSize.height) / 2, width: mainSize.width,
        height: mainSize.height),
      proposal: mainProposal)
    var position = insetOrigin
    for node in inset {
      let size = node.sizeThatFits(insetProposal)
      var origin = position
      let free = frame.size[axis.perpendicular] - size[axis.perpendicular]
      origin[axis.perpendicular] = frame.origin[axis.perpendicular] + free * alignment
      node.place(in: CGRect(origin: origin, size: size), proposal: insetProposal)
      position[axis] += size[axis]
    }
  }
}

/// The modifier behind `ignoresSafeArea(_:edges:)`.
public struct _SafeAreaIgnoringLayout: ViewModifier, WrappingModifier {
  let edges: Edge.Set

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    IgnoresSafeAreaNode(context, edges: edges, child: node)
  }
}

/// The modifier behind `safeAreaInset(edge:alignment:spacing:content:)`.
public struct _InsetViewModifier<Inset: View>: ViewModifier, WrappingModifier {
  let edge: Edge
  let alignment: CGFloat
  let spacing: CGFloat
  let content: Inset

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let insetContext = context.appending(.layer).modifyingEnvironment { $0.stackAxis = nil }
    return SafeAreaInsetNode(
      context, edge: edge, alignment: alignment, spacing: spacing,
      inset: insetContext.makeNodes(for: content), child: node)
  }
}

extension View {
  /// Lets this view extend into the safe area on `edges`, where its frame meets the safe
  /// area's edge (backgrounds behind the notch and home indicator, for example).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(_SafeAreaIgnoringLayout(edges: regions.contains(.container) ? edges : []))
  }

  /// Shows `content` along a vertical edge of this view, which takes the rest of the space.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .top ? .top : .bottom, alignment: alignment.fraction,
        spacing: spacing ?? 0, content: content()))
  }

  /// Shows `content` along a horizontal edge of this view, which takes the rest of the space.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction,
        spacing: spacing ?? 0, content: content()))
  }

  /// Adds `length` (16 points when `nil`) to the safe area on `edges`: content that respects
  /// the safe area is inset by it. (Easel applies it as padding of the content.)
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }
}

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, Sendable {
  case top, bottom
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, Hashable, Sendable {
  case leading, trailing
}
