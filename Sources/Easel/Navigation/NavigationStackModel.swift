import Foundation

/// The state of one `NavigationStack`, kept in the stack's `@State`: its path (its own, or
/// read and written through the `path` binding), the views pushed by destination links, the
/// destinations registered inside it, the screens it shows and the motion between them.
@MainActor
final class NavigationStackModel {
  /// The stack's composite node: running its body makes the screens again.
  weak var owner: ViewNode?
  @GraphReference var graph: ViewGraph?
  /// The stack's node, placed again on each frame of a transition.
  var node = NodeReference<NavigationStackNode>(nil)

  /// The environment the stack's body last had, and the one it gave its screens.
  var screenEnvironment: (base: EnvironmentValues, screens: EnvironmentValues)?

  /// The path when the stack has no binding.
  private var ownPath: [AnyHashable] = []
  /// Reads and writes the path binding, when the stack has one.
  var pathAccess: NavigationPathAccess?
  /// Views pushed by `NavigationLink(destination:)`: each after `depth` values of the path.
  private(set) var viewPushes:
    [(id: Int, depth: Int, content: AnyView, token: NavigationContentToken)] = []
  private var nextPushID = 0

  /// The destinations for path values, by the value's type, then by registering modifier.
  private var destinations: [ObjectIdentifier: [ObjectIdentifier: (Any) -> AnyView?]] = [:]
  /// The making of the destinations: a new one whenever a modifier registers again (the view
  /// that holds it ran its body), so that the screens of path values are made again.
  private var destinationToken = NavigationContentToken()
  /// What `navigationDestination(isPresented:)` and `(item:)` present, by modifier.
  private var presentations: [ObjectIdentifier: NavigationPresentation] = [:]
  private var nextPresentationOrder = 0

  /// The pushed screens shown after the last run of the stack's body, bottom first.
  private(set) var shown: [NavigationScreenRecord] = []
  /// A screen no longer on the path still moving: a popped screen sliding out, or the old
  /// top of a push that replaced it, sliding under the new one.
  private(set) var leaving: NavigationScreenRecord?
  /// The screen below `leaving`, whose title its back button shows while it moves.
  private var leavingBelow = NavigationEntryKey.root
  /// Whether `leaving` slides under the top screen (a replaced top) rather than out over it.
  private var leavingSlidesUnder = false
  /// The models of the screens' bars, by screen.
  private var screenModels: [NavigationEntryKey: NavigationScreenModel] = [:]
  /// The motion between the top two screens.
  let transition: NavigationTransition
  /// Set while a finished swipe pops the screen it already moved out: the pop needs no motion.
  private var popsWithoutMotion = false
  /// Whether the stack's body has run.
  private var hasRun = false

  init(graph: ViewGraph?) {
    self.graph = graph
    transition = NavigationTransition(graph: graph)
    transition.onFrame = { [weak self] in self?.node.node?.transitionMoved() }
  }

  // MARK: The path

  /// The values of the path now.
  var pathValues: [AnyHashable] { pathAccess?.get() ?? ownPath }

  private func setPath(_ values: [AnyHashable]) {
    if let pathAccess {
      pathAccess.set(values)
    } else {
      ownPath = values
      owner?.invalidate()
    }
  }

  /// Pushes the screen the destination for `value`'s type makes (`NavigationLink(value:)`).
  func push(value: AnyHashable) {
    setPath(pathValues + [value])
  }

  /// Pushes `content` (`NavigationLink(destination:)`).
  func push(view content: AnyView) {
    nextPushID += 1
    viewPushes.append((nextPushID, pathValues.count, content, NavigationContentToken()))
    owner?.invalidate()
  }

  /// Pops every screen above the one keyed `key`'s screen below: `key`'s screen and those
  /// over it leave, as its back button (or its `dismiss`) asks.
  func pop(to key: NavigationEntryKey, animated: Bool) {
    guard let index = shown.firstIndex(where: { $0.key == key }) else { return }
    if !animated { popsWithoutMotion = true }
    let removed = shown[index...]
    var values = pathValues
    var pushes = viewPushes
    var changed = false
    for record in removed.reversed() {
      switch record.key {
      case .root: break
      case .value(let position, _):
        if position < values.count { values.removeSubrange(position...) }
        pushes.removeAll { $0.depth > position }
      case .view(let id):
        if let at = pushes.firstIndex(where: { $0.id == id }) {
          pushes.removeSubrange(at...)
          changed = true
        }
      case .presented(let modifier, _):
        presentations[modifier]?.dismiss()
      }
    }
    if pushes.count != viewPushes.count {
      viewPushes = pushes
      changed = true
    }
    if values != pathValues {
      setPath(values)
    } else if changed {
      owner?.invalidate()
    }
  }

  // MARK: Destinations

