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

  static func difference(_ a: CairoImage, _ b: CairoImage) -> Int {
    a.withUnsafePixelBytes { first in
      b.withUnsafePixelBytes { second in
        var pixels = 0
        for offset in stride(from: 0, to: min(first.count, second.count), by: 4)
        where first.load(fromByteOffset: offset, as: UInt32.self)
          != second.load(fromByteOffset: offset, as: UInt32.self)
        {
          pixels += 1
        }
        return pixels
      }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func framesDrawnWhereTheyChangedMatchFramesDrawnWhole(scale: CGFloat) throws {
    let host = ViewHost(Scene(), size: Self.size, scale: scale)
    let damaged = FrameRenderer()
    let whole = FrameRenderer()
    whole.drawsDamageOnly = false
    var partialFrames = 0
    for frame in 0..<40 {
      // The badge comes in, then goes out, while everything else animates.
      if frame == 5 || frame == 22 { #expect(host.tap("go")) }
      host.advance(by: 1.0 / 30)
      let list = host.displayList()
      let fast = try damaged.draw(list, background: Self.white, size: Self.size, scale: scale)
      let full = try whole.draw(list, background: Self.white, size: Self.size, scale: scale)
      #expect(Self.difference(fast, full) == 0, "frame \(frame)")
      if damaged.damagedRects != [CGRect(origin: .zero, size: Self.size)] {
        partialFrames += 1
      }
    }
    // Most frames were drawn in part.
    #expect(partialFrames > 30)
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

  @Test func aChangedItemDamagesWhereItWasAndWhereItIs() {
    let old = [Self.fill(Self.disc, 1), Self.fill(Self.disc.offsetBy(dx: 200, dy: 0), 1)]
    // The second disc moves down by 100 points.
    let new = [Self.fill(Self.disc, 1), Self.fill(Self.disc.offsetBy(dx: 200, dy: 100), 1)]
    let damage = FrameDamage.between(
      old: old, oldExtents: old.map { FrameDamage.extent(of: $0) }, new: new, scale: 2,
      pixelWidth: 720, pixelHeight: 600)
    // Two boxes, far apart: the disc's old place and its new one, in pixels at scale 2, a
    // pixel of margin around.
    #expect(
      damage.rectangles == [
        FrameDamage.PixelBox(x0: 439, y0: 39, x1: 501, y1: 101),
        FrameDamage.PixelBox(x0: 439, y0: 239, x1: 501, y1: 301),
      ])
    // The first disc, the same in both, is not damaged.
  }

  @Test func insertedAndRemovedItemsAreDamaged() {
    let a = Self.fill(Self.disc, 1)
    let b = Self.fill(Self.disc.offsetBy(dx: 100, dy: 0), 0.5)
    let c = Self.fill(Self.disc.offsetBy(dx: 200, dy: 0), 0.2)
    let extents = [a, c].map { FrameDamage.extent(of: $0) }
    // `b` comes in between `a` and `c`, which stay.
    let damage = FrameDamage.between(
      old: [a, c], oldExtents: extents, new: [a, b, c], scale: 1, pixelWidth: 360,
      pixelHeight: 300)
    #expect(damage.rectangles == [FrameDamage.PixelBox(x0: 119, y0: 19, x1: 151, y1: 51)])
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
      old: old, oldExtents: old.map { FrameDamage.extent(of: $0) }, new: new, scale: 1,
      pixelWidth: 360, pixelHeight: 300)
    // The blur reads 16 points around the panel (three deviations of 5, and one): the whole
    // of that is drawn again, with the pixel of margin.
    let margin = Int(BlurRenderer.margin(radius: 10))
    #expect(margin == 16)
    #expect(
      damage.rectangles == [
        FrameDamage.PixelBox(x0: 100 - margin - 1, y0: 100 - margin - 1, x1: 201 + margin, y1: 161 + margin)
      ])
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
