import EaselTesting
import Foundation
import Observation
import Testing

@testable import Combine
@testable import Easel

@MainActor
@Suite struct ObservableObjectTests {
  // MARK: Models and helpers

  final class CounterModel: ObservableObject, @unchecked Sendable {
    // Unchecked: one test writes it from a background thread on purpose, while the main actor
    // waits for that write to finish.
    @Published var value = 0
    @Published var unrelated = ""
  }

  /// Hands an object or value out of a body.
  @MainActor final class Holder<T> {
    var value: T?
  }

  /// Counts how many times a model was made.
  @MainActor final class InitCounter {
    var count = 0
  }

  static let size = CGSize(width: 200, height: 200)

  // MARK: @ObservedObject

  struct Watcher: View {
    let name: String
    let log: BodyLog
    @ObservedObject var model: CounterModel

    var body: some View {
      log.ran(name)
      return Color.red.frame(width: CGFloat(10 + model.value), height: 10)
        .accessibilityIdentifier(name)
    }
  }

  struct Bystander: View {
    let log: BodyLog

    var body: some View {
      log.ran("bystander")
      return Color.gray.frame(width: 5, height: 5)
    }
  }

  struct Board: View {
    let log: BodyLog
    let first: CounterModel
    let second: CounterModel

    var body: some View {
      log.ran("board")
      return VStack {
        Watcher(name: "first1", log: log, model: first)
        Watcher(name: "first2", log: log, model: first)
        Watcher(name: "second", log: log, model: second)
        Bystander(log: log)
      }
    }
  }

  @Test func publishedChangeRunsExactlyTheObservers() {
    let log = BodyLog()
    let first = CounterModel()
    let second = CounterModel()
    let host = ViewHost(Board(log: log, first: first, second: second), size: Self.size)
    #expect(log.runs == ["board": 1, "first1": 1, "first2": 1, "second": 1, "bystander": 1])
    log.reset()
    host.resetCounters()

    first.value = 5
    host.update()
    #expect(log.runs == ["first1": 1, "first2": 1])
    #expect(host.bodyEvaluationCount == 2)
    #expect(host.frame(of: "first1")?.width == 15)
    #expect(host.frame(of: "first2")?.width == 15)
    #expect(host.frame(of: "second")?.width == 10)

    log.reset()
    host.resetCounters()
    second.value = 1
    host.update()
    #expect(log.runs == ["second": 1])
    #expect(host.bodyEvaluationCount == 1)
    #expect(host.frame(of: "second")?.width == 11)

    // Several writes before one update run each observer once.
    log.reset()
    host.resetCounters()
    first.value = 6
    first.unrelated = "x"
    first.value = 7
    host.update()
    #expect(log.runs == ["first1": 1, "first2": 1])
    #expect(host.bodyEvaluationCount == 2)
    #expect(host.frame(of: "first1")?.width == 17)
  }

  struct ObservingParent: View {
    let log: BodyLog
    @ObservedObject var model: CounterModel

    var body: some View {
      log.ran("parent")
      return VStack {
        Color.blue.frame(width: CGFloat(20 + model.value), height: 5)
          .accessibilityIdentifier("parent")
        Watcher(name: "child", log: log, model: model)
      }
    }
  }

  @Test func aParentAndAChildObservingOneObjectEachRunOnce() {
    let log = BodyLog()
    let model = CounterModel()
    let host = ViewHost(ObservingParent(log: log, model: model), size: Self.size)
    log.reset()
    host.resetCounters()
    model.value = 3
    host.update()
    #expect(log.runs == ["parent": 1, "child": 1])
    #expect(host.bodyEvaluationCount == 2)
    #expect(host.frame(of: "parent")?.width == 23)
    #expect(host.frame(of: "child")?.width == 13)
  }

  @Test func aWriteFromAnotherThreadIsPickedUpByTheNextUpdate() async {
    let log = BodyLog()
    let model = CounterModel()
    let host = ViewHost(Watcher(name: "watcher", log: log, model: model), size: Self.size)
    log.reset()
    await Task.detached { model.value = 9 }.value
    host.update()
    #expect(log.runs == ["watcher": 1])
    #expect(host.frame(of: "watcher")?.width == 19)
  }

