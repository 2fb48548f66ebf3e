import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct TapAndOffsetTests {
  @Test func offsetMovesTheViewButNotItsNeighbours() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("moved").offset(x: 5, y: -3)
      Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("still")
    }
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "still") == CGRect(x: 50, y: 40, width: 20, height: 20))
    #expect(host.frame(of: "moved") == CGRect(x: 35, y: 37, width: 20, height: 20))
  }

  struct Switch: View {
    @State private var isOn = false
    var body: some View {
      Capsule().fill(isOn ? Color.green : Color.gray)
        .frame(width: isOn ? 60 : 40, height: 30)
        .onTapGesture { isOn.toggle() }
        .accessibilityIdentifier("switch")
    }
  }

  @Test func tappingRunsTheActionAndUpdates() {
    let host = ViewHost(Switch(), size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "switch")?.width == 40)
    #expect(host.tap("switch"))
    #expect(host.frame(of: "switch")?.width == 60)
    #expect(host.tap("switch"))
    #expect(host.frame(of: "switch")?.width == 40)
    // Outside every view nothing takes the tap.
    #expect(!host.tap(at: CGPoint(x: 2, y: 2)))
  }

  @Test func innermostFrontmostHandlerWins() {
    @MainActor final class Taps { var names: [String] = [] }
    let taps = Taps()
    let view = ZStack {
      Color.gray.frame(width: 80, height: 80).onTapGesture { taps.names.append("back") }
      Color.red.frame(width: 20, height: 20).onTapGesture { taps.names.append("front") }
    }
    .onTapGesture { taps.names.append("outer") }
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    host.tap(at: CGPoint(x: 50, y: 50))
    host.tap(at: CGPoint(x: 20, y: 20))
    // Two taps on a view with a single-tap gesture are two single taps, as in SwiftUI.
    host.tap(at: CGPoint(x: 50, y: 50), count: 2)
    #expect(taps.names == ["front", "back", "front", "front"])
  }
}
