import Easel
import EaselTesting
import Foundation
import Testing

/// `Grid` and `GridRow` as SwiftUI documents them: columns as wide as their widest cell, rows
/// as tall as their tallest, lone views spanning every column, `gridCellColumns`,
/// `gridCellUnsizedAxes`, `gridColumnAlignment`, `gridCellAnchor`, row alignment, spacing (8
/// points by default) and flexible cells sharing the proposal.
@MainActor
@Suite struct GridTests {
  /// A fixed-size cell tagged `name`.
  func cell(_ width: CGFloat, _ height: CGFloat, _ name: String) -> some View {
    Color.blue.frame(width: width, height: height).accessibilityIdentifier(name)
  }

  /// The frames of `names` relative to the view tagged "grid", hosted in `size`.
  func frames<V: View>(
    _ view: V, _ names: [String], size: CGSize = CGSize(width: 400, height: 400)
  ) throws -> (grid: CGRect, cells: [CGRect]) {
    let host = ViewHost(view.accessibilityIdentifier("grid"), size: size)
    let grid = try #require(host.frame(of: "grid"))
    let cells = try host.frames(of: names).map { $0.offsetBy(dx: -grid.minX, dy: -grid.minY) }
    return (grid, cells)
  }

  @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
    let grid = Grid {
      GridRow {
        cell(30, 20, "a0")
        cell(50, 20, "a1")
        cell(10, 20, "a2")
      }
      GridRow {
        cell(40, 10, "b0")
        cell(20, 30, "b1")
        cell(60, 10, "b2")
      }
      GridRow {
        cell(10, 10, "c0")
        cell(10, 10, "c1")
        cell(10, 10, "c2")
      }
    }
    let names = ["a0", "a1", "a2", "b0", "b1", "b2", "c0", "c1", "c2"]
    let (frame, cells) = try frames(grid, names)
    // Columns 40, 50 and 60 wide, rows 20, 30 and 10 tall, 8 points apart: 166 × 76,
    // centred in the 400-point canvas.
    #expect(frame == CGRect(x: 117, y: 162, width: 166, height: 76))
    // Columns start at 0, 48 and 106; rows at 0, 28 and 66; cells are centred in them.
    #expect(cells[0] == CGRect(x: 5, y: 0, width: 30, height: 20))
    #expect(cells[1] == CGRect(x: 48, y: 0, width: 50, height: 20))
    #expect(cells[2] == CGRect(x: 131, y: 0, width: 10, height: 20))
    #expect(cells[3] == CGRect(x: 0, y: 38, width: 40, height: 10))
    #expect(cells[4] == CGRect(x: 63, y: 28, width: 20, height: 30))
    #expect(cells[5] == CGRect(x: 106, y: 38, width: 60, height: 10))
    #expect(cells[6] == CGRect(x: 15, y: 66, width: 10, height: 10))
    #expect(cells[7] == CGRect(x: 68, y: 66, width: 10, height: 10))
    #expect(cells[8] == CGRect(x: 131, y: 66, width: 10, height: 10))
  }

  @Test func aShortRowLeavesItsTrailingCellsEmptyAndALoneViewSpansEveryColumn() throws {
    let grid = Grid(alignment: .topLeading) {
      GridRow {
        cell(40, 10, "a0")
        cell(60, 10, "a1")
        cell(20, 10, "a2")
      }
      GridRow {
        cell(10, 10, "b0")
      }
      cell(30, 10, "lone")
    }
    let (frame, cells) = try frames(grid, ["a2", "b0", "lone"])
    #expect(frame.size == CGSize(width: 136, height: 46))
    #expect(cells[0].origin == CGPoint(x: 116, y: 0))
    #expect(cells[1].origin == CGPoint(x: 0, y: 18))
    #expect(cells[2].origin == CGPoint(x: 0, y: 36))
  }

  @Test func aSpanningCellTakesTheWidthOfItsColumnsAndWidensThemWhenItNeedsMore() throws {
    let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        cell(40, 20, "a")
        cell(60, 20, "b")
      }
      GridRow {
        cell(30, 20, "across").gridCellColumns(2)
      }
    }
    let (frame, cells) = try frames(grid, ["a", "b", "across"])
    // 40 + 10 + 60 across; the spanning cell is centred in those 110 points.
    #expect(frame.size == CGSize(width: 110, height: 44))
    #expect(cells[2] == CGRect(x: 40, y: 24, width: 30, height: 20))

    let wide = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        cell(40, 20, "a")
        cell(60, 20, "b")
      }
      GridRow {
        cell(150, 20, "across").gridCellColumns(2)
      }
    }
    let (wideFrame, wideCells) = try frames(wide, ["a", "b", "across"])
    // 150 points over two columns and a 10-point gap: each column at least 70 wide.
    #expect(wideFrame.size == CGSize(width: 150, height: 44))
    #expect(wideCells[0].origin == CGPoint(x: 15, y: 0))
    #expect(wideCells[1].origin == CGPoint(x: 85, y: 0))
    #expect(wideCells[2].origin == CGPoint(x: 0, y: 24))
  }

  @Test func anUnsizedDividerRowTakesTheGridsWidthWithoutWideningIt() throws {
    func grid(unsized: Bool) -> some View {
      Grid {
        GridRow {
          cell(40, 20, "a")
          cell(60, 20, "b")
        }
        Divider()
          .gridCellUnsizedAxes(unsized ? .horizontal : [])
          .accessibilityIdentifier("divider")
        GridRow {
          cell(20, 20, "c")
          cell(20, 20, "d")
        }
      }
    }
    let size = CGSize(width: 300, height: 200)
    let (frame, cells) = try frames(grid(unsized: true), ["a", "divider", "c"], size: size)
    #expect(frame.width == 108)
    #expect(cells[1] == CGRect(x: 0, y: 28, width: 108, height: 1))
    #expect(cells[2].origin == CGPoint(x: 10, y: 37))

    // Sized, the divider takes all it is offered, and the columns share it.
    let (sizedFrame, sizedCells) = try frames(
      grid(unsized: false), ["a", "divider", "c"], size: size)
    #expect(sizedFrame.width == 300)
    #expect(sizedCells[1].width == 300)
    #expect(sizedCells[0].origin == CGPoint(x: 53, y: 0))
  }

  @Test func columnAlignmentRowAlignmentAndCellAnchorsPlaceCells() throws {
    let grid = Grid {
      GridRow {
        cell(20, 10, "a0").gridColumnAlignment(.leading)
        cell(20, 10, "a1").gridColumnAlignment(.trailing)
        cell(20, 10, "a2").gridCellAnchor(.bottomTrailing)
      }
      GridRow(alignment: .bottom) {
        cell(60, 10, "b0")
        cell(60, 30, "b1")
        cell(60, 40, "b2")
      }
      GridRow {
        cell(10, 10, "c0")
        cell(10, 10, "c1")
      }
    }
    let (_, cells) = try frames(grid, ["a0", "a1", "a2", "b0", "b1", "c0", "c1"])
    // Three 60-point columns: the first leading, the second trailing, the third centred.
    #expect(cells[0].origin == CGPoint(x: 0, y: 0))
    #expect(cells[1].origin == CGPoint(x: 108, y: 0))
    // The anchored cell sits in the bottom-trailing corner of its 60 × 10 space.
    #expect(cells[2].origin == CGPoint(x: 176, y: 0))
    // The second row is 40 tall and aligns its cells' bottoms.
    #expect(cells[3].origin == CGPoint(x: 0, y: 48))
    #expect(cells[4].origin == CGPoint(x: 68, y: 28))
    // Column alignment holds in every row.
    #expect(cells[5].origin == CGPoint(x: 0, y: 66))
    #expect(cells[6].origin == CGPoint(x: 118, y: 66))
  }

  @Test func spacingIsWhatTheGridAsksFor() throws {
    let grid = Grid(horizontalSpacing: 20, verticalSpacing: 40) {
      GridRow {
        cell(10, 10, "a")
        cell(10, 10, "b")
      }
      GridRow {
        cell(10, 10, "c")
        cell(10, 10, "d")
      }
    }
    let (frame, cells) = try frames(grid, ["a", "b", "c", "d"])
    #expect(frame.size == CGSize(width: 40, height: 60))
    #expect(
      cells.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 30, y: 50),
      ])
  }

  @Test func flexibleCellsShareTheProposalByColumnAndByRow() throws {
    let grid = Grid {
      GridRow {
        Color.red.accessibilityIdentifier("a")
        Color.red.accessibilityIdentifier("b")
      }
      GridRow {
        Color.red.accessibilityIdentifier("c")
        Color.red.accessibilityIdentifier("d")
      }
    }
    let (frame, cells) = try frames(
      grid.frame(width: 200, height: 100), ["a", "d"], size: CGSize(width: 300, height: 300))
    // The grid itself is tagged inside the frame: it takes all of it.
    #expect(frame.size == CGSize(width: 200, height: 100))
    #expect(cells[0] == CGRect(x: 0, y: 0, width: 96, height: 46))
    #expect(cells[1] == CGRect(x: 104, y: 54, width: 96, height: 46))
  }

  @Test func inANarrowProposalTheLeastFlexibleColumnIsOfferedItsShareFirst() throws {
    let grid = Grid {
      GridRow {
        Color.red.frame(minWidth: 20, maxWidth: .infinity).frame(height: 10)
          .accessibilityIdentifier("a")
        cell(50, 10, "b")
      }
      GridRow {
        cell(30, 10, "c")
        Color.red.frame(minWidth: 10, maxWidth: 100).frame(height: 10)
          .accessibilityIdentifier("d")
      }
    }
    let (frame, cells) = try frames(
      grid.frame(width: 160), ["a", "b", "c", "d"], size: CGSize(width: 300, height: 300))
    // 152 points for two columns: the second (50 to 100 wide) is offered 76 first and takes
    // it; the first (30 wide at least, without a maximum) takes the other 76.
    #expect(frame.width == 160)
    #expect(cells[0] == CGRect(x: 0, y: 0, width: 76, height: 10))
    #expect(cells[1].origin == CGPoint(x: 97, y: 0))
    #expect(cells[2].origin == CGPoint(x: 23, y: 18))
    #expect(cells[3] == CGRect(x: 84, y: 18, width: 76, height: 10))
  }

  @Test func rowsFromForEachAndCustomViewsAreRows() throws {
    struct Row: View {
      let index: Int
      var body: some View {
        GridRow {
          Color.red.frame(width: CGFloat(10 * (index + 1)), height: 10)
            .accessibilityIdentifier("first\(index)")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second\(index)")
        }
      }
    }
    let grid = Grid(alignment: .leading) {
      ForEach(0..<3) { index in Row(index: index) }
    }
    let (frame, cells) = try frames(grid, ["second0", "second2"])
    // The first column is as wide as its widest cell (30), in every row.
    #expect(frame.size == CGSize(width: 48, height: 46))
    #expect(cells[0].origin == CGPoint(x: 38, y: 0))
    #expect(cells[1].origin == CGPoint(x: 38, y: 36))
  }

  @Test func aGridRowOutsideAGridIsAGroupOfItsViews() throws {
    let view = VStack(spacing: 0) {
      GridRow {
        cell(10, 10, "a")
        cell(10, 10, "b")
      }
    }
    let (frame, cells) = try frames(view, ["a", "b"])
    #expect(frame.size == CGSize(width: 10, height: 20))
    #expect(cells[1].origin == CGPoint(x: 0, y: 10))
  }

  @Test func aCellThatGrowsMovesTheOtherRowsCells() throws {
    struct Growing: View {
      @State var wide = false
      var body: some View {
        Grid(alignment: .leading) {
          GridRow {
            Color.red.frame(width: wide ? 80 : 20, height: 10)
              .accessibilityIdentifier("grow")
              .onTapGesture { wide.toggle() }
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("next")
          }
          GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("below")
          }
        }
      }
    }
    let host = ViewHost(Growing(), size: CGSize(width: 300, height: 100))
    let before = try #require(host.frame(of: "below"))
    #expect(host.tap("grow"))
    let after = try #require(host.frame(of: "below"))
    // The first column widens by 60: the second row's cell moves with it.
    #expect(after.minX - before.minX == 30)
    #expect(try #require(host.frame(of: "next")).minX == after.minX)
  }
}
