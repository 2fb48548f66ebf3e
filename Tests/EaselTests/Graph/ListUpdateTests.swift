import Easel
import EaselTesting
import Foundation
import Observation
import Testing

@MainActor
@Suite struct ListUpdateTests {
  struct Item: Identifiable, Equatable {
    let id: Int
  }

  struct Row: View {
    let item: Item
    let probes: RowProbes
    @State private var isOn = false

    var body: some View {
      probes.ran(item.id)
      probes.bindings[item.id] = $isOn
      return Color.green.frame(width: isOn ? 20 : 10, height: 2)
        .accessibilityIdentifier("row\(item.id)")
    }
  }

  @MainActor final class RowProbes {
    var bindings: [Int: Binding<Bool>] = [:]
    var runs = 0
    var ranIDs: [Int] = []
    func ran(_ id: Int) {
      runs += 1
      ranIDs.append(id)
    }
  }

  struct List: View {
    let items: Probe<[Item]>
    let probes: RowProbes
    @State var data: [Item]

    var body: some View {
      items.binding = $data
      return VStack(spacing: 0) {
        ForEach(data) { item in Row(item: item, probes: probes) }
      }
    }
  }

  @Test func togglingOneOfAThousandRowsRunsOneBody() {
    let probes = RowProbes()
    let items = Probe<[Item]>()
    let list = List(items: items, probes: probes, data: (0..<1000).map(Item.init))
    let host = ViewHost(list, size: CGSize(width: 100, height: 3000))
    #expect(probes.runs == 1000)
    host.resetCounters()
    probes.ranIDs = []
    probes.bindings[500]?.wrappedValue = true
    host.update()
    #expect(host.bodyEvaluationCount <= 2)
    #expect(host.bodyEvaluationCount == 1)
    #expect(probes.ranIDs == [500])
    #expect(host.frame(of: "row500")?.width == 20)
    #expect(host.frame(of: "row499")?.width == 10)
  }

  @Test func reorderingKeepsEachRowsState() {
    let probes = RowProbes()
    let items = Probe<[Item]>()
    let host = ViewHost(
      List(items: items, probes: probes, data: (0..<5).map(Item.init)),
      size: CGSize(width: 100, height: 100))
    probes.bindings[1]?.wrappedValue = true
    host.update()
    #expect(host.frame(of: "row1")?.width == 20)
    items.set([4, 3, 2, 1, 0].map(Item.init))
    host.update()
    // Row 1 is now fourth, and still on.
    #expect(host.frame(of: "row1")?.width == 20)
    #expect(host.frame(of: "row3")?.width == 10)
    #expect(host.frame(of: "row1")!.minY > host.frame(of: "row3")!.minY)
    // Removing a row ends its state: bringing it back starts it off.
    items.set([0, 2, 3, 4].map(Item.init))
    host.update()
    items.set([0, 1, 2, 3, 4].map(Item.init))
    host.update()
    #expect(host.frame(of: "row1")?.width == 10)
  }

  @Observable final class Entry: Identifiable {
    let id: Int
    var isSelected = false
    init(id: Int) { self.id = id }
  }

  @Observable final class Model {
    var entries: [Entry]
    init(count: Int) { entries = (0..<count).map(Entry.init) }
  }

  struct ObservedRow: View {
    let entry: Entry
    let probes: RowProbes

    var body: some View {
      probes.ran(entry.id)
      return Color.blue.frame(width: entry.isSelected ? 30 : 10, height: 2)
        .accessibilityIdentifier("entry\(entry.id)")
    }
  }

  struct ObservedList: View {
    let model: Model
    let probes: RowProbes

    var body: some View {
      VStack(spacing: 0) {
        ForEach(model.entries) { entry in ObservedRow(entry: entry, probes: probes) }
      }
    }
  }

  @Test func changingOneObservableRowRunsOneBody() {
    let model = Model(count: 1000)
    let probes = RowProbes()
    let host = ViewHost(
      ObservedList(model: model, probes: probes), size: CGSize(width: 100, height: 3000))
    host.resetCounters()
    probes.ranIDs = []
    model.entries[700].isSelected = true
    host.update()
    #expect(host.bodyEvaluationCount == 1)
    #expect(probes.ranIDs == [700])
    #expect(host.frame(of: "entry700")?.width == 30)
    // Changing the array itself runs the list (and only the new row).
    host.resetCounters()
    probes.ranIDs = []
    model.entries.append(Entry(id: 1000))
    host.update()
    #expect(probes.ranIDs == [1000])
    #expect(host.bodyEvaluationCount == 2)
    #expect(host.frame(of: "entry1000") != nil)
  }

  struct Selectable: Identifiable, Hashable {
    let id: Int
    var isSelected = false
  }

  @MainActor final class PickerModel: ObservableObject {
    @Published var items = (0..<3).map { Selectable(id: $0) }
  }

  @Test func derivedBindingsWriteThroughToTheRoot() {
    struct Holder: View {
      let probe: Probe<[Selectable]>
      @State var items = (0..<3).map { Selectable(id: $0) }
      var body: some View {
        probe.binding = $items
        return Color.clear
      }
    }
    let probe = Probe<[Selectable]>()
    let host = ViewHost(Holder(probe: probe), size: CGSize(width: 10, height: 10))
    guard let items = probe.binding else {
      Issue.record("no binding")
      return
    }
    items[1].isSelected.wrappedValue = true
    #expect(items.count == 3)
    #expect(items.wrappedValue[1].isSelected)
    #expect(items.map(\.wrappedValue.isSelected) == [false, true, false])
    host.update()
  }
}
