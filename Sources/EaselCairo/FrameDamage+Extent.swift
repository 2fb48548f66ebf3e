import Easel
import Foundation

extension FrameDamage {
  /// A rectangle in points as its edges: null when `minX > maxX`, unbounded when an edge is
  /// infinite.
  struct Extent: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let null = Extent(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    static let infinite = Extent(
      minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    var isNull: Bool { minX > maxX || minY > maxY }
    var isBounded: Bool {
      !isNull && minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
      self.minX = minX
      self.minY = minY
      self.maxX = maxX
      self.maxY = maxY
    }

    /// `rect`'s edges, read from its stored origin and size (a negative size counts from
    /// the other edge, as `CGRect` standardises it); a null rectangle gives `.null`, an
    /// infinite one `.infinite`.
    init(_ rect: CGRect) {
      let x = Double(rect.origin.x)
      let y = Double(rect.origin.y)
      let width = Double(rect.size.width)
      let height = Double(rect.size.height)
      if x.isInfinite || y.isInfinite {
        // `CGRect.null` sits at +∞; `CGRect.infinite` starts at a large negative number
        // with an infinite or huge size.
        self = x == .infinity || y == .infinity ? .null : .infinite
        return
      }
      if !(width.isFinite && height.isFinite) || abs(x) > 1e15 || abs(y) > 1e15 {
        self = .infinite
        return
      }
      self.init(
        minX: min(x, x + width), minY: min(y, y + height), maxX: max(x, x + width),
        maxY: max(y, y + height))
    }

    func union(_ other: Extent) -> Extent {
      if isNull { return other }
      if other.isNull { return self }
      return Extent(
        minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
        maxY: max(maxY, other.maxY))
    }

    func intersection(_ other: Extent) -> Extent {
      if isNull || other.isNull { return .null }
      let result = Extent(
        minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
        maxY: min(maxY, other.maxY))
      return result.isNull ? .null : result
    }

    func offsetBy(dx: Double, dy: Double) -> Extent {
      isNull ? self : Extent(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// Grown by `amount` on every side.
    func outset(by amount: Double) -> Extent {
      isNull
        ? self
        : Extent(
          minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// The bounds of the four corners mapped by `transform`.
    func applying(_ t: DisplayList.AffineTransform) -> Extent {
      guard isBounded else { return self }
      let a = Double(t.a)
      let b = Double(t.b)
      let c = Double(t.c)
      let d = Double(t.d)
      let tx = Double(t.tx)
      let ty = Double(t.ty)
      // Each output edge takes the corner that pushes it farthest: per coefficient, the
      // smaller or larger input edge.
      let x0 = min(a * minX, a * maxX) + min(c * minY, c * maxY) + tx
      let x1 = max(a * minX, a * maxX) + max(c * minY, c * maxY) + tx
      let y0 = min(b * minX, b * maxX) + min(d * minY, d * maxY) + ty
      let y1 = max(b * minX, b * maxX) + max(d * minY, d * maxY) + ty
      guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return .infinite }
      return Extent(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
  }
}
