import Foundation

/// Counts quick presses on one target at one place, as double and triple clicks: a press within
/// `interval` seconds and `distance` points of the last one on the same target counts one more
/// than it (after three, one again); any other press counts one.
struct ClickCounter {
  /// How long, in seconds, two presses may be apart to count as a double click.
  static let interval = 0.5
  /// How far, in points, two presses may be apart to count as a double click.
  static let distance: CGFloat = 5

  private var last: (time: Double, location: CGPoint, target: ObjectIdentifier, count: Int)?

  /// The count of the last press: 1 for a single click, 2 for a double, 3 for a triple;
  /// `nil` after `reset()`.
  var count: Int? { last?.count }

  /// Counts a press at `location` at `time` on `target`, and returns its count.
  mutating func press(at location: CGPoint, time: Double, on target: AnyObject) -> Int {
    let identifier = ObjectIdentifier(target)
    var count = 1
    if let last, last.target == identifier, time - last.time <= Self.interval,
      hypot(location.x - last.location.x, location.y - last.location.y) <= Self.distance
    {
      count = last.count % 3 + 1
    }
    last = (time, location, identifier, count)
    return count
  }

  /// Forgets the last press: the next one counts one.
  mutating func reset() { last = nil }
}
