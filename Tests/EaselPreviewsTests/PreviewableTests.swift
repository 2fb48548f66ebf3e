import EaselPreviews
import EaselTesting
import Foundation
import Testing

#Preview("Stateful counter") {
  @Previewable @State var count = 2
  Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
}

#Preview("Returned view") {
  @State var rating = 3
  return Text("Rating \(rating)").accessibilityIdentifier("rating")
}

/// `@Previewable` gives a `#Preview` state of its own.
@MainActor
@Suite struct PreviewableTests {
  @Test func aPreviewableStateLivesInThePreview() throws {
    let entry = try #require(PreviewRegistry.entry(named: "Stateful counter"))
    let host = ViewHost(entry.makeView(), size: CGSize(width: 200, height: 100))
    func label() -> String? { host.accessibilityTree().first { $0.identifier == "count" }?.label }
    #expect(label() == "Count 2")
    #expect(host.tap("count"))
    #expect(host.tap("count"))
    #expect(label() == "Count 4")
  }

  /// A closure written before `@Previewable` — a local `@State` and an explicit `return` —
  /// compiles and previews the view it returns.
  @Test func aPreviewThatReturnsItsView() throws {
    let entry = try #require(PreviewRegistry.entry(named: "Returned view"))
    let host = ViewHost(entry.makeView(), size: CGSize(width: 200, height: 100))
    #expect(host.accessibilityTree().first { $0.identifier == "rating" }?.label == "Rating 3")
  }
}
