import Foundation

/// Seed 004's first layout: a top container of three 50-point rows (blue, yellow, purple)
/// separated by spacers of at least 20 points, as tall as half the height clamped to
/// `minTopHeight…maxTopHeight`, on red; below it a bottom container (orange on green) that
/// fills the rest with `frame(maxHeight: .infinity)`.
public struct AdaptiveLayoutView: View {
  /// The least height of the top container.
  public let minTopHeight: CGFloat
  /// The greatest height of the top container.
  public let maxTopHeight: CGFloat

  /// Creates the layout with the seed's clamp, 200…400 points, by default.
  public init(minTopHeight: CGFloat = 200, maxTopHeight: CGFloat = 400) {
    self.minTopHeight = minTopHeight
    self.maxTopHeight = maxTopHeight
  }

  /// The two containers, sized from the `GeometryReader`'s height.
  public var body: some View {
    GeometryReader { geometry in
      VStack(spacing: 0) {
        VStack {
          Color.blue.frame(height: 50).accessibilityIdentifier("topRow")
          Spacer(minLength: 20)
          Color.yellow.frame(height: 50).accessibilityIdentifier("centerRow")
          Spacer(minLength: 20)
          Color.purple.frame(height: 50).accessibilityIdentifier("bottomRow")
        }
        .frame(height: min(max(minTopHeight, geometry.size.height / 2), maxTopHeight))
        .background(Color.red)
        .accessibilityIdentifier("top")
        VStack {
          Color.orange
        }
        .frame(maxHeight: .infinity)
        .background(Color.green)
        .accessibilityIdentifier("bottom")
      }
    }
  }
}
