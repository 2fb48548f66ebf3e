@_spi(LivePreview) import Easel
import EaselTesting
import Foundation
import Testing

/// `ViewTypeIdentity.canonicalize`, the live preview's hook: a view of another type at the same
/// place is a new view with new state (as in SwiftUI), unless the hook counts its type as the
/// one before — as the live preview does for the same view type of a new build — and then the
/// node and its `@State` stay.
@MainActor
@Suite(.serialized) struct ViewTypeIdentityTests {
  /// A counter as one build wrote it.
  struct Counter: View {
    @State var count = 0
    var body: some View {
      Text("old \(count)")
        .accessibilityIdentifier("count")
        .onTapGesture { count += 1 }
    }
  }

  /// The same counter as the next build writes it (another type to Swift).
  struct RebuiltCounter: View {
    @State var count = 0
    var body: some View {
      Text("new \(count)")
        .accessibilityIdentifier("count")
        .onTapGesture { count += 1 }
    }
  }

  /// Shows one of the two, as a preview's `AnyView` does.
  struct Shown: View {
    @State var rebuilt = false
    var body: some View {
      VStack {
        Text("rebuild").accessibilityIdentifier("rebuild").onTapGesture { rebuilt = true }
        rebuilt ? AnyView(RebuiltCounter()) : AnyView(Counter())
      }
    }
  }

  /// Shows the counter, or the counter with a padding, as an `AnyView`.
  struct Padded: View {
    @State var padded = false
    var body: some View {
      VStack {
        Text("pad").accessibilityIdentifier("pad").onTapGesture { padded = true }
        padded ? AnyView(Counter().padding(4)) : AnyView(Counter())
      }
    }
  }

  /// A padding gives its content its own position, but an `AnyView` of another type (the
  /// counter with a padding) is still a new view with new state, as in SwiftUI.
  @Test func anAnyViewOfAnotherTypeStartsOverWhereItsViewSitsAtTheSamePlace() {
    let host = ViewHost(Padded(), size: CGSize(width: 200, height: 100))
    for _ in 0..<3 { _ = host.tap("count") }
    #expect(host.accessibilityTree().first { $0.identifier == "count" }?.label == "old 3")
    #expect(host.tap("pad"))
    #expect(host.accessibilityTree().first { $0.identifier == "count" }?.label == "old 0")
  }

  func count(_ host: ViewHost<Shown>) -> String? {
    host.accessibilityTree().first { $0.identifier == "count" }?.label
  }

  /// Taps the counter three times, then swaps in the rebuilt type; returns its label.
  func labelAfterRebuild() -> String? {
    let host = ViewHost(Shown(), size: CGSize(width: 200, height: 100))
    for _ in 0..<3 { _ = host.tap("count") }
    #expect(count(host) == "old 3")
    #expect(host.tap("rebuild"))
    return count(host)
  }

  @Test func anotherTypeStartsOverWithoutTheHook() {
    #expect(labelAfterRebuild() == "new 0")
  }

  @Test func aTypeCountedAsTheOneBeforeKeepsItsState() {
    ViewTypeIdentity.canonicalize = { type in
      ObjectIdentifier(type == RebuiltCounter.self ? Counter.self : type)
    }
    defer { ViewTypeIdentity.canonicalize = nil }
    #expect(labelAfterRebuild() == "new 3")
  }
}
