import Easel
import EaselTesting
import Foundation
import Testing

/// Seed 004's two layouts, as the article writes them (identifiers added), across device
/// heights from a small landscape phone to a large iPad.
@MainActor
@Suite struct Seed004LayoutTests {
  struct TopView: View { var body: some View { Color.blue.frame(height: 50) } }
  struct CenterView: View { var body: some View { Color.yellow.frame(height: 50) } }
  struct BottomView: View { var body: some View { Color.purple.frame(height: 50) } }
  struct FillView: View { var body: some View { Color.orange } }

  static func topStack() -> some View {
    VStack {
      TopView().accessibilityIdentifier("top")
      Spacer(minLength: 20).accessibilityIdentifier("spacer1")
      CenterView().accessibilityIdentifier("center")
      Spacer(minLength: 20).accessibilityIdentifier("spacer2")
      BottomView().accessibilityIdentifier("bottom")
    }
  }

  struct AdaptiveLayoutView: View {
    let minTopHeight: CGFloat = 200
    let maxTopHeight: CGFloat = 400
    var body: some View {
      GeometryReader { geometry in
        VStack(spacing: 0) {
          Seed004LayoutTests.topStack()
            .frame(height: min(max(minTopHeight, geometry.size.height / 2), maxTopHeight))
            .background(Color.red)
            .accessibilityIdentifier("topContainer")
          VStack {
            FillView()
          }
          .frame(maxHeight: .infinity)
          .background(Color.green)
          .accessibilityIdentifier("bottomContainer")
        }
      }
    }
  }

  struct GeometryLayoutView: View {
    var body: some View {
      GeometryReader { geometry in
        let totalHeight = geometry.size.height
        let topHeight = max(min(totalHeight * 0.5, 400), 200)
        VStack(spacing: 0) {
          Seed004LayoutTests.topStack()
            .frame(height: topHeight)
            .background(Color.red)
            .accessibilityIdentifier("topContainer")
          VStack {
            FillView()
          }
          .frame(height: totalHeight - topHeight)
          .background(Color.green)
          .accessibilityIdentifier("bottomContainer")
        }
      }
    }
  }

  nonisolated static let heights: [CGFloat] = [300, 568, 667, 852, 1194, 1366]

  func check<V: View>(_ view: V, height: CGFloat) throws -> [String: CGRect] {
    let host = ViewHost(view, size: CGSize(width: 390, height: height))
    // Frames are rounded to the pixel grid (scale 1), as SwiftUI does: 333.5 becomes 334.
    let expectedTop = min(max(200, height / 2), 400).rounded()
    let top = try #require(host.frame(of: "topContainer"))
    let bottom = try #require(host.frame(of: "bottomContainer"))
    #expect(top == CGRect(x: 0, y: 0, width: 390, height: expectedTop), "height \(height)")
    #expect(bottom == CGRect(x: 0, y: expectedTop, width: 390, height: height - expectedTop))
    var frames: [String: CGRect] = ["topContainer": top, "bottomContainer": bottom]
    for name in ["top", "center", "bottom"] {
      let frame = try #require(host.frame(of: name))
      #expect(frame.height == 50, "\(name) at height \(height)")
      #expect(frame.width == 390)
      frames[name] = frame
    }
    for name in ["spacer1", "spacer2"] {
      let frame = try #require(host.frame(of: name))
      #expect(frame.height >= 20, "\(name) at height \(height)")
      frames[name] = frame
    }
    // The spacers share what the three views and the stack's spacing leave, equally.
    // (Within a pixel: the unrounded top is what the stack shares out.)
    let spare = max(min(max(200, height / 2), 400) - 150 - 4 * 8, 40)
    #expect(abs(frames["spacer1"]!.height - spare / 2) <= 0.5)
    #expect(abs(frames["spacer2"]!.height - spare / 2) <= 0.5)
    return frames
  }

  @Test(arguments: heights)
  func bothVersionsClampTheTopAndFillTheRest(height: CGFloat) throws {
    let adaptive = try check(AdaptiveLayoutView(), height: height)
    let geometry = try check(GeometryLayoutView(), height: height)
    #expect(adaptive == geometry)
  }
}
