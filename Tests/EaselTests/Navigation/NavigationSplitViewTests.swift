import Easel
import EaselTesting
import Foundation
import Testing

/// `NavigationSplitView`: columns side by side on a regular width, one stack with the sidebar
/// at its root on a compact width, as the environment's horizontal size class says.
@MainActor
@Suite struct NavigationSplitViewTests {
  struct Mail: View {
    var body: some View {
      NavigationSplitView {
        Color.clear.accessibilityIdentifier("sidebar").navigationTitle("Mailboxes")
      } content: {
        Color.clear.accessibilityIdentifier("content").navigationTitle("Inbox")
      } detail: {
        Color.clear.accessibilityIdentifier("detail").navigationTitle("Message")
      }
    }
  }

  @Test func aRegularWidthShowsTheColumnsSideBySide() throws {
    let host = ViewHost(
      Mail().environment(\.horizontalSizeClass, .regular),
      size: CGSize(width: 1024, height: 768))
    let sidebar = try #require(host.frame(of: "sidebar"))
    let content = try #require(host.frame(of: "content"))
    let detail = try #require(host.frame(of: "detail"))
    #expect(sidebar.minX == 0 && sidebar.width == 320)
    #expect(content.minX > sidebar.maxX && content.width == 320)
    #expect(detail.minX > content.maxX && detail.maxX == 1024)
    // Each column has its own bar.
    #expect(sidebar.minY == 96 && detail.minY == 96)
  }

  @Test func aCompactWidthCollapsesToAStackOfTheSidebar() throws {
    let host = ViewHost(
      Mail().environment(\.horizontalSizeClass, .compact), size: CGSize(width: 393, height: 852))
    #expect(host.navigationPath == ["Mailboxes"])
    #expect(try #require(host.frame(of: "sidebar")).width == 393)
    #expect(host.frame(of: "detail") == nil)
  }

  @Test func twoColumnsOnARegularWidth() throws {
    let host = ViewHost(
      NavigationSplitView {
        Color.clear.accessibilityIdentifier("sidebar")
      } detail: {
        Color.clear.accessibilityIdentifier("detail")
      }
      .environment(\.horizontalSizeClass, .regular), size: CGSize(width: 1024, height: 768))
    #expect(try #require(host.frame(of: "sidebar")).width == 320)
    #expect(try #require(host.frame(of: "detail")).maxX == 1024)
  }
}
