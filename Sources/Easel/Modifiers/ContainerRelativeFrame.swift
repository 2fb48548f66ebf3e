import Foundation

/// The node of `containerRelativeFrame`: along its axes it is as long as its closure makes
/// of the nearest container's length (the enclosing scroll view's visible length, less its
/// content margins; else the window's safe area), proposes that length to its content and
/// aligns the content inside. Along other axes it takes its content's size.
@MainActor
final class ContainerRelativeFrameNode: AligningWrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  private let axes: Axis.Set
  private let length: (CGFloat, Axis) -> CGFloat
  private weak var scroller: ScrollGeometryBox?
  private unowned let graph: ViewGraph

  init(
    _ context: NodeContext, axes: Axis.Set, alignment: Alignment,
    length: @escaping (CGFloat, Axis) -> CGFloat, child: LayoutNode
  ) {
    self.axes = axes
    self.length = length
    self.graph = context.graph
    scroller = context.environment.untrackedValue(for: EnclosingScrollGeometryKey.self)
    super.init(context, alignment: alignment, child: child)
    scroller?.registerContainerRelative(self)
  }

  /// The container's size, or `nil` along an axis where it is not known yet.
  private var containerSize: (width: CGFloat?, height: CGFloat?) {
    if let scroller {
      let size = scroller.containerSize
      return (size.width, size.height)
    }
    let window = graph.safeRect?.size ?? graph.canvasRect?.size
    return (window?.width, window?.height)
  }

  /// The lengths this frame gives, along its axes.
  private var givenSize: ProposedViewSize {
    let container = containerSize
    return ProposedViewSize(
      width: axes.contains(.horizontal)
        ? container.width.map { max(length($0, .horizontal), 0) } : nil,
      height: axes.contains(.vertical)
        ? container.height.map { max(length($0, .vertical), 0) } : nil)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let given = givenSize
    return ProposedViewSize(
      width: given.width ?? proposal.width, height: given.height ?? proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let given = givenSize
    if let width = given.width, let height = given.height {
      return CGSize(width: width, height: height)
    }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: given.width ?? childSize.width, height: given.height ?? childSize.height)
  }
}

/// The modifier behind `containerRelativeFrame`.
public struct _ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ContainerRelativeFrameNode(
      context, axes: axes, alignment: alignment, length: length, child: node)
  }
}

extension View {
  /// Makes the view as long as its nearest container along `axes`: the enclosing scroll
  /// view's visible length less its content margins, or else the window's safe area.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Makes the view `span` of `count` equal columns (or rows) of its nearest container along
  /// `axes`, with `spacing` between them: `(length − spacing × (count − 1)) / count × span +
  /// spacing × (span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    return modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return column * CGFloat(span) + spacing * CGFloat(span - 1)
      })
  }

  /// Makes the view as long, along `axes`, as `length` says from its nearest container's
  /// length along that axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}
