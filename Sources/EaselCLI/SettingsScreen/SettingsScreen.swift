import Easel
import EaselPreviews

// A settings app's screen, as a developer previews one: two tabs, the first a navigation
// stack over a grouped list whose rows push details, a section of devices deleted by a
// swipe, a button presenting a help sheet with medium and large detents, and pull to check
// for updates. The window tests (SettingsScreenWindowTests) drive it with the mouse.

#Preview("Settings screen") {
  SettingsScreen()
}

/// The tab view: Settings and About.
struct SettingsScreen: View {
  var body: some View {
    TabView {
      SettingsTab()
        .tabItem { Label("Settings", systemImage: "gear") }
      SettingsAboutTab()
        .tabItem { Label("About", systemImage: "info.circle") }
    }
  }
}
