import Easel
import EaselTesting
import Foundation
import Testing

/// `@AppStorage` of a `Date` (SwiftUI's since iOS 18 and macOS 15): kept as a `Date` in the
/// defaults, read back from them, its default until something is written.
@MainActor
@Suite struct AppStorageDateTests {
  struct LastOpened: View {
    @AppStorage var opened: Date

    init(store: UserDefaults) {
      _opened = AppStorage(
        wrappedValue: Date(timeIntervalSinceReferenceDate: 0), "opened", store: store)
    }

    var body: some View {
      Text("\(Int(opened.timeIntervalSinceReferenceDate))")
        .accessibilityIdentifier("opened")
        .onTapGesture { opened = opened.addingTimeInterval(86_400) }
    }
  }

  func label<V: View>(_ host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.identifier == "opened" }?.label
  }

  @Test func aDateIsStoredAsADateAndReadBack() {
    let defaults = PrivateDefaults()
    let host = ViewHost(LastOpened(store: defaults.store), size: CGSize(width: 200, height: 40))
    #expect(label(host) == "0")
    #expect(defaults.store.object(forKey: "opened") == nil)
    #expect(host.tap("opened"))
    #expect(label(host) == "86400")
    #expect(
      defaults.store.object(forKey: "opened") as? Date
        == Date(timeIntervalSinceReferenceDate: 86_400))
    // Another view of the same key finds it; one written by other code is read too.
    let again = ViewHost(LastOpened(store: defaults.store), size: CGSize(width: 200, height: 40))
    #expect(label(again) == "86400")
    defaults.store.set(Date(timeIntervalSinceReferenceDate: 1_000), forKey: "opened")
    let third = ViewHost(LastOpened(store: defaults.store), size: CGSize(width: 200, height: 40))
    #expect(label(third) == "1000")
    // Something that is not a date reads as the default.
    defaults.store.set("yesterday", forKey: "opened")
    let fourth = ViewHost(LastOpened(store: defaults.store), size: CGSize(width: 200, height: 40))
    #expect(label(fourth) == "0")
  }
}
