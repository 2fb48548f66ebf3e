import Foundation

/// Rests a scroll view on page boundaries: multiples of its visible length along its axis
/// (and its content's end), at most one page on from where each scroll began, as a paging
/// `UIScrollView` does. A flick goes to the next page in its direction; a slow release goes
/// to the nearest page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the paging behaviour.
  public init() {}

  /// Moves `target` to the page boundary the scroll should rest on.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let axis = context.mainAxis
    let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
    let maximum = context.maximumOffset(axis)
    guard page > 0 else { return }
    let count = Int((maximum / page).rounded(.up))
    let stops = scrollStops(
      (0...max(count, 0)).map { CGFloat($0) * page }, maximum: maximum, includingEnds: true)
    let natural = axis == .horizontal ? target.rect.minX : target.rect.minY
    let original =
      axis == .horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY
    guard
      let stop = restingStop(
        among: stops, natural: natural, original: original, velocity: context.speed(axis),
        limit: 1)
    else { return }
    if axis == .horizontal { target.rect.origin.x = stop } else { target.rect.origin.y = stop }
    target.anchor = nil
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on page boundaries: multiples of the scroll view's visible length.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
