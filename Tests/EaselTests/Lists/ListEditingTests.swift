import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Deleting rows by swiping and in edit mode, moving them by their handles, and selecting
/// them, through real hit testing.
@MainActor
@Suite struct ListEditingTests {
  struct Editable: View {
    @State var items = ["A", "B", "C"]
    @State var mode = EditMode.inactive

    var body: some View {
      VStack(spacing: 0) {
        EditButton().accessibilityIdentifier("edit")
        Text(items.joined(separator: ",")).accessibilityIdentifier("items")
        List {
          ForEach(items, id: \.self) { item in
            Text(item).accessibilityIdentifier(item)
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .environment(\.editMode, $mode)
    }
  }

  static let size = CGSize(width: 393, height: 600)

  func items(_ host: ViewHost<some View>) -> String? {
    host.accessibilityTree().first { $0.identifier == "items" }?.label
  }

  @Test func aFullSwipeLeftDeletesTheRow() {
    let host = ViewHost(Editable(), size: Self.size)
    #expect(host.drag("B", by: CGSize(width: -300, height: 0)))
    host.advance(by: 1)
    #expect(items(host) == "A,C")
    #expect(host.frame(of: "B") == nil)
  }

  @Test func aShortSwipeRevealsDeleteWhichDeletes() {
    let host = ViewHost(Editable(), size: Self.size)
    let row = host.frame(of: "B") ?? .null
    #expect(host.drag("B", by: CGSize(width: -60, height: 0)))
    host.advance(by: 1)
    // The content moved left by the button's width (74); nothing deleted yet.
    #expect(close(host.frame(of: "B")?.minX ?? 0, row.minX - 74))
    #expect(items(host) == "A,B,C")
    // The red Delete button fills the revealed 74 points at the cell's trailing edge.
    #expect(host.tap(at: CGPoint(x: 373 - 37, y: row.midY)))
    host.advance(by: 1)
    #expect(items(host) == "A,C")
  }

  @Test func editModeShowsDeleteControlsAndDeletes() {
    let host = ViewHost(Editable(), size: Self.size)
    let before = host.frame(of: "A") ?? .null
    #expect(host.frame(of: "Delete") == nil)
    #expect(host.tap("edit"))
    host.advance(by: 1)
    #expect(host.accessibilityTree().contains { $0.label == "Done" })
    // The content moves right past the 22-point control and a 14-point gap.
    let after = host.frame(of: "A") ?? .null
    #expect(close(after.minX, before.minX + 36))
    #expect(host.frame(of: "Delete") != nil)
    // The control reveals the Delete button; tapping it deletes.
    #expect(host.tap("Delete"))
    host.advance(by: 1)
    #expect(host.tap(at: CGPoint(x: 373 - 37, y: after.midY)))
    host.advance(by: 1)
    #expect(items(host) == "B,C")
    #expect(host.tap("edit"))
    host.advance(by: 1)
    #expect(host.accessibilityTree().contains { $0.label == "Edit" })
  }

  @Test func draggingTheHandleMovesTheRow() {
    let host = ViewHost(Editable(), size: Self.size)
    #expect(host.tap("edit"))
    host.advance(by: 1)
    let a = host.frame(of: "A") ?? .null
    // The handle is at the trailing edge of the cell: drag it down two rows.
    let handle = CGPoint(x: 373 - 20 - 14, y: a.midY)
    #expect(host.drag(from: handle, by: CGSize(width: 0, height: 88)))
    host.advance(by: 1)
    #expect(items(host) == "B,C,A")
  }

  struct Selectable: View {
    @State var selection: String?
    let items = ["A", "B", "C"]

    var body: some View {
      VStack(spacing: 0) {
        Text(selection ?? "none").accessibilityIdentifier("selection")
        List(items, id: \.self, selection: $selection) { item in
          Text(item).accessibilityIdentifier(item)
        }
      }
    }
  }

  @Test func tappingARowSelectsIt() {
    let host = ViewHost(Selectable(), size: Self.size)
    #expect(host.tap("B"))
    host.update()
    #expect(host.accessibilityTree().first { $0.identifier == "selection" }?.label == "B")
    #expect(host.tap("C"))
    host.update()
    #expect(host.accessibilityTree().first { $0.identifier == "selection" }?.label == "C")
  }

  @Test func removeAndMoveByOffsets() {
    var numbers = [0, 1, 2, 3, 4]
    numbers.remove(atOffsets: IndexSet([1, 3]))
    #expect(numbers == [0, 2, 4])
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(letters == ["b", "c", "a", "d"])
    letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
    #expect(letters == ["a", "d", "b", "c"])
  }
}
