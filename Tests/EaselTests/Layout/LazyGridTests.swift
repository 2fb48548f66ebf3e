import Easel
import EaselTesting
import Foundation
import Testing

/// `LazyVGrid` and `LazyHGrid` with SwiftUI's track sizing: fixed, flexible (shared, kept in
/// range) and adaptive (as many as fit at the minimum), 8-point default spacing.
@MainActor
@Suite struct LazyGridTests {
  /// The frames of cells `cell0`… relative to the grid's frame.
  func cells<V: View>(_ view: V, count: Int, width: CGFloat) throws -> [CGRect] {
    let host = ViewHost(
      view.accessibilityIdentifier("grid"), size: CGSize(width: width, height: 600))
    let grid = try #require(host.frame(of: "grid"))
    return try (0..<count).map { index in
      let frame = try #require(host.frame(of: "cell\(index)"))
      return frame.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }
  }

  func grid(_ columns: [GridItem], count: Int, height: CGFloat = 40) -> some View {
    LazyVGrid(columns: columns) {
      ForEach(0..<count, id: \.self) { index in
        Color.blue.frame(height: height).accessibilityIdentifier("cell\(index)")
      }
    }
  }

  @Test func flexibleColumnsShareTheWidth() throws {
    let frames = try cells(grid([GridItem(), GridItem()], count: 3), count: 3, width: 300)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 146, height: 40))
    #expect(frames[1] == CGRect(x: 154, y: 0, width: 146, height: 40))
    #expect(frames[2] == CGRect(x: 0, y: 48, width: 146, height: 40))
  }

  @Test func adaptiveColumnsRepeatAsOftenAsTheyFit() throws {
    // (360 + 8) / (80 + 8) → 4 columns of (360 − 3 × 8) / 4 = 84.
    let frames = try cells(
      grid([GridItem(.adaptive(minimum: 80))], count: 6), count: 6, width: 360)
    #expect(frames.map(\.minX) == [0, 92, 184, 276, 0, 92])
    #expect(frames.allSatisfy { $0.width == 84 })
    #expect(frames[4].minY == 48)
  }

  @Test func fixedColumnsKeepTheirWidthAndFlexibleOnesTakeTheRest() throws {
    let frames = try cells(
      grid([GridItem(.fixed(50)), GridItem(.flexible())], count: 2), count: 2, width: 200)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(frames[1] == CGRect(x: 58, y: 0, width: 142, height: 40))
  }

  @Test func aFlexibleMaximumCapsItsShare() throws {
    let frames = try cells(
      grid([GridItem(.flexible(maximum: 100)), GridItem(.flexible())], count: 2), count: 2,
      width: 300)
    #expect(frames[0].width == 100)
    #expect(frames[1] == CGRect(x: 108, y: 0, width: 192, height: 40))
  }

  @Test func rowsAreAsTallAsTheirTallestCellAndSpacedAsAsked() throws {
    let view = LazyVGrid(columns: [GridItem(), GridItem()], spacing: 20) {
      Color.red.frame(height: 30).accessibilityIdentifier("cell0")
      Color.red.frame(height: 50).accessibilityIdentifier("cell1")
      Color.red.frame(height: 10).accessibilityIdentifier("cell2")
    }
    let frames = try cells(view, count: 3, width: 200)
    // The shorter cell is centred in its 50-point row; the next row starts 20 below it.
    #expect(frames[0].minY == 10)
    #expect(frames[2].minY == 70)
  }

  @Test func cellsAlignTheirContent() throws {
    func first(_ alignment: HorizontalAlignment) throws -> CGRect {
      let view = LazyVGrid(columns: [GridItem(), GridItem()], alignment: alignment) {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("cell0")
        Color.red.frame(width: 20, height: 20)
      }
      return try cells(view, count: 1, width: 300)[0]
    }
    #expect(try first(.leading).minX == 0)
    #expect(try first(.center).minX == 63)
    #expect(try first(.trailing).minX == 126)
  }

  @Test func aHorizontalGridFillsColumnsOfRows() throws {
    let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
      ForEach(0..<3, id: \.self) { index in
        Color.green.frame(width: 20).accessibilityIdentifier("cell\(index)")
      }
    }
    let frames = try cells(view, count: 3, width: 300)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 20, height: 30))
    #expect(frames[1] == CGRect(x: 0, y: 38, width: 20, height: 30))
    #expect(frames[2] == CGRect(x: 30, y: 0, width: 20, height: 30))
  }
}
