import Foundation

/// Seed 004's closing idea, with no `GeometryReader`: a media player's top container between
/// 200 and 400 points tall above a bottom container that fills the rest.
///
/// - The top container is `frame(minHeight: 200, maxHeight: 400)` and the bottom
///   `frame(maxHeight: .infinity)`: the stack offers each half the height, the top clamps it
///   and the bottom takes what is left.
/// - The stats bar keeps its intrinsic size with `fixedSize()` and `layoutPriority(1)`, so the
///   spacers shrink before it does.
/// - The play button is pinned by an `alignmentGuide`: its centre sits on the top edge of the
///   yellow transport bar, in the middle, whatever the bar's neighbours do.
public struct PriorityLayoutView: View {
  /// Creates the layout.
  public init() {}

  /// The top container: stats bar, transport bar with the pinned play button, and a row.
  var top: some View {
    VStack(spacing: 0) {
      HStack(spacing: 6) {
        Text("12 ♫")
        Text("48′")
        Text("4.8★")
      }
      .font(.caption)
      .foregroundColor(.white)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(Capsule().fill(Color.black.opacity(0.35)))
      .fixedSize()
      .layoutPriority(1)
      .accessibilityIdentifier("stats")
      Spacer(minLength: 20)
      ZStack(alignment: .top) {
        Color.yellow.frame(height: 50).accessibilityIdentifier("transport")
        Circle()
          .fill(Color.blue)
          .frame(width: 44, height: 44)
          .overlay(Image(systemName: "play.fill").foregroundColor(.white))
          .alignmentGuide(VerticalAlignment.top) { dimensions in
            dimensions[VerticalAlignment.center]
          }
          .accessibilityLabel("Play")
          .accessibilityAddTraits(.isButton)
          .accessibilityIdentifier("play")
      }
      Spacer(minLength: 20)
      Color.purple.frame(height: 50).accessibilityIdentifier("bottomRow")
    }
    .padding(.vertical, 12)
  }

  /// The top container above the filling bottom.
  public var body: some View {
    VStack(spacing: 0) {
      top
        .frame(minHeight: 200, maxHeight: 400)
        .background(Color.red)
        .accessibilityIdentifier("top")
      Color.orange
        .frame(maxHeight: .infinity)
        .background(Color.green)
        .accessibilityIdentifier("bottom")
    }
  }
}
