import EaselPreviews
import EaselTesting
import Foundation
import Testing

extension EnvironmentValues {
  @Entry var badgeCount: Int = 3
  @Entry var badgeTitle: String = "Inbox"
}

/// Reads the two `@Entry` values.
struct Badge: View {
  @Environment(\.badgeCount) private var count
  @Environment(\.badgeTitle) private var title

  var body: some View {
    Text("\(title): \(count)").accessibilityIdentifier("badge")
  }
}

/// `@Entry` declares an environment value with its default in one line.
@MainActor
@Suite struct EntryMacroTests {
  func shown<V: View>(_ view: V) -> String? {
    ViewHost(view, size: CGSize(width: 200, height: 100)).accessibilityTree().first?.label
  }

  @Test func theDefaultIsTheValueGiven() {
    #expect(shown(Badge()) == "Inbox: 3")
    #expect(EnvironmentValues().badgeCount == 3)
  }

  @Test func theEnvironmentModifierSetsIt() {
    #expect(shown(Badge().environment(\.badgeCount, 7)) == "Inbox: 7")
    #expect(
      shown(Badge().environment(\.badgeTitle, "Sent").environment(\.badgeCount, 0)) == "Sent: 0")
    var values = EnvironmentValues()
    values.badgeCount = 12
    #expect(values.badgeCount == 12)
  }
}
