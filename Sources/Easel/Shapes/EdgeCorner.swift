import Foundation

extension Edge {
  /// One corner of a rectangle.
  public enum Corner: Int8, CaseIterable, Hashable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// The look of a corner of a rectangular shape: square, rounded with a fixed radius, or
    /// rounded concentrically with the container's corners.
    public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral,
      ExpressibleByIntegerLiteral
    {
      enum Storage: Hashable, Sendable {
        case fixed(CGFloat)
        case concentric(minimum: CGFloat)
      }

      let storage: Storage

      /// A corner whose radius is `radius` (zero: square).
      public static func fixed(_ radius: CGFloat) -> Style {
        Style(storage: .fixed(max(radius, 0)))
      }

      /// A corner concentric with the container's: its radius is the container's radius less
      /// the distance between the corners, and square when that is zero.
      public static var concentric: Style { Style(storage: .concentric(minimum: 0)) }

      /// A concentric corner whose radius is never less than `minimum`'s (a fixed radius, or
      /// square when `nil`).
      public static func concentric(minimum: Style? = nil) -> Style {
        Style(storage: .concentric(minimum: minimum?.minimumRadius ?? 0))
      }

      /// A fixed corner of `value`.
      public init(floatLiteral value: Double) {
        storage = .fixed(max(CGFloat(value), 0))
      }

      /// A fixed corner of `value`.
      public init(integerLiteral value: Int) {
        storage = .fixed(max(CGFloat(value), 0))
      }

      init(storage: Storage) {
        self.storage = storage
      }

      /// The radius this style guarantees whatever the container: the fixed radius, or the
      /// concentric style's minimum.
      var minimumRadius: CGFloat {
        switch storage {
        case .fixed(let radius): radius
        case .concentric(let minimum): minimum
        }
      }

      /// The radius of the corner, given the concentric radius there (`nil` without a
      /// container).
      func radius(concentric: CGFloat?) -> CGFloat {
        switch storage {
        case .fixed(let radius): radius
        case .concentric(let minimum): max(concentric ?? 0, minimum)
        }
      }
    }
  }
}
