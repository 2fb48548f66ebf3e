import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `ColorPicker`: a tap on the well opens the palette; choosing a colour sets the selection
/// and closes it.
@MainActor
@Suite struct ColorPickerTests {
  struct Theme: View {
    @State private var color = Color.blue
    var body: some View {
      VStack {
        ColorPicker("Theme", selection: $color)
        color.frame(width: 40, height: 40).accessibilityIdentifier("swatch")
        Spacer()
      }
      .frame(width: 300)
    }
  }

  @Test func choosingFromThePalette() throws {
    let host = ViewHost(Theme(), size: CGSize(width: 300, height: 400))
    let swatch = try #require(host.frame(of: "swatch"))
    let middle = CGPoint(x: swatch.midX, y: swatch.midY)
    #expect(try host.pixel(at: middle) == Pixel(red: 0, green: 122, blue: 255))
    #expect(host.frame(of: "color-0") == nil)
    #expect(host.tap("color-well"))
    // The palette's first colour is red.
    #expect(host.tap("color-0"))
    #expect(try host.pixel(at: middle) == Pixel(red: 255, green: 59, blue: 48))
    #expect(host.frame(of: "color-0") == nil)
  }
}
