import EaselTesting
import Foundation
import Observation
import Testing

@testable import Easel

/// What a form's controls hold, read by the tests.
@Observable @MainActor
final class FocusFormModel {
  var name = ""
  var isOn = false
  var volume = 0.5
  var level = 4.0
  var count = 3
  var log: [String] = []
}

/// Keyboard focus on every control, through `ViewHost` and real key presses: Tab and Shift+Tab
/// in reading order over fields, toggles, buttons, sliders and steppers (disabled ones passed
/// over), Space and Return activate, the arrows adjust, Escape leaves, the focus ring, focus
/// states, the accessibility tree's focused element.
@MainActor
@Suite struct KeyboardFocusTests {
  static let size = CGSize(width: 320, height: 420)

  /// A settings form with one of each control, and a disabled button.
  struct Form: View {
    @Bindable var model: FocusFormModel

    var body: some View {
      VStack(spacing: 12) {
        TextField("Name", text: $model.name).accessibilityIdentifier("name")
        Toggle("Wi-Fi", isOn: $model.isOn).accessibilityIdentifier("wifi")
        Button("Save") { model.log.append("save") }.accessibilityIdentifier("save")
        Button("Delete") { model.log.append("delete") }.disabled(true)
          .accessibilityIdentifier("delete")
        Slider(value: $model.volume, in: 0...1).accessibilityIdentifier("volume")
        Slider(value: $model.level, in: 0...10, step: 2).accessibilityIdentifier("level")
        Stepper("Count \(model.count)", value: $model.count, in: 0...5)
          .accessibilityIdentifier("count")
      }
      .padding(20)
    }
  }

  /// The identifiers focus visits with `presses` presses of Tab (Shift+Tab when `backward`).
  private func visits(_ host: ViewHost<Form>, _ presses: Int, backward: Bool = false)
    -> [String?]
  {
    (0..<presses).map { _ in
      host.press(.tab, modifiers: backward ? .shift : [])
      return host.focusedIdentifier
    }
  }

