import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// Shaped text is kept: drawing an unchanged label again, or drawing what was just measured,
/// creates no Pango layout; the cache stays bounded.
@MainActor
@Suite struct TextLayoutCacheTests {
  static let size = CGSize(width: 320, height: 120)

  /// Draws `host`'s current display list onto a new image, as a new frame would.
  func drawAgain(_ host: ViewHost<some View>) throws {
    let image = try CairoImage(size: Self.size, scale: host.scale)
    image.draw(host.displayList(), background: Color.Resolved(red: 1, green: 1, blue: 1))
  }

  @Test func aSecondRenderOfTheSameTextShapesNothing() throws {
    let cache = PangoLayoutCache.shared
    let host = ViewHost(
      (Text("Cache probe at scale two, ") + Text("with a bold run").bold()).font(.title3),
      size: Self.size, scale: 2)
    let beforeDrawing = cache.createdLayoutCount
    _ = try host.renderedImage()
    let afterFirstDraw = cache.createdLayoutCount
    // At scale 2 the glyphs are shaped once more, for the device.
    #expect(afterFirstDraw == beforeDrawing + 1)
    let reused = cache.reusedLayoutCount
    try drawAgain(host)
    try drawAgain(host)
    #expect(cache.createdLayoutCount == afterFirstDraw)
    #expect(cache.reusedLayoutCount == reused + 2)
    // Laying out again without a change measures nothing new either.
    host.update()
    _ = try host.renderedImage()
    #expect(cache.createdLayoutCount == afterFirstDraw)
  }

  @Test func drawingAtScaleOneUsesTheMeasuredLayout() throws {
    let cache = PangoLayoutCache.shared
    let host = ViewHost(
      Text("Cache probe at scale one, measured then drawn").underline(), size: Self.size)
    let afterLayout = cache.createdLayoutCount
    _ = try host.renderedImage()
    try drawAgain(host)
    #expect(cache.createdLayoutCount == afterLayout)
  }

  @Test func changedTextIsShapedAgain() throws {
    let cache = PangoLayoutCache.shared
    let host = ViewHost(Text("Cache probe, first colour"), size: Self.size, scale: 2)
    _ = try host.renderedImage()
    let before = cache.createdLayoutCount
    let recoloured = ViewHost(
      Text("Cache probe, first colour") + Text(" and a red tail").foregroundColor(.red),
      size: Self.size, scale: 2)
    _ = try recoloured.renderedImage()
    #expect(cache.createdLayoutCount > before)
  }

  /// A line measured with no width is not shaped again at a width it fits in: the metrics
  /// are those Pango gives at that width (an engine that measures there first shapes it).
  @Test func aLineThatFitsIsNotShapedAgainAtAWiderWidth() {
    let cache = PangoLayoutCache.shared
    let font = Font.Resolved(size: 13)
    let string = "Width probe: one line that fits"
    let engine = PangoTextEngine()
    let unbounded = engine.measure(string, request: TextLayoutRequest(font: font))
    #expect(unbounded.lineCount == 1)
    let created = cache.createdLayoutCount
    for width in [unbounded.size.width, unbounded.size.width + 0.25, 400] {
      let metrics = engine.measure(string, request: TextLayoutRequest(font: font, width: width))
      #expect(metrics == unbounded)
    }
    #expect(cache.createdLayoutCount == created)
    let shapedThere = PangoTextEngine().measure(
      string, request: TextLayoutRequest(font: font, width: 400))
    #expect(cache.createdLayoutCount == created + 1)
    #expect(shapedThere == unbounded)
    // Narrower, it wraps: shaped again.
    let narrow = engine.measure(
      string, request: TextLayoutRequest(font: font, width: unbounded.size.width - 1))
    #expect(cache.createdLayoutCount == created + 2)
    #expect(narrow.lineCount == 2)
  }

  /// Text of more than one line is shaped again at a width (its lines would not align as
  /// they do there); a line with options it keeps anyway (a scale factor it need not use) is
  /// measured as the plain line, and is not.
  @Test func linesAreShapedAtEachWidthAndKeptOptionsAreNot() {
    let cache = PangoLayoutCache.shared
    let font = Font.Resolved(size: 13)
    let engine = PangoTextEngine()
    let string = "Width probe\nin two paragraphs"
    _ = engine.measure(string, request: TextLayoutRequest(font: font))
    var created = cache.createdLayoutCount
    _ = engine.measure(string, request: TextLayoutRequest(font: font, width: 400))
    #expect(cache.createdLayoutCount == created + 1)
    let scalable = "Width probe with a scale factor"
    let unbounded = engine.measure(
      scalable, request: TextLayoutRequest(font: font, minimumScaleFactor: 0.5))
    created = cache.createdLayoutCount
    let wide = engine.measure(
      scalable, request: TextLayoutRequest(font: font, width: 400, minimumScaleFactor: 0.5))
    #expect(cache.createdLayoutCount == created)
    #expect(wide == unbounded)
  }

  /// Letter-spaced text is shaped at each width: Pango counts the spacing at a line's end when
  /// it breaks lines, and trims it only after, so such a line may wrap at its own width.
  @Test func letterSpacedTextIsShapedAtEachWidth() {
    let cache = PangoLayoutCache.shared
    let font = Font.Resolved(size: 13)
    let engine = PangoTextEngine()
    let string = "Width probe, tracked"
    for spacing in [(tracking: 4.0, kerning: 0.0), (tracking: 0, kerning: 2)] {
      let spans = [
        TextSpan(
          range: 0..<string.utf8.count, font: font, kerning: spacing.kerning,
          tracking: spacing.tracking)
      ]
      let unbounded = engine.measure(string, request: TextLayoutRequest(font: font, spans: spans))
      let created = cache.createdLayoutCount
      _ = engine.measure(
        string,
        request: TextLayoutRequest(font: font, width: unbounded.size.width + 40, spans: spans))
      #expect(cache.createdLayoutCount == created + 1)
    }
  }