  /// Registers, for the modifier `registrant`, the destination for values of type `D`.
  func register<D>(
    _ type: D.Type, by registrant: ObjectIdentifier, make: @escaping (Any) -> AnyView?
  ) {
    let key = ObjectIdentifier(type)
    let isNew = destinations[key]?[registrant] == nil
    destinations[key, default: [:]][registrant] = make
    destinationToken = NavigationContentToken()
    // A value waiting for this destination shows now.
    if isNew, pathValues.contains(where: { ObjectIdentifier(Swift.type(of: $0.base)) == key }) {
      owner?.invalidate()
    }
  }

  /// Removes what `registrant` registered.
  func unregister(_ registrant: ObjectIdentifier) {
    for key in destinations.keys { destinations[key]?.removeValue(forKey: registrant) }
    if presentations.removeValue(forKey: registrant) != nil { owner?.invalidate() }
  }

  /// The screen for the path value `value`.
  private func destination(for value: AnyHashable) -> AnyView {
    let key = ObjectIdentifier(type(of: value.base))
    for make in (destinations[key] ?? [:]).values {
      if let view = make(value.base) { return view }
    }
    return AnyView(EmptyView())
  }

  /// Sets what `registrant` presents (`nil`: nothing), with the item it shows.
  func present(
    by registrant: ObjectIdentifier, item: AnyHashable?, content: AnyView?,
    dismiss: @escaping () -> Void
  ) {
    guard let content else {
      if presentations.removeValue(forKey: registrant) != nil { owner?.invalidate() }
      return
    }
    let earlier = presentations[registrant]
    let order = earlier?.order ?? nextPresentationOrder
    if earlier == nil { nextPresentationOrder += 1 }
    presentations[registrant] = NavigationPresentation(
      order: order, item: item, content: content, dismiss: dismiss,
      token: NavigationContentToken())
    if earlier == nil || earlier?.item != item { owner?.invalidate() }
  }

  // MARK: Screens

  /// The pushed screens the path, the destination links and the presented destinations ask
  /// for now, bottom first.
  private func wantedScreens() -> [NavigationScreenRecord] {
    let values = pathValues
    // Views pushed over screens that went are gone too.
    viewPushes.removeAll { $0.depth > values.count }
    var records: [NavigationScreenRecord] = []
    var pushes = viewPushes[...]
    for (position, value) in values.enumerated() {
      while let push = pushes.first, push.depth <= position {
        records.append(
          NavigationScreenRecord(key: .view(push.id), content: push.content, token: push.token))
        pushes = pushes.dropFirst()
      }
      records.append(
        NavigationScreenRecord(
          key: .value(position, value), content: destination(for: value),
          token: destinationToken))
    }
    for push in pushes {
      records.append(
        NavigationScreenRecord(key: .view(push.id), content: push.content, token: push.token))
    }
    for (modifier, presentation) in presentations.sorted(by: { $0.value.order < $1.value.order }) {
      records.append(
        NavigationScreenRecord(
          key: .presented(modifier, presentation.item), content: presentation.content,
          token: presentation.token))
    }
    return records
  }

  /// Works out the screens to show for this run of the stack's body, and starts the push or
  /// pop that moves between the old top and the new: every screen of the stack, root
  /// first, with a screen still leaving in its place (`screenKeys`): a popped one last, a
  /// replaced one under the top.
  func screensForThisRun(animated: Bool) -> [NavigationScreenRecord] {
    let wanted = wantedScreens()
    let oldTop = shown.last?.key ?? .root
    let newTop = wanted.last?.key ?? .root
    let wasRun = hasRun
    hasRun = true
    let moves = wasRun && oldTop != newTop && animated && !popsWithoutMotion
    popsWithoutMotion = false
    if oldTop != newTop {
      if moves, wanted.count >= shown.count || wanted.contains(where: { $0.key == oldTop }) {
        // A push: the new top slides in over the old. An old top the path no longer holds
        // (its last value replaced) stays under it until the push ends, as UIKit slides out
        // the view controller a new one replaces.
        if oldTop == .root || wanted.contains(where: { $0.key == oldTop }) {
          leaving = nil
          transition.animate(top: newTop, under: oldTop, from: 0, to: 1) {}
        } else {
          leavingBelow = screen(below: oldTop) ?? .root
          leaving = shown.last
          leavingSlidesUnder = true
          transition.animate(top: newTop, under: oldTop, from: 0, to: 1) { [weak self] in
            self?.leaving = nil
            self?.owner?.invalidate()
          }
        }
      } else if moves {
        // A pop: the old top slides out, and goes when it is out.
        leaving = shown.last
        leavingBelow = newTop
        leavingSlidesUnder = false
        transition.animate(top: oldTop, under: newTop, from: 1, to: 0) { [weak self] in
          self?.leaving = nil
          self?.owner?.invalidate()
        }
      } else {
        leaving = nil
        transition.reset()
      }
    }
    shown = wanted
    // The models of screens that went are dropped.
    let keys = Set(wanted.map(\.key) + [NavigationEntryKey.root] + (leaving.map { [$0.key] } ?? []))
    screenModels = screenModels.filter { keys.contains($0.key) }
    graph?.enqueueAction { [weak self] in self?.refreshBars() }
    guard let leaving else { return wanted }
    return leavingSlidesUnder
      ? wanted.dropLast() + [leaving] + wanted.suffix(1) : wanted + [leaving]
  }

