import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Views drawn wholly outside the canvas are left out of the display list; views whose frames
/// lie outside but whose drawing reaches in (moved, scaled, shadowed) are kept; what is drawn
/// is the same either way.
@MainActor
@Suite struct OffscreenCullingTests {
  static let size = CGSize(width: 400, height: 300)

  /// A tall list of controls, most of it below or above the canvas.
  struct Rows: View {
    var body: some View {
      VStack(spacing: 4) {
        ForEach(0..<30) { row in
          HStack {
            Toggle("#\(row)", isOn: .constant(row % 2 == 0)).frame(width: 120)
            Button("Go") {}.buttonStyle(.borderedProminent).scaleEffect(1.1)
            Circle().fill(Color.orange).frame(width: 16, height: 16).offset(x: 12)
            Text("Shadowed").shadow(color: .black, radius: 3, x: 2, y: 2)
          }
        }
      }
    }
  }

  /// Views placed outside the canvas whose drawing reaches into it.
  struct Reaching: View {
    var body: some View {
      VStack(spacing: 0) {
        Color.clear.frame(height: 320)
        // Placed below the canvas (y 320 to 360), drawn 300 points higher: inside.
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).offset(y: -300)
        // Placed below the canvas (y 360 to 370), scaled about its bottom edge up into it.
        Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 10)
          .scaleEffect(30, anchor: .bottom)
        // A shadow thrown far up into the canvas.
        Circle().fill(Color.blue).frame(width: 30, height: 30)
          .shadow(color: .blue, radius: 2, x: 100, y: -200)
        // Placed below the canvas (y 410 to 420) in a padded stack, and turned up into the
        // canvas about its leading edge.
        HStack {
          Color(red: 1, green: 0, blue: 1).frame(width: 600, height: 10)
            .rotationEffect(.degrees(-60), anchor: .leading)
        }
        .padding(.top, 10)
      }
      .frame(height: 300, alignment: .top)
    }
  }

  static func itemCount(_ items: [DisplayList.Item]) -> Int {
    items.reduce(0) { count, item in
      switch item.operation {
      case .opacity(_, let inner), .offset(_, let inner), .shadow(_, let inner),
        .clip(_, let inner), .transform(_, let inner), .blur(_, let inner),
        .blend(_, let inner), .group(let inner):
        return count + 1 + itemCount(inner)
      case .mask(let inner, let mask):
        return count + 1 + itemCount(inner) + itemCount(mask)
      default:
        return count + 1
      }
    }
  }

  /// The display lists with and without culling, and whether they draw the same pixels.
  func compare(_ view: some View) throws -> (culled: Int, full: Int, sameImage: Bool) {
    let graph = ViewGraph(root: view, textEngine: PangoTextEngine())
    graph.layout(in: Self.size)
    let culled = graph.displayList()
    graph.cullsOutsideCanvas = false
    let full = graph.displayList()
    let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    let first = try CairoImage(size: Self.size)
    first.draw(culled, background: white)
    let second = try CairoImage(size: Self.size)
    second.draw(full, background: white)
    let same = first.withUnsafePixelBytes { a in
      second.withUnsafePixelBytes { b in a.elementsEqual(b) }
    }
    return (Self.itemCount(culled.items), Self.itemCount(full.items), same)
  }

  @Test func rowsOutsideTheCanvasBuildNoItems() throws {
    let result = try compare(Rows())
    // 30 rows of about 34 points in 300: fewer than half show.
    #expect(result.culled * 2 < result.full)
    #expect(result.culled > 0)
    #expect(result.sameImage)
  }

  @Test func drawingThatReachesIntoTheCanvasIsKept() throws {
    let result = try compare(Reaching())
    #expect(result.culled == result.full)
    #expect(result.sameImage)
    let host = ViewHost(Reaching(), size: Self.size)
    #expect(try host.pixel(x: 200, y: 40) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try host.pixel(x: 200, y: 250) == Pixel(red: 0, green: 255, blue: 0))
  }
}
