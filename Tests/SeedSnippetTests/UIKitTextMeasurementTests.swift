import EaselTesting
import Foundation
import SwiftUI
import Testing

/// Ordinary iOS-style code that measures text with UIKit's surface, as seed 002's picker does.
extension String {
  func widthOfString(usingFont font: UIFont) -> CGFloat {
    let fontAttributes = [NSAttributedString.Key.font: font]
    let size = self.size(withAttributes: fontAttributes)
    return size.width
  }

  func heightOfString(usingFont font: UIFont) -> CGFloat {
    let fontAttributes = [NSAttributedString.Key.font: font]
    let size = self.size(withAttributes: fontAttributes)
    return size.height
  }
}

/// The CoreGraphics and UIKit text-measurement surface of the `SwiftUI` module: `CGVector`,
/// `CGLineCap`/`CGLineJoin`, `UIFont`, `NSAttributedString.Key.font`, and
/// `String.size(withAttributes:)` measured by the same Pango engine as `Text`.
@MainActor
@Suite struct UIKitTextMeasurementTests {
  /// The size `Text` takes in `font`, laid out in a host.
  func textSize(_ string: String, _ font: Font) throws -> CGSize {
    let host = ViewHost(
      Text(string).font(font).fixedSize().accessibilityIdentifier("text"),
      size: CGSize(width: 600, height: 200))
    return try #require(host.frame(of: "text")).size
  }

  @Test func helloMeasuresAsText() throws {
    let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    let text = try textSize("Hello", .system(size: 17))
    #expect(size.width > 30 && size.width < 60)
    #expect(abs(size.width - text.width) <= 1)
    #expect(abs(size.height - text.height) <= 1)
  }

  @Test func weightAndSizeChangeTheMeasurement() throws {
    let regular = "Objective-C".widthOfString(usingFont: .systemFont(ofSize: 16, weight: .regular))
    let bold = "Objective-C".widthOfString(usingFont: .systemFont(ofSize: 16, weight: .bold))
    let large = "Objective-C".widthOfString(usingFont: .systemFont(ofSize: 32, weight: .regular))
    #expect(bold > regular)
    #expect(abs(large - 2 * regular) < 2)
    let boldText = try textSize("Objective-C", .system(size: 16, weight: .bold))
    #expect(abs(bold - boldText.width) <= 1)
    let height = "Objective-C".heightOfString(usingFont: .systemFont(ofSize: 16))
    #expect(height > 16 && height < 26)
    // Without a font, UIKit's default: the 12-point system font.
    let plain = "Objective-C".size()
    #expect(abs(plain.width - regular * 12 / 16) < 1)
  }

  @Test func uiKitWeightsMapToSwiftUIWeights() {
    #expect(UIFont.Weight.ultraLight.swiftUIWeight == .ultraLight)
    #expect(UIFont.Weight.medium.swiftUIWeight == .medium)
    #expect(UIFont.Weight.black.swiftUIWeight == .black)
    #expect(UIFont.Weight(rawValue: 0.35).swiftUIWeight == .semibold)
    #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 20).withSize(10).pointSize == 10)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 9)]
    #expect((attributes[.font] as? UIFont)?.pointSize == 9)
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
  }

  @Test func coreGraphicsTypesAreThere() {
    let vector = CGVector(dx: 3, dy: 4)
    #expect(hypot(vector.dx, vector.dy) == 5)
    #expect(CGVector.zero == CGVector(dx: 0.0, dy: 0.0))
    let style = StrokeStyle(lineWidth: 4, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel)
    #expect(style.lineCap == .round)
    #expect(style.lineJoin == .bevel)
    let transform = CGAffineTransform(translationX: 10, y: 0).concatenating(
      CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 22, y: 2).applying(transform.inverted()) == CGPoint(x: 1, y: 1))
  }
}
