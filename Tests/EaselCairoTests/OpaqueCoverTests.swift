import CCairo
import EaselHarness
import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// What opaque rectangles drawn later hide is not drawn (`OpaqueCover`): items wholly under
/// one, the covered parts of a large fill, the clear under backgrounds that cover the frame.
/// Every pixel stays as drawing everything makes it, whatever the scale and wherever edges
/// fall inside pixels.
@MainActor
@Suite(.serialized) struct OpaqueCoverTests {
  static func item(_ operation: DisplayList.Operation) -> DisplayList.Item {
    DisplayList.Item(operation: operation)
  }

  static func fill(_ rect: CGRect, _ color: Color.Resolved) -> DisplayList.Item {
    item(.fill(Path(rect), .color(color)))
  }

  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
  static let grey = Color.Resolved(red: 0.95, green: 0.95, blue: 0.97, opacity: 1)
  static let red = Color.Resolved(red: 0.9, green: 0.1, blue: 0.1, opacity: 1)
  static let veil = Color.Resolved(red: 0, green: 0, blue: 0.5, opacity: 0.5)

  /// `list` drawn into a new image at `scale`, with the cover on or off.
  static func image(
    _ list: DisplayList, size: CGSize, scale: CGFloat, covering: Bool
  ) throws -> CairoImage {
    let was = OpaqueCover.isEnabled
    OpaqueCover.isEnabled = covering
    defer { OpaqueCover.isEnabled = was }
    let image = try CairoImage(size: size, scale: scale)
    image.draw(list, background: Color.Resolved(red: 0.2, green: 0.6, blue: 0.3, opacity: 1))
    return image
  }

  /// `items` drawn on a context at `scale`, recording which are hidden.
  static func hidden(_ items: [DisplayList.Item], scale: CGFloat) throws -> [Bool]? {
    let image = try CairoImage(size: CGSize(width: 200, height: 200), scale: scale)
    let cr = cairo_create(image.surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    return try OpaqueCover.hidden(in: items, map: #require(OpaqueCover.map(for: cr)))
  }

  @Test func anItemUnderALaterOpaqueRectangleIsHidden() throws {
    let items = [
      Self.fill(CGRect(x: 10, y: 10, width: 50, height: 50), Self.red),
      Self.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Self.grey),
      Self.fill(CGRect(x: 120, y: 0, width: 20, height: 20), Self.red),
    ]
    #expect(try Self.hidden(items, scale: 1) == [true, false, false])
  }

  @Test func onlyWholePixelsOfTheCoverCount() throws {
    // The cover's left edge at x 0.5 is inside a pixel at scale 1, on a pixel's edge at 2.
    let items = [
      Self.fill(CGRect(x: 0.5, y: 10, width: 20, height: 20), Self.red),
      Self.fill(CGRect(x: 0.5, y: 0, width: 100, height: 100), Self.grey),
    ]
    #expect(try Self.hidden(items, scale: 1) == nil)
    #expect(try Self.hidden(items, scale: 2) == [true, false])
  }

  @Test func aTranslucentOrCurvedFillHidesNothing() throws {
    let under = Self.fill(CGRect(x: 10, y: 10, width: 20, height: 20), Self.red)
    let translucent = Self.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Self.veil)
    let oval = Self.item(
      .fill(Path(ellipseIn: CGRect(x: -50, y: -50, width: 200, height: 200)), .color(Self.grey)))
    #expect(try Self.hidden([under, translucent], scale: 1) == nil)
    #expect(try Self.hidden([under, oval], scale: 1) == nil)
  }

