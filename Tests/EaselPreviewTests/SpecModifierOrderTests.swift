import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Modifier keys apply in one documented order, whatever their order in the file.
@MainActor
struct SpecModifierOrderTests {
  @Test func orderIsDocumented() {
    #expect(
      SpecModifiers.order == [
        "padding", "frame", "fixedSize", "alignmentGuide", "background", "overlay",
        "cornerRadius", "shadow", "opacity", "offset", "containerShape", "foregroundColor",
        "font", "listStyle", "navigationTitle", "navigationBarTitleDisplayMode",
        "layoutPriority", "accessibilityIdentifier", "accessibilityLabel",
        "accessibilityValue", "accessibilityHint", "accessibilityHidden",
      ])
  }

  @Test func paddingIsInsideTheFrameAndBackgroundCoversBoth() throws {
    // Written in the opposite of the applied order, to show that file order does not matter.
    let spec = try parseSpec(
      """
      {
        "size": { "width": 200, "height": 200 },
        "view": {
          "accessibilityIdentifier": "box",
          "overlay": { "type": "Circle", "fill": "green", "frame": { "width": 20, "height": 20 } },
          "background": "blue",
          "frame": { "width": 100, "height": 100 },
          "padding": 10,
          "fill": "red",
          "type": "Rectangle"
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // padding(10) then frame(100 × 100): the identified view is the 100 × 100 frame, not 120.
    #expect(host.frame(of: "box") == CGRect(x: 50, y: 50, width: 100, height: 100))
    let blue = Pixel(red: 0, green: 122, blue: 255)
    let red = Pixel(red: 255, green: 59, blue: 48)
    let green = Pixel(red: 52, green: 199, blue: 89)
    // The background fills the frame, padding included; the rectangle fills the inside.
    #expect(try host.pixel(at: CGPoint(x: 55, y: 55)) == blue)
    #expect(try host.pixel(at: CGPoint(x: 70, y: 70)) == red)
    // The overlay is in front, centred in the frame.
    #expect(try host.pixel(at: CGPoint(x: 100, y: 100)) == green)
    #expect(try host.pixel(at: CGPoint(x: 45, y: 45)) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func foregroundColorReachesTheBackgroundItFollows() throws {
    // foregroundColor is applied after background, so the unfilled background rectangle is
    // drawn in it; were it applied first, the background would be the default primary (black).
    let spec = try parseSpec(
      """
      {
        "size": { "width": 100, "height": 100 },
        "view": {
          "type": "Color", "color": "clear", "frame": { "width": 50, "height": 50 },
          "background": { "type": "Rectangle" }, "foregroundColor": "#00FF00"
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(try host.pixel(at: CGPoint(x: 50, y: 50)) == Pixel(red: 0, green: 255, blue: 0))
  }

  @Test func layoutPriorityFavoursTheIdentifiedView() throws {
    // The stack offers the higher-priority view space first, so it takes all the flexible
    // space. (Its order against accessibilityIdentifier is not observable: both only tag the
    // view.)
    let spec = try parseSpec(
      """
      {
        "size": { "width": 200, "height": 50 },
        "view": {
          "type": "HStack", "spacing": 0,
          "children": [
            { "type": "Color", "color": "red", "accessibilityIdentifier": "plain" },
            { "type": "Color", "color": "blue", "layoutPriority": 1,
              "accessibilityIdentifier": "favoured" }
          ]
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.frame(of: "favoured") == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(host.frame(of: "plain")?.width == 0)
  }

  @Test func fontAppliesToTextInside() throws {
    let small = try parseSpec(
      """
      {"view": {"type": "Text", "text": "Hello", "font": "caption",
                "accessibilityIdentifier": "t"}}
      """)
    let large = try parseSpec(
      """
      {"view": {"type": "Text", "text": "Hello", "font": {"size": 40, "weight": "bold"},
                "accessibilityIdentifier": "t"}}
      """)
    let smallFrame = try #require(ViewHost(small.makeView(), size: small.size).frame(of: "t"))
    let largeFrame = try #require(ViewHost(large.makeView(), size: large.size).frame(of: "t"))
    #expect(smallFrame.height < 20)
    #expect(largeFrame.height > 40)
    #expect(largeFrame.width > smallFrame.width * 2)
  }

  @Test func strokeIsDrawnOverTheFill() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 100, "height": 100 },
        "view": { "type": "Rectangle", "fill": "white", "stroke": "#FF0000", "lineWidth": 10,
                  "frame": { "width": 60, "height": 60 } }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The frame is (20, 20, 60, 60); a 10-point stroke is centred on its edge.
    #expect(try host.pixel(at: CGPoint(x: 22, y: 50)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try host.pixel(at: CGPoint(x: 50, y: 50)) == Pixel(red: 255, green: 255, blue: 255))
  }
}
