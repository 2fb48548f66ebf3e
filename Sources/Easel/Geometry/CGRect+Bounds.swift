import Foundation

/// Rectangle arithmetic for drawing bounds, done directly on the fields.
extension CGRect {
  /// This rectangle moved by `offset`; the null rectangle stays null. Without Foundation's
  /// standardising, which costs more than the sum on Linux.
  func moved(by offset: CGPoint) -> CGRect {
    guard !isNull else { return self }
    return CGRect(
      x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
  }

  /// The smallest rectangle holding this one and `other`, for rectangles with non-negative
  /// sizes (as bounds are); the null rectangle holds nothing.
  func covering(_ other: CGRect) -> CGRect {
    if other.isNull { return self }
    if isNull { return other }
    let minX = Swift.min(origin.x, other.origin.x)
    let minY = Swift.min(origin.y, other.origin.y)
    let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
    let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether two rectangles with non-negative sizes share some area, as `intersects` says
  /// for them, without Foundation's standardising.
  func overlaps(_ other: CGRect) -> Bool {
    size.width > 0 && size.height > 0 && other.size.width > 0 && other.size.height > 0
      && origin.x < other.origin.x + other.size.width
      && other.origin.x < origin.x + size.width
      && origin.y < other.origin.y + other.size.height
      && other.origin.y < origin.y + size.height
  }
}
