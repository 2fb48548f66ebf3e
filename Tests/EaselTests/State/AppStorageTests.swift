import Easel
import EaselTesting
import Foundation
import Testing

/// A `UserDefaults` suite of its own for one test, removed when the test ends: nothing is
/// read from or left in the user's defaults.
final class PrivateDefaults {
  let name = "easel.tests.\(UUID().uuidString)"
  let store: UserDefaults

  init() {
    store = UserDefaults(suiteName: name)!
  }

  deinit {
    store.removePersistentDomain(forName: name)
  }
}

private enum Theme: String {
  case light, dark, sepia
}

private enum Level: Int {
  case low = 1
  case medium = 5
  case high = 9
}

@MainActor
@Suite struct AppStorageTests {
  struct Counter: View {
    let store: UserDefaults
    @AppStorage var count: Int

    init(store: UserDefaults) {
      self.store = store
      _count = AppStorage(wrappedValue: 3, "count", store: store)
    }

    var body: some View {
      Text("Count \(count)")
        .frame(width: CGFloat(count * 10), height: 20)
        .accessibilityIdentifier("label")
        .onTapGesture { count += 1 }
    }
  }

  @Test func readsItsDefaultUntilWrittenAndWritesTheStore() {
    let defaults = PrivateDefaults()
    let host = ViewHost(Counter(store: defaults.store), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "label")?.width == 30)
    // Nothing is written for the default.
    #expect(defaults.store.object(forKey: "count") == nil)
    #expect(host.tap("label"))
    #expect(host.frame(of: "label")?.width == 40)
    #expect(defaults.store.integer(forKey: "count") == 4)
  }

  @Test func aValueAlreadyInTheStoreWinsOverTheDefault() {
    let defaults = PrivateDefaults()
    defaults.store.set(7, forKey: "count")
    let host = ViewHost(Counter(store: defaults.store), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "label")?.width == 70)
  }

  struct TwoReaders: View {
    let store: UserDefaults
    var body: some View {
      VStack(spacing: 0) {
        Counter(store: store)
        Mirror(store: store)
      }
    }
  }

  struct Mirror: View {
    @AppStorage var count: Int
    init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
    var body: some View {
      Color.blue.frame(width: CGFloat(count), height: 10).accessibilityIdentifier("mirror")
    }
  }

  @Test func everyViewReadingTheKeyUpdates() {
    let defaults = PrivateDefaults()
    let host = ViewHost(TwoReaders(store: defaults.store), size: CGSize(width: 200, height: 100))
    // The mirror's default is 0; nothing is stored yet.
    #expect(host.frame(of: "mirror")?.width == 0)
    #expect(host.tap("label"))
    #expect(host.frame(of: "mirror")?.width == 4)
    #expect(host.tap("label"))
    #expect(host.frame(of: "mirror")?.width == 5)
  }

  @Test func aWriteToTheStoreShowsOnItsNotification() {
    let defaults = PrivateDefaults()
    let host = ViewHost(Counter(store: defaults.store), size: CGSize(width: 200, height: 100))
    defaults.store.set(12, forKey: "count")
    NotificationCenter.default.post(
      name: UserDefaults.didChangeNotification, object: defaults.store)
    host.update()
    #expect(host.frame(of: "label")?.width == 120)
  }

  struct Settings: View {
    @AppStorage("name") var name = "Ann"
    @AppStorage("volume") var volume = 0.5
    @AppStorage("muted") var muted = false
    @AppStorage("homepage") var homepage = URL(string: "https://example.com/start")!
    @AppStorage("avatar") var avatar = Data([1, 2, 3])
    @AppStorage("theme") fileprivate var theme = Theme.light
    @AppStorage("level") fileprivate var level = Level.low
    @AppStorage("nickname") var nickname: String?
    @AppStorage("lastLevel") fileprivate var lastLevel: Level?
    @AppStorage("lastTheme") fileprivate var lastTheme: Theme?

    var body: some View {
      VStack {
        Color.red.frame(width: CGFloat(level.rawValue), height: 5).accessibilityIdentifier("level")
        Button("Change") {
          name = "Bea"
          volume = 0.75
          muted = true
          homepage = URL(string: "https://example.org/home?tab=2")!
          avatar = Data([9, 8])
          theme = .sepia
          level = .high
          nickname = "B"
          lastLevel = .medium
          lastTheme = .dark
        }
        .accessibilityIdentifier("change")
        Button("Clear") {
          nickname = nil
          lastLevel = nil
        }
        .accessibilityIdentifier("clear")
      }
    }
  }

  @Test func storesEveryKindOfValueAsUserDefaultsKeepsIt() {
    let defaults = PrivateDefaults()
    let host = ViewHost(
      Settings().defaultAppStorage(defaults.store), size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "level")?.width == 1)
    #expect(host.tap("change"))
    let store = defaults.store
    #expect(store.string(forKey: "name") == "Bea")
    #expect(store.double(forKey: "volume") == 0.75)
    #expect(store.bool(forKey: "muted"))
    #expect(store.string(forKey: "homepage") == "https://example.org/home?tab=2")
    #expect(store.data(forKey: "avatar") == Data([9, 8]))
    #expect(store.string(forKey: "theme") == "sepia")
    #expect(store.integer(forKey: "level") == 9)
    #expect(store.string(forKey: "nickname") == "B")
    #expect(store.integer(forKey: "lastLevel") == 5)
    #expect(store.string(forKey: "lastTheme") == "dark")
    #expect(host.frame(of: "level")?.width == 9)
    // Nil removes the key.
    #expect(host.tap("clear"))
    #expect(store.object(forKey: "nickname") == nil)
    #expect(store.object(forKey: "lastLevel") == nil)
    #expect(store.string(forKey: "lastTheme") == "dark")
  }

  @Test func readsBackWhatIsStoredAndIgnoresWhatDoesNotFit() {
    let defaults = PrivateDefaults()
    let store = defaults.store
    store.set("dark", forKey: "theme")
    store.set("purple", forKey: "lastTheme")  // no such case: the default, nil
    store.set(5, forKey: "level")
    store.set("loud", forKey: "volume")  // not a number: the default
    store.set("https://example.net/x", forKey: "homepage")
    let settings = Settings()
    let host = ViewHost(settings.defaultAppStorage(store), size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "level")?.width == 5)
    host.perform {
      #expect(settings.theme == .dark)
      #expect(settings.lastTheme == nil)
      #expect(settings.volume == 0.5)
      #expect(settings.homepage.absoluteString == "https://example.net/x")
      #expect(settings.nickname == nil)
      #expect(settings.avatar == Data([1, 2, 3]))
    }
  }

  struct Toggler: View {
    @AppStorage var isOn: Bool
    init(store: UserDefaults) { _isOn = AppStorage(wrappedValue: false, "on", store: store) }
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $isOn).frame(width: 140).accessibilityIdentifier("toggle")
        Color.green.frame(width: isOn ? 50 : 10, height: 10).accessibilityIdentifier("bar")
      }
    }
  }

  @Test func itsBindingWritesTheStore() {
    let defaults = PrivateDefaults()
    let host = ViewHost(Toggler(store: defaults.store), size: CGSize(width: 300, height: 200))
    #expect(host.frame(of: "bar")?.width == 10)
    // The switch is at the trailing end of the toggle.
    let toggle = host.frame(of: "toggle")!
    #expect(host.tap(at: CGPoint(x: toggle.maxX - 12, y: toggle.midY)))
    #expect(defaults.store.bool(forKey: "on"))
    #expect(host.frame(of: "bar")?.width == 50)
  }
}