  /// A run drawn at a width its one line fits in, measured from its unbounded layout, draws
  /// with that layout when the line starts at the left edge at the width too (left to right,
  /// leading): pixel for pixel, and line for line, as the layout Pango makes at the width. A
  /// right-to-left line sits at the right edge there, and is shaped at the width.
  @Test(arguments: [("Width probe, drawn", true), ("בדיקת רוחב, מצוירת", false)])
  func aLineThatFitsDrawsAsItsLayoutAtTheWidth(_ string: String, isShared: Bool) throws {
    let cache = PangoLayoutCache.shared
    let font = Font.Resolved(size: 15)
    let engine = PangoTextEngine()
    let unbounded = engine.measure(string, request: TextLayoutRequest(font: font))
    let width: CGFloat = 230
    let request = TextLayoutRequest(font: font, width: width)
    #expect(engine.measure(string, request: request) == unbounded)
    let run = DisplayList.TextRun(
      string: string, font: font, color: Color.Resolved(red: 0.1, green: 0.2, blue: 0.6),
      frame: CGRect(origin: CGPoint(x: 7.5, y: 9), size: unbounded.size), layoutWidth: width)
    func drawn(_ items: [DisplayList.Item]) throws -> Data {
      let image = try CairoImage(size: CGSize(width: 260, height: 40), scale: 1)
      image.draw(DisplayList(items: items), background: Color.Resolved(red: 1, green: 1, blue: 1))
      return try image.pngData()
    }
    func drawn() throws -> Data { try drawn([DisplayList.Item(operation: .text(run))]) }
    let created = cache.createdLayoutCount
    let first = try drawn()
    let firstLines = engine.lines(of: string, request: request)
    #expect(cache.createdLayoutCount == created + (isShared ? 0 : 1))
    // An engine that measures at the width first keeps Pango's layout at the width.
    _ = PangoTextEngine().measure(string, request: request)
    let atTheWidth = try drawn()
    #expect(first == atTheWidth)
    #expect(first != (try drawn([])))
    #expect(firstLines == engine.lines(of: string, request: request))
    #expect(firstLines.count == 1)
  }

  @Test func theCacheIsBounded() throws {
    let engine = PangoTextEngine()
    let font = Font.Resolved(size: 11)
    for index in 0..<(PangoLayoutCache.capacity + 100) {
      _ = engine.measure("bound \(index)", request: TextLayoutRequest(font: font))
    }
    #expect(PangoLayoutCache.shared.count == PangoLayoutCache.capacity)
  }

  @Test func theLeastRecentlyUsedEntryGoesFirst() {
    var cache = LRUCache<Int, String>(capacity: 3)
    for key in 1...3 { cache.insert("\(key)", for: key) }
    #expect(cache.value(for: 1) == "1")
    cache.insert("4", for: 4)
    #expect(cache.count == 3)
    #expect(cache.value(for: 2) == nil)
    #expect(cache.value(for: 3) == "3")
    cache.insert("5", for: 5)
    // 1 was used before 3, so it goes now.
    #expect(cache.value(for: 1) == nil)
    #expect(cache.value(for: 3) == "3")
    #expect(cache.value(for: 4) == "4")
    #expect(cache.value(for: 5) == "5")
    cache.insert("five", for: 5)
    #expect(cache.value(for: 5) == "five")
    #expect(cache.count == 3)
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.value(for: 3) == nil)
    var single = LRUCache<String, Int>(capacity: 0)
    single.insert(1, for: "a")
    single.insert(2, for: "b")
    #expect(single.value(for: "a") == nil)
    #expect(single.value(for: "b") == 2)
  }

  /// Removing the least recently used entry, as the byte-bounded caches do, keeps the order of
  /// the rest and the cache usable, and `insert` hands back what left the cache.
  @Test func removingTheLeastRecentlyUsedKeepsTheOrder() {
    var cache = LRUCache<Int, String>(capacity: 4)
    for key in 1...4 { #expect(cache.insert("\(key)", for: key) == nil) }
    #expect(cache.value(for: 1) == "1")  // order, oldest first: 2, 3, 4, 1
    #expect(cache.removeLeastRecentlyUsed() == "2")
    #expect(cache.count == 3)
    #expect(cache.value(for: 2) == nil)
    #expect(cache.insert("three", for: 3) == "3")  // 4, 1, 3
    #expect(cache.insert("5", for: 5) == nil)  // 4, 1, 3, 5
    #expect(cache.insert("6", for: 6) == "4")  // full: 4 goes; 1, 3, 5, 6
    var removed: [String] = []
    while let value = cache.removeLeastRecentlyUsed() { removed.append(value) }
    #expect(removed == ["1", "three", "5", "6"])
    #expect(cache.count == 0)
    cache.insert("7", for: 7)
    #expect(cache.value(for: 7) == "7")
    // Removing by key, from the middle, the newest end and the oldest end.
    for key in 8...10 { cache.insert("\(key)", for: key) }  // 7, 8, 9, 10
    #expect(cache.removeValue(for: 9) == "9")
    #expect(cache.removeValue(for: 10) == "10")
    #expect(cache.removeValue(for: 42) == nil)
    #expect(cache.removeValue(for: 7) == "7")
    #expect(cache.count == 1)
    #expect(cache.removeLeastRecentlyUsed() == "8")
    cache.insert("7", for: 7)
    #expect(cache.removeLeastRecentlyUsed() == "7")
    #expect(cache.removeLeastRecentlyUsed() == nil)
  }

}
