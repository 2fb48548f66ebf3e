import Easel
import EaselTesting
import Foundation
import Testing

/// Toolbar items in the bars, where their placements put them, taking taps through real hit
/// testing.
@MainActor
@Suite struct ToolbarTests {
  static let phone = CGSize(width: 393, height: 852)

  struct Toolbarred: View {
    @State var log: [String] = []
    var body: some View {
      NavigationStack {
        Text(log.joined(separator: ","))
          .accessibilityIdentifier("log")
          .navigationTitle("Tools")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarLeading) {
              Button("Edit") { log.append("edit") }
            }
            ToolbarItem(placement: .topBarTrailing) {
              Button("Add") { log.append("add") }
            }
            ToolbarItemGroup(placement: .bottomBar) {
              Button("Left") { log.append("left") }
              Button("Right") { log.append("right") }
            }
          }
      }
    }
  }

  @Test func itemsSitAtTheEndsOfTheBarAndTakeTaps() throws {
    let host = ViewHost(Toolbarred(), size: Self.phone)
    let edit = try #require(host.frame(ofLabel: "Edit"))
    let add = try #require(host.frame(ofLabel: "Add"))
    #expect(edit.minX == 16)
    #expect(abs(add.maxX - (Self.phone.width - 16)) <= 0.5)
    #expect(abs(edit.midY - 22) <= 1 && abs(add.midY - 22) <= 1)
    #expect(host.tap(label: "Add"))
    #expect(host.tap(label: "Edit"))
    #expect(host.accessibilityTree().contains { $0.label == "add,edit" })
  }

  @Test func bottomBarItemsSpreadAcrossTheBottomBar() throws {
    let host = ViewHost(Toolbarred(), size: Self.phone)
    let left = try #require(host.frame(ofLabel: "Left"))
    let right = try #require(host.frame(ofLabel: "Right"))
    #expect(abs(left.midY - (Self.phone.height - 22)) <= 1)
    #expect(left.minX == 16)
    #expect(right.minX > left.maxX)
    #expect(host.tap(label: "Right"))
    #expect(host.accessibilityTree().contains { $0.label == "right" })
    // The content is laid out between the bars.
    let log = try #require(host.frame(of: "log"))
    #expect(log.minY >= 44 && log.maxY <= Self.phone.height - 44)
  }

  @Test func placementsOfActionsAndPrincipal() throws {
    struct Modal: View {
      var body: some View {
        NavigationStack {
          Color.clear
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
              ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
              ToolbarItem(placement: .principal) { Text("Middle") }
            }
        }
      }
    }
    let host = ViewHost(Modal(), size: Self.phone)
    #expect(try #require(host.frame(ofLabel: "Cancel")).minX == 16)
    #expect(abs(try #require(host.frame(ofLabel: "Done")).maxX - 377) <= 0.5)
    #expect(abs(try #require(host.frame(ofLabel: "Middle")).midX - Self.phone.width / 2) <= 1)
  }

  @Test func viewsInAPlainToolbarGoTrailing() throws {
    let host = ViewHost(
      NavigationStack { Text("x").toolbar { Button("Save") {} } }, size: Self.phone)
    #expect(abs(try #require(host.frame(ofLabel: "Save")).maxX - 377) <= 0.5)
  }

  @Test func navigationBarItemsAtBothEnds() throws {
    let host = ViewHost(
      NavigationStack {
        Text("x").navigationBarItems(leading: Text("L"), trailing: Text("T"))
      }, size: Self.phone)
    #expect(try #require(host.frame(ofLabel: "L")).minX == 16)
    #expect(abs(try #require(host.frame(ofLabel: "T")).maxX - 377) <= 0.5)
  }

  @Test func aHiddenNavigationBarLeavesItsSpace() throws {
    let host = ViewHost(
      NavigationStack {
        Color.clear.accessibilityIdentifier("content")
          .navigationTitle("Hidden")
          .toolbar(.hidden, for: .navigationBar)
      }, size: Self.phone)
    #expect(try #require(host.frame(of: "content")).minY == 0)
  }

  @Test func aLinkInTheToolbarPushes() {
    let host = ViewHost(
      NavigationStack {
        Text("Home").navigationTitle("Home")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              NavigationLink("Settings") { Text("S").navigationTitle("Settings") }
            }
          }
      }, size: Self.phone)
    #expect(host.tap(label: "Settings"))
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Home", "Settings"])
  }
}