@MainActor
@Suite struct SceneStorageTests {
  struct Tabs: View {
    var name = "tab"
    @SceneStorage("selectedTab") var selected = 0
    var body: some View {
      Color.red.frame(width: CGFloat(10 + selected * 10), height: 10)
        .accessibilityIdentifier(name)
        .onTapGesture { selected += 1 }
    }
  }

  struct Host: View {
    @State var showsTabs = true
    var body: some View {
      VStack {
        if showsTabs { Tabs() }
        Tabs(name: "second")
        Button("Toggle") { showsTabs.toggle() }.accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func viewsOfTheSceneShareTheKeyAndFindItAgainWhenTheyComeBack() {
    let host = ViewHost(Host(), size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "tab")?.width == 10)
    #expect(host.tap("tab"))
    #expect(host.tap("tab"))
    #expect(host.frame(of: "tab")?.width == 30)
    // The other view reading the key shows the same value.
    #expect(host.frame(of: "second")?.width == 30)
    // Gone and back: unlike @State, the value is still there.
    #expect(host.tap("toggle"))
    #expect(host.frame(of: "tab") == nil)
    #expect(host.tap("toggle"))
    #expect(host.frame(of: "tab")?.width == 30)
  }

  @Test func eachSceneHasItsOwnValues() {
    let first = ViewHost(Tabs(), size: CGSize(width: 200, height: 100))
    let second = ViewHost(Tabs(), size: CGSize(width: 200, height: 100))
    #expect(first.tap("tab"))
    #expect(first.frame(of: "tab")?.width == 20)
    #expect(second.frame(of: "tab")?.width == 10)
  }
}
