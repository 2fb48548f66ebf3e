import Easel
import EaselTesting
import Foundation
import Testing

/// `NavigationStack`: pushing through links tapped with real hit testing, the path binding
/// both ways, popping with the back button and `dismiss`, presented destinations, the slide
/// between screens on the manual clock, and screens keeping their state while on the stack.
@MainActor
@Suite struct NavigationStackTests {
  static let phone = CGSize(width: 393, height: 852)

  struct Fruit: Hashable {
    let name: String
  }

  /// A root with value links to fruit, each pushing a detail with a counter.
  struct FruitStack: View {
    @State var path: [Fruit] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack(spacing: 20) {
          NavigationLink("Apple", value: Fruit(name: "Apple")).accessibilityIdentifier("apple")
          NavigationLink("Pear", value: Fruit(name: "Pear")).accessibilityIdentifier("pear")
          Text("depth \(path.count)").accessibilityIdentifier("depth")
          Button("Push two") {
            path.append(Fruit(name: "Plum"))
            path.append(Fruit(name: "Fig"))
          }
          .accessibilityIdentifier("pushTwo")
        }
        .navigationTitle("Fruit")
        .navigationDestination(for: Fruit.self) { fruit in
          FruitDetail(fruit: fruit)
        }
      }
    }
  }

  struct FruitDetail: View {
    let fruit: Fruit
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack(spacing: 20) {
        Text("\(fruit.name) \(taps)").accessibilityIdentifier("detail-\(fruit.name)")
        Button("Tap") { taps += 1 }.accessibilityIdentifier("tap-\(fruit.name)")
        Button("Close") { dismiss() }.accessibilityIdentifier("close-\(fruit.name)")
        NavigationLink("More", value: Fruit(name: fruit.name + "+"))
          .accessibilityIdentifier("more-\(fruit.name)")
      }
      .navigationTitle(fruit.name)
    }
  }

  @Test func aValueLinkTappedPushesItsDestination() throws {
    let host = ViewHost(FruitStack(), size: Self.phone)
    #expect(host.navigationPath == ["Fruit"])
    #expect(host.tap("apple"))
    #expect(host.isNavigationTransitioning)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit", "Apple"])
    // Only the top screen shows: the root's views are not found any more.
    #expect(host.frame(of: "apple") == nil)
    let detail = try #require(host.frame(of: "detail-Apple"))
    #expect(detail.minX > 0 && detail.maxX < Self.phone.width)
  }

  @Test func thePathBindingPushesAndFollowsPushesAndPops() {
    let host = ViewHost(FruitStack(), size: Self.phone)
    // The binding drives the stack: two values appended push two screens.
    host.tap("pushTwo")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit", "Plum", "Fig"])
    // Back pops one and the binding follows.
    #expect(host.tap(label: "Plum"))
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit", "Plum"])
    // A link inside pushes and the binding follows.
    host.tap("more-Plum")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit", "Plum", "Plum+"])
    host.tap(label: "Plum")
    host.waitForNavigationTransitions()
    host.tap(label: "Fruit")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit"])
    #expect(host.accessibilityTree().contains { $0.label == "depth 0" })
  }

  @Test func theBackButtonNamesTheScreenBelowAndPops() {
    let host = ViewHost(FruitStack(), size: Self.phone)
    host.tap("pear")
    host.waitForNavigationTransitions()
    let back = host.accessibilityTree().first { $0.identifier == "NavigationBackButton" }
    #expect(back?.label == "Fruit")
    // The back button sits at the leading end of the 44-point bar.
    #expect(back.map { $0.frame.minX < 20 && $0.frame.maxY <= 44 } == true)
    host.tap("NavigationBackButton")
    #expect(host.isNavigationTransitioning)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit"])
    #expect(host.frame(of: "pear") != nil)
  }

  @Test func dismissPopsAPushedScreen() {
    let host = ViewHost(FruitStack(), size: Self.phone)
    host.tap("apple")
    host.waitForNavigationTransitions()
    host.tap("close-Apple")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Fruit"])
  }

  @Test func screensKeepTheirStateOnTheStackAndLoseItWhenPopped() {
    let host = ViewHost(FruitStack(), size: Self.phone)
    host.tap("apple")
    host.waitForNavigationTransitions()
    host.tap("tap-Apple")
    host.tap("tap-Apple")
    #expect(host.accessibilityTree().contains { $0.label == "Apple 2" })
    // Pushed over, the screen keeps its count.
    host.tap("more-Apple")
    host.waitForNavigationTransitions()
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.accessibilityTree().contains { $0.label == "Apple 2" })
    // Popped, it loses it: pushed again, it starts from zero.
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    host.tap("apple")
    host.waitForNavigationTransitions()
    #expect(host.accessibilityTree().contains { $0.label == "Apple 0" })
  }

  @Test func aPushSlidesInFromTheRightAndTheScreenUnderMovesLeft() throws {
    let host = ViewHost(FruitStack(), size: Self.phone)
    let rootBefore = try #require(host.frame(of: "apple"))
    host.tap("apple")
    host.advance(by: 0.05)
    let detail = try #require(host.frame(of: "detail-Apple"))
    let root = try #require(host.frame(of: "apple"))
    // On the way: the new screen is still right of its place, the old one left of its.
    let settled = (Self.phone.width - detail.width) / 2
    #expect(detail.minX > settled + 10)
    #expect(detail.minX < Self.phone.width)
    #expect(root.minX < rootBefore.minX - 5)
    #expect(root.minX > rootBefore.minX - Self.phone.width * 0.3 - 1)
    host.waitForNavigationTransitions()
    #expect(host.frame(of: "apple") == nil)
    #expect(!host.isNavigationTransitioning)
  }

  /// A stack whose one pushed screen swaps itself for another: the path's last value
  /// replaced.
  struct SwapStack: View {
    @State var path = [Fruit(name: "Apple")]
    var body: some View {
      NavigationStack(path: $path) {
        Text("Root").navigationTitle("Root")
          .navigationDestination(for: Fruit.self) { fruit in
            VStack(spacing: 20) {
              Text(fruit.name).accessibilityIdentifier("detail-\(fruit.name)")
              Button("Swap") { path = [Fruit(name: fruit.name == "Apple" ? "Pear" : "Apple")] }
                .accessibilityIdentifier("swap-\(fruit.name)")
            }
            .navigationTitle(fruit.name)
          }
      }
    }
  }

  /// The path's last value replaced pushes the new screen over the old one, which slides
  /// under it (its back button still naming the root) and goes when the push ends.
  @Test func aReplacedTopSlidesUnderTheNewOne() throws {
    let host = ViewHost(SwapStack(), size: Self.phone)
    #expect(host.navigationPath == ["Root", "Apple"])
    let appleBefore = try #require(host.frame(of: "detail-Apple"))
    host.tap("swap-Apple")
    host.advance(by: 0.05)
    let pear = try #require(host.frame(of: "detail-Pear"))
    let apple = try #require(host.frame(of: "detail-Apple"))
    #expect(pear.minX > appleBefore.minX + 10)
    #expect(pear.minX < Self.phone.width)
    #expect(apple.minX < appleBefore.minX - 5)
    // The new screen is the top one at once, as in any push.
    #expect(host.navigationPath == ["Root", "Apple", "Pear"])
    let backs = host.accessibilityTree().filter { $0.identifier == "NavigationBackButton" }
    #expect(backs.count == 2)
    #expect(backs.allSatisfy { $0.label == "Root" })
    host.waitForNavigationTransitions()
    #expect(host.frame(of: "detail-Apple") == nil)
    #expect(host.frame(of: "detail-Pear") != nil)
    #expect(host.navigationPath == ["Root", "Pear"])
    #expect(!host.isNavigationTransitioning)
  }

  @Test func aPushLastsAboutAThirdOfASecond() {
    let host = ViewHost(FruitStack(), size: Self.phone)
    host.tap("apple")
    let waited = host.waitForNavigationTransitions()
    #expect(waited >= 0.3 && waited <= 0.4)
  }

  /// A destination link, a presented destination and a stack without a path.
  struct LinkStack: View {
    @State var showsSettings = false
    var body: some View {
      NavigationStack {
        VStack(spacing: 20) {
          NavigationLink("Details") {
            Text("The details").navigationTitle("Details")
          }
          .accessibilityIdentifier("details")
          Button("Settings") { showsSettings = true }.accessibilityIdentifier("settings")
          Text(showsSettings ? "showing" : "hidden").accessibilityIdentifier("flag")
        }
        .navigationDestination(isPresented: $showsSettings) {
          Text("Settings screen").navigationTitle("Settings")
        }
        .navigationTitle("Home")
      }
    }
  }

  @Test func aDestinationLinkPushesItsView() {
    let host = ViewHost(LinkStack(), size: Self.phone)
    host.tap("details")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Home", "Details"])
    #expect(host.frame(ofLabel: "The details") != nil)
    host.tap(label: "Home")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Home"])
  }

  @Test func aPresentedDestinationFollowsItsBindingBothWays() {
    let host = ViewHost(LinkStack(), size: Self.phone)
    host.tap("settings")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Home", "Settings"])
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Home"])
    #expect(host.accessibilityTree().contains { $0.label == "hidden" })
  }

  @Test func navigationPathAppendsAndRemoves() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    #expect(path.count == 2)
    path.removeLast()
    #expect(path.count == 1)
    #expect(path == NavigationPath([1]))
  }
}

