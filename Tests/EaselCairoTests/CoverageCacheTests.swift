import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// Curved fills are painted through cached coverage masks: they look as Cairo fills them,
/// a shape moved by whole pixels is rasterised once, items outside the clip are skipped, and
/// a window's reused back buffer shows what a new image would.
@MainActor
@Suite struct CoverageCacheTests {
  static let size = CGSize(width: 160, height: 120)

  /// Fills of every kind the cache takes: fractional positions, a transform, an offset, a
  /// translucent colour, a gradient, inside an opacity group and a clip.
  static var mixedList: DisplayList {
    func item(_ operation: DisplayList.Operation) -> DisplayList.Item {
      DisplayList.Item(operation: operation)
    }
    let blue = Color.Resolved(red: 0.2, green: 0.5, blue: 0.9, opacity: 1)
    let green = Color.Resolved(red: 0.3, green: 0.8, blue: 0.2, opacity: 0.45)
    let gradient = DisplayList.ResolvedGradient(stops: [
      .init(color: Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1), location: 0),
      .init(color: Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.7), location: 1),
    ])
    let circle = Path(ellipseIn: CGRect(x: 10.3, y: 7.7, width: 27.4, height: 27.4))
    let capsule = Capsule().path(in: CGRect(x: 50.25, y: 10.5, width: 51, height: 31))
    let rounded = Path(
      roundedRect: CGRect(x: 20, y: 50, width: 47, height: 35), cornerRadius: 9)
    return DisplayList(items: [
      item(.fill(Path(CGRect(x: 0, y: 0, width: 160, height: 60)), .color(green))),
      item(.fill(circle, .color(blue))),
      item(.fill(capsule, .linearGradient(gradient, start: .zero, end: CGPoint(x: 120, y: 50)))),
      item(
        .transform(
          DisplayList.AffineTransform(
            rotation: 0.3, scale: CGSize(width: 0.93, height: 0.93),
            about: CGPoint(x: 43.5, y: 67.5)),
          [item(.fill(rounded, .color(blue)))])),
      item(.offset(CGSize(width: 70.5, height: 45), [item(.fill(circle, .color(green)))])),
      item(.opacity(0.6, [item(.fill(capsule.offsetBy(dx: 0, dy: 60), .color(blue)))])),
      item(
        .clip(
          Path(ellipseIn: CGRect(x: 100, y: 60, width: 50, height: 50)),
          [item(.fill(rounded.offsetBy(dx: 90, dy: 20), .color(green)))])),
    ])
  }

  /// The largest difference between two images of the same size in any byte of their
  /// premultiplied pixels, and how many pixels differ at all.
  static func difference(_ a: CairoImage, _ b: CairoImage) -> (largest: Int, pixels: Int) {
    a.withUnsafePixelBytes { first in
      b.withUnsafePixelBytes { second in
        var largest = 0
        var pixels = 0
        for pixel in stride(from: 0, to: min(first.count, second.count), by: 4) {
          var most = 0
          for byte in pixel..<(pixel + 4) {
            most = max(most, abs(Int(first[byte]) - Int(second[byte])))
          }
          if most > 0 { pixels += 1 }
          largest = max(largest, most)
        }
        return (largest, pixels)
      }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func maskedFillsLookAsCairoFillsThem(scale: CGFloat) throws {
    let background = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    let hitsBefore = CoverageCache.hits + CoverageCache.misses
    let masked = try FrameRenderer().draw(
      Self.mixedList, background: background, size: Self.size, scale: scale)
    // Six curved fills, each through a mask; the rectangle is filled directly.
    #expect(CoverageCache.hits + CoverageCache.misses - hitsBefore == 6)

    let direct = try CairoImage(size: Self.size, scale: scale)
    direct.draw(Self.mixedList, background: background)
    // A one-off image fills with Cairo's own spans.
    #expect(CoverageCache.hits + CoverageCache.misses - hitsBefore == 6)

    // Compositing through a mask rounds as pixman does, Cairo's own spans as Cairo does: a
    // step or two (in a translucent group, where both roundings add up) on a few edge pixels.
    let difference = Self.difference(masked, direct)
    #expect(difference.largest <= 2)
    #expect(difference.pixels * 200 < masked.pixelWidth * masked.pixelHeight)
  }

  /// Solid fills composited straight into the frame with pixman come out exactly as
  /// Cairo's `cairo_mask_surface` composites them; fills inside a clip, and gradients, still
  /// go through Cairo.
  @Test(arguments: [1.0, 2.0])
  func directCompositingMatchesCairosMasking(scale: CGFloat) throws {
    let background = Color.Resolved(red: 0.97, green: 0.96, blue: 0.9, opacity: 1)
    var list = Self.mixedList
    // Colours of every kind of channel value, translucent and over-range ones included.
    for (index, opacity) in [1.0, 0.5, 0.13, 0.999].enumerated() {
      let color = Color.Resolved(
        red: Float(index) / 3, green: 0.77, blue: 1.2 - Float(index) * 0.3, opacity: Float(opacity)
      )
      let circle = Path(
        ellipseIn: CGRect(x: 5.5 + Double(index) * 37.25, y: 88.3, width: 30, height: 29.5))
      list.items.append(DisplayList.Item(operation: .fill(circle, .color(color))))
    }
    // A shadow, whose blurred coverage lands on whole pixels.
    let shadowed = Path(ellipseIn: CGRect(x: 120.5, y: 20, width: 24, height: 24))
    list.items.append(
      DisplayList.Item(
        operation: .shadow(
          DisplayList.Shadow(
            color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 4,
            offset: CGSize(width: 0, height: 2)),
          [DisplayList.Item(operation: .fill(shadowed, .color(background)))])))
    let before = DirectCompositor.compositedCount
    let direct = try FrameRenderer().draw(
      list, background: background, size: Self.size, scale: scale)
    // The circle, the turned rounded rectangle, the moved circle, the capsule in the opacity
    // group, the four added circles, the shadowed circle and its shadow; not the gradient,
    // nor the fill inside the clip.
    #expect(DirectCompositor.compositedCount - before == 10)
    DirectCompositor.isEnabled = false
    defer { DirectCompositor.isEnabled = true }
    let throughCairo = try FrameRenderer().draw(
      list, background: background, size: Self.size, scale: scale)
    #expect(DirectCompositor.compositedCount - before == 10)
    #expect(Self.difference(direct, throughCairo).pixels == 0)
  }

  @Test func aShapeMovedByWholePixelsIsRasterisedOnce() throws {
    let thumb = Path(ellipseIn: CGRect(x: 4.25, y: 4.5, width: 23.5, height: 23.5))
    let color = DisplayList.Paint.color(Color.Resolved(red: 0.9, green: 0.3, blue: 0.1, opacity: 1))
    let items = (0..<5).map { index in
      DisplayList.Item(operation: .fill(thumb.offsetBy(dx: CGFloat(index * 30), dy: 0), color))
    }
    let misses = CoverageCache.misses
    let hits = CoverageCache.hits
    let image = try FrameRenderer().draw(
      DisplayList(items: items), background: .init(red: 0, green: 0, blue: 0, opacity: 0),
      size: Self.size, scale: 1)
    // At most one mask made (none if an earlier test drew the same outline).
    #expect(CoverageCache.misses - misses <= 1)
    #expect(CoverageCache.hits - hits >= 4)
    // Every copy has exactly the pixels of the first, moved.
    for index in 1..<5 {
      for y in 0..<34 {
        for x in 0..<30 {
          #expect(image.pixel(x: x, y: y) == image.pixel(x: x + index * 30, y: y))
        }
      }
    }
  }

  /// A new outline of about 150 KB of mask: an ellipse 470 pixels wide, `index` telling its
  /// height and a quarter-pixel offset apart.
  static func oval(_ index: Int) -> Path {
    Path(ellipseIn: CGRect(x: 5.5, y: 5.5, width: 470, height: 300 + Double(index % 170)))
      .offsetBy(dx: 0, dy: Double(index / 170) * 0.25)
  }

  /// Draws `path` as a window's first frame (a renderer of its own, so nothing is skipped as
  /// unchanged since an earlier frame).
  static func draw(_ path: Path) throws {
    let renderer = FrameRenderer()
    let paint = DisplayList.Paint.color(.init(red: 0.1, green: 0.2, blue: 0.9, opacity: 1))
    try renderer.draw(
      DisplayList(items: [DisplayList.Item(operation: .fill(path, paint))]),
      background: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0),
      size: CGSize(width: 480, height: 480), scale: 1)
  }

  /// Draws `path` through the masks without beginning a frame, as many draws within one
  /// frame are: every mask counts as recent (`RenderFrames`).
  static func drawWithinAFrame(_ path: Path) throws {
    let image = try CairoImage(size: CGSize(width: 480, height: 480), scale: 1)
    let paint = DisplayList.Paint.color(.init(red: 0.1, green: 0.2, blue: 0.9, opacity: 1))
    let wasEnabled = CoverageCache.isEnabled
    CoverageCache.isEnabled = true
    defer { CoverageCache.isEnabled = wasEnabled }
    image.draw(
      DisplayList(items: [DisplayList.Item(operation: .fill(path, paint))]),
      background: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
  }

  /// Reused masks past the byte capacity push out the least recently used ones: the cache
  /// stays full rather than emptying and filling again (which made a resized window's memory
  /// rise and fall by the capacity), and what was drawn last is still there.
  @Test func theCacheStaysAtItsByteCapacity() throws {
    let count = CoverageCache.byteCapacity / (470 * 300) + 40
    var filled = false
    for index in 0..<count {
      // Drawn twice: a mask used again is kept with the reused ones.
      try Self.drawWithinAFrame(Self.oval(index))
      try Self.drawWithinAFrame(Self.oval(index))
      #expect(CoverageCache.byteCount <= CoverageCache.byteCapacity)
      if CoverageCache.byteCount > CoverageCache.byteCapacity - 600_000 { filled = true }
      if filled {
        // Once full, it stays within the largest mask of its capacity.
        #expect(CoverageCache.byteCount > CoverageCache.byteCapacity - 600_000)
      }
    }
    #expect(filled)
    // The last outline is reused, not made again.
    let misses = CoverageCache.misses
    try Self.drawWithinAFrame(Self.oval(count - 1))
    #expect(CoverageCache.misses == misses)
  }

  /// A window's frames keep the masks they draw now, but only `idleByteCapacity` of those
  /// they drew a while ago: a resized window draws its shapes at each new zoom, and the old
  /// zooms' masks go rather than filling the whole capacity.
  @Test func masksNoLongerDrawnStayWithinTheIdleCapacity() throws {
    // Each outline is drawn in two frames, as a window redraws a shape, then never again.
    let mask = 470 * 300
    let count = CoverageCache.idleByteCapacity / mask + 2 * RenderFrames.recentFrames + 20
    // What other tests drew (within a frame, as recent) is old once these frames have passed.
    for _ in 0...RenderFrames.recentFrames { RenderFrames.begin() }
    for index in 40_000..<(40_000 + count) {
      try Self.draw(Self.oval(index))
      try Self.draw(Self.oval(index))
      #expect(
        CoverageCache.byteCount
          <= CoverageCache.idleByteCapacity + (RenderFrames.recentFrames + 2) * mask)
    }
    #expect(CoverageCache.byteCount >= CoverageCache.idleByteCapacity - mask)
    // The outline of the last frame is kept.
    let misses = CoverageCache.misses
    try Self.draw(Self.oval(40_000 + count - 1))
    #expect(CoverageCache.misses == misses)
  }

  /// Outlines drawn once each, as a shape in motion is (each frame at another fraction of a
  /// pixel), stay in the small cache of masks made once: they leave the reused masks alone and
  /// hold no more than its capacity.
  @Test func masksMadeOnceDoNotFillTheCache() throws {
    // A reused mask, then 300 one-off outlines (about 45 MB of masks).
    let reused = Self.oval(10_000)
    try Self.draw(reused)
    try Self.draw(reused)
    let reusedBytes = CoverageCache.byteCount
    for index in 20_000..<20_300 {
      try Self.draw(Self.oval(index))
      #expect(CoverageCache.probationByteCount <= CoverageCache.probationByteCapacity)
    }
    #expect(CoverageCache.byteCount == reusedBytes)
    let misses = CoverageCache.misses
    try Self.draw(reused)
    #expect(CoverageCache.misses == misses, "the reused mask is still kept")
  }

  @Test func itemsOutsideTheClipAreSkipped() throws {
    let far = Path(ellipseIn: CGRect(x: 4000, y: 30, width: 40, height: 40))
    let paint = DisplayList.Paint.color(.init(red: 0, green: 0, blue: 0, opacity: 1))
    let outside = DisplayList(items: [
      DisplayList.Item(operation: .fill(far, paint)),
      // Moved and scaled out of the image.
      DisplayList.Item(
        operation: .offset(
          CGSize(width: 0, height: -500),
          [DisplayList.Item(operation: .fill(far.offsetBy(dx: -3950, dy: 0), paint))])),
      DisplayList.Item(
        operation: .transform(
          DisplayList.AffineTransform(scale: CGSize(width: 4, height: 4), about: .zero),
          [DisplayList.Item(operation: .fill(far.offsetBy(dx: -3910, dy: 0), paint))])),
    ])
    let renderer = FrameRenderer()
    let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    let touched = CoverageCache.hits + CoverageCache.misses
    let image = try renderer.draw(outside, background: white, size: Self.size, scale: 1)
    #expect(CoverageCache.hits + CoverageCache.misses == touched)
    #expect(image.pixel(x: 80, y: 60) == Pixel(red: 255, green: 255, blue: 255))

    // Moved into the image, the same fill is drawn.
    let inside = DisplayList(items: [
      DisplayList.Item(
        operation: .offset(
          CGSize(width: -3950, height: 0), [DisplayList.Item(operation: .fill(far, paint))]))
    ])
    try renderer.draw(inside, background: white, size: Self.size, scale: 1)
    #expect(image.pixel(x: 70, y: 50) == Pixel(red: 0, green: 0, blue: 0))
    #expect(CoverageCache.hits + CoverageCache.misses == touched + 1)
  }

  /// The window's back buffer, reused for a new frame, shows that frame exactly as a new
  /// image would.
  @Test func aReusedBackBufferShowsTheFrameAsANewImage() throws {
    let renderer = FrameRenderer()
    let background = Color.Resolved(red: 0.95, green: 0.95, blue: 0.97, opacity: 1)
    let first = try renderer.draw(
      Self.mixedList, background: background, size: Self.size, scale: 2)
    var moved = Self.mixedList
    moved.items = [DisplayList.Item(operation: .offset(CGSize(width: 13, height: -7), moved.items))]
    let second = try renderer.draw(moved, background: background, size: Self.size, scale: 2)
    #expect(first === second)
    let fresh = try FrameRenderer().draw(moved, background: background, size: Self.size, scale: 2)
    #expect(first !== fresh)
    #expect(Self.difference(second, fresh).pixels == 0)
    // A new size makes a new image.
    let resized = try renderer.draw(
      moved, background: background, size: CGSize(width: 100, height: 100), scale: 2)
    #expect(resized !== second)
    #expect(resized.pixelWidth == 200)
  }
}
