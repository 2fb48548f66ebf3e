import Easel
import EaselTesting
import Foundation
import Testing

/// The intrinsic sizes of the standard controls, images and dividers, case by case, against
/// SwiftUI on iOS.
///
/// Labels are fixed-size colours where they can be, so that the expected numbers do not hang on
/// text measurement. Sources are named next to the cases whose numbers the SwiftUI
/// documentation does not give: UIKit's controls, which SwiftUI's iOS controls draw as, are 51 ×
/// 31 for `UISwitch` (its view hierarchy as dumped in c4ios.com's "Hacking UISwitch"), 32 tall
/// for `UIStepper` and 20 × 20 or 37 × 37 for `UIActivityIndicatorView` (markmeretzky.com's
/// UIKit notes, "It assumes a default size of 20 × 20 or 37 × 37, depending on its style").
@MainActor
@Suite struct ControlSizeFidelityTests {
  /// An image provider that knows one 40 × 30-point bitmap, "swatch", without reading a file.
  final class Swatches: ImageProvider {
    func image(named name: String) -> ImageAsset? {
      name == "swatch" ? ImageAsset(name: name, size: CGSize(width: 40, height: 30)) : nil
    }
  }

  /// A label of a known size for buttons and toggles.
  static var box: some View { Color.red.frame(width: 40, height: 20) }

  // MARK: - Toggle, Slider, Stepper

