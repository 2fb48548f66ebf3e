import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Shapes keep the outline and paint they drew, and text the run it drew, only while their
/// frame and proposal stay the same: a view that moves or is proposed another width draws
/// anew.
@MainActor
@Suite struct RenderCacheTests {
  static let canvas = CGSize(width: 240, height: 100)

  /// A dot whose body does not change: its nodes stay when its neighbour grows.
  struct Dot: View {
    var body: some View {
      Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
    }
  }

  /// A label whose body does not change; its proposal comes from outside.
  struct Label: View {
    var body: some View {
      Text("Wraps when narrow").font(.system(size: 12))
    }
  }

  /// A red bar that widens when tapped, pushing the dot and the label right, and narrowing the
  /// label's frame so that its text wraps.
  struct Growing: View {
    @State private var wide = false
    var body: some View {
      HStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(width: wide ? 60 : 20, height: 20)
          .onTapGesture { wide.toggle() }
          .accessibilityIdentifier("bar")
        Dot()
        Label().frame(width: wide ? 40 : 120, alignment: .leading)
      }
    }
  }

  /// The run of the label's text in `list`.
  static func labelRun(in list: DisplayList) -> DisplayList.TextRun? {
    for item in list.items {
      if case .text(let run) = item.operation, run.string == "Wraps when narrow" { return run }
    }
    return nil
  }

  /// The bounds of the blue dot's fill in `list`.
  static func dotBounds(in list: DisplayList) -> CGRect? {
    for item in list.items {
      if case .fill(let path, .color(let color)) = item.operation, color.blue == 1,
        color.red == 0
      {
        return path.boundingRect
      }
    }
    return nil
  }

  @Test func aMovedShapeAndAReproposedTextDrawAnew() throws {
    let host = ViewHost(Growing(), size: Self.canvas)
    // 20 + 20 + 120 points, centred in 240: the bar spans x 40…60, the dot 60…80.
    #expect(Self.dotBounds(in: host.displayList()) == CGRect(x: 60, y: 40, width: 20, height: 20))
    let before = try #require(Self.labelRun(in: host.displayList()))
    #expect(before.layoutWidth == 120)
    #expect(before.frame.minX == 80)
    #expect(try host.pixel(x: 70, y: 50) == Pixel(red: 0, green: 0, blue: 255))
    // Drawing again without a change draws the same.
    #expect(Self.dotBounds(in: host.displayList()) == CGRect(x: 60, y: 40, width: 20, height: 20))

    #expect(host.tap("bar"))
    // 60 + 20 + 40 points: the bar spans 60…120, the dot 120…140, the label starts at 140.
    #expect(
      Self.dotBounds(in: host.displayList()) == CGRect(x: 120, y: 40, width: 20, height: 20))
    let after = try #require(Self.labelRun(in: host.displayList()))
    #expect(after.layoutWidth == 40)
    #expect(after.frame.minX == 140)
    // Three lines now: the label is more than twice as tall.
    #expect(after.frame.height > before.frame.height * 2)
    #expect(try host.pixel(x: 70, y: 50) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try host.pixel(x: 130, y: 50) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func aFadedShapeIsFadedOnceAFrame() throws {
    let host = ViewHost(
      Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40)
        .opacity(0.5),
      size: Self.canvas)
    for _ in 0..<3 {
      let list = host.displayList()
      #expect(list.items.count == 1)
      guard case .fill(_, .color(let color)) = list.items.first?.operation else {
        Issue.record("expected one fill")
        return
      }
      #expect(color.opacity == 0.5)
    }
    // Half blue over white.
    let pixel = try #require(try host.pixel(x: 120, y: 50))
    #expect(pixel.isClose(to: Pixel(red: 127, green: 127, blue: 255), tolerance: 1))
  }
}
