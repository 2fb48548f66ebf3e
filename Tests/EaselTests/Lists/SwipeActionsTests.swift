import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `swipeActions`: a drag reveals the row's buttons; a full swipe performs the first.
@MainActor
@Suite struct SwipeActionsTests {
  struct Mail: View {
    @State var log: [String] = []

    var body: some View {
      VStack(spacing: 0) {
        Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        List {
          Text("Message").accessibilityIdentifier("message")
            .swipeActions {
              Button("Flag") { log.append("flag") }.tint(.orange)
              Button("Archive") { log.append("archive") }
            }
            .swipeActions(edge: .leading) {
              Button("Read") { log.append("read") }
            }
        }
      }
    }
  }

  func log(_ host: ViewHost<Mail>) -> String? {
    host.accessibilityTree().first { $0.identifier == "log" }?.label
  }

  @Test func aFullSwipePerformsTheFirstAction() {
    let host = ViewHost(Mail(), size: CGSize(width: 393, height: 400))
    #expect(host.drag("message", by: CGSize(width: -300, height: 0)))
    host.advance(by: 1)
    #expect(log(host) == "flag")
  }

  @Test func aShortSwipeRevealsTheButtonsInOrder() {
    let host = ViewHost(Mail(), size: CGSize(width: 393, height: 400))
    let row = host.frame(of: "message") ?? .null
    #expect(host.drag("message", by: CGSize(width: -120, height: 0)))
    host.advance(by: 1)
    // Two buttons of 74 points: the content moved 148 left; Flag nearest the edge.
    #expect(close(host.frame(of: "message")?.minX ?? 0, row.minX - 148))
    #expect(host.tap(at: CGPoint(x: 373 - 37 - 74, y: row.midY)))
    host.advance(by: 1)
    #expect(log(host) == "archive")
    // The buttons closed.
    #expect(close(host.frame(of: "message")?.minX ?? 0, row.minX))
  }

  @Test func aSwipeRightRevealsTheLeadingActions() {
    let host = ViewHost(Mail(), size: CGSize(width: 393, height: 400))
    let row = host.frame(of: "message") ?? .null
    #expect(host.drag("message", by: CGSize(width: 60, height: 0)))
    host.advance(by: 1)
    #expect(close(host.frame(of: "message")?.minX ?? 0, row.minX + 74))
    #expect(host.tap(at: CGPoint(x: 20 + 37, y: row.midY)))
    host.advance(by: 1)
    #expect(log(host) == "read")
  }
}
