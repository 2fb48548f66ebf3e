import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The `Grid` and anchor-preference sources of CompatibilitySources, shown and driven as on
/// iOS.
@MainActor
@Suite struct GridAndAnchorSourceTests {
  /// Labels share a leading edge, values a trailing one; the divider runs the grid's width;
  /// tapping the units widens the value column for every row.
  @Test func theSettingsGridKeepsItsColumnsAligned() throws {
    let host = ViewHost(SettingsGrid(), size: CGSize(width: 390, height: 300))
    func frame(_ name: String) throws -> CGRect { try #require(host.frame(of: name)) }
    let labels = try ["name-label", "units-label", "storage-label"].map(frame)
    let values = try ["name-value", "units-value", "storage-value"].map(frame)
    #expect(Set(labels.map(\.minX)).count == 1)
    #expect(Set(values.map(\.maxX)).count == 1)
    // The value column starts 16 points after the widest label.
    let labelColumnEnd = labels.map(\.maxX).max() ?? 0
    let valueColumnStart = values.map(\.minX).min() ?? 0
    #expect(valueColumnStart - labelColumnEnd == 16)
    // The heading spans the grid at its leading edge; the divider spans it exactly.
    let heading = try frame("heading")
    let divider = try frame("divider")
    #expect(heading.minX == labels[0].minX)
    #expect(divider.minX == labels[0].minX)
    #expect(divider.maxX == values[0].maxX)
    // Rows are 10 points apart.
    #expect(labels[0].minY - heading.maxY == 10)

    let nameWidth = values[0].width
    #expect(host.tap("units-value"))
    let longUnits = try frame("units-value")
    let name = try frame("name-value")
    #expect(longUnits.width > nameWidth)
    // Every value keeps the column's trailing edge, and the divider follows the wider grid.
    #expect(name.maxX == longUnits.maxX)
    #expect(try frame("divider").maxX == longUnits.maxX)
    #expect(try frame("name-label").minX == longUnits.minX - 16 - labels.map(\.width).max()!)
  }

  /// The underline sits under the selected tab and glides to the tapped one.
  @Test func theUnderlineFollowsTheSelectedTab() throws {
    let host = ViewHost(UnderlinedTabBar(), size: CGSize(width: 390, height: 60))
    func frame(_ name: String) throws -> CGRect { try #require(host.frame(of: name)) }
    let inbox = try frame("tab-Inbox")
    let archive = try frame("tab-Archive")
    var underline = try frame("underline")
    #expect(underline.minX == inbox.minX)
    #expect(underline.width == inbox.width)
    #expect(underline.maxY == inbox.maxY)
    #expect(underline.height == 3)

    #expect(host.tap("tab-Archive"))
    host.advance(by: 0.15)
    underline = try frame("underline")
    // Half way through the animation it is on its way, well past the first tab and well
    // short of the third, and between their widths.
    #expect(underline.minX > inbox.minX + 20)
    #expect(underline.minX < archive.minX - 20)
    #expect(underline.width > inbox.width && underline.width < archive.width)
    host.advance(by: 0.5)
    underline = try frame("underline")
    // The selected tab is set in semibold: it is wider than it was.
    let selected = try frame("tab-Archive")
    #expect(selected.width > archive.width)
    #expect(underline.minX == selected.minX)
    #expect(underline.width == selected.width)
    #expect(underline.maxY == selected.maxY)
    #expect(!host.isAnimating)
  }
}
