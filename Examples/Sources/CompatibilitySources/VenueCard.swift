import SwiftUI
import UIKit

/// A place to book.
public struct Venue {
  public var name: String
  public var rating: Double
  public var reviews: Int
  public var priceLevel: Int
  public var directions: URL

  public init(name: String, rating: Double, reviews: Int, priceLevel: Int, directions: URL) {
    self.name = name
    self.rating = rating
    self.reviews = reviews
    self.priceLevel = priceLevel
    self.directions = directions
  }

  public static let sample = Venue(
    name: "Harbour Kitchen", rating: 4.6, reviews: 128, priceLevel: 2,
    directions: URL(string: "https://maps.apple.com/?q=Harbour%20Kitchen")!)
}

/// A number that counts to its value as it animates (`AnimatableModifier`, still common in
/// code written before iOS 17).
struct CountingReviews: AnimatableModifier {
  var count: Double

  var animatableData: Double {
    get { count }
    set { count = newValue }
  }

  func body(content: Content) -> some View {
    content.overlay(alignment: .leading) {
      Text("\(Int(count)) reviews")
        .font(.footnote)
        .foregroundStyle(.secondary)
        .fixedSize()
    }
  }
}

/// A venue card for a booking app that adapts as iOS code does: side by side in a regular
/// width, stacked in a compact one or at accessibility text sizes (`horizontalSizeClass`,
/// `dynamicTypeSize`, `AnyLayout`); a star in the rating text, the review count counting up
/// when the card appears, a party-size slider with value labels, directions opened with
/// `openURL`, and UIKit's grouped background colour.
public struct VenueCard: View {
  let venue: Venue
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.dynamicTypeSize) private var typeSize
  @Environment(\.openURL) private var openURL
  @State private var partySize = 2.0
  @State private var isSaved = false
  @State private var shownReviews = 0.0

  public init(venue: Venue = .sample) {
    self.venue = venue
  }

  var layout: AnyLayout {
    sizeClass == .regular && !typeSize.isAccessibilitySize
      ? AnyLayout(HStackLayout(alignment: .top, spacing: 16))
      : AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
  }

  public var body: some View {
    layout {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color.orange.mix(with: .white, by: 0.4))
        .frame(width: 140, height: 100)
        .accessibilityIdentifier("photo")

      VStack(alignment: .leading, spacing: 6) {
        Text(venue.name)
          .font(.headline)
          .accessibilityIdentifier("name")
        Text("\(Image(systemName: "star.fill")) \(venue.rating, specifier: "%.1f")")
          .foregroundStyle(.orange)
          .accessibilityIdentifier("rating")
        Color.clear
          .frame(width: 120, height: 16)
          .modifier(CountingReviews(count: shownReviews))
          .accessibilityIdentifier("reviews")
        Text(String(repeating: "$", count: venue.priceLevel))
          .foregroundStyle(.secondary)
        Slider(value: $partySize, in: 1...8, step: 1) {
          Text("Party size")
        } minimumValueLabel: {
          Text("1")
        } maximumValueLabel: {
          Text("8")
        }
        .frame(width: 220)
        .accessibilityIdentifier("partySize")
        Text("Table for \(Int(partySize))")
          .accessibilityIdentifier("table")
        HStack {
          Button("Directions", systemImage: "location") {
            openURL(venue.directions)
          }
          .accessibilityIdentifier("directions")
          Button(isSaved ? "Saved" : "Save", systemImage: isSaved ? "heart.fill" : "heart") {
            isSaved.toggle()
          }
          .accessibilityIdentifier("save")
        }
      }
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(uiColor: .secondarySystemBackground))
    .onAppear {
      withAnimation(.easeOut(duration: 1)) {
        shownReviews = Double(venue.reviews)
      }
    }
  }
}