  @Test func aLabelledToggleFillsTheWidthAndIsAsTallAsTheSwitch() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Toggle(isOn: .constant(true)) { Self.box }.accessibilityIdentifier("short")
        Toggle(isOn: .constant(false)) { Color.red.frame(width: 40, height: 40) }
          .accessibilityIdentifier("tall")
      }, size: CGSize(width: 300, height: 201))
    // The switch is 31 tall, so a 20-point label makes a 31-point row; a taller label wins.
    #expect(host.frame(of: "short") == CGRect(x: 0, y: 65, width: 300, height: 31))
    #expect(host.frame(of: "tall") == CGRect(x: 0, y: 96, width: 300, height: 40))
  }

  @Test func theSwitchIs51By31AtTheTrailingEdge() throws {
    let host = ViewHost(
      Toggle(isOn: .constant(true)) { Self.box }.accessibilityIdentifier("toggle"),
      size: CGSize(width: 200, height: 31))
    // The on switch is tinted green from x = 149 to 200 and white or clear elsewhere.
    func isGreen(_ x: Int) throws -> Bool {
      let pixel = try #require(try host.pixel(x: x, y: 15))
      return pixel.green > 150 && pixel.red < 120 && pixel.blue < 120
    }
    #expect(try isGreen(151))
    #expect(try isGreen(198))
    #expect(try !isGreen(146))
    // The knob sits at the trailing end when on: white in the middle of its 27-point circle.
    let knob = try #require(try host.pixel(x: 184, y: 15))
    #expect(knob.red > 240 && knob.green > 240 && knob.blue > 240)
  }

  @Test func aSliderFillsTheWidthItIsOffered() throws {
    let host = ViewHost(
      VStack { Slider(value: .constant(0.5)).accessibilityIdentifier("slider") },
      size: CGSize(width: 320, height: 100))
    let slider = try #require(host.frame(of: "slider"))
    #expect(slider.minX == 0)
    #expect(slider.width == 320)
  }

  @Test func aStepperFillsTheWidthAndIs32Tall() {
    let host = ViewHost(
      Stepper(onIncrement: {}, onDecrement: {}) { Self.box }.accessibilityIdentifier("stepper"),
      size: CGSize(width: 300, height: 100))
    #expect(host.frame(of: "stepper") == CGRect(x: 0, y: 34, width: 300, height: 32))
  }

  // MARK: - ProgressView

  @Test func aBarWithoutLabelsIsFourPointsTallAndFillsTheWidth() {
    let host = ViewHost(
      ProgressView(value: 0.5).accessibilityIdentifier("bar"), size: CGSize(width: 240, height: 100)
    )
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 48, width: 240, height: 4))
  }

  @Test func theSpinnerIsTwentySquareAndThirtySevenAtTheLargeSizes() {
    // Centred in a 100-point square, or a 101-point one for an odd side.
    func frame(_ size: ControlSize, in side: CGFloat = 100) -> CGRect? {
      ViewHost(
        ProgressView().controlSize(size).accessibilityIdentifier("spinner"),
        size: CGSize(width: side, height: side)
      ).frame(of: "spinner")
    }
    // The medium indicator at the mini, small and regular sizes; the large one above them.
    #expect(frame(.mini) == CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(frame(.small) == CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(frame(.regular) == CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(frame(.large, in: 101) == CGRect(x: 32, y: 32, width: 37, height: 37))
    #expect(frame(.extraLarge, in: 101) == CGRect(x: 32, y: 32, width: 37, height: 37))
  }

  // MARK: - Buttons

  @Test func plainAndBorderlessButtonsAreTheSizeOfTheirLabels() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Button {
        } label: {
          Self.box
        }
        .accessibilityIdentifier("automatic")
        Button {
        } label: {
          Self.box
        }
        .buttonStyle(.plain).accessibilityIdentifier("plain")
        Button {
        } label: {
          Self.box
        }
        .buttonStyle(.borderless).accessibilityIdentifier("borderless")
      }, size: CGSize(width: 100, height: 60))
    #expect(host.frame(of: "automatic") == CGRect(x: 30, y: 0, width: 40, height: 20))
    #expect(host.frame(of: "plain") == CGRect(x: 30, y: 20, width: 40, height: 20))
    #expect(host.frame(of: "borderless") == CGRect(x: 30, y: 40, width: 40, height: 20))
  }

  @Test func borderedButtonsPadTheirLabelsAlikeOnBothSides() {
    // Easel's regular insets are 12 across and 7 down; bordered and bordered prominent share
    // them, and the label sits in the middle.
    let host = ViewHost(
      VStack(spacing: 0) {
        Button {
        } label: {
          Self.box.accessibilityIdentifier("label")
        }
        .buttonStyle(.bordered).accessibilityIdentifier("bordered")
        Button {
        } label: {
          Self.box
        }
        .buttonStyle(.borderedProminent).accessibilityIdentifier("prominent")
      }, size: CGSize(width: 100, height: 68))
    #expect(host.frame(of: "bordered") == CGRect(x: 18, y: 0, width: 64, height: 34))
    #expect(host.frame(of: "label") == CGRect(x: 30, y: 7, width: 40, height: 20))
    #expect(host.frame(of: "prominent") == CGRect(x: 18, y: 34, width: 64, height: 34))
  }

  @Test func aBorderedButtonWithAFlexibleLabelFillsTheWidth() {
    let host = ViewHost(
      Button {
      } label: {
        Color.red.frame(height: 20).frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent).accessibilityIdentifier("button"),
      size: CGSize(width: 300, height: 100))
    #expect(host.frame(of: "button") == CGRect(x: 0, y: 33, width: 300, height: 34))
  }

  // MARK: - Images

  @Test func aResizableImageKeepsItsNaturalHeightWhereTheHeightIsUnspecified() {
    // A vertical scroll view proposes no height: the image takes the width and its own 30.
    let host = ViewHost(
      ScrollView {
        Image("swatch").resizable().accessibilityIdentifier("image")
      }, size: CGSize(width: 200, height: 300), imageProvider: Swatches())
    #expect(host.frame(of: "image") == CGRect(x: 0, y: 0, width: 200, height: 30))
  }

  @Test func aScaledToFitImageInAScrollViewTakesTheWidthAndItsProportion() {
    let host = ViewHost(
      ScrollView {
        Image("swatch").resizable().scaledToFit().accessibilityIdentifier("image")
      }, size: CGSize(width: 200, height: 300), imageProvider: Swatches())
    // 40 : 30 at 200 wide is 150 tall.
    #expect(host.frame(of: "image") == CGRect(x: 0, y: 0, width: 200, height: 150))
  }

  @Test func aResizableImageTakesTheOtherDimensionFromTheProposal() {
    let host = ViewHost(
      Image("swatch").resizable().accessibilityIdentifier("image").frame(width: 100),
      size: CGSize(width: 200, height: 100), imageProvider: Swatches())
    #expect(host.frame(of: "image") == CGRect(x: 50, y: 0, width: 100, height: 100))
  }

  @Test func aspectRatioFitsTheNaturalOrTheGivenRatio() {
    let natural = ViewHost(
      Image("swatch").resizable().aspectRatio(contentMode: .fit)
        .accessibilityIdentifier("image").frame(width: 100),
      size: CGSize(width: 200, height: 201), imageProvider: Swatches())
    #expect(natural.frame(of: "image") == CGRect(x: 50, y: 63, width: 100, height: 75))
    let given = ViewHost(
      Image("swatch").resizable().aspectRatio(2, contentMode: .fit)
        .accessibilityIdentifier("image"),
      size: CGSize(width: 200, height: 200), imageProvider: Swatches())
    #expect(given.frame(of: "image") == CGRect(x: 0, y: 50, width: 200, height: 100))
    let filled = ViewHost(
      Image("swatch").resizable().aspectRatio(contentMode: .fill)
        .accessibilityIdentifier("image").frame(width: 90, height: 90),
      size: CGSize(width: 200, height: 200), imageProvider: Swatches())
    // Filling 90 × 90 at 4 : 3 takes 120 × 90, overflowing the frame equally on both sides.
    #expect(filled.frame(of: "image") == CGRect(x: 40, y: 55, width: 120, height: 90))
  }

  @Test func aSymbolIsSizedByItsFontAndImageScale() throws {
    func side(_ view: some View) throws -> CGFloat {
      let host = ViewHost(
        view.accessibilityIdentifier("symbol"), size: CGSize(width: 100, height: 100))
      return try #require(host.frame(of: "symbol")).height
    }
    // Easel draws each symbol square at the font's point size (body 17, title 28); SF Symbols
    // vary in width, so only the heights are compared with SwiftUI's.
    #expect(try side(Image(systemName: "star")) == 17)
    #expect(try side(Image(systemName: "star").font(.title)) == 28)
    #expect(try side(Image(systemName: "star").font(.system(size: 40))) == 40)
    // Apple: the small scale is "approximately 20% smaller" and the large "approximately 30%
    // larger" than the medium one (NSImage.SymbolScale).
    let medium = try side(Image(systemName: "star").font(.system(size: 100)))
    let small = try side(Image(systemName: "star").font(.system(size: 100)).imageScale(.small))
    let large = try side(Image(systemName: "star").font(.system(size: 100)).imageScale(.large))
    #expect(medium == 100)
    #expect(abs(small / medium - 0.8) <= 0.03)
    #expect(abs(large / medium - 1.3) <= 0.03)
  }

  // MARK: - Divider

  @Test func aDividerIsOnePixelThickAtEveryDisplayScale() {
    let retina = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(height: 10)
        Divider().accessibilityIdentifier("line")
      }, size: CGSize(width: 100, height: 10.5), scale: 2)
    #expect(retina.frame(of: "line") == CGRect(x: 0, y: 10, width: 100, height: 0.5))
    let triple = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 10)
        Divider().accessibilityIdentifier("line")
      }, size: CGSize(width: 30, height: 20), scale: 3)
    let line = triple.frame(of: "line")
    #expect(line?.height == 20)
    #expect(abs((line?.width ?? 0) - 1.0 / 3) < 0.001)
  }
}