  @Test func aLargeFillIsDrawnOnlyWhereLaterRowsLeaveItToShow() throws {
    // A list: its background, then rows inside a clip, each a clip holding its fill.
    let rows = (0..<6).map { row in
      let frame = CGRect(x: 16, y: 40 + CGFloat(row) * 44.5, width: 268, height: 44.5)
      return Self.item(.clip(Path(frame), [Self.fill(frame, Self.white)]))
    }
    let items = [
      Self.fill(CGRect(x: 0, y: 0, width: 300, height: 400), Self.grey),
      Self.item(.clip(Path(CGRect(x: 0, y: 30, width: 300, height: 370)), rows)),
    ]
    let image = try CairoImage(size: CGSize(width: 300, height: 400), scale: 2)
    let cr = cairo_create(image.surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    let map = try #require(OpaqueCover.map(for: cr))
    let parts = try #require(OpaqueCover.uncoveredParts(of: 0, in: items, map: map))
    let area = parts.reduce(0) { $0 + $1.area }
    // 600 × 800 pixels, less six rows of 536 × 89.
    #expect(area == 600 * 800 - 6 * 536 * 89)
    let rowPixels = OpaqueCover.PixelRect(x0: 32, y0: 80, x1: 568, y1: 614)
    #expect(parts.allSatisfy { $0.intersection(rowPixels).isEmpty })
  }

  @Test func backgroundsThatCoverTheFrameTogetherLeaveNothingToClear() throws {
    let size = CGSize(width: 100, height: 80)
    let image = try CairoImage(size: size, scale: 2)
    let cr = cairo_create(image.surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    let whole = OpaqueCover.PixelRect(x0: 0, y0: 0, x1: 200, y1: 160)
    // Two screens side by side, meeting on a pixel's edge (x 40.5 is pixel 81 at 2×), the
    // left one through a clip.
    let left = Self.item(
      .clip(
        Path(CGRect(x: 0, y: -1000, width: 41, height: 3000)),
        [Self.fill(CGRect(x: -30, y: 0, width: 100, height: 80), Self.grey)]))
    let right = Self.item(
      .offset(
        CGSize(width: 40.5, height: 0),
        [Self.fill(CGRect(x: 0, y: 0, width: 100, height: 80), Self.white)]))
    #expect(OpaqueCover.covers([left, right], pixels: whole, on: cr))
    // A gap of half a point between them leaves pixels to clear.
    let apart = Self.item(
      .offset(
        CGSize(width: 41.5, height: 0),
        [Self.fill(CGRect(x: 0, y: 0, width: 100, height: 80), Self.white)]))
    #expect(!OpaqueCover.covers([left, apart], pixels: whole, on: cr))
  }

  /// Inside a rounded clip, a fill under opaque rows shows at the clip's antialiased corners:
  /// it is drawn whole there.
  @Test func nothingIsLeftOutUnderAClipWithEdgesInsidePixels() throws {
    let card = CGRect(x: 20, y: 20, width: 360, height: 210)
    let rows = (0..<3).map { row in
      Self.fill(CGRect(x: 20, y: 20 + CGFloat(row) * 80, width: 360, height: 50), Self.red)
    }
    let inner =
      [
        Self.fill(card, Self.grey),
        Self.fill(CGRect(x: 30, y: 30, width: 20, height: 20), Self.white),
      ]
      + rows + [Self.fill(card, Self.white)]
    for clip in [Path(roundedRect: card, cornerRadius: 16), Path(card.insetBy(dx: 0.25, dy: 0.25))]
    {
      let list = DisplayList(items: [Self.item(.clip(clip, inner))])
      let size = CGSize(width: 400, height: 260)
      let covered = try Self.image(list, size: size, scale: 2, covering: true)
      let whole = try Self.image(list, size: size, scale: 2, covering: false)
      #expect(differingPixels(covered, whole) == 0)
    }
  }

  /// A backdrop blurs what is drawn before it: what lies under it is drawn, though an opaque
  /// rectangle covers it afterwards, and the frame is cleared under it.
  @Test func whatABackdropReadsIsDrawn() throws {
    // A red band under a bar's material, then a grey band over the red one and most of the
    // bar: the material's blur carries the red into the bar's strip below the grey band.
    let bar = CGRect(x: 0, y: 40, width: 200, height: 40)
    let tint = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.4)
    let list = DisplayList(items: [
      Self.fill(CGRect(x: 0, y: 40, width: 200, height: 20), Self.red),
      Self.item(
        .backdrop(
          DisplayList.Backdrop(path: Path(bar), frame: bar, radius: 10, saturation: 1, tint: tint))),
      Self.fill(CGRect(x: 0, y: 30, width: 200, height: 40), Self.grey),
    ])
    let size = CGSize(width: 200, height: 120)
    let covered = try Self.image(list, size: size, scale: 2, covering: true)
    let whole = try Self.image(list, size: size, scale: 2, covering: false)
    #expect(differingPixels(covered, whole) == 0)
  }

  /// Random stacks of rectangles at quarter points (opaque and not, in rectangular and
  /// rounded clips, offsets and opacity groups, with backdrops now and then): the same pixels with the cover as without, at 1×, 1.5× and 2×.
  @Test(arguments: [1.0, 1.5, 2.0])
  func randomStacksDrawTheSamePixels(scale: Double) throws {
    var generator = SeededGenerator(seed: 28)
    func coordinate(_ limit: Double) -> CGFloat {
      CGFloat(Double(generator.int(in: -8...Int(limit * 4))) / 4)
    }
    func rect() -> CGRect {
      CGRect(
        x: coordinate(350), y: coordinate(250), width: coordinate(300) + 2,
        height: coordinate(225) + 2)
    }
    func color() -> Color.Resolved {
      Color.Resolved(
        red: Float(generator.int(in: 0...255)) / 255,
        green: Float(generator.int(in: 0...255)) / 255,
        blue: Float(generator.int(in: 0...255)) / 255, opacity: generator.chance(0.7) ? 1 : 0.6)
    }
    func backdrop() -> DisplayList.Backdrop {
      let frame = rect()
      var tint = color()
      tint.opacity = 0.3
      return DisplayList.Backdrop(
        path: Path(frame), frame: frame, radius: 6, saturation: 1.2, tint: tint)
    }
    func items(depth: Int) -> [DisplayList.Item] {
      (0..<generator.int(in: 2...7)).map { _ in
        switch generator.int(in: 0...9) {
        case 0 where depth < 2:
          Self.item(.clip(Path(rect()), items(depth: depth + 1)))
        case 1 where depth < 2:
          Self.item(
            .offset(CGSize(width: coordinate(50), height: coordinate(50)), items(depth: depth + 1)))
        case 2 where depth < 2:
          Self.item(.opacity(0.7, items(depth: depth + 1)))
        case 5 where depth < 2:
          Self.item(.clip(Path(roundedRect: rect(), cornerRadius: 12), items(depth: depth + 1)))
        case 6 where generator.chance(0.3):
          // A material: a blur of what is drawn before it, which must be there.
          Self.item(.backdrop(backdrop()))
        case 3:
          Self.item(.fill(Path(ellipseIn: rect()), .color(color())))
        case 4:
          // A gradient, over a rectangle of whole pixels or not.
          Self.item(
            .fill(
              Path(rect()),
              .linearGradient(
                DisplayList.ResolvedGradient(stops: [
                  .init(color: color(), location: 0), .init(color: color(), location: 1),
                ]), start: .zero, end: CGPoint(x: 400, y: 300))))
        default:
          Self.fill(rect(), color())
        }
      }
    }
    let size = CGSize(width: 400, height: 300)
    var (hides, trims, clears) = (0, 0, 0)
    for _ in 0..<60 {
      // A frame-sized background first, often, and sometimes a sheet over part of it: what
      // the clear, the trimming and the hiding act on.
      var list = DisplayList(items: items(depth: 0))
      if generator.chance(0.5) {
        list.items.insert(Self.fill(CGRect(origin: .zero, size: size), Self.grey), at: 0)
      }
      if generator.chance(0.4) {
        let sheet = CGRect(x: coordinate(100), y: coordinate(100), width: 400, height: 300)
        list.items.insert(
          Self.fill(sheet, Self.white), at: generator.int(in: 0...list.items.count))
      }
      let covered = try Self.image(list, size: size, scale: scale, covering: true)
      let whole = try Self.image(list, size: size, scale: scale, covering: false)
      #expect(differingPixels(covered, whole) == 0)
      let cr = cairo_create(covered.surface)!
      cairo_scale(cr, scale, scale)
      let pixels = OpaqueCover.PixelRect(
        x0: 0, y0: 0, x1: Double(covered.pixelWidth), y1: Double(covered.pixelHeight))
      let map = try #require(OpaqueCover.map(for: cr))
      if OpaqueCover.hidden(in: list.items, map: map) != nil { hides += 1 }
      if list.items.indices.contains(where: {
        OpaqueCover.uncoveredParts(of: $0, in: list.items, map: map) != nil
      }) {
        trims += 1
      }
      if OpaqueCover.covers(list.items, pixels: pixels, on: cr) { clears += 1 }
      cairo_destroy(cr)
    }
    // The stacks did exercise each way of leaving pixels out.
    #expect(hides > 5)
    #expect(trims > 5)
    #expect(clears > 5)
  }
}
