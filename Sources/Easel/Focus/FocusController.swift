import Foundation

/// Where focus is in one graph: the text input or focusable view (button, toggle, slider,
/// stepper, a view made `focusable()`) that has it, the focus states bound to views
/// (`focused(_:)`, `focused(_:equals:)`), the keys the graph is sent, and clicks on fields.
///
/// Focus moves by a click on a field or on a view made focusable for editing (a click
/// elsewhere that no gesture takes takes it away), by Tab and Shift+Tab (through the focusable
/// views in the order of the view tree), by Return and Escape in a field, Escape on a control,
/// and by setting a `FocusState`; each move sets every bound focus state to what it now says.
@MainActor
final class FocusController {
  unowned let graph: ViewGraph
  /// The text input that has focus.
  private(set) weak var focused: TextInputSession?
  /// The focusable view (a control, or a view made `focusable()`) that has focus; `nil` while
  /// a text input has it or nothing does.
  private(set) weak var focusedControl: FocusableAnchor?
  /// Where copy, cut and paste go.
  var pasteboard: any TextPasteboard = MemoryPasteboard()
  /// Where a field's selection goes as it is made, and what a middle click pastes (X11's
  /// PRIMARY selection); `nil` keeps selections to the fields.
  var primarySelection: (any TextPasteboard)?
  /// Whether the window the graph is shown in has the keyboard focus; a caret blinks only then.
  var windowIsFocused = true {
    didSet {
      guard windowIsFocused != oldValue else { return }
      focused?.windowFocusChanged()
      if let focusedControl {
        // The ring shows only while the window has the keyboard.
        focusedControl.focusChanged()
        graph.onNeedsUpdate?()
      }
    }
  }
  /// The focus bindings in the graph, by their anchors.
  private var bindings: [ObjectIdentifier: FocusBindingAnchor] = [:]
  /// The focus states bound to views now or before: a state whose views left still goes
  /// back to `false` or `nil` when focus moves.
  private var boundStates: [ObjectIdentifier: WeakFocusStateBox] = [:]
  /// The default-focus modifiers in the graph.
  private var defaultFocusAnchors: [ObjectIdentifier: DefaultFocusAnchor] = [:]
  /// Focus states set by code, whose views focus moves to once the update has made them.
  private var pendingRequests: [ObjectIdentifier: any AnyFocusStateBox] = [:]
  /// The field a press went down in, that drags select in.
  private weak var pressedSession: TextInputSession?
  /// Whether the press going on began outside every field, with a field focused.
  private var leavesOnRelease = false
  /// The presses on fields, to count double and triple clicks.
  private var clicks = ClickCounter()

  init(graph: ViewGraph) {
    self.graph = graph
  }

  // MARK: Moving focus

  /// What has focus: a text input, a focusable view, or nothing.
  var focusedTarget: FocusTarget? {
    if let focused { return .input(focused) }
    if let focusedControl { return .control(focusedControl) }
    return nil
  }

  /// The outermost node of the focused view.
  var focusedNode: LayoutNode? { focusedTarget?.node }

  /// Gives focus to `session` (or takes it away with `nil`), telling the inputs involved and
  /// every bound focus state.
  func setFocus(_ session: TextInputSession?) {
    setFocus(target: session.map { .input($0) })
  }

  /// Gives focus to `target` (or takes it away with `nil`), telling the views involved and
  /// every bound focus state.
  func setFocus(target: FocusTarget?) {
    if let target, !target.isFocusable { return }
    switch (target, focusedTarget) {
    case (nil, nil): return
    case (let new?, let old?) where new.isSame(as: old): return
    default: break
    }
    let previousInput = focused
    let previousControl = focusedControl
    switch target {
    case .input(let session):
      focused = session
      focusedControl = nil
    case .control(let anchor):
      focused = nil
      focusedControl = anchor
    case nil:
      focused = nil
      focusedControl = nil
    }
    if previousInput !== focused { previousInput?.didLoseFocus() }
    if previousControl !== focusedControl { previousControl?.focusChanged() }
    if let focused, focused !== previousInput { focused.didGainFocus() }
    if let focusedControl, focusedControl !== previousControl { focusedControl.focusChanged() }
    syncFocusStates()
    graph.onNeedsUpdate?()
  }

