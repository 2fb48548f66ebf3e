import Easel
import EaselTesting
import Foundation
import Testing

/// `accessibilityAdjustableAction`, `accessibilityAction(_:_:)` and
/// `accessibilityAction(named:_:)`: the element offers them, performing one runs the handler
/// and the state it changes shows in the next tree.
@MainActor
@Suite struct AccessibilityActionTests {
  struct Volume: View {
    @State var level = 3
    @State var log: [String] = []

    var body: some View {
      VStack {
        HStack {
          Image(systemName: "speaker.wave.2")
          Text("Volume")
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(level)")
        .accessibilityAdjustableAction { direction in
          level += direction == .increment ? 1 : -1
        }
        .accessibilityAction { log.append("default") }
        .accessibilityAction(named: "Mute") { level = 0 }
        .accessibilityAction(named: Text("Maximum")) { level = 10 }
        .accessibilityIdentifier("volume")
        Text(log.joined(separator: ",")).accessibilityIdentifier("log")
      }
    }
  }

  func volume(_ host: ViewHost<Volume>) throws -> AccessibilityElement {
    try #require(host.accessibilityTree().first { $0.identifier == "volume" })
  }

  @Test func theElementOffersItsActions() throws {
    let host = ViewHost(Volume(), size: CGSize(width: 300, height: 200))
    let element = try volume(host)
    #expect(element.label == "Volume")
    #expect(element.value == "3")
    #expect(element.isAdjustable)
    #expect(element.hasAction(.default))
    #expect(!element.hasAction(.escape))
    #expect(element.actionNames == ["Mute", "Maximum"])
  }

  @Test func adjustingRunsTheHandler() throws {
    let host = ViewHost(Volume(), size: CGSize(width: 300, height: 200))
    #expect(host.accessibilityAdjust("volume", .increment))
    #expect(try volume(host).value == "4")
    #expect(host.accessibilityAdjust("volume", .decrement))
    #expect(host.accessibilityAdjust("volume", .decrement))
    #expect(try volume(host).value == "2")
    #expect(!host.accessibilityAdjust("log", .increment), "a plain text is not adjustable")
  }

  @Test func namedAndDefaultActionsRun() throws {
    let host = ViewHost(Volume(), size: CGSize(width: 300, height: 200))
    #expect(try volume(host).performAction(named: "Maximum"))
    host.update()
    #expect(try volume(host).value == "10")
    #expect(try volume(host).performAction(named: "Mute"))
    host.update()
    #expect(try volume(host).value == "0")
    #expect(try !volume(host).performAction(named: "Louder"))
    #expect(try volume(host).perform())
    host.update()
    #expect(host.accessibilityTree().first { $0.identifier == "log" }?.label == "default")
  }

  @Test func aCombinedElementTakesItsChildrensActions() throws {
    let view = VStack {
      Text("Rating")
      Text("3").accessibilityAdjustableAction { _ in }
    }
    .accessibilityElement(children: .combine)
    .accessibilityIdentifier("rating")
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    let element = try #require(host.accessibilityTree().first { $0.identifier == "rating" })
    #expect(element.isAdjustable)
    #expect(element.label == "Rating, 3")
  }
}
