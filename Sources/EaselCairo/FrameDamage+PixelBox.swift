import Easel
import Foundation

extension FrameDamage {
  /// A rectangle of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
  struct PixelBox: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// No pixel at all: what an item that draws nothing covers.
    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Every pixel: what an item whose extent is not known covers.
    static let unbounded = PixelBox(
      x0: Int.min / 4, y0: Int.min / 4, x1: Int.max / 4, y1: Int.max / 4)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    func intersection(_ other: PixelBox) -> PixelBox {
      PixelBox(
        x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
        y1: min(y1, other.y1))
    }

    /// The box in points at `scale`.
    func rect(scale: CGFloat) -> CGRect {
      CGRect(
        x: CGFloat(x0) / scale, y: CGFloat(y0) / scale, width: CGFloat(x1 - x0) / scale,
        height: CGFloat(y1 - y0) / scale)
    }

    /// The whole pixels `extent` (points at `scale`) touches, with `margin` pixels more
    /// around for antialiasing.
    init(covering extent: Extent, scale: Double, margin: Int = 1) {
      if extent.isNull {
        self = .empty
        return
      }
      guard extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite,
        extent.maxY.isFinite
      else {
        self = .unbounded
        return
      }
      func clamped(_ value: Double) -> Int { Int(min(max(value, -1e9), 1e9)) }
      self.init(
        x0: clamped((extent.minX * scale).rounded(.down)) - margin,
        y0: clamped((extent.minY * scale).rounded(.down)) - margin,
        x1: clamped((extent.maxX * scale).rounded(.up)) + margin,
        y1: clamped((extent.maxY * scale).rounded(.up)) + margin)
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
      self.x0 = x0
      self.y0 = y0
      self.x1 = x1
      self.y1 = y1
    }
  }
}