/// Item destinations, custom toolbar content and the title menu.
@MainActor
@Suite struct NavigationDestinationItemTests {
  struct Picker: View {
    @State var chosen: Int?
    var body: some View {
      NavigationStack {
        VStack {
          Button("One") { chosen = 1 }.accessibilityIdentifier("one")
          Text(chosen.map { "chosen \($0)" } ?? "none").accessibilityIdentifier("chosen")
        }
        .navigationTitle("Numbers")
        .navigationDestination(item: $chosen) { number in
          Text("Number \(number)").navigationTitle("No. \(number)")
        }
      }
    }
  }

  @Test func anItemDestinationPushesWhileTheItemIsSetAndClearsItWhenPopped() {
    let host = ViewHost(Picker(), size: NavigationStackTests.phone)
    host.tap("one")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Numbers", "No. 1"])
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Numbers"])
    #expect(host.accessibilityTree().contains { $0.label == "none" })
  }

  struct EditingTools: ToolbarContent {
    let action: () -> Void
    var body: some ToolbarContent {
      ToolbarItem(placement: .topBarTrailing) { Button("Share", action: action) }
    }
  }

  @Test func customToolbarContentAndTheTitleMenu() throws {
    struct Screen: View {
      @State var log: [String] = []
      var body: some View {
        NavigationStack {
          Text(log.joined(separator: ","))
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { EditingTools { log.append("share") } }
            .toolbarTitleMenu {
              Button("Rename") { log.append("rename") }
            }
        }
      }
    }
    let host = ViewHost(Screen(), size: NavigationStackTests.phone)
    #expect(host.tap(label: "Share"))
    // The title opens its menu; a choice runs and closes it.
    #expect(host.frame(ofLabel: "Rename") == nil)
    #expect(host.tap(label: "Notes"))
    #expect(host.tap(label: "Rename"))
    #expect(host.frame(ofLabel: "Rename") == nil)
    #expect(host.accessibilityTree().contains { $0.label == "share,rename" })
  }
}