  @Test func tabVisitsEveryControlInReadingOrderAndPassesOverDisabledOnes() {
    let host = ViewHost(Form(model: FocusFormModel()), size: Self.size)
    #expect(host.focusedIdentifier == nil)
    #expect(
      visits(host, 7) == ["name", "wifi", "save", "volume", "level", "count", "name"])
    // Shift+Tab goes back, wrapping around.
    #expect(
      visits(host, 7, backward: true)
        == ["count", "level", "volume", "save", "wifi", "name", "count"])
    // From nothing, Shift+Tab focuses the last.
    host.press(.escape)
    #expect(host.focusedIdentifier == nil)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedIdentifier == "count")
  }

  @Test func spaceAndReturnActivateTheFocusedButtonOrToggle() {
    let model = FocusFormModel()
    let host = ViewHost(Form(model: model), size: Self.size)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedIdentifier == "wifi")
    #expect(host.press(.space))
    #expect(model.isOn)
    #expect(host.press(.return))
    #expect(!model.isOn)
    // A key the toggle does not use is left to the window.
    #expect(!host.press(KeyEquivalent("g")))
    #expect(host.focusedIdentifier == "wifi")
    host.press(.tab)
    #expect(host.focusedIdentifier == "save")
    #expect(host.press(.return))
    #expect(model.log == ["save"])
    #expect(host.press(.space))
    #expect(model.log == ["save", "save"])
    // A held key's repeats do not press the button again; letters are the window's.
    host.send(KeyPress(.space, phase: .repeat))
    #expect(!host.press(KeyEquivalent("?"), modifiers: .shift))
    #expect(model.log == ["save", "save"])
    #expect(host.focusedIdentifier == "save")
    // Escape leaves the button.
    #expect(host.press(.escape))
    #expect(host.focusedIdentifier == nil)
    #expect(!host.press(.space))
    #expect(model.log == ["save", "save"])
  }

  @Test func arrowsMoveTheFocusedSliderAndStepper() {
    let model = FocusFormModel()
    let host = ViewHost(Form(model: model), size: Self.size)
    for _ in 0..<4 { host.press(.tab) }
    #expect(host.focusedIdentifier == "volume")
    // Without a step, an arrow moves a twentieth of the range: 0.05 here.
    #expect(host.press(.rightArrow))
    #expect(abs(model.volume - 0.55) < 1e-9)
    host.press(.upArrow)
    #expect(abs(model.volume - 0.6) < 1e-9)
    host.press(.leftArrow)
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(abs(model.volume - 0.45) < 1e-9)
    // A held arrow repeats.
    host.send(KeyPress(.leftArrow, phase: .repeat))
    #expect(abs(model.volume - 0.4) < 1e-9)
    host.press(.tab)
    #expect(host.focusedIdentifier == "level")
    // With a step, an arrow moves one step, within the bounds.
    host.press(.rightArrow)
    #expect(model.level == 6)
    for _ in 0..<3 { host.press(.rightArrow) }
    #expect(model.level == 10)
    for _ in 0..<6 { host.press(.leftArrow) }
    #expect(model.level == 0)
    host.press(.tab)
    #expect(host.focusedIdentifier == "count")
    host.press(.upArrow)
    #expect(model.count == 4)
    host.press(.rightArrow)
    host.press(.rightArrow)
    #expect(model.count == 5)
    host.press(.downArrow)
    host.press(.leftArrow)
    #expect(model.count == 3)
    // Space does nothing on a stepper, and Tab goes on from the stepper, not into its
    // buttons.
    #expect(!host.press(.space))
    host.press(.tab)
    #expect(host.focusedIdentifier == "name")
  }

  @Test func tabFromATextFieldGoesOnToTheButtonsAndTypingStaysInTheField() {
    let model = FocusFormModel()
    let host = ViewHost(Form(model: model), size: Self.size)
    host.type("ada", into: "name")
    #expect(host.focusedIdentifier == "name")
    // A space typed into the field is text, not an activation.
    host.type(" g")
    #expect(model.name == "ada g")
    host.press(.tab)
    #expect(host.focusedIdentifier == "wifi")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedIdentifier == "name")
    host.type("!")
    #expect(model.name == "ada g!")
    #expect(!model.isOn)
  }

  /// Controls bound to a focus state, and a button that moves focus by code.
  struct Bound: View {
    enum Control: Hashable { case name, ok, level }
    let log: TextBox
    @FocusState private var focus: Control?
    @State private var level = 0.0

    var body: some View {
      VStack {
        TextField("Name", text: .constant("")).focused($focus, equals: .name)
          .accessibilityIdentifier("name")
        Button("OK") { log.log.append("ok") }.focused($focus, equals: .ok)
          .accessibilityIdentifier("ok")
        Slider(value: $level, in: 0...1).focused($focus, equals: .level)
          .accessibilityIdentifier("level")
        Button("Focus the slider") { focus = .level }.accessibilityIdentifier("move")
      }
      .onChange(of: focus) { _, value in log.log.append("focus \(value.map { "\($0)" } ?? "nil")") }
    }
  }

  @Test func aFocusStateFollowsFocusOntoControlsAndMovesIt() {
    let log = TextBox()
    let host = ViewHost(Bound(log: log), size: Self.size)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedIdentifier == "ok")
    #expect(log.log == ["focus name", "focus ok"])
    host.press(.return)
    #expect(log.log.last == "ok")
    // Setting the state focuses the control bound to its value.
    host.tap("move")
    #expect(host.focusedIdentifier == "level")
    #expect(log.log.last == "focus level")
    host.press(.escape)
    #expect(host.focusedIdentifier == nil)
    #expect(log.log.last == "focus nil")
  }

  @Test func theAccessibilityTreeMarksTheFocusedElement() {
    let host = ViewHost(Form(model: FocusFormModel()), size: Self.size)
    #expect(host.accessibilityTree().allSatisfy { !$0.isFocused })
    for (presses, identifier) in [(1, "name"), (1, "wifi"), (1, "save"), (3, "count")] {
      for _ in 0..<presses { host.press(.tab) }
      let focused = host.accessibilityTree().filter(\.isFocused)
      #expect(focused.count == 1)
      #expect(focused.first?.identifier == identifier)
    }
  }

  /// A toggle and a button, to look at the ring around them.
  struct Pair: View {
    var body: some View {
      VStack(spacing: 24) {
        Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("wifi")
        Button("Save") {}.buttonStyle(.bordered).accessibilityIdentifier("save")
      }
      .padding(24)
    }
  }

  /// The strokes the ring draws: 3 points wide, in the accent colour at half opacity.
  private func ringStrokes(_ host: ViewHost<some View>) -> [CGRect] {
    var ring = Color.accentColor.resolve(for: .light)
    ring.opacity *= FocusableNode.ringOpacity
    return flattened(host.displayList().items).compactMap { item in
      guard case .stroke(let path, .color(let color), let style) = item.operation,
        style.lineWidth == FocusableNode.ringWidth, color == ring
      else { return nil }
      return path.boundingRect
    }
  }

  @Test func aFocusRingIsDrawnAroundTheFocusedControlWhileTheWindowHasTheKeyboard() throws {
    let host = ViewHost(Pair(), size: CGSize(width: 240, height: 150))
    #expect(ringStrokes(host).isEmpty)
    host.press(.tab)
    #expect(host.focusedIdentifier == "wifi")
    // Around the 51×31 switch, its centre line 1.5 points outside.
    let rings = ringStrokes(host)
    #expect(rings.count == 1)
    #expect(abs((rings.first?.width ?? 0) - 54) < 0.01)
    #expect(abs((rings.first?.height ?? 0) - 34) < 0.01)
    host.press(.tab)
    #expect(host.focusedIdentifier == "save")
    let saveFrame = try #require(host.frame(of: "save"))
    #expect(ringStrokes(host) == [saveFrame.insetBy(dx: -1.5, dy: -1.5)])
    try assertSnapshot(of: host, as: .image(), named: "button-ring")
    host.press(.tab, modifiers: .shift)
    try assertSnapshot(of: host, as: .image(), named: "switch-ring")
    // No ring while the window is not the keyboard's; it comes back with the keyboard.
    host.isWindowFocused = false
    #expect(ringStrokes(host).isEmpty)
    #expect(host.focusedIdentifier == "wifi")
    host.isWindowFocused = true
    #expect(ringStrokes(host).count == 1)
  }

  @Test func focusEffectDisabledDrawsNoRing() {
    let host = ViewHost(Pair().focusEffectDisabled(), size: CGSize(width: 240, height: 150))
    host.press(.tab)
    #expect(host.focusedIdentifier == "wifi")
    #expect(ringStrokes(host).isEmpty)
  }

  /// A custom view made focusable, which takes keys with `onKeyPress`, beside controls made
  /// unfocusable.
  struct Custom: View {
    let log: TextBox

    var body: some View {
      VStack {
        Button("Skipped") {}.focusable(false).accessibilityIdentifier("skipped")
        Color.blue.frame(width: 80, height: 40)
          .focusable()
          .onKeyPress(.space) {
            log.log.append("space")
            return .handled
          }
          .accessibilityIdentifier("card")
        Color.green.frame(width: 80, height: 40).focusable(interactions: .activate)
          .accessibilityIdentifier("tile")
        Color.gray.frame(width: 80, height: 40).accessibilityIdentifier("empty")
      }
    }
  }

  @Test func aViewMadeFocusableTakesFocusAndKeys() {
    let log = TextBox()
    let host = ViewHost(Custom(log: log), size: Self.size)
    host.press(.tab)
    #expect(host.focusedIdentifier == "card")
    host.press(.space)
    #expect(log.log == ["space"])
    host.press(.tab)
    #expect(host.focusedIdentifier == "tile")
    host.press(.tab)
    #expect(host.focusedIdentifier == "card")
    // A click focuses a view made focusable for editing, not one for activation alone; a
    // click on nothing focusable takes focus away.
    host.tap("empty")
    #expect(host.focusedIdentifier == nil)
    host.tap("tile")
    #expect(host.focusedIdentifier == nil)
    host.tap("card")
    #expect(host.focusedIdentifier == "card")
  }

  /// A button that becomes disabled while focused.
  struct Disabling: View {
    @State private var isDisabled = false

    var body: some View {
      VStack {
        Button("Lock") { isDisabled = true }.disabled(isDisabled).accessibilityIdentifier("lock")
        Button("Other") {}.accessibilityIdentifier("other")
      }
    }
  }

  @Test func aFocusedControlThatIsDisabledLosesFocus() {
    let host = ViewHost(Disabling(), size: Self.size)
    host.press(.tab)
    #expect(host.focusedIdentifier == "lock")
    host.press(.space)
    #expect(host.focusedIdentifier == nil)
    host.press(.tab)
    #expect(host.focusedIdentifier == "other")
  }
}
