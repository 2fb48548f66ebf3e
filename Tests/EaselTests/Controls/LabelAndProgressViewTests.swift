import Easel
import EaselTesting
import Foundation
import Testing

/// `Label` with its styles, and `ProgressView` as a bar, a ring and a spinner.
@MainActor
@Suite struct LabelAndProgressViewTests {
  @Test func aLabelPutsItsIconBeforeItsTitle() throws {
    let view = Label("Favourites", systemImage: "star.fill").accessibilityIdentifier("label")
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    let elements = host.accessibilityTree()
    #expect(elements.map(\.label) == ["Favourites"], "the icon is decorative")
    let title = try #require(elements.first?.frame)
    let label = try #require(host.frame(of: "label"))
    // The icon sits before the title, 8 points apart.
    #expect(title.minX - label.minX >= 8 + 10)
    #expect(abs(label.maxX - title.maxX) <= 0.5)
  }

  @Test func theStylesShowTheTitleOrTheIconAlone() throws {
    let titleOnly = ViewHost(
      Label("Favourites", systemImage: "star").labelStyle(.titleOnly)
        .accessibilityIdentifier("label"),
      size: CGSize(width: 300, height: 100))
    let iconOnly = ViewHost(
      Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
        .accessibilityIdentifier("label"),
      size: CGSize(width: 300, height: 100))
    let both = ViewHost(
      Label("Favourites", systemImage: "star").accessibilityIdentifier("label"),
      size: CGSize(width: 300, height: 100))
    let titleWidth = try #require(titleOnly.frame(of: "label")).width
    let iconWidth = try #require(iconOnly.frame(of: "label")).width
    let bothWidth = try #require(both.frame(of: "label")).width
    #expect(abs(bothWidth - (titleWidth + iconWidth + 8)) <= 1)
    #expect(iconWidth < 30)
    // An icon-only label still reads its title.
    #expect(iconOnly.accessibilityTree().map(\.label) == ["Favourites"])
    #expect(titleOnly.accessibilityTree().map(\.label) == ["Favourites"])
  }

  @Test func aBarFillsItsFractionFromTheLeadingEdge() throws {
    let view = ProgressView("Downloading", value: 30, total: 120)
      .frame(width: 200).accessibilityIdentifier("progress")
    let host = ViewHost(view, size: CGSize(width: 240, height: 100))
    let element = try #require(host.accessibilityTree().first { $0.identifier == "progress" })
    #expect(element.label == "Downloading")
    #expect(element.value == "25 percent")
    let bar = try #require(host.frame(of: "ProgressView.bar"))
    #expect(bar.width == 200)
    #expect(bar.height == 4)
    func isTinted(_ x: CGFloat) throws -> Bool {
      let pixel = try #require(try host.pixel(x: Int(x), y: Int(bar.midY)))
      return Int(pixel.blue) - Int(pixel.red) > 100
    }
    #expect(try isTinted(bar.minX + 40))
    #expect(try !isTinted(bar.minX + 60), "a quarter of 200 is 50 points")
  }

  @Test func valuesOutsideTheRangeAreClamped() throws {
    let over = ViewHost(
      ProgressView(value: 3.0, total: 2.0).accessibilityIdentifier("p"),
      size: CGSize(width: 200, height: 50))
    #expect(over.accessibilityTree().first?.value == "100 percent")
    let empty = ViewHost(
      ProgressView(value: 1.0, total: 0.0).accessibilityIdentifier("p"),
      size: CGSize(width: 200, height: 50))
    #expect(empty.accessibilityTree().first?.value == "0 percent")
  }

  @Test func withoutAValueItSpinsAndKeepsTheClockRunning() throws {
    let host = ViewHost(ProgressView("Loading"), size: CGSize(width: 200, height: 100))
    host.advance(by: 0.1)
    #expect(host.needsFrames, "a spinner animates while shown")
    #expect(host.accessibilityTree().map(\.label) == ["In progress", "Loading"])
    let idle = ViewHost(ProgressView(value: 0.5), size: CGSize(width: 200, height: 100))
    idle.advance(by: 0.1)
    #expect(!idle.needsFrames, "a bar does not")
  }

  @Test func theCircularStyleShowsARingForAValue() throws {
    let host = ViewHost(
      ProgressView(value: 0.75).progressViewStyle(.circular).accessibilityIdentifier("ring"),
      size: CGSize(width: 100, height: 100))
    let ring = try #require(host.frame(of: "ring"))
    #expect(ring.size == CGSize(width: 20, height: 20))
    #expect(host.accessibilityTree().first?.value == "75 percent")
  }
}