  /// The model of the bar of the screen keyed `key`.
  func screenModel(for key: NavigationEntryKey) -> NavigationScreenModel {
    if let model = screenModels[key] { return model }
    let model = NavigationScreenModel(key: key, stack: self)
    screenModels[key] = model
    return model
  }

  /// The screens from the root up, as shown: a popped screen sliding out last, a replaced one
  /// sliding under the top just below it.
  var screenKeys: [NavigationEntryKey] {
    var keys = [NavigationEntryKey.root] + shown.map(\.key)
    if let leaving {
      keys.insert(leaving.key, at: leavingSlidesUnder ? keys.count - 1 : keys.count)
    }
    return keys
  }

  /// The screen below the one keyed `key`, if any.
  func screen(below key: NavigationEntryKey) -> NavigationEntryKey? {
    if key == .root { return nil }
    if key == leaving?.key { return leavingBelow }
    guard let index = shown.firstIndex(where: { $0.key == key }) else { return nil }
    return index == 0 ? .root : shown[index - 1].key
  }

  /// A screen's bar changed, or the screens did: each screen takes the title of the one
  /// below it for its back button, and its display mode for an automatic one.
  func refreshBars() {
    for key in screenKeys {
      guard let model = screenModels[key], let below = screen(below: key),
        let lower = screenModels[below]
      else { continue }
      if model.backTitle != lower.bar.title { model.backTitle = lower.bar.title }
      let mode = lower.resolvedDisplayMode
      if model.inheritedDisplayMode != mode { model.inheritedDisplayMode = mode }
    }
  }

  /// The models of the screens, from the root up.
  var screenModelsInOrder: [NavigationScreenModel] {
    screenKeys.compactMap { screenModels[$0] }
  }

  // MARK: The edge swipe

  /// Whether a swipe from the left edge may pop the top screen now.
  var canSwipeBack: Bool {
    guard let top = shown.last, leaving == nil, !transition.isAnimating else { return false }
    return screenModels[top.key]?.bar.backButtonHidden != true
  }

  /// A swipe from the left edge moved `distance` points to the right, in a stack `width`
  /// points wide: the top screen follows the finger.
  func swipeChanged(distance: CGFloat, width: CGFloat) {
    guard width > 0 else { return }
    if !transition.isActive {
      guard canSwipeBack, let top = shown.last else { return }
      transition.hold(top: top.key, under: screen(below: top.key) ?? .root, progress: 1)
    }
    guard !transition.isAnimating else { return }
    transition.set(progress: Double(1 - min(max(distance, 0), width) / width))
  }

  /// The swipe ended `distance` points to the right, moving at `velocity` points per
  /// second: past half the width, or flicked right fast enough, the top screen pops;
  /// otherwise it springs back.
  func swipeEnded(distance: CGFloat, velocity: CGFloat, width: CGFloat) {
    guard transition.isActive, !transition.isAnimating, let top = transition.top else { return }
    let completes =
      distance > width / 2 || (velocity > Self.flickVelocity && distance > 0)
    if completes {
      transition.animate(to: 0) { [weak self] in
        self?.pop(to: top, animated: false)
      }
    } else {
      transition.animate(to: 1) {}
    }
  }

  /// The swipe was cancelled: the top screen goes back in place.
  func swipeCancelled() {
    guard transition.isActive, !transition.isAnimating else { return }
    transition.animate(to: 1) {}
  }

  /// How fast a swipe must move right, in points per second, to pop whatever its distance.
  static let flickVelocity: CGFloat = 500
}

/// Reads and writes the path of a stack through its binding, as values of any type.
@MainActor
struct NavigationPathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}

/// A destination presented by `navigationDestination(isPresented:)` or `(item:)`.
@MainActor
struct NavigationPresentation {
  /// Orders presentations as they were first made.
  let order: Int
  /// The item shown, for `navigationDestination(item:)`.
  let item: AnyHashable?
  let content: AnyView
  /// Sets the binding back (`false`, `nil`): the destination is popped.
  let dismiss: () -> Void
  /// The making of `content`.
  let token: NavigationContentToken
}

/// Models compare by identity, so that views reading one from the environment run their
/// bodies again only when they are given another.
extension NavigationStackModel: Equatable {
  nonisolated static func == (lhs: NavigationStackModel, rhs: NavigationStackModel) -> Bool {
    lhs === rhs
  }
}