  final class ManualModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
      willSet { objectWillChange.send() }
    }
  }

  struct ManualWatcher: View {
    let log: BodyLog
    @ObservedObject var model: ManualModel

    var body: some View {
      log.ran("manual")
      return Color.red.frame(width: CGFloat(10 + model.value), height: 10)
        .accessibilityIdentifier("manual")
    }
  }

  @Test func anObjectWithItsOwnPublisherIsObserved() {
    let log = BodyLog()
    let model = ManualModel()
    let host = ViewHost(ManualWatcher(log: log, model: model), size: Self.size)
    log.reset()
    model.value = 4
    host.update()
    #expect(log.runs == ["manual": 1])
    #expect(host.frame(of: "manual")?.width == 14)
  }

  struct TickingParent: View {
    let log: BodyLog
    let tick: Probe<Int>
    let model: CounterModel
    @State private var tickValue = 0

    var body: some View {
      log.ran("parent")
      tick.binding = $tickValue
      return VStack {
        Color.blue.frame(width: CGFloat(1 + tickValue), height: 5).accessibilityIdentifier("tick")
        Watcher(name: "watcher", log: log, model: model)
      }
    }
  }

  @Test func aParentRunningAgainWithTheSameObjectDoesNotRunTheObserver() {
    let log = BodyLog()
    let tick = Probe<Int>()
    let model = CounterModel()
    let host = ViewHost(TickingParent(log: log, tick: tick, model: model), size: Self.size)
    log.reset()
    tick.set(4)
    host.update()
    #expect(log.runs == ["parent": 1])
    #expect(host.frame(of: "tick")?.width == 5)
    // The observer is still subscribed.
    log.reset()
    model.value = 2
    host.update()
    #expect(log.runs == ["watcher": 1])
    #expect(host.frame(of: "watcher")?.width == 12)
  }

  // MARK: Subscription lifetime

  struct Switchboard: View {
    let log: BodyLog
    let shown: Probe<Bool>
    let useSecond: Probe<Bool>
    let first: CounterModel
    let second: CounterModel
    @State private var isShown = true
    @State private var isSecond = false

    var body: some View {
      shown.binding = $isShown
      useSecond.binding = $isSecond
      return VStack {
        if isShown {
          Watcher(name: "watcher", log: log, model: isSecond ? second : first)
        }
      }
    }
  }

  @Test func anotherObjectInANewValueMovesTheSubscription() {
    let log = BodyLog()
    let shown = Probe<Bool>()
    let useSecond = Probe<Bool>()
    let first = CounterModel()
    let second = CounterModel()
    let host = ViewHost(
      Switchboard(log: log, shown: shown, useSecond: useSecond, first: first, second: second),
      size: Self.size)
    #expect(first.objectWillChange.subscriberCount == 1)
    #expect(second.objectWillChange.subscriberCount == 0)

    useSecond.set(true)
    host.update()
    #expect(first.objectWillChange.subscriberCount == 0)
    #expect(second.objectWillChange.subscriberCount == 1)

    log.reset()
    host.resetCounters()
    first.value = 1
    host.update()
    #expect(host.bodyEvaluationCount == 0)
    second.value = 2
    host.update()
    #expect(log.runs == ["watcher": 1])
    #expect(host.frame(of: "watcher")?.width == 12)
  }

  @Test func subscriptionsEndWhenTheViewLeavesTheGraph() {
    let log = BodyLog()
    let shown = Probe<Bool>()
    let useSecond = Probe<Bool>()
    let first = CounterModel()
    let host = ViewHost(
      Switchboard(
        log: log, shown: shown, useSecond: useSecond, first: first, second: CounterModel()),
      size: Self.size)
    #expect(first.objectWillChange.subscriberCount == 1)

    shown.set(false)
    host.update()
    #expect(first.objectWillChange.subscriberCount == 0)

    host.resetCounters()
    log.reset()
    first.value = 3
    host.update()
    #expect(host.bodyEvaluationCount == 0)
    #expect(log.runs.isEmpty)
  }

  // MARK: @StateObject

  @MainActor final class OwnedModel: ObservableObject {
    @Published var value = 0

    init(counter: InitCounter) {
      counter.count += 1
    }
  }

  struct Owner: View {
    let tick: Int
    let log: BodyLog
    let holder: Holder<OwnedModel>
    @StateObject var model: OwnedModel

    init(tick: Int, log: BodyLog, holder: Holder<OwnedModel>, inits: InitCounter) {
      self.tick = tick
      self.log = log
      self.holder = holder
      _model = StateObject(wrappedValue: OwnedModel(counter: inits))
    }

    var body: some View {
      log.ran("owner")
      holder.value = model
      return Color.green.frame(width: CGFloat(10 + model.value), height: CGFloat(1 + tick))
        .accessibilityIdentifier("owner")
    }
  }

  struct OwnerParent: View {
    let log: BodyLog
    let holder: Holder<OwnedModel>
    let inits: InitCounter
    let tick: Probe<Int>
    let identity: Probe<Int>
    @State private var tickValue = 0
    @State private var identityValue = 0

    var body: some View {
      log.ran("parent")
      tick.binding = $tickValue
      identity.binding = $identityValue
      return Owner(tick: tickValue, log: log, holder: holder, inits: inits).id(identityValue)
    }
  }

  @Test func stateObjectIsMadeOncePerIdentity() {
    let log = BodyLog()
    let holder = Holder<OwnedModel>()
    let inits = InitCounter()
    let tick = Probe<Int>()
    let identity = Probe<Int>()
    let host = ViewHost(
      OwnerParent(log: log, holder: holder, inits: inits, tick: tick, identity: identity),
      size: Self.size)
    #expect(inits.count == 1)
    let original = holder.value
    #expect(original != nil)

    // A change to the object runs its owner only.
    log.reset()
    original?.value = 5
    host.update()
    #expect(log.runs == ["owner": 1])
    #expect(host.frame(of: "owner")?.width == 15)

    // The parent runs and makes new Owner values, whose bodies run: same object, same value.
    log.reset()
    tick.set(1)
    host.update()
    tick.set(2)
    host.update()
    #expect(log.runs == ["parent": 2, "owner": 2])
    #expect(inits.count == 1)
    #expect(holder.value === original)
    #expect(host.frame(of: "owner")?.width == 15)
    #expect(host.frame(of: "owner")?.height == 3)

    // A new identity makes a new object, and the old one is no longer observed.
    identity.set(1)
    host.update()
    #expect(inits.count == 2)
    #expect(holder.value !== original)
    #expect(host.frame(of: "owner")?.width == 10)
    #expect(original?.objectWillChange.subscriberCount == 0)
    #expect(holder.value?.objectWillChange.subscriberCount == 1)
  }

  @Test func stateObjectOutsideAGraphIsMadeOnce() {
    let inits = InitCounter()
    let owner = Owner(tick: 0, log: BodyLog(), holder: Holder(), inits: inits)
    #expect(inits.count == 0)
    let model = owner.model
    #expect(owner.model === model)
    #expect(inits.count == 1)
  }

  // MARK: @EnvironmentObject

  final class Theme: ObservableObject {
    @Published var accent = 0
  }

  struct ThemedLeaf: View {
    let log: BodyLog
    let accent: Probe<Int>
    @EnvironmentObject var theme: Theme

    var body: some View {
      log.ran("leaf")
      accent.binding = $theme.accent
      return Color.orange.frame(width: CGFloat(10 + theme.accent), height: 10)
        .accessibilityIdentifier("leaf")
    }
  }

  struct ThemedMiddle: View {
    let log: BodyLog
    let accent: Probe<Int>

    var body: some View {
      log.ran("middle")
      return VStack { ThemedLeaf(log: log, accent: accent) }
    }
  }

  struct ThemedRoot: View {
    let log: BodyLog
    let first: Theme
    let second: Theme
    let useSecond: Probe<Bool>
    let accent: Probe<Int>
    @State private var isSecond = false

    var body: some View {
      log.ran("root")
      useSecond.binding = $isSecond
      return ThemedMiddle(log: log, accent: accent).environmentObject(isSecond ? second : first)
    }
  }

  @Test func environmentObjectIsFoundAndObserved() {
    let log = BodyLog()
    let first = Theme()
    let second = Theme()
    second.accent = 30
    let useSecond = Probe<Bool>()
    let accent = Probe<Int>()
    let host = ViewHost(
      ThemedRoot(log: log, first: first, second: second, useSecond: useSecond, accent: accent),
      size: Self.size)
    #expect(host.frame(of: "leaf")?.width == 10)

    // A change to the object runs only the view that reads it.
    log.reset()
    first.accent = 4
    host.update()
    #expect(log.runs == ["leaf": 1])
    #expect(host.frame(of: "leaf")?.width == 14)

    // Another object in the environment reaches the reader without running the middle view.
    log.reset()
    useSecond.set(true)
    host.update()
    #expect(log.runs == ["root": 1, "leaf": 1])
    #expect(host.frame(of: "leaf")?.width == 40)
    #expect(first.objectWillChange.subscriberCount == 0)

    log.reset()
    first.accent = 5
    host.update()
    #expect(log.runs.isEmpty)
    second.accent = 31
    host.update()
    #expect(log.runs == ["leaf": 1])
    #expect(host.frame(of: "leaf")?.width == 41)

    // A binding through the projection writes the environment's object.
    log.reset()
    accent.set(50)
    #expect(second.accent == 50)
    host.update()
    #expect(log.runs == ["leaf": 1])
    #expect(host.frame(of: "leaf")?.width == 60)
  }

  struct Orphan: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
      Color.orange.frame(width: CGFloat(theme.accent), height: 1)
    }
  }

  @Test func aMissingEnvironmentObjectStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = ViewHost(Orphan(), size: CGSize(width: 10, height: 10))
      }
    }
    #if DEBUG
      // Optimized builds drop the message.
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("No ObservableObject of type Theme found"))
      #expect(message.contains(".environmentObject(_:)"))
    #endif
  }

  // MARK: Bindings through ObservedObject.Wrapper

  struct Selectable: Identifiable, Hashable {
    let id: Int
    var isSelected = false
  }

  final class SelectionModel: ObservableObject {
    @Published var items = (0..<3).map { Selectable(id: $0) }
  }

  struct SelectionView: View {
    let log: BodyLog
    let probe: Probe<Bool>
    @ObservedObject var model: SelectionModel

    var body: some View {
      log.ran("selection")
      probe.binding = $model.items[1].isSelected
      return HStack {
        ForEach(model.items) { item in
          Color.purple.frame(width: item.isSelected ? 20 : 10, height: 10)
            .accessibilityIdentifier("item\(item.id)")
        }
      }
    }
  }

  @Test func aBindingThroughTheWrapperWritesThroughAndRunsTheObserver() {
    let log = BodyLog()
    let probe = Probe<Bool>()
    let model = SelectionModel()
    let host = ViewHost(SelectionView(log: log, probe: probe, model: model), size: Self.size)
    #expect(probe.value == false)
    log.reset()
    probe.set(true)
    #expect(model.items.map(\.isSelected) == [false, true, false])
    host.update()
    #expect(log.runs == ["selection": 1])
    #expect(host.frame(of: "item1")?.width == 20)
    #expect(host.frame(of: "item0")?.width == 10)
    #expect(probe.value == true)
  }

  // MARK: The FlexiblePickerExample pattern

  struct Chip: Identifiable, Hashable {
    let id: Int
    let displayedName: String
    var isSelected = false
  }

  final class ViewModel: ObservableObject {
    @Published var items: [Chip] = ["tea", "toast", "jam"].enumerated().map {
      Chip(id: $0.offset, displayedName: $0.element)
    }
  }

  /// Stands in for the buttons: each row hands its action over.
  @MainActor final class Taps {
    var actions: [String: () -> Void] = [:]

    func tap(_ name: String) { actions[name]?() }
  }

  struct ChipRow: View {
    let chip: Chip
    let log: BodyLog
    let taps: Taps
    let action: () -> Void

    var body: some View {
      log.ran("row")
      taps.actions[chip.displayedName] = action
      return Color.blue.frame(width: chip.isSelected ? 40 : 20, height: 10)
        .accessibilityIdentifier(chip.displayedName)
    }
  }

  struct ChipPicker: View {
    @Binding var inputData: [Chip]
    let log: BodyLog
    let taps: Taps

    var body: some View {
      log.ran("picker")
      return VStack {
        ForEach(inputData) { chip in
          ChipRow(chip: chip, log: log, taps: taps) { toggle(chip) }
        }
      }
    }

    private func toggle(_ chip: Chip) {
      guard let index = inputData.firstIndex(where: { $0.id == chip.id }) else { return }
      inputData[index].isSelected.toggle()
    }
  }

  struct PickerScreen: View {
    let log: BodyLog
    let taps: Taps
    @ObservedObject var viewModel = ViewModel()

    var body: some View {
      log.ran("screen")
      return ChipPicker(inputData: $viewModel.items, log: log, taps: taps)
    }
  }

  @Test func flexiblePickerPatternTogglesThroughTheViewModel() {
    let log = BodyLog()
    let taps = Taps()
    let screen = PickerScreen(log: log, taps: taps)
    let host = ViewHost(screen, size: Self.size)
    #expect(log.runs == ["screen": 1, "picker": 1, "row": 3])
    #expect(host.frame(of: "toast")?.width == 20)

    log.reset()
    host.resetCounters()
    taps.tap("toast")
    #expect(screen.viewModel.items.map(\.isSelected) == [false, true, false])
    host.update()
    // The screen observes the model; the picker's binding and the rows' actions are new inputs.
    #expect(log.runs == ["screen": 1, "picker": 1, "row": 3])
    #expect(host.bodyEvaluationCount == 5)
    #expect(host.frame(of: "toast")?.width == 40)
    #expect(host.frame(of: "tea")?.width == 20)

    // The rows hand over fresh actions, which see the new data: tapping again deselects.
    taps.tap("toast")
    host.update()
    #expect(screen.viewModel.items.map(\.isSelected) == [false, false, false])
    #expect(host.frame(of: "toast")?.width == 20)
  }

  // MARK: @Bindable

  @Observable final class Profile {
    var isOn = false
    var nickname = "a"
  }

  struct ProfileReader: View {
    @Binding var isOn: Bool
    let log: BodyLog

    var body: some View {
      log.ran("reader")
      return Color.mint.frame(width: isOn ? 20 : 10, height: 10).accessibilityIdentifier("reader")
    }
  }

  struct ProfileEditor: View {
    @Bindable var profile: Profile
    let probe: Probe<Bool>
    let log: BodyLog

    var body: some View {
      log.ran("editor")
      probe.binding = $profile.isOn
      return ProfileReader(isOn: $profile.isOn, log: log)
    }
  }

  @Test func bindableBindingWritesThroughAndRunsTheReader() {
    let log = BodyLog()
    let probe = Probe<Bool>()
    let profile = Profile()
    let host = ViewHost(ProfileEditor(profile: profile, probe: probe, log: log), size: Self.size)
    #expect(host.frame(of: "reader")?.width == 10)
    log.reset()
    probe.set(true)
    #expect(profile.isOn)
    host.update()
    // Only the reader read the property; the editor only made the binding.
    #expect(log.runs == ["reader": 1])
    #expect(host.frame(of: "reader")?.width == 20)

    // A write that does not go through the binding reaches the reader too.
    log.reset()
    profile.isOn = false
    host.update()
    #expect(log.runs == ["reader": 1])
    #expect(host.frame(of: "reader")?.width == 10)

    // Two bindables of one object make the same binding input.
    let a = Bindable(profile).nickname
    let b = Bindable(wrappedValue: profile).nickname
    #expect(a.isGraphEquivalent(to: b))
    #expect(!a.isGraphEquivalent(to: Bindable(Profile()).nickname))
  }

  // MARK: @GestureState

  struct Dragged: View {
    let log: BodyLog
    let holder: Holder<GestureState<CGFloat>>
    @GestureState private var offset: CGFloat = 0

    var body: some View {
      log.ran("dragged")
      holder.value = $offset
      return Color.yellow.frame(width: 10 + offset, height: 10).accessibilityIdentifier("dragged")
    }
  }

  @Test func gestureStateUpdatesAndResetsItsReaders() {
    let log = BodyLog()
    let holder = Holder<GestureState<CGFloat>>()
    let host = ViewHost(Dragged(log: log, holder: holder), size: Self.size)
    log.reset()
    holder.value?.update(to: 30)
    host.update()
    #expect(log.runs == ["dragged": 1])
    #expect(host.frame(of: "dragged")?.width == 40)
    #expect(holder.value?.wrappedValue == 30)

    log.reset()
    holder.value?.reset()
    #expect(holder.value?.wrappedValue == 0)
    host.update()
    #expect(log.runs == ["dragged": 1])
    #expect(host.frame(of: "dragged")?.width == 10)

    // Resetting a value already at its initial value runs nothing.
    log.reset()
    holder.value?.reset()
    host.update()
    #expect(log.runs.isEmpty)
  }

  @Test func gestureStateResetReportsItsTransaction() {
    let animated = GestureState(
      wrappedValue: 1.0, resetTransaction: Transaction(animation: .easeInOut))
    let graphless = animated.reset()
    // Outside a graph there is nothing to reset.
    #expect(graphless.animation == nil)

    struct Host: View {
      let holder: Holder<GestureState<Double>>
      let discarded: Holder<Double>
      @GestureState var scale: Double

      init(holder: Holder<GestureState<Double>>, discarded: Holder<Double>) {
        self.holder = holder
        self.discarded = discarded
        _scale = GestureState(wrappedValue: 1) { value, transaction in
          discarded.value = value
          transaction.animation = .easeInOut
        }
      }

      var body: some View {
        holder.value = $scale
        return Color.yellow.frame(width: 10 * scale, height: 10)
      }
    }
    let holder = Holder<GestureState<Double>>()
    let discarded = Holder<Double>()
    let host = ViewHost(Host(holder: holder, discarded: discarded), size: Self.size)
    holder.value?.update(to: 2.5)
    host.update()
    let transaction = holder.value?.reset()
    #expect(discarded.value == 2.5)
    #expect(transaction?.animation == .easeInOut)
    #expect(holder.value?.wrappedValue == 1)
  }
}
