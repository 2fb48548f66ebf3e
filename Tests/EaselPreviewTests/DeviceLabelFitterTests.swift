import Easel
import EaselCairo
import Foundation
import Testing

@testable import EaselPreview

/// The labels over the preview window's canvases, headless: the fitter measures with Pango,
/// and in the grid of every device, laid out at window sizes from a phone's to a desktop's,
/// the labels as the chrome's layer lays them out stay in their columns and apart.
@MainActor
@Suite struct DeviceLabelFitterTests {
  let engine = PangoTextEngine()
  var fitter: DeviceLabelFitter { DeviceLabelFitter(engine: engine) }

  /// The width of `text` on one line in the labels' font.
  func width(_ text: String, fontSize: CGFloat = 12) -> CGFloat {
    engine.measure(text, request: TextLayoutRequest(font: DeviceLabelFitter.font(size: fontSize)))
      .size.width
  }

  @Test func aWideColumnShowsTheRichestText() {
    let fitted = fitter.fitRow(
      [["iPhone 15 — 393×852", "iPhone 15"], ["iPhone SE — 375×667", "iPhone SE"]],
      widths: [300, 300], alignment: .center)
    #expect(fitted.map(\.text) == ["iPhone 15 — 393×852", "iPhone SE — 375×667"])
    #expect(fitted.allSatisfy { $0.lineCount == 1 && !$0.isTruncated && $0.fontSize == 12 })
  }

  @Test func aRowShowsTheSameKindOfTextOnEveryLabel() {
    // The second label's sized text is too wide for its column, though the first's fits: both
    // show names.
    let wide = "iPhone 16 Pro Max — 440×956"
    let column = width(wide) - 1
    #expect(width("iPhone 15 — 393×852") < column)
    let fitted = fitter.fitRow(
      [["iPhone 15 — 393×852", "iPhone 15"], [wide, "iPhone 16 Pro Max"]],
      widths: [column, column], alignment: .center)
    #expect(fitted.map(\.text) == ["iPhone 15", "iPhone 16 Pro Max"])
  }

  @Test func aNameTooWideForItsColumnWrapsOntoTwoLinesWithoutAnEllipsis() throws {
    let name = "iPhone 16 Pro Max"
    let column = (width(name) * 0.7).rounded()
    let fitted = fitter.fitRow(
      [["\(name) — 440×956", name]], widths: [column], alignment: .center)
    let label = try #require(fitted.first)
    #expect(label.text == name)
    #expect(label.fontSize == 12)
    #expect(label.lineCount == 2)
    #expect(!label.isTruncated)
    #expect(label.size.width <= column)
    #expect(label.size.height > width("x") && label.size.height < 40)
  }

  @Test func aSmallerFontKeepsWordsWholeInANarrowColumn() {
    // "iPhone" fits at 10 points but not at 12: the row takes 10 rather than break the word.
    let column = (width("iPhone", fontSize: 10) + width("iPhone")) / 2
    let fitted = fitter.fitRow(
      [["iPhone SE — 375×667", "iPhone SE"], ["iPad", "iPad"]], widths: [column, column],
      alignment: .center)
    #expect(fitted.map(\.fontSize) == [10, 10])
    #expect(fitted[0].text == "iPhone SE")
    #expect(fitted[0].size.width <= column)
  }

  @Test func aColumnTooNarrowForTwoLinesEndsInAnEllipsis() throws {
    let name = "iPhone 16 Pro Max"
    let column = width("iPhone", fontSize: 10)
    let fitted = fitter.fitRow([[name]], widths: [column], alignment: .center)
    let label = try #require(fitted.first)
    #expect(label.isTruncated)
    #expect(label.lineCount <= DeviceLabelFitter.lineLimit)
    #expect(label.size.width <= column + 1)
  }

  /// A grid scene of every catalog device showing a plain colour.
  func gridScene(scheme: ColorScheme = .light) -> PreviewScene {
    var settings = PreviewScene.Settings(device: DeviceCatalog.all[0])
    settings.showsGrid = true
    settings.colorScheme = scheme
    return PreviewScene(
      settings: settings, devices: DeviceCatalog.all + [DeviceCatalog.freeSize], scale: 1,
      content: { _ in AnyView(Color.white) }, inspect: { _, _, _ in nil })
  }

  @Test(arguments: [
    CGSize(width: 441, height: 920), CGSize(width: 960, height: 704),
    CGSize(width: 1856, height: 1016), CGSize(width: 700, height: 1300),
  ])
  func gridLabelsStayInTheirColumnsAndApart(size: CGSize) throws {
    let scene = gridScene()
    scene.layout(in: size)
    let labels = scene.chromeAccessibilityElements().filter {
      $0.identifier == PreviewScene.deviceLabelIdentifier
    }
    let bezels = try #require(scene.chrome?.bezels)
    #expect(labels.count == DeviceCatalog.all.count)
    #expect(bezels.count == labels.count)
    let window = CGRect(origin: .zero, size: size)
    for (index, label) in labels.enumerated() {
      let device = scene.canvases[index].device
      #expect(label.label == device.name || label.label.hasPrefix(device.name + " — "))
      #expect(window.contains(label.frame), "\(label.label) at \(label.frame) in \(size)")
      // In its column (the bezel's width), above its bezel.
      let column = bezels[index]
      #expect(label.frame.minX >= column.minX - 0.5 && label.frame.maxX <= column.maxX + 0.5)
      #expect(label.frame.maxY <= column.minY)
      for other in labels[(index + 1)...] {
        #expect(!label.frame.intersects(other.frame), "\(label) and \(other) in \(size)")
      }
    }
  }

  @Test func aGrownWindowShowsNamesOnOneLineAndBiggerDevices() {
    let small = gridScene()
    small.layout(in: CGSize(width: 441, height: 920))
    let large = gridScene()
    large.layout(in: CGSize(width: 1856, height: 1016))
    #expect(large.canvases[0].zoom > 4 * small.canvases[0].zoom)
    let labels = large.chromeAccessibilityElements().filter {
      $0.identifier == PreviewScene.deviceLabelIdentifier
    }
    // One line each: every label of a row has the same height, that of one line.
    let heights = Set(labels.map(\.frame.height))
    #expect(heights.count == 1 && heights.first.map { $0 < 20 } == true, "\(heights)")
  }
}
