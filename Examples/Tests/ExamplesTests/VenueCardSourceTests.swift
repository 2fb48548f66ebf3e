import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `VenueCard` (size classes, Dynamic Type, `AnyLayout`, `openURL`, `Button(_:systemImage:)`,
/// an image in `Text`, `AnimatableModifier`, `Slider` value labels, `Color.mix` and
/// `Color(uiColor:)`), driven through `ViewHost`.
@MainActor
@Suite struct VenueCardSourceTests {
  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  static let size = CGSize(width: 700, height: 500)

  @Test func theCardIsSideBySideOnlyInARegularWidthAtOrdinaryTextSizes() throws {
    // Compact (an iPhone's width, the default): the photo above the details.
    let compact = ViewHost(VenueCard(), size: Self.size)
    let photo = try #require(compact.frame(of: "photo"))
    let name = try #require(compact.frame(of: "name"))
    #expect(photo.size == CGSize(width: 140, height: 100))
    #expect(name.minY >= photo.maxY + 12)
    #expect(name.minX == photo.minX)
    // Regular: side by side, 16 points apart, tops aligned.
    let regular = ViewHost(
      VenueCard().environment(\.horizontalSizeClass, .regular), size: Self.size)
    let regularPhoto = try #require(regular.frame(of: "photo"))
    let regularName = try #require(regular.frame(of: "name"))
    #expect(regularName.minX == regularPhoto.maxX + 16)
    #expect(regularName.minY == regularPhoto.minY)
    // Regular at an accessibility size: stacked again.
    let large = ViewHost(
      VenueCard()
        .environment(\.horizontalSizeClass, .regular)
        .environment(\.dynamicTypeSize, .accessibility2),
      size: Self.size)
    let largePhoto = try #require(large.frame(of: "photo"))
    #expect(try #require(large.frame(of: "name")).minY >= largePhoto.maxY + 12)
  }

  @Test func theDirectionsButtonOpensTheMapsURLAndSaveToggles() {
    let host = ViewHost(VenueCard(), size: Self.size)
    #expect(host.openedURLs.isEmpty)
    #expect(host.tap("directions"))
    #expect(host.openedURLs == [URL(string: "https://maps.apple.com/?q=Harbour%20Kitchen")!])
    #expect(label(host, "save") == "Save")
    #expect(host.tap("save"))
    #expect(label(host, "save") == "Saved")
    #expect(host.tap("save"))
    #expect(label(host, "save") == "Save")
  }

  static func texts(_ items: [DisplayList.Item]) -> [String] {
    items.flatMap { item -> [String] in
      switch item.operation {
      case .text(let run): return [run.string]
      case .opacity(_, let inner), .clip(_, let inner), .transform(_, let inner),
        .group(let inner), .offset(_, let inner), .colorMatrix(_, let inner):
        return texts(inner)
      default: return []
      }
    }
  }

  /// The review count drawn now.
  func reviews<V: View>(_ host: ViewHost<V>) -> Int? {
    Self.texts(host.displayList().items)
      .first { $0.hasSuffix(" reviews") }
      .flatMap { Int($0.split(separator: " ")[0]) }
  }

  @Test func theReviewCountCountsUpOverASecond() throws {
    let host = ViewHost(VenueCard(), size: Self.size)
    let start = try #require(reviews(host))
    #expect(start < 10)
    host.advance(by: 0.3)
    let early = try #require(reviews(host))
    #expect(early > start && early < 128)
    host.advance(by: 0.3)
    let later = try #require(reviews(host))
    #expect(later > early && later < 128)
    host.advance(by: 0.5)
    #expect(reviews(host) == 128)
    // The rating's text holds the star image and the rating, to one decimal.
    #expect(Self.texts(host.displayList().items).contains { $0.contains("4.6") })
  }

  @Test func thePartySliderStepsByOneBetweenItsLabels() throws {
    let host = ViewHost(VenueCard(), size: Self.size)
    #expect(label(host, "table") == "Table for 2")
    let slider = try #require(host.frame(of: "partySize"))
    // Dragged to the far end, the party is the maximum.
    let texts = Self.texts(host.displayList().items)
    #expect(texts.contains("1") && texts.contains("8"))
    #expect(
      host.drag(
        from: CGPoint(x: slider.minX + 50, y: slider.midY), by: CGSize(width: 400, height: 0)))
    #expect(label(host, "table") == "Table for 8")
  }

  @Test func theCardIsOnUIKitsSecondaryBackgroundWithAMixedPhoto() throws {
    let host = ViewHost(VenueCard().accessibilityIdentifier("card"), size: Self.size)
    // UIColor.secondarySystemBackground is (242, 242, 247) in the light scheme.
    let card = try #require(host.frame(of: "card"))
    #expect(card.width == 700)
    let corner = try #require(try host.pixel(at: CGPoint(x: card.maxX - 4, y: card.maxY - 4)))
    #expect(corner.red == 242 && corner.green == 242 && corner.blue == 247)
    // The photo: orange mixed 40% of the way to white, lighter than orange in each channel.
    let photo = try #require(host.frame(of: "photo"))
    let pixel = try #require(try host.pixel(at: CGPoint(x: photo.midX, y: photo.midY)))
    #expect(pixel.red > 245)
    #expect(pixel.green > 149 + 20 && pixel.green < 245)
    #expect(pixel.blue > 60 && pixel.blue < pixel.green)
  }
}
