import Foundation

/// A grid that fills rows of `columns` from its content, top to bottom. SwiftUI creates its
/// views lazily; Easel lays them all out (eagerly, for now), with SwiftUI's column sizing:
/// fixed columns take their width, adaptive columns repeat as often as they fit at their
/// minimum, and flexible ones share the rest.
///
/// Differs from SwiftUI: laid out eagerly: every view inside is made and laid out, not only
/// those in view, and `pinnedViews` is accepted but pins nothing.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid of `columns`, its cells' content aligned by `alignment` and its rows
  /// `spacing` apart (the default spacing when `nil`).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    GridLayout(
      axis: .vertical, items: columns,
      cellAlignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing
    ) {
      content
    }
  }
}

/// A grid that fills columns of `rows` from its content, leading to trailing: `LazyVGrid`
/// turned on its side.
///
/// Differs from SwiftUI: laid out eagerly: every view inside is made and laid out, not only
/// those in view, and `pinnedViews` is accepted but pins nothing.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid of `rows`, its cells' content aligned by `alignment` and its columns
  /// `spacing` apart (the default spacing when `nil`).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    GridLayout(
      axis: .horizontal, items: rows,
      cellAlignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing
    ) {
      content
    }
  }
}

/// The layout behind the lazy grids: tracks across `axis`'s cross axis from `items`, lines of
/// cells along `axis`.
struct GridLayout: Layout {
  /// The axis the grid grows along: vertical for `LazyVGrid`.
  let axis: Axis
  let items: [GridItem]
  let cellAlignment: Alignment
  let spacing: CGFloat?

  /// The cross-axis and main-axis components of a size.
  private func split(_ size: CGSize) -> (across: CGFloat, along: CGFloat) {
    axis == .vertical ? (size.width, size.height) : (size.height, size.width)
  }

  private func size(across: CGFloat, along: CGFloat) -> CGSize {
    axis == .vertical
      ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  private func proposal(across: CGFloat?, along: CGFloat?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: across, height: along)
      : ProposedViewSize(width: along, height: across)
  }

  /// The tracks, and each line's length along the axis.
  private func arrange(_ available: CGFloat?, _ subviews: Subviews) -> (GridTracks, [CGFloat]) {
    let tracks = GridTracks(items: items, available: available)
    guard !tracks.lengths.isEmpty else { return (tracks, []) }
    var lines: [CGFloat] = []
    for (index, subview) in subviews.enumerated() {
      let track = index % tracks.lengths.count
      let cell = split(subview.sizeThatFits(proposal(across: tracks.lengths[track], along: nil)))
      if track == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], cell.along)
    }
    return (tracks, lines)
  }

  private var lineSpacing: CGFloat { spacing ?? GridTracks.defaultSpacing }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    // Offered infinity (asked for its maximum), flexible items grow to their maximum.
    let available = axis == .vertical ? proposal.width : proposal.height
    let (tracks, lines) = arrange(available, subviews)
    let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
    // The grid is as wide as its tracks and the spacing between them, whatever it is offered.
    return size(across: tracks.total, along: along)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    // As in SwiftUI, the tracks are worked out again for the grid's own length, which is
    // not always what the first pass found (a flexible item's minimum can make the tracks
    // overflow what they were offered); they start at the grid's leading edge.
    let (acrossLength, _) = split(bounds.size)
    let (tracks, lines) = arrange(acrossLength, subviews)
    guard !tracks.lengths.isEmpty else { return }
    let starts = tracks.starts
    var lineStart: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let track = index % tracks.lengths.count
      let line = index / tracks.lengths.count
      if track == 0, line > 0 { lineStart += lines[line - 1] + lineSpacing }
      let alignment = tracks.alignments[track] ?? cellAlignment
      let cell = size(across: tracks.lengths[track], along: lines[line])
      let origin = size(across: starts[track], along: lineStart)
      let anchor = UnitPoint(
        x: Self.fraction(alignment.horizontal), y: Self.fraction(alignment.vertical))
      subview.place(
        at: CGPoint(
          x: bounds.minX + origin.width + anchor.x * cell.width,
          y: bounds.minY + origin.height + anchor.y * cell.height),
        anchor: anchor, proposal: self.proposal(across: tracks.lengths[track], along: nil))
    }
  }

  /// Where in a cell a horizontal alignment puts a view: 0 leading, ½ centre, 1 trailing.
  static func fraction(_ alignment: HorizontalAlignment) -> CGFloat {
    alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
  }

  /// Where in a cell a vertical alignment puts a view: 0 top, ½ centre, 1 bottom.
  static func fraction(_ alignment: VerticalAlignment) -> CGFloat {
    alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
  }
}