  /// A focusable view left the graph, or can no longer take focus: focus leaves it.
  func controlLeft(_ anchor: FocusableAnchor) {
    guard focusedControl === anchor else { return }
    focusedControl = nil
    anchor.focusChanged()
    // After the update that removed it: the views' callbacks may change state.
    graph.enqueueAction { [weak self] in self?.syncFocusStates() }
    graph.onNeedsUpdate?()
  }

  /// A text input left the graph: focus leaves it.
  func sessionLeft(_ session: TextInputSession) {
    guard focused === session else { return }
    focused = nil
    // After the update that removed it: the view's callbacks may change state.
    graph.enqueueAction { [weak self] in
      session.didLoseFocus()
      self?.syncFocusStates()
    }
  }

  /// The views that can take focus (text inputs, controls, views made `focusable()`), in
  /// the order of the view tree.
  func focusTargets() -> [FocusTarget] {
    guard let root = graph.layoutRoot else { return [] }
    return FocusTarget.all(in: root)
  }

  /// Moves focus to the next focusable view (or the previous one), wrapping around; with
  /// nothing focused, to a default focus's view or the first (last) one. Returns whether
  /// focus moved.
  @discardableResult
  func moveFocus(forward: Bool) -> Bool {
    let targets = focusTargets()
    guard !targets.isEmpty else { return false }
    guard let current = focusedTarget,
      let index = targets.firstIndex(where: { $0.isSame(as: current) })
    else {
      if let preferred = defaultFocusTarget(userInitiated: true) {
        setFocus(target: preferred)
      } else {
        setFocus(target: forward ? targets[0] : targets[targets.count - 1])
      }
      return true
    }
    let next = (index + (forward ? 1 : targets.count - 1)) % targets.count
    setFocus(target: targets[next])
    return true
  }

  // MARK: Focus states

  /// Registers a `focused(_:)` or `focused(_:equals:)` modifier.
  func register(_ anchor: FocusBindingAnchor) {
    bindings[ObjectIdentifier(anchor)] = anchor
    if let box = anchor.box { boundStates[ObjectIdentifier(box)] = WeakFocusStateBox(box: box) }
  }

  /// Forgets a focus modifier that left the graph.
  func unregister(_ anchor: FocusBindingAnchor) {
    bindings.removeValue(forKey: ObjectIdentifier(anchor))
  }

  /// Registers a `defaultFocus` modifier.
  func register(_ anchor: DefaultFocusAnchor) {
    defaultFocusAnchors[ObjectIdentifier(anchor)] = anchor
  }

  /// Forgets a `defaultFocus` modifier that left the graph.
  func unregister(_ anchor: DefaultFocusAnchor) {
    defaultFocusAnchors.removeValue(forKey: ObjectIdentifier(anchor))
  }

  /// Sets every bound focus state to what focus now says: the value of the innermost view
  /// bound to it that holds the focused input, else `false` or `nil`. A state set by code
  /// and not yet resolved keeps its value.
  func syncFocusStates() {
    var values: [ObjectIdentifier: AnyHashable] = [:]
    var node: LayoutNode? = focusedNode
    while let current = node {
      if let binding = current as? FocusBindingNode, let box = binding.anchor.box {
        let id = ObjectIdentifier(box)
        if values[id] == nil { values[id] = binding.anchor.value }
      }
      node = current.parent
    }
    for (id, state) in boundStates {
      guard let box = state.box else {
        boundStates.removeValue(forKey: id)
        continue
      }
      guard pendingRequests[id] == nil else { continue }
      box.reflect(values[id] ?? box.anyResetValue)
    }
  }

  /// Code set a focus state: after the update that shows the change, focus moves to its view.
  func requestFocus(for box: any AnyFocusStateBox) {
    pendingRequests[ObjectIdentifier(box)] = box
    graph.enqueueAction { [weak self] in self?.resolveRequests() }
  }

  /// Moves focus as the focus states set by code ask: to the first input inside the first
  /// view bound with the state's new value; set to `false` or `nil`, away from the views
  /// bound to it. A value no view is bound with leaves focus where it is, and the state goes
  /// back to what focus says.
  private func resolveRequests() {
    guard !pendingRequests.isEmpty else { return }
    let requests = pendingRequests
    pendingRequests.removeAll()
    for box in requests.values {
      let value = box.anyValue
      if value == box.anyResetValue {
        if let focused = focusedNode, isInsideBinding(of: box, focused) {
          setFocus(target: nil)
        }
      } else if let target = firstTarget(boundTo: box, value: value) {
        setFocus(target: target)
      }
    }
    syncFocusStates()
  }

