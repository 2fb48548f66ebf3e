import SwiftUI

/// A row of stars that sets a rating: tap a star, or drag along the row. The filled stars
/// spring in; VoiceOver reads "Rating, 3 of 5 stars".
public struct StarRating: View {
  @Binding var rating: Int
  let maximum: Int
  let color: Color
  let size: CGFloat
  let spacing: CGFloat = 6

  /// Creates a rating of 0…`maximum` stars bound to `rating`.
  public init(rating: Binding<Int>, maximum: Int = 5, color: Color = .yellow, size: CGFloat = 32) {
    _rating = rating
    self.maximum = max(maximum, 1)
    self.color = color
    self.size = size
  }

  public var body: some View {
    HStack(spacing: spacing) {
      ForEach(1...maximum, id: \.self) { index in
        Star()
          .fill(index <= rating ? color : Color.gray.opacity(0.3))
          .frame(width: size, height: size)
          .scaleEffect(index <= rating ? 1 : 0.85)
          .accessibilityIdentifier("star\(index)")
      }
    }
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .onChanged { value in
          let stars = rating(at: value.location.x)
          if stars != rating {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { rating = stars }
          }
        }
    )
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Rating")
    .accessibilityValue("\(rating) of \(maximum) stars")
  }

  /// The rating a touch at `x` (in the row) sets: the star under it, counting from 1.
  func rating(at x: CGFloat) -> Int {
    let star = Int((x / (size + spacing)).rounded(.down)) + 1
    return min(max(star, 1), maximum)
  }
}

/// The `#Preview` form: found by `easel-stars previews` with no registration.
#Preview("Star rating", traits: .sizeThatFitsLayout) {
  StarRatingDemo().padding()
}

/// The `PreviewProvider` form: `easel-stars` registers it with `PreviewRegistry.register`.
public struct StarRating_Previews: PreviewProvider {
  public static var previews: some View {
    VStack(spacing: 16) {
      StarRatingDemo(initial: 2, maximum: 5, color: .orange)
      StarRatingDemo(initial: 7, maximum: 10, color: .pink)
    }
    .padding()
  }
}

/// A rating that owns its value, for previews.
public struct StarRatingDemo: View {
  @State private var rating: Int
  let maximum: Int
  let color: Color

  /// Starts at `initial` of `maximum` stars.
  public init(initial: Int = 3, maximum: Int = 5, color: Color = .yellow) {
    _rating = State(initialValue: initial)
    self.maximum = maximum
    self.color = color
  }

  public var body: some View {
    StarRating(rating: $rating, maximum: maximum, color: color)
  }
}
