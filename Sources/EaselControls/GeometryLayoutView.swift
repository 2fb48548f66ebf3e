import Foundation

/// Seed 004's second layout: the same containers as `AdaptiveLayoutView`, with both heights
/// worked out from the `GeometryReader`'s height: the top is `max(min(height * 0.5, 400), 200)`
/// and the bottom explicitly the rest, `height - top`.
public struct GeometryLayoutView: View {
  /// Creates the layout.
  public init() {}

  /// The two containers with explicit heights.
  public var body: some View {
    GeometryReader { geometry in
      let totalHeight = geometry.size.height
      let topHeight = max(min(totalHeight * 0.5, 400), 200)
      VStack(spacing: 0) {
        SeedLayoutRows()
          .frame(height: topHeight)
          .background(Color.red)
          .accessibilityIdentifier("top")
        VStack {
          Color.orange
        }
        .frame(height: totalHeight - topHeight)
        .background(Color.green)
        .accessibilityIdentifier("bottom")
      }
    }
  }
}
