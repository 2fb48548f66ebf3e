import CCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// A window's frames are drawn again only where they changed (`FrameDamage`), and come out
/// exactly as if drawn whole.
@MainActor
@Suite struct FrameDamageTests {
  static let size = CGSize(width: 360, height: 300)
  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

  /// Animations of every kind of item: moved and recoloured fills and text, a scaled button with its
  /// text, a blur, a shadow, glass over moving content, and views coming and going with
  /// transitions.
  struct Scene: View {
    @State private var phase = false
    @State private var showsBadge = false

    var body: some View {
      VStack(spacing: 10) {
        HStack {
          Toggle("Wi-Fi", isOn: $phase).frame(width: 140)
          Button("Go") { withAnimation(.easeInOut(duration: 0.3)) { showsBadge.toggle() } }
            .buttonStyle(.borderedProminent)
            .scaleEffect(phase ? 1.15 : 0.9)
            .accessibilityIdentifier("go")
          if showsBadge {
            Text("New").padding(4).background(Capsule().fill(Color.red))
              .transition(.scale.combined(with: .opacity))
          }
        }
        ZStack {
          Circle().fill(phase ? Color.orange : Color.blue).frame(width: 50, height: 50)
            .offset(x: phase ? 90 : -90)
          Text("Glass").padding(12).glassEffect()
        }
        .frame(height: 80)
        HStack(spacing: 30) {
          RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 40, height: 40)
            .blur(radius: phase ? 6 : 0)
          Text("Shadow").shadow(color: .black, radius: phase ? 4 : 1, x: 2, y: 2)
          Rectangle().fill(Color.purple).frame(width: 30, height: 30)
            .rotationEffect(.degrees(phase ? 90 : 0))
        }
        HStack {
          // Only colours change here.
          Ellipse().fill(phase ? Color.red : Color.yellow).frame(width: 60, height: 24)
          Text("Tinted").foregroundStyle(phase ? Color.teal : Color.brown)
          Text("Still").font(.title)
        }
      }
      .onAppear {
        withAnimation(.easeInOut(duration: 0.8).repeatForever()) { phase = true }
      }
    }
  }

  /// A renderer that draws only what changed beside one that draws every frame whole, fed
  /// the same frames.
  @MainActor final class BothWays {
    let damaged = FrameRenderer()
    let whole = FrameRenderer()
    let scale: CGFloat

    init(scale: CGFloat) {
      self.scale = scale
      whole.drawsDamageOnly = false
    }

    /// Draws `list` both ways; returns how many pixels differ.
    func draw(_ list: DisplayList) throws -> Int {
      let fast = try damaged.draw(
        list, background: FrameDamageTests.white, size: FrameDamageTests.size, scale: scale)
      let full = try whole.draw(
        list, background: FrameDamageTests.white, size: FrameDamageTests.size, scale: scale)
      return differingPixels(fast, full)
    }

    /// Whether the last frame was drawn in part.
    var drewInPart: Bool {
      damaged.damagedRects != [CGRect(origin: .zero, size: FrameDamageTests.size)]
    }
  }

  @Test(arguments: [1.0, 2.0])
  func framesDrawnWhereTheyChangedMatchFramesDrawnWhole(scale: CGFloat) throws {
    let host = ViewHost(Scene(), size: Self.size, scale: scale)
    let renderers = BothWays(scale: scale)
    var partialFrames = 0
    for frame in 0..<40 {
      // The badge comes in, then goes out, while everything else animates.
      if frame == 5 || frame == 22 { #expect(host.tap("go")) }
      host.advance(by: 1.0 / 30)
      #expect(try renderers.draw(host.displayList()) == 0, "frame \(frame)")
      if renderers.drewInPart { partialFrames += 1 }
    }
    // Most frames were drawn in part.
    #expect(partialFrames > 30)
  }

  /// The scene's frames inside one container, as the preview window places a device's screen
  /// (moved, and clipped to the display's rounded corners): what changes inside is drawn
  /// again, not the whole container, and the frames still match frames drawn whole.
  @Test(arguments: [1.0, 2.0])
  func framesInsideAContainerAreDrawnWhereTheyChanged(scale: CGFloat) throws {
    let host = ViewHost(Scene(), size: Self.size, scale: scale)
    let renderers = BothWays(scale: scale)
    let screen = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 340, height: 280), cornerRadius: 30)
    var partialFrames = 0
    for frame in 0..<40 {
      if frame == 5 || frame == 22 { #expect(host.tap("go")) }
      host.advance(by: 1.0 / 30)
      let inside = DisplayList.Item(operation: .clip(screen, host.displayList().items))
      let list = DisplayList(items: [
        DisplayList.Item(operation: .offset(CGSize(width: 10, height: 10), [inside]))
      ])
      #expect(try renderers.draw(list) == 0, "frame \(frame)")
      if renderers.drewInPart { partialFrames += 1 }
    }
    #expect(partialFrames > 30)
  }

  /// A stack whose root links to a screen of rows.
  struct Stack: View {
    var body: some View {
      NavigationStack {
        VStack(spacing: 12) {
          NavigationLink("Rows", value: 7).accessibilityIdentifier("rows")
          Text("Root").font(.title)
        }
        .navigationTitle("Root")
        .navigationDestination(for: Int.self) { count in
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(0..<count, id: \.self) { Text("Row \($0)") }
            }
          }
          .navigationTitle("Rows")
        }
      }
    }
  }

  /// The first frame of a push, where the new screen has not come in yet, damages nothing: the
  /// screen under is drawn as it was at rest. The frames of the motion match frames drawn
  /// whole.
  @Test(arguments: [1.0, 2.0])
  func aPushDrawsNothingAgainUntilTheScreenComesIn(scale: CGFloat) throws {
    let host = ViewHost(Stack(), size: Self.size, scale: scale)
    let renderers = BothWays(scale: scale)
    #expect(try renderers.draw(host.displayList()) == 0)
    #expect(host.tap("rows"))
    #expect(host.isNavigationTransitioning)
    #expect(try renderers.draw(host.displayList()) == 0)
    #expect(renderers.damaged.damagedRects.isEmpty)
    for frame in 0..<30 {
      host.advance(by: 1.0 / 60)
      #expect(try renderers.draw(host.displayList()) == 0, "frame \(frame)")
    }
    #expect(!host.isNavigationTransitioning)
  }

  @Test func aChangeInsideAContainerDamagesOnlyWhatChangedThrough() {
    func screen(_ items: [DisplayList.Item], dx: CGFloat = 10) -> [DisplayList.Item] {
      let clipped = DisplayList.Item(
        operation: .clip(Path(CGRect(x: 0, y: 0, width: 300, height: 140)), items))
      return [DisplayList.Item(operation: .offset(CGSize(width: dx, height: 5), [clipped]))]
    }
    let first = Self.fill(Self.disc, 1)
    let old = screen([first, Self.fill(Self.disc.offsetBy(dx: 200, dy: 0), 1)])
    // The second disc moves down by 100 points: half of it is clipped away at y = 140.
    let moved = [first, Self.fill(Self.disc.offsetBy(dx: 200, dy: 100), 1)]
    let new = screen(moved)
    let damage = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 1) }, new: new,
      scale: 1, pixelWidth: 360, pixelHeight: 300)
    // Where the disc was and where it shows now, moved by the offset and cut at the clip's
    // bottom (140 + 5), a pixel of margin around; not the other disc, nor the container.
    #expect(
      Self.check(
        damage.rectangles,
        hold: [
          FrameDamage.PixelBox(x0: 229, y0: 24, x1: 261, y1: 56),
          FrameDamage.PixelBox(x0: 229, y0: 124, x1: 261, y1: 146),
        ], scale: 1, width: 360, height: 300))
    let firstDisc = FrameDamage.PixelBox(x0: 29, y0: 24, x1: 61, y1: 56)
    #expect(damage.tiles?.touches(firstDisc) == false)
    // A container whose own parameters change (here its offset) is damaged whole.
    let shifted = screen(moved, dx: 12)
    let whole = FrameDamage.between(
      old: new, oldExtents: new.map { FrameDamage.itemExtent(of: $0, scale: 1) }, new: shifted,
      scale: 1, pixelWidth: 360, pixelHeight: 300)
    #expect(whole.tiles?.touches(firstDisc) == true)
  }

  /// An item that comes into a container among others (a view an `if` shows, placed by its
  /// stack among its siblings) damages only where it draws, and so does one that goes; the
  /// items before and after it, and the container, are left alone.
  @Test func anItemComingOrGoingInsideAContainerDamagesOnlyItself() {
    func screen(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
      [
        DisplayList.Item(
          operation: .clip(Path(CGRect(x: 0, y: 0, width: 360, height: 300)), items))
      ]
    }
    let first = Self.fill(Self.disc, 1)
    let last = Self.fill(Self.disc.offsetBy(dx: 200, dy: 200), 1)
    let coming = Self.fill(Self.disc.offsetBy(dx: 100, dy: 0), 0.5)
    let without = screen([first, last])
    let with = screen([first, coming, last])
    let comingBox = FrameDamage.PixelBox(x0: 119, y0: 19, x1: 151, y1: 51)
    for (old, new) in [(without, with), (with, without)] {
      let damage = FrameDamage.between(
        old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 1) }, new: new,
        scale: 1, pixelWidth: 360, pixelHeight: 300)
      #expect(
        Self.check(damage.rectangles, hold: [comingBox], scale: 1, width: 360, height: 300))
      // Neither disc around it, nor the container.
      #expect(damage.tiles?.touches(FrameDamage.PixelBox(x0: 19, y0: 19, x1: 51, y1: 51)) == false)
      #expect(
        damage.tiles?.touches(FrameDamage.PixelBox(x0: 219, y0: 219, x1: 251, y1: 251)) == false)
    }
  }

  static let disc = Path(ellipseIn: CGRect(x: 20, y: 20, width: 30, height: 30))
  static func fill(_ path: Path, _ red: Float) -> DisplayList.Item {
    DisplayList.Item(operation: .fill(path, .color(.init(red: red, green: 0, blue: 0, opacity: 1))))
  }

  @Test func anUnchangedFrameDrawsNothing() throws {
    let list = DisplayList(items: [
      Self.fill(Self.disc, 1),
      DisplayList.Item(
        operation: .text(
          DisplayList.TextRun(
            string: "Hi", font: Font.body.resolved,
            color: .init(red: 0, green: 0, blue: 0, opacity: 1),
            frame: CGRect(x: 100, y: 100, width: 40, height: 20)))),
    ])
    let renderer = FrameRenderer()
    let first = try renderer.draw(list, background: Self.white, size: Self.size, scale: 1)
    #expect(renderer.damagedRects == [CGRect(origin: .zero, size: Self.size)])
    // Scribble on the image: a frame that changes nothing must leave every pixel alone.
    let before = first.pixel(x: 5, y: 5)
    try renderer.draw(list, background: Self.white, size: Self.size, scale: 1)
    #expect(renderer.damagedRects.isEmpty)
    #expect(first.pixel(x: 5, y: 5) == before)
    // A new background draws everything.
    try renderer.draw(
      list, background: .init(red: 0, green: 0, blue: 1, opacity: 1), size: Self.size, scale: 1)
    #expect(renderer.damagedRects == [CGRect(origin: .zero, size: Self.size)])
  }

  /// Whether `boxes` are disjoint, aligned on damage tiles (or the frame's edges) and
  /// together hold every pixel of `needed` and nothing farther than a tile from them.
  static func check(
    _ boxes: [FrameDamage.PixelBox]?, hold needed: [FrameDamage.PixelBox], scale: CGFloat,
    width: Int, height: Int
  ) -> Bool {
    guard let boxes, !boxes.isEmpty else { return false }
    let tile = FrameDamage.tileSize(scale: Double(scale))
    // Only the pixels in the frame.
    let needed = needed.map {
      $0.intersection(FrameDamage.PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    }
    for (index, box) in boxes.enumerated() {
      guard box.x0 % tile == 0, box.y0 % tile == 0, box.x1 % tile == 0 || box.x1 == width,
        box.y1 % tile == 0 || box.y1 == height
      else { return false }
      for other in boxes[(index + 1)...] where !box.intersection(other).isEmpty { return false }
    }
    func inside(_ x: Int, _ y: Int) -> Bool {
      boxes.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
    }
    for box in needed {
      for y in box.y0..<box.y1 { for x in box.x0..<box.x1 where !inside(x, y) { return false } }
    }
    // Nothing beyond the tiles the needed boxes touch.
    for box in boxes {
      for y in box.y0..<box.y1 {
        for x in box.x0..<box.x1 {
          let near = needed.contains {
            x >= $0.x0 / tile * tile && x < ($0.x1 + tile - 1) / tile * tile
              && y >= $0.y0 / tile * tile && y < ($0.y1 + tile - 1) / tile * tile
          }
          if !near { return false }
        }
      }
    }
    return true
  }

  @Test func aChangedItemDamagesWhereItWasAndWhereItIs() {
    let old = [Self.fill(Self.disc, 1), Self.fill(Self.disc.offsetBy(dx: 200, dy: 0), 1)]
    // The second disc moves down by 100 points.
    let new = [Self.fill(Self.disc, 1), Self.fill(Self.disc.offsetBy(dx: 200, dy: 100), 1)]
    let damage = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 2) }, new: new,
      scale: 2, pixelWidth: 720, pixelHeight: 600)
    // The disc's old place and its new one, in pixels at scale 2, a pixel of margin around,
    // out to whole tiles; the first disc, the same in both, is not damaged.
    #expect(
      Self.check(
        damage.rectangles,
        hold: [
          FrameDamage.PixelBox(x0: 439, y0: 39, x1: 501, y1: 101),
          FrameDamage.PixelBox(x0: 439, y0: 239, x1: 501, y1: 301),
        ], scale: 2, width: 720, height: 600))
    #expect(damage.tiles?.touches(FrameDamage.PixelBox(x0: 39, y0: 39, x1: 101, y1: 101)) == false)
  }

  @Test func insertedAndRemovedItemsAreDamaged() {
    let a = Self.fill(Self.disc, 1)
    let b = Self.fill(Self.disc.offsetBy(dx: 100, dy: 0), 0.5)
    let c = Self.fill(Self.disc.offsetBy(dx: 200, dy: 0), 0.2)
    let extents = [a, c].map { FrameDamage.itemExtent(of: $0, scale: 1) }
    // `b` comes in between `a` and `c`, which stay.
    let damage = FrameDamage.between(
      old: [a, c], oldExtents: extents, new: [a, b, c], scale: 1, pixelWidth: 360,
      pixelHeight: 300)
    #expect(
      Self.check(
        damage.rectangles, hold: [FrameDamage.PixelBox(x0: 119, y0: 19, x1: 151, y1: 51)],
        scale: 1, width: 360, height: 300))
  }

  @Test func damageReachingABackdropTakesInAllItReads() {
    let panel = DisplayList.Item(
      operation: .backdrop(
        DisplayList.Backdrop(
          path: Path(CGRect(x: 100, y: 100, width: 100, height: 60)),
          frame: CGRect(x: 100, y: 100, width: 100, height: 60), radius: 10, saturation: 1,
          tint: .init(red: 1, green: 1, blue: 1, opacity: 0.3))))
    // A small square under the panel's corner changes colour.
    let square = Path(CGRect(x: 95, y: 95, width: 10, height: 10))
    let old = [Self.fill(square, 1), panel]
    let new = [Self.fill(square, 0.5), panel]
    let damage = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 1) }, new: new,
      scale: 1, pixelWidth: 360, pixelHeight: 300)
    // The blur reads 16 points around the panel (three deviations of 5, and one): the whole
    // of that is drawn again, with the pixel of margin.
    let margin = Int(BlurRenderer.margin(radius: 10))
    #expect(margin == 16)
    #expect(
      Self.check(
        damage.rectangles,
        hold: [
          FrameDamage.PixelBox(
            x0: 100 - margin - 1, y0: 100 - margin - 1, x1: 201 + margin, y1: 161 + margin)
        ], scale: 1, width: 360, height: 300))
    // Without the panel, only the square's tiles.
    let alone = FrameDamage.between(
      old: [old[0]], oldExtents: [FrameDamage.itemExtent(of: old[0], scale: 1)],
      new: [new[0]], scale: 1, pixelWidth: 360, pixelHeight: 300)
    #expect(
      Self.check(
        alone.rectangles, hold: [FrameDamage.PixelBox(x0: 94, y0: 94, x1: 106, y1: 106)],
        scale: 1, width: 360, height: 300))
  }

  static func moved(_ item: DisplayList.Item, by dx: CGFloat) -> DisplayList.Item {
    guard case .fill(let path, let paint) = item.operation else { return item }
    return DisplayList.Item(operation: .fill(path.offsetBy(dx: dx, dy: 0), paint))
  }

  @Test func framesWhereMostItemsChangeAreDrawnWholeWithoutMeasuringThem() {
    // Every one of a grid of discs moves.
    let discs = (0..<12).flatMap { row in
      (0..<12).map { column in
        Self.fill(
          Path(ellipseIn: CGRect(x: column * 30, y: row * 25, width: 26, height: 22)), 1)
      }
    }
    let moved = discs.map { Self.moved($0, by: 2) }
    let damage = FrameDamage.between(
      old: discs, oldExtents: discs.map { FrameDamage.itemExtent(of: $0, scale: 1) },
      new: moved, scale: 1, pixelWidth: 360, pixelHeight: 300)
    #expect(damage.rectangles == nil)
    #expect(damage.extents.count == moved.count)
    #expect(damage.extents.allSatisfy { $0 == nil })
    // Then one disc moves on: its old extent is unknown, so the frame is drawn whole, and
    // every extent is worked out.
    var next = moved
    next[5] = Self.moved(moved[5], by: 3)
    let second = FrameDamage.between(
      old: moved, oldExtents: damage.extents, new: next, scale: 1, pixelWidth: 360,
      pixelHeight: 300)
    #expect(second.rectangles == nil)
    #expect(second.extents.allSatisfy { $0 != nil })
    #expect(second.extents[5] == FrameDamage.itemExtent(of: next[5], scale: 1))
    // From there, only where it moves is drawn again.
    var third = next
    third[5] = Self.moved(next[5], by: 3)
    let damaged = FrameDamage.between(
      old: next, oldExtents: second.extents, new: third, scale: 1, pixelWidth: 360,
      pixelHeight: 300)
    #expect(
      Self.check(
        damaged.rectangles,
        hold: [
          FrameDamage.pixelExtent(of: next[5], scale: 1),
          FrameDamage.pixelExtent(of: third[5], scale: 1),
        ], scale: 1, width: 360, height: 300))
  }

  @Test func damageOverMostOfTheFrameDrawsItWhole() {
    // Ten bands across the frame; three of them, filling most of it, change colour.
    let bands = (0..<10).map { index in
      Self.fill(Path(CGRect(x: 0, y: index * 4, width: 360, height: 3)), 1)
    }
    let large = (0..<3).map { index in
      Self.fill(Path(CGRect(x: 0, y: 40 + index * 86, width: 360, height: 86)), 0.5)
    }
    let old = bands + large
    let new =
      bands
      + large.map { item -> DisplayList.Item in
        guard case .fill(let path, _) = item.operation else { return item }
        return DisplayList.Item(
          operation: .fill(path, .color(.init(red: 0, green: 0, blue: 1, opacity: 1))))
      }
    let damage = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 1) }, new: new,
      scale: 1, pixelWidth: 360, pixelHeight: 300)
    #expect(damage.rectangles == nil)
    // One band changing is drawn in part.
    let one = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.itemExtent(of: $0, scale: 1) },
      new: Array(new.prefix(10))
        + Array(old.suffix(3)).enumerated().map { index, item in
          index == 0 ? new[10] : item
        }, scale: 1, pixelWidth: 360, pixelHeight: 300)
    #expect(one.rectangles != nil)
  }

  /// Texts whose ink reaches past their line boxes: stacked marks, italics, large type,
  /// scaled and turned.
  struct Inks: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text("Ỗ Ǻ ṩ Z̵̡̢͈a̶͓͑l̷̠̈́g̸̣̓o̴͙͝ ḯ").font(.title)
        Text("Slanted fff jjj").italic().font(.largeTitle)
        Text("gyp Qj").font(.system(size: 40))
        Text("Scaled").scaleEffect(1.7)
        Text("Turned over").rotationEffect(.degrees(35))
        Text("Small print wrapped over lines of it").font(.caption).frame(width: 60)
      }
      .padding(30)
    }
  }

  @Test(arguments: [1.0, 2.0])
  func extentsHoldEveryPixelAnItemDraws(scale: CGFloat) throws {
    let size = CGSize(width: 360, height: 420)
    let host = ViewHost(Inks(), size: size, scale: scale)
    let list = host.displayList()
    let clear = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    var checked = 0
    for item in list.items {
      let image = try CairoImage(size: size, scale: scale)
      image.draw(DisplayList(items: [item]), background: clear)
      let box = FrameDamage.pixelExtent(of: item, scale: scale)
      var outside = 0
      var drawn = 0
      image.withUnsafePixelBytes { bytes in
        for y in 0..<image.pixelHeight {
          for x in 0..<image.pixelWidth
          where bytes.load(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self) != 0 {
            drawn += 1
            if x < box.x0 || x >= box.x1 || y < box.y0 || y >= box.y1 { outside += 1 }
          }
        }
      }
      #expect(outside == 0, "\(item.operation)")
      if drawn > 0 { checked += 1 }
    }
    #expect(checked >= 6)
  }

  /// Fills and text composited straight into the frame keep inside every rectangle of a
  /// clip of several, and draw there what Cairo draws.
  @Test func directCompositingKeepsInsideAClipOfManyRectangles() throws {
    let size = CGSize(width: 200, height: 120)
    let items = [
      Self.fill(Path(ellipseIn: CGRect(x: 10.5, y: 10.25, width: 170, height: 90)), 0.8),
      DisplayList.Item(
        operation: .text(
          DisplayList.TextRun(
            string: "Clipped text", font: Font.title.resolved,
            color: .init(red: 0, green: 0, blue: 1, opacity: 1),
            frame: CGRect(x: 20, y: 40, width: 170, height: 34)))),
    ]
    let boxes = [
      DirectCompositor.Box(x0: 0, y0: 8, x1: 40, y1: 30),
      DirectCompositor.Box(x0: 60, y0: 8, x1: 120, y1: 30),
      DirectCompositor.Box(x0: 24, y0: 30, x1: 104, y1: 56),
      DirectCompositor.Box(x0: 150, y0: 40, x1: 200, y1: 100),
    ]
    func inside(_ x: Int, _ y: Int) -> Bool {
      boxes.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
    }
    let wasEnabled = CoverageCache.isEnabled
    CoverageCache.isEnabled = true
    defer { CoverageCache.isEnabled = wasEnabled }
    // Everything, drawn as a whole frame.
    let whole = try CairoImage(size: size)
    whole.draw(DisplayList(items: items), background: Self.white)
    // Only inside the boxes, over a background of another colour.
    let clipped = try CairoImage(size: size)
    clipped.draw(DisplayList(items: []), background: .init(red: 0, green: 1, blue: 0, opacity: 1))
    let cr = cairo_create(clipped.surface)!
    for box in boxes {
      cairo_rectangle(
        cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
    }
    cairo_clip(cr)
    cairo_set_source_rgba(cr, 1, 1, 1, 1)
    cairo_paint(cr)
    let before = DirectCompositor.compositedCount
    CairoRenderer.draw(
      items, on: cr, clippedTo: DirectCompositor.Clip(boxes: boxes, rowHeight: 8), scale: 1)
    cairo_destroy(cr)
    cairo_surface_flush(clipped.surface)
    #expect(DirectCompositor.compositedCount - before == 2)
    var wrongInside = 0
    var touchedOutside = 0
    let green = Pixel(red: 0, green: 255, blue: 0)
    for y in 0..<clipped.pixelHeight {
      for x in 0..<clipped.pixelWidth {
        if inside(x, y) {
          if clipped.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { wrongInside += 1 }
        } else if clipped.pixel(x: x, y: y) != green {
          touchedOutside += 1
        }
      }
    }
    #expect(wrongInside == 0)
    #expect(touchedOutside == 0)
  }

  /// The tile grid's rectangles are exactly its marked tiles, with runs across the words
  /// its rows are kept in; its tests agree with a tile-by-tile reading.
  @Test func tileRectanglesAreExactlyTheMarkedTiles() {
    var grid = FrameDamage.TileGrid(width: 1100, height: 300, size: 8)
    #expect(grid.columns == 138)
    // A fixed pseudo-random scatter of boxes, some crossing columns 64 and 128.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var boxes = [
      FrameDamage.PixelBox(x0: 500, y0: 0, x1: 1030, y1: 20),
      FrameDamage.PixelBox(x0: 0, y0: 290, x1: 1100, y1: 300),
    ]
    for _ in 0..<40 {
      let x = next(1150) - 20
      let y = next(320) - 10
      boxes.append(FrameDamage.PixelBox(x0: x, y0: y, x1: x + next(120) + 1, y1: y + next(40) + 1))
    }
    for box in boxes { grid.mark(box) }
    let rectangles = grid.rectangles()
    var covered = Array(repeating: 0, count: grid.columns * grid.rows)
    for box in rectangles {
      #expect(box.x0 % 8 == 0 && box.y0 % 8 == 0 && box.x1 <= 1100 && box.y1 <= 300)
      for row in (box.y0 / 8)..<((box.y1 + 7) / 8) {
        for column in (box.x0 / 8)..<((box.x1 + 7) / 8) {
          covered[row * grid.columns + column] += 1
        }
      }
    }
    var marked = 0
    var mismatches = 0
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let isMarked = grid.isMarked(column: column, row: row)
        if isMarked { marked += 1 }
        if covered[row * grid.columns + column] != (isMarked ? 1 : 0) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
    #expect(marked == grid.count)
    #expect(marked > 0 && marked < grid.columns * grid.rows)
    // Runs carried down make fewer rectangles than rows of runs.
    #expect(rectangles.count < 3 * grid.rows)
    for _ in 0..<200 {
      let x = next(1150) - 20
      let y = next(320) - 10
      let probe = FrameDamage.PixelBox(x0: x, y0: y, x1: x + next(90) + 1, y1: y + next(30) + 1)
      var any = false
      var all = true
      let clamped = probe.intersection(FrameDamage.PixelBox(x0: 0, y0: 0, x1: 1100, y1: 300))
      if !clamped.isEmpty {
        for row in (clamped.y0 / 8)..<((clamped.y1 + 7) / 8) {
          for column in (clamped.x0 / 8)..<((clamped.x1 + 7) / 8) {
            if grid.isMarked(column: column, row: row) { any = true } else { all = false }
          }
        }
      }
      #expect(grid.touches(probe) == any)
      #expect(grid.covers(probe) == all)
    }
  }

  @Test func customDrawingsAreNeverTakenAsUnchanged() {
    let drawing = DisplayList.Item(
      operation: .custom(
        DisplayList.CustomDrawing(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) { _, _ in }))
    #expect(!FrameDamage.same(drawing, drawing))
    #expect(FrameDamage.same(Self.fill(Self.disc, 1), Self.fill(Self.disc, 1)))
    #expect(!FrameDamage.same(Self.fill(Self.disc, 1), Self.fill(Self.disc, 0.9)))
  }
}
