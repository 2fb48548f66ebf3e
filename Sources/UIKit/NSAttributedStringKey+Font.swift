import Foundation

extension NSAttributedString.Key {
  /// The font of the text: a `UIFont` (UIKit's `NSFontAttributeName`).
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
