import Foundation

/// Seed 004's first layout: a top container of three 50-point rows (blue, yellow, purple)
/// separated by spacers of at least 20 points, as tall as half the height clamped to
/// `minTopHeight…maxTopHeight`, on red; below it a bottom container (orange on green) that
/// fills the rest with `frame(maxHeight: .infinity)`. The seed's constants can be given.
public struct AdaptiveLayoutView: View {
  /// The least height of the top container.
  public let minTopHeight: CGFloat
  /// The greatest height of the top container.
  public let maxTopHeight: CGFloat
  /// The share of the height the top container asks for before clamping.
  public let topShare: CGFloat
  /// The height of each of the three rows.
  public let rowHeight: CGFloat
  /// The least space between the rows.
  public let spacerMinLength: CGFloat

  /// Creates the layout with the seed's constants by default: a clamp of 200…400 points on
  /// half the height, rows of 50 points at least 20 apart.
  public init(
    minTopHeight: CGFloat = 200, maxTopHeight: CGFloat = 400, topShare: CGFloat = 0.5,
    rowHeight: CGFloat = 50, spacerMinLength: CGFloat = 20
  ) {
    self.minTopHeight = minTopHeight
    self.maxTopHeight = maxTopHeight
    self.topShare = topShare
    self.rowHeight = rowHeight
    self.spacerMinLength = spacerMinLength
  }

  /// The two containers, sized from the `GeometryReader`'s height.
  public var body: some View {
    GeometryReader { geometry in
      VStack(spacing: 0) {
        SeedLayoutRows(rowHeight: rowHeight, spacerMinLength: spacerMinLength)
          .frame(
            height: min(max(minTopHeight, geometry.size.height * topShare), maxTopHeight)
          )
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

/// Seed 004's top container: blue, yellow and purple rows, spacers between them.
struct SeedLayoutRows: View {
  var rowHeight: CGFloat = 50
  var spacerMinLength: CGFloat = 20

  var body: some View {
    VStack {
      Color.blue.frame(height: rowHeight).accessibilityIdentifier("topRow")
      Spacer(minLength: spacerMinLength)
      Color.yellow.frame(height: rowHeight).accessibilityIdentifier("centerRow")
      Spacer(minLength: spacerMinLength)
      Color.purple.frame(height: rowHeight).accessibilityIdentifier("bottomRow")
    }
  }
}
