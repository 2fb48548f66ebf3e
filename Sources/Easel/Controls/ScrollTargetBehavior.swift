import Foundation

/// Where a scroll view comes to rest when a scroll ends: a behaviour moves the target the
/// scroll would naturally end at (a page boundary, a view's edge, a grid of your own).
///
/// Set one with `scrollTargetBehavior(_:)`. Easel asks it when a drag is released (the
/// target is where the flick's momentum would carry the content) and when the wheel or
/// touchpad has been still for 0.15 s after scrolling (the target is where the content is).
///
/// Differs from SwiftUI: a behaviour is not asked again when the scroll view's size changes;
/// the content keeps its offset.
public protocol ScrollTargetBehavior {
  /// The context a behaviour updates its target in.
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Changes `target`, the region the scroll view would show at rest, to the one it should
  /// show. The scroll view then animates there.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The region a scroll view should show when it comes to rest.
public struct ScrollTarget: Sendable {
  /// The rectangle, in the content's coordinates, that the scroll view should show: at first
  /// the visible region at the natural resting offset (its origin is that offset, its size
  /// the scroll view's).
  public var rect: CGRect
  /// Where `rect` should sit in the visible region: its point at `anchor` at the visible
  /// region's point at `anchor`. When `nil`, the scroll view moves by the least that shows
  /// all of `rect` (to its origin, for a rectangle the size of the scroll view).
  public var anchor: UnitPoint?

  init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a scroll target behaviour knows about the scroll that ended: where it began, how
/// fast it went, the sizes of the content and the scroll view, and (through dynamic member
/// lookup) the scroll view's environment.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// The target of the scroll when it began: the region shown then.
  public let originalTarget: ScrollTarget
  /// How fast the content was scrolling when the scroll ended, in points per second (a
  /// positive `dx` scrolls towards the trailing end).
  public let velocity: CGVector
  /// The size of the scroll view's content.
  public let contentSize: CGSize
  /// The size of the scroll view's visible region.
  public let containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public let axes: Axis.Set
  /// The scroll view's environment.
  let environment: EnvironmentValues
  /// The frames of the views of the scroll view's `scrollTargetLayout()` containers, in the
  /// content's coordinates, in order.
  let targetRects: [CGRect]
  /// The space between the content's leading edge and its first target view, along each
  /// axis (zero without targets): view-aligned targets keep it, as a content margin.
  let targetInset: CGSize

  /// The value at `keyPath` of the scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }

  /// The scrolling axis the built-in behaviours align along: horizontal for a scroll view
  /// that scrolls only that way, vertical otherwise.
  var mainAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

  /// The largest offset along `axis`.
  func maximumOffset(_ axis: Axis) -> CGFloat {
    axis == .horizontal
      ? max(contentSize.width - containerSize.width, 0)
      : max(contentSize.height - containerSize.height, 0)
  }

  /// The velocity along `axis`.
  func speed(_ axis: Axis) -> CGFloat { axis == .horizontal ? velocity.dx : velocity.dy }
}

/// Picks where a scroll along one axis rests among `stops` (offsets, ascending): the stop
/// nearest the natural end; after a flick (faster than 300 points per second) at least one
/// stop on from where the scroll began, in its direction; and with `limit`, at most that many
/// stops from the stop the scroll began at.
func restingStop(
  among stops: [CGFloat], natural: CGFloat, original: CGFloat, velocity: CGFloat, limit: Int?
) -> CGFloat? {
  guard !stops.isEmpty else { return nil }
  func nearest(to value: CGFloat) -> Int {
    var best = 0
    for index in stops.indices where abs(stops[index] - value) < abs(stops[best] - value) {
      best = index
    }
    return best
  }
  var chosen = nearest(to: natural)
  let start = nearest(to: original)
  let flick: CGFloat = 300
  if velocity > flick, stops[chosen] <= original,
    let next = stops.firstIndex(where: { $0 > original + 0.5 })
  {
    chosen = next
  } else if velocity < -flick, stops[chosen] >= original,
    let previous = stops.lastIndex(where: { $0 < original - 0.5 })
  {
    chosen = previous
  }
  if let limit {
    chosen = min(max(chosen, start - limit), start + limit)
  }
  return stops[chosen]
}

/// The stops `values` within `0...maximum`, in order and without repeats, with the ends
/// added when `includingEnds`.
func scrollStops(_ values: [CGFloat], maximum: CGFloat, includingEnds: Bool) -> [CGFloat] {
  var stops = values.map { min(max($0, 0), maximum) }
  if includingEnds { stops += [0, maximum] }
  stops.sort()
  var unique: [CGFloat] = []
  for stop in stops where unique.last.map({ abs($0 - stop) > 0.5 }) ?? true {
    unique.append(stop)
  }
  return unique
}

/// A scroll target behaviour of any type, as the environment carries it.
struct AnyScrollTargetBehaviorBox: @unchecked Sendable {
  // A behaviour is a value the scroll view only reads on the main actor.
  let behavior: any ScrollTargetBehavior
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
  static var defaultValue: AnyScrollTargetBehaviorBox? { nil }
}

extension View {
  /// Sets where the scroll views inside come to rest when a scroll ends: `.paging` on page
  /// boundaries, `.viewAligned` on the views of a `scrollTargetLayout()` container, or a
  /// behaviour of your own.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehaviorBox, AnyScrollTargetBehaviorBox(behavior: behavior))
  }
}

extension EnvironmentValues {
  /// The scroll target behaviour set with `scrollTargetBehavior(_:)`, if any.
  var scrollTargetBehaviorBox: AnyScrollTargetBehaviorBox? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}