  /// Whether the view of `focused` (its outermost node) lies inside a view bound to `box`.
  private func isInsideBinding(of box: any AnyFocusStateBox, _ focused: LayoutNode) -> Bool {
    var node: LayoutNode? = focused
    while let current = node {
      if let binding = current as? FocusBindingNode, binding.anchor.box === box { return true }
      node = current.parent
    }
    return false
  }

  /// The first focusable view inside the first view bound to `box` with `value`.
  private func firstTarget(boundTo box: any AnyFocusStateBox, value: AnyHashable)
    -> FocusTarget?
  {
    var found: FocusTarget?
    graph.layoutRoot?.visit { node in
      guard found == nil, let binding = node as? FocusBindingNode, binding.anchor.box === box,
        binding.anchor.value == value
      else { return }
      found = FocusTarget.first(in: binding)
    }
    return found
  }

  /// The first focusable input in the subtree of `node`.
  static func firstSession(in node: LayoutNode) -> TextInputSession? {
    var found: TextInputSession?
    node.visit { current in
      if found == nil, let region = current as? TextFieldRegionNode, region.session.isFocusable {
        found = region.session
      }
    }
    return found
  }

  /// The view a default focus names, when any does: one set to apply to moves the user
  /// makes, when `userInitiated`.
  func defaultFocusTarget(userInitiated: Bool) -> FocusTarget? {
    for anchor in defaultFocusAnchors.values
    where !userInitiated || anchor.priority == .userInitiated {
      guard let box = anchor.box else { continue }
      if let target = firstTarget(boundTo: box, value: anchor.value) { return target }
    }
    return nil
  }

  /// A `defaultFocus` modifier appeared: with nothing focused, its state is set to its value,
  /// which moves focus there.
  func applyDefaultFocus(_ anchor: DefaultFocusAnchor) {
    guard focusedTarget == nil, let box = anchor.box else { return }
    if let target = firstTarget(boundTo: box, value: anchor.value) { setFocus(target: target) }
  }

  // MARK: Keys and clicks

  /// Delivers a key: to the `onKeyPress` actions from the focused view outwards, then to the
  /// focused input or control. With nothing focused, Tab focuses the first focusable view. A
  /// key nothing used triggers the first button whose `keyboardShortcut` it presses. Returns
  /// whether anything used the key.
  func send(_ press: KeyPress) -> Bool {
    if deliver(press) { return true }
    return triggerShortcut(press)
  }

  /// Runs the action of the first enabled button, in the order of the view tree, whose
  /// keyboard shortcut `press` (going down) presses; returns whether there was one.
  private func triggerShortcut(_ press: KeyPress) -> Bool {
    guard press.phase == .down, let root = graph.layoutRoot else { return false }
    var action: (() -> Void)?
    root.visit { node in
      guard action == nil, let holder = node as? KeyboardShortcutNode,
        let shortcut = holder.shortcut, shortcut.matches(press)
      else { return }
      action = holder.action
    }
    guard let action else { return false }
    action()
    graph.onNeedsUpdate?()
    return true
  }

  /// Delivers a key to the focused view's `onKeyPress` actions and input or control (Tab with
  /// nothing focused); returns whether they used it.
  private func deliver(_ press: KeyPress) -> Bool {
    guard let target = focusedTarget, let region = target.node else {
      guard press.phase != .up, press.key == .tab,
        press.modifiers.subtracting([.shift, .capsLock, .numericPad]).isEmpty
      else { return false }
      return moveFocus(forward: !press.modifiers.contains(.shift))
    }
    var node: LayoutNode? = region
    while let current = node {
      if let handlers = current as? KeyPressNode, handlers.handle(press) == .handled {
        graph.onNeedsUpdate?()
        return true
      }
      node = current.parent
    }
    guard press.phase != .up else { return false }
    switch target {
    case .input(let session): return session.handleKey(press)
    case .control(let anchor): return handleControlKey(press, anchor)
    }
  }

