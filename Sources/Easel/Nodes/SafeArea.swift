import Foundation

/// Kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area of the device (notch, home indicator, rounded corners).
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area a software keyboard covers.
  ///
  /// Differs from SwiftUI: Easel shows no keyboard, so this region is always empty.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The node made by `ignoresSafeArea`: where its frame meets the edge of the safe area on
/// one of its edges, the frame is extended past the unsafe area there, and the content is laid
/// out in the larger frame.
///
/// The safe area is layered, as in SwiftUI: the device's insets around the canvas, and inside
/// them the space each enclosing `safeAreaInset` (and `safeAreaPadding`) adds to the safe
/// area of its main content. The frame is extended layer by layer, innermost first, for as
/// long as it meets the safe edge of the next layer.
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

  /// The layers of safe area around this node, innermost first, each as its safe rect and
  /// the rect its unsafe area reaches to, in root coordinates.
  private func safeAreaLayers() -> [(safe: CGRect, outer: CGRect)] {
    var layers: [(safe: CGRect, outer: CGRect)] = []
    var below: LayoutNode = self
    while let current = below.parent {
      if let insetting = current as? SafeAreaInsetNode, insetting.child === below,
        let safe = insetting.mainSafeRect
      {
        layers.append((safe, insetting.frame))
      }
      below = current
    }
    if let safe = graph.safeRect, let canvas = graph.canvasRect {
      layers.append((safe, canvas))
    }
    return layers
  }

  override func placeChildren(in bounds: CGRect) {
    let layers = safeAreaLayers()
    guard !layers.isEmpty else { return super.placeChildren(in: bounds) }
    // The safe area is in root coordinates: work there, and place the child back in this
    // node's own coordinates.
    let frame = self.frame
    var top = frame.minY
    var leading = frame.minX
    var bottom = frame.maxY
    var trailing = frame.maxX
    let touch: CGFloat = 0.5
    for (safe, outer) in layers {
      if edges.contains(.top), abs(top - safe.minY) < touch { top = min(top, outer.minY) }
      if edges.contains(.leading), abs(leading - safe.minX) < touch {
        leading = min(leading, outer.minX)
      }
      if edges.contains(.bottom), abs(bottom - safe.maxY) < touch {
        bottom = max(bottom, outer.maxY)
      }
      if edges.contains(.trailing), abs(trailing - safe.maxX) < touch {
        trailing = max(trailing, outer.maxX)
      }
    }
    let extended = CGRect(x: leading, y: top, width: trailing - leading, height: bottom - top)
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
/// along one edge, and the main content takes the rest, as SwiftUI lays them out.
///
/// The inset is offered the length less the spacing and the main content's minimum (its size
/// for a zero length), so that flexible inset content takes what the main content can give
/// up; the main content is offered what the inset leaves. The main content sits against the
/// opposite edge, centred across; the inset against its edge, aligned across with the main
/// content by the alignment. The spacing is added even when the inset is empty.
@MainActor
final class SafeAreaInsetNode: WrapperNode {
  let edge: Edge
  let spacing: CGFloat
  let alignment: CGFloat
  /// The inset content, one node (several views are stacked in depth, as in a `ZStack`).
  let inset: LayoutNode

  init(
    _ context: NodeContext, edge: Edge, alignment: CGFloat, spacing: CGFloat,
    inset: LayoutNode, child: LayoutNode
  ) {
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
    self.inset = inset
    super.init(context, child: child)
    adopt(inset)
  }

  override var children: [LayoutNode] { [child, inset] }

  override func anyChild(_ predicate: (LayoutNode) -> Bool) -> Bool {
    predicate(child) || predicate(inset)
  }

  /// Draws the content, then the inset views.
  override func render(into list: inout DisplayList) {
    child.render(into: &list)
    inset.render(into: &list)
  }

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The thickness the inset and the spacing add to the main content's safe area on `edge`,
  /// as last placed.
  private var placedThickness: CGFloat?

  /// The safe area this node gives its main content, in root coordinates: its own frame less
  /// the inset and the spacing on `edge`; `nil` before it is placed.
  var mainSafeRect: CGRect? {
    guard let thickness = placedThickness else { return nil }
    var rect = frame
    switch edge {
    case .top:
      rect.origin.y += thickness
      rect.size.height = max(rect.height - thickness, 0)
    case .leading:
      rect.origin.x += thickness
      rect.size.width = max(rect.width - thickness, 0)
    case .bottom: rect.size.height = max(rect.height - thickness, 0)
    case .trailing: rect.size.width = max(rect.width - thickness, 0)
    }
    return rect
  }

  /// The proposals and sizes of the inset and the main content for the node's proposal.
  private func layout(_ proposal: ProposedViewSize)
    -> (inset: ProposedViewSize, insetSize: CGSize, main: ProposedViewSize, mainSize: CGSize)
  {
    var insetProposal = proposal
    var mainProposal = proposal
    if let length = proposal[axis] {
      let available = max(length - spacing, 0)
      // A fixed inset (each edge of `safeAreaPadding`) is one size whatever it is offered:
      // the content is not measured at a zero length to find what it can give up.
      if inset.hasFixedSize {
        insetProposal[axis] = available
      } else {
        var smallest = proposal
        smallest[axis] = 0
        let minimum = child.sizeThatFits(smallest)[axis]
        insetProposal[axis] = max(available - minimum, 0)
      }
    }
    let insetSize = inset.sizeThatFits(insetProposal)
    if let length = proposal[axis] {
      mainProposal[axis] = max(length - insetSize[axis] - spacing, 0)
    }
    return (insetProposal, insetSize, mainProposal, child.sizeThatFits(mainProposal))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (_, insetSize, _, mainSize) = layout(proposal)
    var size = CGSize.zero
    size[axis] = insetSize[axis] + spacing + mainSize[axis]
    size[axis.perpendicular] = max(insetSize[axis.perpendicular], mainSize[axis.perpendicular])
    return size
  }

  override func placeChildren(in frame: CGRect) {
    let (insetProposal, insetSize, mainProposal, mainSize) = layout(placementProposal)
    placedThickness = insetSize[axis] + spacing
    let across = axis.perpendicular
    var mainOrigin = frame.origin
    var insetOrigin = frame.origin
    switch edge {
    case .top:
      mainOrigin.y = frame.maxY - mainSize.height
    case .leading:
      mainOrigin.x = frame.maxX - mainSize.width
    case .bottom:
      insetOrigin.y = frame.maxY - insetSize.height
    case .trailing:
      insetOrigin.x = frame.maxX - insetSize.width
    }
    mainOrigin[across] = frame.origin[across] + (frame.size[across] - mainSize[across]) / 2
    insetOrigin[across] =
      mainOrigin[across] + (mainSize[across] - insetSize[across]) * alignment
    child.place(in: CGRect(origin: mainOrigin, size: mainSize), proposal: mainProposal)
    inset.place(in: CGRect(origin: insetOrigin, size: insetSize), proposal: insetProposal)
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
  let spacing: CGFloat?
  let content: Inset

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let insetContext = context.appending(.layer).modifyingEnvironment { $0.stackAxis = nil }
    // Several inset views overlap, centred, as in a `ZStack`.
    let inset = ZStackNode(
      insetContext, alignment: .center, children: insetContext.makeNodes(for: content))
    return SafeAreaInsetNode(
      context, edge: edge, alignment: alignment, spacing: spacing ?? StackNode.defaultSpacing,
      inset: inset, child: node)
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

  /// Shows `content` along a vertical edge of this view, which takes the rest of the space;
  /// `spacing` between them is the default spacing (8 points) when `nil`.
  ///
  /// Differs from SwiftUI: `alignment` places the content where the guide's default value
  /// puts it; explicit `alignmentGuide`s in the content are not read.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .top ? .top : .bottom, alignment: alignment.fraction,
        spacing: spacing, content: content()))
  }

  /// Shows `content` along a horizontal edge of this view, which takes the rest of the space;
  /// `spacing` between them is the default spacing (8 points) when `nil`.
  ///
  /// Differs from SwiftUI: `alignment` places the content where the guide's default value
  /// puts it; explicit `alignmentGuide`s in the content are not read.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction,
        spacing: spacing, content: content()))
  }

  /// Adds `length` (16 points when `nil`) to the safe area on `edges`: content that respects
  /// the safe area is inset by it, and content that ignores it reaches past it.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? Self.defaultPadding))
  }

  /// Adds `length` to the safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  /// Adds `insets` to the safe area: as in SwiftUI, an empty inset of that thickness on each
  /// edge, with no spacing.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    safeAreaInset(edge: VerticalEdge.top, spacing: 0) {
      Color.clear.frame(width: 0, height: insets.top)
    }
    .safeAreaInset(edge: VerticalEdge.bottom, spacing: 0) {
      Color.clear.frame(width: 0, height: insets.bottom)
    }
    .safeAreaInset(edge: HorizontalEdge.leading, spacing: 0) {
      Color.clear.frame(width: insets.leading, height: 0)
    }
    .safeAreaInset(edge: HorizontalEdge.trailing, spacing: 0) {
      Color.clear.frame(width: insets.trailing, height: 0)
    }
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
