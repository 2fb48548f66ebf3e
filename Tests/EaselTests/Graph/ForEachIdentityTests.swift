import Easel
import EaselTesting
import Foundation
import Testing

/// A `ForEach` element's state follows its id, whatever the id's type: the integers, strings
/// and UUIDs that identity paths keep unboxed, and other `Hashable` ids, boxed.
@MainActor
@Suite struct ForEachIdentityTests {
  struct Tag: Hashable {
    let name: String
  }

  @MainActor final class Switches<ID: Hashable> {
    var bindings: [ID: Binding<Bool>] = [:]
  }

  struct Row<ID: Hashable>: View {
    let id: ID
    let label: String
    let switches: Switches<ID>
    @State private var isOn = false

    var body: some View {
      switches.bindings[id] = $isOn
      return Color.green.frame(width: isOn ? 20 : 10, height: 2)
        .accessibilityIdentifier(label)
    }
  }

  struct Rows<ID: Hashable>: View {
    let ids: Probe<[ID]>
    let switches: Switches<ID>
    @State var data: [ID]

    var body: some View {
      ids.binding = $data
      return VStack(spacing: 0) {
        ForEach(data, id: \.self) { id in
          Row(id: id, label: "\(id)", switches: switches)
        }
      }
    }
  }

  /// Turns the second row on, reverses the rows, then removes and restores that row.
  private func checkStateFollowsID<ID: Hashable>(_ first: [ID]) {
    let ids = Probe<[ID]>()
    let switches = Switches<ID>()
    let host = ViewHost(
      Rows(ids: ids, switches: switches, data: first), size: CGSize(width: 100, height: 100))
    let on = first[1]
    let label = "\(on)"
    switches.bindings[on]?.wrappedValue = true
    host.update()
    #expect(host.frame(of: label)?.width == 20)
    ids.set(first.reversed())
    host.update()
    // The row is now second to last, and still on; the row now second is off.
    #expect(host.frame(of: label)?.width == 20)
    let top = host.frame(of: "\(first[first.count - 1])")?.minY ?? 0
    #expect(host.frame(of: label)?.minY == top + 2 * CGFloat(first.count - 2))
    #expect(host.frame(of: "\(first[first.count - 2])")?.width == 10)
    // Removing the row ends its state: bringing it back starts it off.
    ids.set(first.filter { $0 != on })
    host.update()
    ids.set(first)
    host.update()
    #expect(host.frame(of: label)?.width == 10)
  }

  @Test func integerIDs() {
    checkStateFollowsID([7, 3, 11, 5])
  }

  @Test func stringIDs() {
    checkStateFollowsID(["a", "b", "c", "d"])
  }

  @Test func uuidIDs() {
    checkStateFollowsID((0..<4).map { _ in UUID() })
  }

  @Test func otherIDs() {
    checkStateFollowsID(["w", "x", "y", "z"].map(Tag.init))
  }

  /// Ids of one value but different types are different ids, as `AnyHashable`s of them are
  /// not equal: a row keyed by the string "1" is not the row keyed by the integer 1.
  @Test func anIntegerAndAStringAreDifferentIDs() {
    let ids = Probe<[AnyHashable]>()
    let switches = Switches<AnyHashable>()
    let host = ViewHost(
      Rows(ids: ids, switches: switches, data: [AnyHashable(1), AnyHashable(2)]),
      size: CGSize(width: 100, height: 100))
    switches.bindings[AnyHashable(1)]?.wrappedValue = true
    host.update()
    #expect(host.frame(of: "1")?.width == 20)
    ids.set([AnyHashable("1"), AnyHashable(2)])
    host.update()
    #expect(host.frame(of: "1")?.width == 10)
  }
}
