import Easel
import EaselTesting
import Foundation
import Testing

/// Presented screens on an iPhone 15 Pro (393×852 points, 59 above and 34 below the safe
/// area), light and dark: a sheet at its medium detent, an alert, a tab view. References
/// checked by eye against iOS.
@MainActor
@Suite struct ScreensSnapshotTests {
  /// A screen under the presentations: a title and a few rows.
  struct Backdrop: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Library").font(.largeTitle.bold())
        ForEach(["Recently Added", "Artists", "Albums", "Songs"], id: \.self) { row in
          HStack {
            Image(systemName: "play.circle.fill")
              .foregroundStyle(Color.red)
            Text(row)
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(Color.secondary)
          }
          .padding(.vertical, 6)
        }
        Spacer()
      }
      .padding(.horizontal, 20)
    }
  }

  struct SheetScreen: View {
    @State var shown = true

    var body: some View {
      Backdrop()
        .sheet(isPresented: $shown) {
          VStack(alignment: .leading, spacing: 10) {
            Text("Now Playing").font(.title2.bold())
            Text("Drag the grabber to see more, or down to close.")
              .foregroundStyle(Color.secondary)
            Button("Add to Playlist") {}
              .buttonStyle(.borderedProminent)
            Spacer()
          }
          .padding(.horizontal, 20)
          .padding(.top, 28)
          .presentationDetents([.medium, .large])
        }
    }
  }

  struct AlertScreen: View {
    @State var shown = true

    var body: some View {
      Backdrop()
        .alert("Delete Playlist?", isPresented: $shown) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This playlist will be removed from all your devices.")
        }
    }
  }

  struct TabScreen: View {
    @State var selection = 0

    var body: some View {
      TabView(selection: $selection) {
        Backdrop()
          .tabItem { Label("Library", systemImage: "play.circle.fill") }
          .tag(0)
        Text("Search")
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
          .tag(1)
        Text("Alerts")
          .tabItem { Label("Alerts", systemImage: "bell.fill") }
          .badge(2)
          .tag(2)
        Text("Settings")
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag(3)
      }
    }
  }

  func host<V: View>(_ view: V, _ scheme: ColorScheme) -> ViewHost<V> {
    let host = ViewHost(
      view, size: CGSize(width: 393, height: 852), colorScheme: scheme,
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    host.waitForTransitions()
    return host
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func sheetAtMediumDetent(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: host(SheetScreen(), scheme), as: .image(), named: "sheet-medium-\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func alert(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: host(AlertScreen(), scheme), as: .image(), named: "alert-\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func tabView(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: host(TabScreen(), scheme), as: .image(), named: "tab-view-\(scheme.rawValue)")
  }
}
