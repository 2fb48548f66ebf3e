import Foundation

/// Rests a scroll view with one of the views of its `scrollTargetLayout()` container at its
/// leading (or top) edge — after the space the content leaves before its first such view, so
/// that content padded to show the first view centred shows every view centred.
///
/// The view chosen is the one nearest where the scroll would naturally end; a flick moves at
/// least one view on in its direction. Without a target layout, the scroll ends where it
/// would.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one scroll may move past.
  public struct LimitBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    let kind: Kind

    /// Limited in a compact size class along the scroll axis (the width's for a horizontal
    /// scroll view, the height's for a vertical one), not otherwise.
    public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
    /// Always limited to a few views: as many as fit in the visible region (at least one).
    public static var always: LimitBehavior { LimitBehavior(kind: .always) }
    /// Never limited.
    public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    /// Limited to a few views: as many as fit in the visible region (at least one).
    public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
    /// Limited to one view per scroll.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
  }

  let limitBehavior: LimitBehavior

  /// Creates a view-aligned behaviour.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  /// Moves `target` so that the chosen view sits at the leading or top edge.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let axis = context.mainAxis
    let horizontal = axis == .horizontal
    let rects = context.targetRects
    guard !rects.isEmpty else { return }
    let inset = horizontal ? context.targetInset.width : context.targetInset.height
    let stops = scrollStops(
      rects.map { (horizontal ? $0.minX : $0.minY) - inset }, maximum: context.maximumOffset(axis),
      includingEnds: true)
    let natural = horizontal ? target.rect.minX : target.rect.minY
    let original = horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY
    guard
      let stop = restingStop(
        among: stops, natural: natural, original: original, velocity: context.speed(axis),
        limit: limit(rects: rects, context: context))
    else { return }
    if horizontal { target.rect.origin.x = stop } else { target.rect.origin.y = stop }
    target.anchor = nil
  }

  /// How many views a scroll may move past, or `nil` for no limit.
  private func limit(rects: [CGRect], context: TargetContext) -> Int? {
    let horizontal = context.mainAxis == .horizontal
    let few: Int = {
      let lengths = rects.map { horizontal ? $0.width : $0.height }
      let average = lengths.reduce(0, +) / CGFloat(lengths.count)
      let window = horizontal ? context.containerSize.width : context.containerSize.height
      return average > 0 ? max(Int(window / average), 1) : 1
    }()
    switch limitBehavior.kind {
    case .never: return nil
    case .alwaysByOne: return 1
    case .always, .alwaysByFew: return few
    case .automatic:
      let sizeClass = horizontal ? context.horizontalSizeClass : context.verticalSizeClass
      return sizeClass == .compact ? few : nil
    }
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Rests with a view of the `scrollTargetLayout()` container at the leading or top edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Rests with a view of the `scrollTargetLayout()` container at the leading or top edge,
  /// moving past at most as many views per scroll as `limitBehavior` allows.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
