import Easel
import EaselTesting
import Foundation
import Testing

/// Navigation stacks on an iPhone 15 Pro screen (393 × 852 points, 59 points of status bar
/// and 34 of home indicator), in light and dark: a large title over list-like rows, the same
/// scrolled until the title sits inline on the bar material, and a pushed screen with an
/// inline title, the back button, toolbar items and a bottom bar. References checked by eye
/// against iOS's bars.
@MainActor
@Suite struct NavigationSnapshotTests {
  static let phone = CGSize(width: 393, height: 852)
  static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  /// Rows as a settings list draws them: an icon, a label and a chevron, 44 points tall,
  /// with separators inset to the text.
  struct Rows: View {
    static let names = [
      ("Airplane Mode", "paperplane.fill"), ("Wi-Fi", "location.fill"),
      ("Bluetooth", "bolt.fill"), ("Notifications", "bell.fill"),
      ("Sounds & Haptics", "speaker.wave.2.fill"), ("Focus", "moon.fill"),
      ("Screen Time", "clock.fill"), ("General", "gear"), ("Control Centre", "slider.horizontal.3"),
      ("Display & Brightness", "sun.max.fill"), ("Home Screen", "square.grid.2x2"),
      ("Accessibility", "person.circle.fill"), ("Wallpaper", "photo.fill"),
      ("Siri & Search", "magnifyingglass"), ("Battery", "bolt"),
      ("Privacy & Security", "lock.fill"),
      ("App Store", "star.fill"), ("Wallet", "bookmark.fill"), ("Passwords", "lock"),
      ("Mail", "envelope.fill"),
    ]

    var body: some View {
      VStack(spacing: 0) {
        ForEach(Self.names, id: \.0) { name, symbol in
          NavigationLink(value: name) {
            HStack(spacing: 12) {
              Image(systemName: symbol)
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(Color.blue, in: RoundedRectangle(cornerRadius: 7))
              Text(name).foregroundStyle(Color.primary).lineLimit(1).layoutPriority(1)
              Spacer()
              Image(systemName: "chevron.right")
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(Color.secondary)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
          }
          Divider().padding(.leading, 57)
        }
      }
    }
  }

  struct Settings: View {
    var body: some View {
      NavigationStack {
        ScrollView { Rows() }
          .accessibilityIdentifier("scroll")
          .navigationTitle("Settings")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "plus")
              }
            }
          }
          .navigationDestination(for: String.self) { name in
            Detail(name: name)
          }
      }
    }
  }

  struct Detail: View {
    let name: String
    var body: some View {
      VStack(spacing: 16) {
        Image(systemName: "gear").font(.system(size: 60)).foregroundStyle(Color.gray)
        Text(name).font(.title2)
        Text("Settings for \(name) go here.").foregroundStyle(Color.secondary)
      }
      .navigationTitle(name)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        ToolbarItemGroup(placement: .bottomBar) {
          Button {
          } label: {
            Image(systemName: "trash")
          }
          Text("Updated just now").font(.caption)
          Button {
          } label: {
            Image(systemName: "square.and.arrow.up")
          }
        }
      }
    }
  }

  func host(_ scheme: ColorScheme) -> ViewHost<Settings> {
    ViewHost(
      Settings(), size: Self.phone, scale: 2, colorScheme: scheme, safeAreaInsets: Self.insets)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func largeTitleOverRows(_ scheme: ColorScheme) throws {
    try assertSnapshot(of: host(scheme), as: .image(), named: "large-title-\(scheme)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func scrolledUnderAnInlineTitle(_ scheme: ColorScheme) throws {
    let host = self.host(scheme)
    host.scroll("scroll", by: CGSize(width: 0, height: 160))
    host.update()
    try assertSnapshot(of: host, as: .image(), named: "scrolled-\(scheme)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pushedWithInlineTitleAndToolbars(_ scheme: ColorScheme) throws {
    let host = self.host(scheme)
    #expect(host.tap(label: "General"))
    host.waitForNavigationTransitions()
    try assertSnapshot(of: host, as: .image(), named: "pushed-\(scheme)")
  }

  @Test func halfwayThroughAPush() throws {
    let host = self.host(.light)
    host.tap(label: "Wi-Fi")
    host.advance(by: 0.08)
    try assertSnapshot(of: host, as: .image(), named: "mid-push")
  }
}
