import Easel
import Foundation

/// A font, as UIKit describes one: enough of `UIFont` for code that measures text with
/// `String.size(withAttributes:)`. System fonts are the same Pango-rendered fonts as `Text`'s.
public final class UIFont: NSObject, @unchecked Sendable {
  /// The weight of a font, on UIKit's scale from −1 (lightest) to 1 (heaviest).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The weight on UIKit's scale.
    public var rawValue: CGFloat

    /// Creates a weight from its value on UIKit's scale.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a weight from its value on UIKit's scale.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The ultra-light weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight.
    public static let black = Weight(rawValue: 0.62)

    /// The SwiftUI weight nearest this one.
    public var swiftUIWeight: Font.Weight {
      let table: [(Weight, Font.Weight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
        (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
        (.black, .black),
      ]
      return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
  }

  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's weight.
  public let weight: Weight

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font of `fontSize` points in `weight`.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The regular system font of `fontSize` points.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The bold system font of `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The font as `Text` lays it out.
  public var resolved: Font.Resolved {
    Font.Resolved(size: pointSize, weight: weight.swiftUIWeight)
  }

  /// Whether both fonts have the same size and weight.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pointSize == other.pointSize && weight == other.weight
  }

  /// A hash of the size and weight.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }
}

extension Font {
  /// The SwiftUI font of the same size and weight as a UIKit font.
  public init(_ font: UIFont) {
    self = .system(size: font.pointSize, weight: font.weight.swiftUIWeight)
  }
}
