import Foundation

/// Pixel rounding: the frames a node takes are moved to whole pixels, as SwiftUI's are.
extension LayoutNode {
  /// `frame` with its edges moved to the nearest pixel boundary at `scale`, as SwiftUI rounds
  /// the frames it places, so that edges are crisp and abutting views share an edge.
  ///
  /// Halves round up (towards +∞) on both axes, so rounding commutes with moving by whole
  /// pixels: a child rounded in its parent's coordinates lands on the pixel it would have in
  /// root coordinates.
  ///
  /// Every node placed goes through here, so it reads the rectangle as four numbers: `minX`,
  /// `maxX` and the rest are calls into Foundation, and rounding down is a call into the C
  /// library (`wholeNumber(below:)` is not).
  static func pixelAligned(_ frame: CGRect, scale: CGFloat) -> CGRect {
    let width = frame.size.width
    let height = frame.size.height
    // A negative size (or a NaN one) goes through `CGRect`'s own edges, which standardize it.
    let edges =
      width >= 0 && height >= 0
      ? pixelAligned(
        minX: frame.origin.x, minY: frame.origin.y, maxX: frame.origin.x + width,
        maxY: frame.origin.y + height, scale: scale)
      : pixelAligned(
        minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY, scale: scale)
    return edges ?? frame
  }

  /// The frame between these edges moved to pixel boundaries at `scale`, or `nil` when an edge
  /// is not finite or the scale not positive.
  @inline(__always)
  private static func pixelAligned(
    minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, scale: CGFloat
  ) -> CGRect? {
    guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return nil
    }
    let left = pixelRounded(minX, scale: scale)
    let top = pixelRounded(minY, scale: scale)
    let right = pixelRounded(maxX, scale: scale)
    let bottom = pixelRounded(maxY, scale: scale)
    return CGRect(
      origin: CGPoint(x: left, y: top),
      size: CGSize(width: max(right - left, 0), height: max(bottom - top, 0)))
  }

  /// `value` rounded to the nearest pixel boundary at `scale`, halves up.
  @inline(__always)
  static func pixelRounded(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return wholeNumber(below: value * scale + 0.5) / scale
  }

  /// The largest whole number not above `value`: `value.rounded(.down)`, without the call
  /// into the C library's `floor` that it compiles to on a processor without SSE 4.1's
  /// rounding instruction (Swift's baseline for x86-64).
  @inline(__always)
  static func wholeNumber(below value: Double) -> Double {
    // From 2⁵² up every double is a whole number; below, `Int64` holds it and truncates it
    // towards zero, one too high for a negative value with a fraction. NaN and the
    // infinities fail the test and come back as they are, as from `floor`.
    guard value.magnitude < 0x1p52 else { return value }
    let truncated = Double(Int64(value))
    return truncated > value ? truncated - 1 : truncated
  }
}