/// The deprecated links bound to `isActive` or a selection, still common in older code.
@MainActor
@Suite struct BoundNavigationLinkTests {
  struct Bound: View {
    @State var isActive = false
    @State var selection: String?
    var body: some View {
      NavigationView {
        VStack(spacing: 20) {
          NavigationLink(destination: Text("Active").navigationTitle("Active"), isActive: $isActive)
          {
            Text("Go")
          }
          .accessibilityIdentifier("go")
          NavigationLink(
            destination: Text("B").navigationTitle("Bee"), tag: "b", selection: $selection
          ) {
            Text("Bee")
          }
          .accessibilityIdentifier("bee")
          Button("Activate") { isActive = true }.accessibilityIdentifier("activate")
          Text("\(isActive) \(selection ?? "nil")").accessibilityIdentifier("state")
        }
        .navigationTitle("Links")
      }
    }
  }

  @Test func anIsActiveLinkFollowsItsBindingBothWays() {
    let host = ViewHost(Bound(), size: NavigationStackTests.phone)
    host.tap("go")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Links", "Active"])
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Links"])
    #expect(host.label(of: "state") == "false nil")
    // Setting the binding pushes too.
    host.tap("activate")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Links", "Active"])
  }

  @Test func aSelectionLinkPushesForItsTag() {
    let host = ViewHost(Bound(), size: NavigationStackTests.phone)
    host.tap("bee")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Links", "Bee"])
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.label(of: "state") == "false nil")
  }
}

/// Pushing and popping run the stack's body to show the motion, not the bodies of the
/// screens' views.
@MainActor
@Suite struct NavigationStackUpdateTests {
  struct Rows: View {
    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<40) { index in
              NavigationLink("Row \(index)", value: index).accessibilityIdentifier("row\(index)")
            }
          }
        }
        .navigationTitle("Rows")
        .navigationDestination(for: Int.self) { Text("Detail \($0)").navigationTitle("\($0)") }
      }
    }
  }

  @Test func aPopRunsNoBodyOfTheScreenUnder() {
    let host = ViewHost(Rows(), size: NavigationStackTests.phone)
    host.tap("row3")
    host.waitForNavigationTransitions()
    host.resetCounters()
    host.tap("NavigationBackButton")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Rows"])
    // The stack's body and the bars' run; the forty links below do not (each would run
    // five bodies).
    #expect(host.bodyEvaluationCount < 10)
  }
}
