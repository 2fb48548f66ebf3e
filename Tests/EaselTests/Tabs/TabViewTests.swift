import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A counter that keeps its count in `@State`, to see a tab keep its state.
struct TabCounter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    VStack {
      Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier("\(name)-counter")
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .accessibilityIdentifier("\(name)-page")
  }
}

/// A tab view with a selection binding, items from `tabItem` and badges.
struct TabScreen: View {
  @State var selection = "home"

  var body: some View {
    TabView(selection: $selection) {
      TabCounter(name: "home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag("home")
      TabCounter(name: "inbox")
        .tabItem {
          Image(systemName: "tray")
          Text("Inbox")
        }
        .badge(3)
        .tag("inbox")
      TabCounter(name: "settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .badge(Text("New"))
        .tag("settings")
    }
  }
}

/// The iOS 18 `Tab` API with an integer selection, starting on the second tab.
struct NewTabScreen: View {
  @State private var selection = 1

  var body: some View {
    VStack(spacing: 0) {
      Text("selected \(selection)").accessibilityIdentifier("selection")
      TabView(selection: $selection) {
        Tab("Now", systemImage: "clock", value: 0) { TabCounter(name: "now") }
        Tab("Later", systemImage: "calendar", value: 1) { TabCounter(name: "later") }
          .badge(2)
      }
    }
  }
}

/// `TabView` shows the selected tab above the tab bar; tapping an item switches tabs and
/// writes the selection; tabs keep their state.
@MainActor
@Suite struct TabViewTests {
  /// The bar is 49 points tall above the home indicator, its material reaching down behind
  /// it; the page takes the rest, and its items share the width.
  @Test func barMetrics() throws {
    let host = phoneHost(TabScreen())
    let page = try #require(host.frame(of: "home-page"))
    #expect(page.minY == 59)
    #expect(page.maxY == 769)
    let first = try #require(host.frame(of: "Tab 0"))
    let third = try #require(host.frame(of: "Tab 2"))
    #expect(first.height == 49)
    #expect(first.minY == 769)
    #expect(first.width == 131)
    #expect(third.maxX == 393)
    // Only the selected tab is laid out.
    #expect(host.frame(of: "inbox-page") == nil)
  }

  /// Tapping an item shows its tab; the counters keep their counts across switches.
  @Test func switchingKeepsState() throws {
    let host = phoneHost(TabScreen())
    host.tap("home-counter")
    host.tap("home-counter")
    #expect(host.label(of: "home-counter") == "home 2")
    #expect(host.tap("Tab 1"))
    #expect(host.frame(of: "home-page") == nil)
    #expect(host.label(of: "inbox-counter") == "inbox 0")
    host.tap("inbox-counter")
    host.tap("Tab 0")
    #expect(host.label(of: "home-counter") == "home 2")
    host.tap("Tab 1")
    #expect(host.label(of: "inbox-counter") == "inbox 1")
  }

  /// The selection binding picks the tab, and a tap writes it.
  @Test func selectionBindingBothWays() throws {
    let host = phoneHost(NewTabScreen())
    #expect(host.frame(of: "later-page") != nil)
    #expect(host.frame(of: "now-page") == nil)
    host.tap("Tab 0")
    #expect(host.label(of: "selection") == "selected 0")
    #expect(host.frame(of: "now-page") != nil)
    #expect(host.frame(of: "later-page") == nil)
  }

  /// Items read as buttons with their titles; the selected one says so.
  @Test func itemsAreAccessible() throws {
    let host = phoneHost(TabScreen())
    let tree = host.accessibilityTree()
    let home = try #require(tree.first { $0.identifier == "Tab 0" })
    #expect(home.label.contains("Home"))
    #expect(home.traits.contains(.isSelected))
    let inbox = try #require(tree.first { $0.identifier == "Tab 1" })
    #expect(inbox.label.contains("Inbox"))
    #expect(!inbox.traits.contains(.isSelected))
  }

  /// A `Tab`'s symbol sits above its title, as a `tabItem`'s `Label` does: the selected
  /// item's blue runs from the symbol near the bar's top to the title near its bottom.
  @Test func aTabsSymbolSitsAboveItsTitle() throws {
    let host = phoneHost(NewTabScreen())
    let later = try #require(host.frame(of: "Tab 1"))
    var rows: [Int] = []
    for y in Int(later.minY)..<Int(later.maxY) {
      for x in Int(later.minX)..<Int(later.maxX) {
        if let pixel = try host.pixel(x: x, y: y), pixel.blue > 200, pixel.red < 60 {
          rows.append(y)
          break
        }
      }
    }
    let top = try #require(rows.first)
    let bottom = try #require(rows.last)
    // Side by side, symbol and title would share one line about 12 points tall.
    #expect(bottom - top >= 30, "blue from \(top) to \(bottom)")
  }

  /// The selected item is drawn in the accent colour, the others in grey.
  @Test func selectedItemIsTinted() throws {
    let host = phoneHost(TabScreen())
    let first = try #require(host.frame(of: "Tab 0"))
    let second = try #require(host.frame(of: "Tab 1"))
    func hasColour(in frame: CGRect, _ test: (Pixel) -> Bool) throws -> Bool {
      for y in Int(frame.minY)..<Int(frame.maxY) {
        for x in Int(frame.minX)..<Int(frame.maxX) {
          if let pixel = try host.pixel(x: x, y: y), test(pixel) { return true }
        }
      }
      return false
    }
    let blue: (Pixel) -> Bool = { $0.blue > 200 && $0.red < 60 && $0.green < 160 }
    #expect(try hasColour(in: first, blue))
    #expect(try !hasColour(in: second, blue))
  }
}
