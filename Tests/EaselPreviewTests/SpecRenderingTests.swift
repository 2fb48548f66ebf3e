import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Valid specs build the views they describe: frames follow the layout rules and fills land on
/// the right pixels.
@MainActor
struct SpecRenderingTests {
  @Test func stackOfFixedFramesIsCentredInTheCanvas() throws {
    let spec = try parseSpec(
      """
      {
        "title": "Layout",
        "size": { "width": 300, "height": 400 },
        "view": {
          "type": "VStack", "spacing": 10,
          "children": [
            { "type": "Rectangle", "fill": "#FF0000", "frame": { "width": 100, "height": 50 },
              "accessibilityIdentifier": "top" },
            { "type": "Rectangle", "fill": "#3478F6", "frame": { "width": 200, "height": 120 },
              "accessibilityIdentifier": "swatch" }
          ]
        }
      }
      """)
    #expect(spec.title == "Layout")
    #expect(spec.size == CGSize(width: 300, height: 400))
    #expect(spec.colorScheme == .light)

    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The stack is 200 wide and 50 + 10 + 120 = 180 tall, centred in 300 × 400:
    // origin (50, 110). The narrower child is centred across the stack.
    #expect(host.frame(of: "top") == CGRect(x: 100, y: 110, width: 100, height: 50))
    #expect(host.frame(of: "swatch") == CGRect(x: 50, y: 170, width: 200, height: 120))
    #expect(try host.pixel(at: CGPoint(x: 150, y: 230)) == Pixel(red: 52, green: 120, blue: 246))
    #expect(try host.pixel(at: CGPoint(x: 150, y: 135)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try host.pixel(at: CGPoint(x: 60, y: 135)) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func rowSharesSpaceWithASpacerInsidePadding() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 200, "height": 100 },
        "view": {
          "type": "HStack", "spacing": 0, "padding": 10, "accessibilityIdentifier": "row",
          "children": [
            { "type": "Color", "color": "red", "frame": { "width": 40 },
              "accessibilityIdentifier": "left" },
            { "type": "Spacer" },
            { "type": "Circle", "fill": "green", "frame": { "width": 30, "height": 30 },
              "accessibilityIdentifier": "dot" }
          ]
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // Padding leaves the row 180 × 80. The two fixed children take 40 and 30; the spacer takes
    // the other 110. The row is as tall as its tallest child, the colour (80).
    #expect(host.frame(of: "row") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(host.frame(of: "left") == CGRect(x: 10, y: 10, width: 40, height: 80))
    #expect(host.frame(of: "dot") == CGRect(x: 160, y: 35, width: 30, height: 30))
    #expect(try host.pixel(at: CGPoint(x: 175, y: 50)) == Pixel(red: 52, green: 199, blue: 89))
    #expect(try host.pixel(at: CGPoint(x: 30, y: 50)) == Pixel(red: 255, green: 59, blue: 48))
    #expect(try host.pixel(at: CGPoint(x: 100, y: 50)) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func zStackAlignsChildrenByName() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 100, "height": 100 },
        "view": {
          "type": "ZStack", "alignment": "bottomTrailing",
          "children": [
            { "type": "Color", "color": "white", "frame": { "width": 80, "height": 60 } },
            { "type": "Ellipse", "stroke": "black", "lineWidth": 2,
              "frame": { "width": 20, "height": 10 }, "accessibilityIdentifier": "badge" }
          ]
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The stack is 80 × 60 at (10, 20); the badge sits in its bottom trailing corner.
    #expect(host.frame(of: "badge") == CGRect(x: 70, y: 70, width: 20, height: 10))
  }

  @Test func defaultsApplyWhenKeysAreAbsent() throws {
    let spec = try parseSpec(
      #"{"view": {"type": "Text", "text": "Hi"}}"#, fileName: "Greeting.json")
    #expect(spec.title == "Greeting")
    #expect(spec.size == CGSize(width: 375, height: 667))
    #expect(spec.colorScheme == .light)
    #expect(spec.view == SpecNode(.text("Hi")))
  }

  @Test func parsedTreeHoldsEveryKey() throws {
    let spec = try parseSpec(
      """
      {
        "colorScheme": "dark",
        "view": {
          "type": "VStack", "alignment": "leading", "spacing": 4,
          "children": [
            { "type": "Spacer", "minLength": 12 },
            { "type": "RoundedRectangle", "cornerRadius": 8, "fill": "mint", "stroke": "#00000080",
              "lineWidth": 3 },
            { "type": "Text", "text": "x", "font": { "size": 13, "weight": "semibold" },
              "padding": { "top": 1, "trailing": 2 }, "layoutPriority": -1,
              "background": { "color": "blue", "opacity": 0.25 } }
          ]
        }
      }
      """)
    #expect(spec.colorScheme == .dark)
    let expected = SpecNode(
      .vStack(
        alignment: .leading, spacing: 4,
        children: [
          SpecNode(.spacer(minLength: 12)),
          SpecNode(
            .shape(
              .roundedRectangle(cornerRadius: 8), fill: .system(.mint),
              stroke: .rgba(red: 0, green: 0, blue: 0, alpha: 128), lineWidth: 3)),
          SpecNode(
            .text("x"),
            modifiers: SpecModifiers(
              padding: SpecInsets(top: 1, leading: 0, bottom: 0, trailing: 2),
              background: .color(.opacity(.system(.blue), 0.25)),
              font: .system(size: 13, weight: .semibold), layoutPriority: -1)),
        ]))
    #expect(spec.view == expected)
  }

  @Test func darkSchemeResolvesSystemColoursToTheirDarkValues() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 40, "height": 40 }, "colorScheme": "dark",
        "view": { "type": "Rectangle", "fill": "blue" }
      }
      """)
    let host = ViewHost(
      spec.makeView(registry: .catalog), size: spec.size, colorScheme: spec.colorScheme)
    #expect(try host.pixel(at: CGPoint(x: 20, y: 20)) == Pixel(red: 10, green: 132, blue: 255))
  }

  @Test func helloSpecLoadsAndShowsTheSwatch() throws {
    let url = specAssetsFolder.appendingPathComponent("Hello.json")
    let spec = try Spec.load(contentsOf: url, registry: .catalog)
    #expect(spec.title == "Hello")
    #expect(spec.size == CGSize(width: 375, height: 667))
    let host = ViewHost(
      spec.makeView(registry: .catalog), size: spec.size, colorScheme: spec.colorScheme)
    let swatch = try #require(host.frame(of: "swatch"))
    #expect(swatch.size == CGSize(width: 200, height: 120))
    // Centred in 375 points, the 200-point swatch starts at 87.5, rounded to the pixel: 88.
    #expect(swatch.midX == 188)
    #expect(
      try host.pixel(at: CGPoint(x: swatch.midX, y: swatch.midY))
        == Pixel(red: 0, green: 122, blue: 255))
    // Set EASEL_SPEC_PNG_DIR to look at the rendering.
    if let folder = ProcessInfo.processInfo.environment["EASEL_SPEC_PNG_DIR"] {
      try host.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("Hello.png"))
      let dark = ViewHost(spec.makeView(registry: .catalog), size: spec.size, colorScheme: .dark)
      try dark.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("Hello-dark.png"))
    }
  }

  @Test func valuesAtTheLimitsRenderWithoutCrashing() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 50, "height": 50 },
        "view": {
          "type": "HStack", "spacing": 100000, "padding": 100000, "layoutPriority": 1e300,
          "children": [
            { "type": "Text", "text": "Big", "font": { "size": 1000 },
              "frame": { "width": 100000, "height": 100000 } },
            { "type": "Spacer", "minLength": 100000 },
            { "type": "RoundedRectangle", "cornerRadius": 100000, "stroke": "red",
              "lineWidth": 100000, "accessibilityIdentifier": "shape" }
          ]
        }
      }
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.frame(of: "shape") != nil)
    #expect(try host.pixel(x: 0, y: 0) != nil)
  }

  @Test func manyChildrenAreAllLaidOut() throws {
    let children = (0..<300).map {
      """
      {"type": "Color", "color": "red", "frame": {"height": 1},
       "accessibilityIdentifier": "c\($0)"}
      """
    }
    let spec = try parseSpec(
      """
      {"size": {"width": 10, "height": 300},
       "view": {"type": "VStack", "spacing": 0, "children": [\(children.joined(separator: ","))]}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: 0, width: 10, height: 1))
    #expect(host.frame(of: "c299") == CGRect(x: 0, y: 299, width: 10, height: 1))
  }
}
