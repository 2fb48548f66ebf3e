import CCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// When a window rests (`RenderFrames.rest()`, after it has drawn nothing for a while), the
/// render caches let go of what is past their idle budgets, and the fonts Pango made for
/// the scales a resized window passed through go; a window drawing at one scale keeps its
/// fonts.
@MainActor
@Suite struct RenderFramesRestTests {
  static let size = CGSize(width: 200, height: 120)
  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
  static let blue = Color.Resolved(red: 0.2, green: 0.4, blue: 0.8, opacity: 1)

  struct Label: View {
    var body: some View {
      Text("Resting window, 12 ½ fonts").font(.title3).padding(6)
    }
  }

  /// Masks drawn within the recent frames are all kept while frames come; at rest only the
  /// idle capacity of them stays, and none of those made once.
  @Test func restKeepsOnlyTheIdleCapacityOfMasks() throws {
    // Starts from a rest, so that no resize of another test's renderer counts here.
    RenderFrames.rest()
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    // About 10 MB of masks, four a frame, each drawn in two frames (so reused), all within
    // the recent frames.
    for index in 0..<(RenderFrames.recentFrames / 2 - 1) {
      let ovals = (0..<4).map { part in
        Path(
          ellipseIn: CGRect(
            x: 3.25, y: 2.5, width: 470, height: 300 + Double(index * 4 + part)))
      }
      let list = DisplayList(
        items: ovals.map { DisplayList.Item(operation: .fill($0, .color(Self.blue))) })
      for _ in 0..<2 {
        try renderer.draw(
          list, background: Self.white, size: CGSize(width: 480, height: 480), scale: 1)
      }
    }
    #expect(CoverageCache.byteCount > CoverageCache.idleByteCapacity)
    RenderFrames.rest()
    #expect(CoverageCache.byteCount <= CoverageCache.idleByteCapacity)
    #expect(CoverageCache.byteCount > CoverageCache.idleByteCapacity / 2)
    #expect(CoverageCache.probationByteCount == 0)
  }

  /// Text drawn at one scale keeps its fonts at rest; text drawn at new scales in several
  /// frames (a window resized through zooms) has them dropped, and draws the same pixels after.
  @Test func restDropsTheFontsOfScalesPassedThrough() throws {
    let cache = PangoLayoutCache.shared
    let fontMap = cache.fontMap
    /// A frame at `scale`, in a back buffer of its own.
    func draw(scale: CGFloat) throws -> CairoImage {
      let host = ViewHost(Label(), size: Self.size, scale: scale)
      return try FrameRenderer().draw(
        host.displayList(), background: Self.white, size: Self.size, scale: scale)
    }
    // One scale, drawn in several frames: a rest keeps the fonts.
    _ = try draw(scale: 2)
    RenderFrames.rest()
    let settled = pango_font_map_get_serial(fontMap)
    for _ in 0..<3 { _ = try draw(scale: 2) }
    RenderFrames.rest()
    #expect(pango_font_map_get_serial(fontMap) == settled)

    // Two new scales in two frames, as a resize goes: the rest drops the fonts.
    let before = try draw(scale: 1.37)
    _ = try draw(scale: 1.61)
    RenderFrames.rest()
    #expect(pango_font_map_get_serial(fontMap) != settled)
    let after = try draw(scale: 1.37)
    #expect(differingPixels(before, after) == 0)
  }

  /// Curved shapes and text that fill the frame, so that each zoom draws them anew.
  struct Badge: View {
    var body: some View {
      ZStack {
        Ellipse().fill(Color.blue)
        Text("Resized, then resting").font(.title3)
      }
    }
  }

  /// A window resized through several zooms, then resting, keeps only what its last frame
  /// drew: the masks and layouts of the zooms it passed through go (with the fonts of those
  /// zooms), and it draws the same pixels after.
  @Test func restAfterAResizeKeepsOnlyWhatTheLastFrameDrew() throws {
    RenderFrames.rest()
    let cache = PangoLayoutCache.shared
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    let scales: [CGFloat] = [1.1, 1.2, 1.3, 1.4, 1.5]
    /// A frame at `scale`: each is drawn twice, so its masks count as reused.
    func frame(_ scale: CGFloat, by renderer: FrameRenderer) throws -> CairoImage {
      let host = ViewHost(Badge(), size: Self.size, scale: scale)
      try renderer.draw(host.displayList(), background: Self.white, size: Self.size, scale: scale)
      return try renderer.draw(
        host.displayList(), background: Self.white, size: Self.size, scale: scale)
    }
    for scale in scales { _ = try frame(scale, by: renderer) }
    let layoutsBefore = cache.count
    let masksBefore = CoverageCache.byteCount
    #expect(masksBefore > 0)
    RenderFrames.rest()
    // The last zoom's oval is about a fifth of the masks of all five.
    #expect(CoverageCache.byteCount > 0)
    #expect(CoverageCache.byteCount < masksBefore / 3)
    #expect(cache.count < layoutsBefore)
    #expect(cache.maskBytes == 0)
    #expect(!RenderFrames.wasResized)

    // The same pixels as a window that never passed through the other zooms.
    let fresh = try frame(1.5, by: FrameRenderer())
    let after = try frame(1.5, by: renderer)
    #expect(differingPixels(fresh, after) == 0)
  }
}