  /// A key for the focused control: Tab and Shift+Tab move focus, Escape leaves; Space and
  /// Return activate a button or toggle (going down, not repeating); the arrows adjust a
  /// slider or stepper (right and up increment, left and down decrement; repeating too).
  /// Other keys are not used, so that the window's own shortcuts still work.
  private func handleControlKey(_ press: KeyPress, _ anchor: FocusableAnchor) -> Bool {
    let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
    switch press.key {
    case .tab where modifiers.subtracting(.shift).isEmpty:
      return moveFocus(forward: !modifiers.contains(.shift))
    case .escape where modifiers.isEmpty:
      setFocus(target: nil)
      return true
    case .space, .return:
      guard modifiers.isEmpty, press.phase == .down, let activate = anchor.behavior.activate
      else { return false }
      activate()
      graph.onNeedsUpdate?()
      return true
    case .rightArrow, .upArrow, .leftArrow, .downArrow:
      guard modifiers.isEmpty, let adjust = anchor.behavior.adjust else { return false }
      adjust(press.key == .rightArrow || press.key == .upArrow)
      graph.onNeedsUpdate?()
      return true
    default:
      return false
    }
  }

  /// Follows a pointer event before the gestures see it: a press on a field focuses it and
  /// places the caret (two and three quick presses select a word and a line), a drag from
  /// there selects. Returns whether focus or the selection changed.
  func pointer(_ event: PointerEvent, root: LayoutNode?) -> Bool {
    switch event.kind {
    case .down:
      var node = root?.hitTest(event.location)
      while let current = node, !(current is TextFieldRegionNode) {
        if let focusable = current as? FocusableNode, focusable.anchor.focusesOnClick {
          // A view made focusable for editing takes focus from a click.
          pressedSession = nil
          clicks.reset()
          leavesOnRelease = false
          let changed = focusedControl !== focusable.anchor
          setFocus(target: .control(focusable.anchor))
          return changed
        }
        node = current.parent
      }
      guard let region = node as? TextFieldRegionNode, region.session.isFocusable else {
        pressedSession = nil
        clicks.reset()
        // Focus leaves on the release, unless a gesture takes the press (a button keeps
        // focus where it is, so that its action may read or move it).
        leavesOnRelease = focusedTarget != nil
        return false
      }
      leavesOnRelease = false
      let session = region.session
      let count = clicks.press(at: event.location, time: event.time, on: session)
      setFocus(session)
      pressedSession = session
      session.press(at: event.location, count: count)
      return true
    case .move:
      guard let session = pressedSession, session === focused else { return false }
      session.drag(to: event.location)
      return true
    case .up, .cancel:
      pressedSession = nil
      return false
    default:
      return false
    }
  }

  /// A middle click at `location`: the field there takes focus, its caret goes to the point
  /// and the primary selection's text is pasted there. Returns whether a field was there.
  func pastePrimarySelection(at location: CGPoint, root: LayoutNode?) -> Bool {
    var node = root?.hitTest(location)
    while let current = node, !(current is TextFieldRegionNode) { node = current.parent }
    guard let region = node as? TextFieldRegionNode, region.session.isFocusable else {
      return false
    }
    let session = region.session
    // Read before the click moves the caret: the text may be this field's own selection.
    let text = primarySelection?.string
    clicks.reset()
    setFocus(session)
    session.press(at: location, count: 1)
    if let text { session.insertPasted(text) }
    return true
  }

  /// After the gestures saw `event`: a press elsewhere that no gesture took takes focus away
  /// when it is released. Returns whether focus moved.
  func pointerDelivered(_ event: PointerEvent, gestureActed: Bool) -> Bool {
    if gestureActed { leavesOnRelease = false }
    switch event.kind {
    case .up:
      guard leavesOnRelease else { return false }
      leavesOnRelease = false
      setFocus(nil)
      return true
    case .cancel:
      leavesOnRelease = false
      return false
    default:
      return false
    }
  }

  /// The accessibility identifier of the focused view: the nearest one around the focused
  /// input or control, else the first one inside it.
  var focusedIdentifier: String? {
    guard let region = focusedNode else { return nil }
    var node: LayoutNode? = region
    while let current = node {
      if let identifier = current.accessibilityIdentifier { return identifier }
      node = current.parent
    }
    var inside: String?
    region.visit { current in
      if inside == nil, let identifier = current.accessibilityIdentifier { inside = identifier }
    }
    return inside
  }
}

/// A focus state the controller knows of, without keeping it alive.
@MainActor
struct WeakFocusStateBox {
  weak var box: (any AnyFocusStateBox)?
}
