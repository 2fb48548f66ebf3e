import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A cover whose content dismisses itself, and an item sheet.
struct CoverScreen: View {
  struct Note: Identifiable {
    let id: Int
  }

  @State private var cover = false
  @State private var note: Note?
  @State private var dismissals = 0

  func noteDismissed() { dismissals += 1 }

  var body: some View {
    VStack {
      Button("Cover") { cover = true }.accessibilityIdentifier("cover")
      Button("Note") { note = Note(id: 7) }.accessibilityIdentifier("note")
      Text("gone \(dismissals)").accessibilityIdentifier("gone")
      Spacer()
    }
    .fullScreenCover(isPresented: $cover) {
      CoverBody().accessibilityIdentifier("cover-body")
    }
    .sheet(item: $note, onDismiss: noteDismissed) { note in
      Text("Note \(note.id)").accessibilityIdentifier("note-body")
    }
  }
}

struct CoverBody: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Done") { dismiss() }.accessibilityIdentifier("done")
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// `@Environment(\.dismiss)` dismisses the presentation it is called in; `fullScreenCover`
/// and `sheet(item:)`.
@MainActor
@Suite struct DismissActionTests {
  /// A cover fills the screen, its content inside the safe area; `dismiss` inside takes it
  /// away and nothing is counted by the graph.
  @Test func coverDismissesItself() throws {
    let host = phoneHost(CoverScreen())
    host.tap("cover")
    host.waitForTransitions()
    #expect(host.presentedCardFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    let body = try #require(host.frame(of: "cover-body"))
    #expect(body.minY == 59)
    #expect(body.maxY == 818)
    // A drag does not dismiss a cover.
    host.drag(from: CGPoint(x: 196, y: 300), by: CGSize(width: 0, height: 400))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    host.tap("done")
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(host.dismissCount == 0)
  }

  /// An item sheet shows the item; dismissing sets it to `nil` and runs `onDismiss`.
  @Test func itemSheet() throws {
    let host = phoneHost(CoverScreen())
    host.tap("note")
    host.waitForTransitions()
    #expect(host.label(of: "note-body") == "Note 7")
    host.dragSheet(by: 600)
    host.waitForTransitions()
    #expect(host.frame(of: "note-body") == nil)
    #expect(host.label(of: "gone") == "gone 1")
  }

  /// Outside a presentation, `dismiss` is counted by the graph, as before.
  @Test func dismissAtTheRootIsCounted() throws {
    let host = phoneHost(CoverBody())
    host.tap("done")
    #expect(host.dismissCount == 1)
  }
}
