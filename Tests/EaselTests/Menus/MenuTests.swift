import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `Menu` and `contextMenu`: a tap (or a long press) opens the items on a card beside the view,
/// 250 points wide, 8 points below it (above it when there is no room); a tap on an item runs
/// it and closes the menu, a tap outside closes it; toggles show a checkmark, dividers and
/// sections split the items into groups with an 8-point band between them, and a nested menu
/// opens in place of its parent's items.
@MainActor
@Suite struct MenuTests {
  @MainActor final class Log {
    var actions: [String] = []
  }

  struct Screen: View {
    let log: Log
    @State var showsGrid = false

    var body: some View {
      VStack {
        Menu {
          Button("Share", systemImage: "square.and.arrow.up") { log.actions.append("share") }
          Toggle("Show Grid", isOn: $showsGrid)
          Divider()
          Menu("Sort By") {
            Button("Name") { log.actions.append("name") }
            Button("Date") { log.actions.append("date") }
          }
          Section("Danger") {
            Button("Delete", systemImage: "trash", role: .destructive) {
              log.actions.append("delete")
            }
          }
        } label: {
          Label("Actions", systemImage: "ellipsis.circle")
        }
        .accessibilityIdentifier("menu")
        .padding(.top, 40)
        .padding(.leading, 20)
        .frame(maxWidth: .infinity, alignment: .leading)
        Spacer()
        Text("Photo")
          .frame(width: 120, height: 80)
          .accessibilityIdentifier("photo")
          .contextMenu {
            Button("Send") { log.actions.append("send") }
            Button("Favourite") { log.actions.append("favourite") }
          }
        Menu("Bottom") {
          Button("One") { log.actions.append("one") }
          Button("Two") { log.actions.append("two") }
        }
        .accessibilityIdentifier("bottom")
        .padding(.bottom, 20)
      }
      .frame(maxWidth: .infinity)
    }
  }

  static let size = CGSize(width: 393, height: 852)

  func open(_ log: Log, scheme: ColorScheme = .light) throws -> ViewHost<Screen> {
    let host = ViewHost(Screen(log: log), size: Self.size, colorScheme: scheme)
    #expect(host.presentedLayerCount == 0)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    return host
  }

  @Test func aTapOpensTheItemsBelowTheLabelAndAnItemRunsAndCloses() throws {
    let log = Log()
    let host = try open(log)
    let label = try #require(host.frame(of: "menu"))
    let card = try #require(host.presentedCardFrame)
    #expect(card.width == 250)
    #expect(card.minY == label.maxY + 8)
    #expect(card.minX == label.minX, "from the label's leading edge")
    let share = try #require(host.frame(ofLabel: "Share"))
    #expect(card.contains(share))
    #expect(host.tap(label: "Share"))
    host.waitForTransitions()
    #expect(log.actions == ["share"])
    #expect(host.presentedLayerCount == 0)
  }

  @Test func aTapOutsideClosesWithoutRunningAnything() throws {
    let log = Log()
    let host = try open(log)
    #expect(host.tap(at: CGPoint(x: 380, y: 600)))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(log.actions.isEmpty)
  }

  @Test func aToggleShowsACheckmarkAndFlips() throws {
    let log = Log()
    let host = try open(log)
    let off = try #require(host.accessibilityTree().first { $0.label == "Show Grid" })
    #expect(off.value == "0")
    #expect(host.tap(label: "Show Grid"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    let on = try #require(host.accessibilityTree().first { $0.label == "Show Grid" })
    #expect(on.value == "1")
  }

  @Test func dividersAndSectionsSplitTheItemsIntoGroups() throws {
    let log = Log()
    let host = try open(log)
    let share = try #require(host.frame(ofLabel: "Share"))
    let grid = try #require(host.frame(ofLabel: "Show Grid"))
    let sort = try #require(host.frame(ofLabel: "Sort By"))
    let danger = try #require(host.frame(ofLabel: "Danger"))
    let delete = try #require(host.frame(ofLabel: "Delete"))
    // Rows of 44 points: a hairline (a pixel; a point at scale 1) between items of a group,
    // an 8-point band between groups.
    #expect(share.height == 44)
    #expect(grid.minY == share.maxY + 1)
    #expect(sort.minY == grid.maxY + 8)
    #expect(danger.minY > sort.maxY)
    #expect(delete.minY > danger.maxY)
  }

  @Test func aNestedMenuOpensInPlaceAndItsItemsRun() throws {
    let log = Log()
    let host = try open(log)
    #expect(host.frame(ofLabel: "Name") == nil)
    #expect(host.tap(label: "Sort By"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1, "a submenu keeps the menu open")
    #expect(host.frame(ofLabel: "Share") == nil)
    #expect(host.frame(ofLabel: "Name") != nil)
    // The title row goes back.
    #expect(host.tap("Menu Back"))
    host.waitForTransitions()
    #expect(host.frame(ofLabel: "Share") != nil)
    #expect(host.tap(label: "Sort By"))
    host.waitForTransitions()
    #expect(host.tap(label: "Date"))
    host.waitForTransitions()
    #expect(log.actions == ["date"])
    #expect(host.presentedLayerCount == 0)
  }

  @Test func aMenuNearTheBottomOpensAbove() throws {
    let log = Log()
    let host = ViewHost(Screen(log: log), size: Self.size)
    let label = try #require(host.frame(of: "bottom"))
    #expect(host.tap("bottom"))
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    #expect(card.maxY == label.minY - 8)
    #expect(host.tap(label: "Two"))
    host.waitForTransitions()
    #expect(log.actions == ["two"])
  }

  @Test func aLongPressOpensAContextMenu() throws {
    let log = Log()
    let host = ViewHost(Screen(log: log), size: Self.size)
    #expect(host.tap("photo") == false || host.presentedLayerCount == 0)
    #expect(host.presentedLayerCount == 0, "a tap does not open a context menu")
    #expect(host.longPress("photo", duration: 0.6))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    // No room below the photo: the menu opens above it.
    let photo = try #require(host.frame(of: "photo"))
    let card = try #require(host.presentedCardFrame)
    #expect(card.maxY == photo.minY - 8)
    #expect(host.tap(label: "Favourite"))
    host.waitForTransitions()
    #expect(log.actions == ["favourite"])
    #expect(host.presentedLayerCount == 0)
  }

  struct Primary: View {
    let log: Log
    var body: some View {
      Menu {
        Button("Other") { log.actions.append("other") }
      } label: {
        Text("Add")
      } primaryAction: {
        log.actions.append("primary")
      }
      .accessibilityIdentifier("add")
    }
  }

  @Test func aPrimaryActionRunsOnATapAndALongPressOpensTheMenu() throws {
    let log = Log()
    let host = ViewHost(Primary(log: log), size: CGSize(width: 300, height: 400))
    #expect(host.tap("add"))
    host.waitForTransitions()
    #expect(log.actions == ["primary"])
    #expect(host.presentedLayerCount == 0)
    #expect(host.longPress("add", duration: 0.6))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    #expect(host.tap(label: "Other"))
    host.waitForTransitions()
    #expect(log.actions == ["primary", "other"])
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func anOpenMenu(scheme: ColorScheme) throws {
    let host = try open(Log(), scheme: scheme)
    try assertSnapshot(of: host, as: .image(), named: "menu-open-\(scheme.rawValue)")
  }
}
