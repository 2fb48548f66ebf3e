import Foundation

/// What a recognizer's proposal amounts to, for the engine.
enum GestureStep {
  case none
  case fail
  /// A change that only shows feedback.
  case feedback
  /// A change that starts or continues the gesture.
  case claim
  case end
}

/// A recognizer as the engine drives it, whatever its value.
@MainActor
protocol EngineRecognizer: AnyObject {
  var state: GestureRecognizerState { get }
  var deadline: Double? { get }
  /// Works out what `input` means and keeps it for `commit()`.
  func step(_ input: GestureInput) -> GestureStep
  /// Works out what the passing of time means and keeps it for `commit()`.
  func step(time: Double) -> GestureStep
  /// Applies the kept proposal.
  func commit()
  func cancel()
}

@MainActor
final class RecognizerBox<Value>: EngineRecognizer {
  let recognizer: GestureRecognizer<Value>
  private var proposal = GestureProposal<Value>.none

  init(_ recognizer: GestureRecognizer<Value>) {
    self.recognizer = recognizer
  }

  var state: GestureRecognizerState { recognizer.state }
  var deadline: Double? { recognizer.deadline }

  private func kind(of proposal: GestureProposal<Value>) -> GestureStep {
    switch proposal {
    case .none: .none
    case .fail: .fail
    case .change(_, let claims): claims ? .claim : .feedback
    case .end: .end
    }
  }

  func step(_ input: GestureInput) -> GestureStep {
    proposal = recognizer.propose(input)
    return kind(of: proposal)
  }

  func step(time: Double) -> GestureStep {
    proposal = recognizer.propose(time: time)
    return kind(of: proposal)
  }

  func commit() {
    recognizer.commit(proposal)
    proposal = .none
  }

  func cancel() { recognizer.cancel() }
}

/// Runs the gestures of one interaction: the gestures of the views under the press, from the
/// innermost out, each told every event until it ends, fails or loses.
///
/// Precedence follows SwiftUI: a gesture may start only when every gesture ranked above it
/// has failed; when it starts, the gestures ranked below it are cancelled. Gestures of views
/// inside rank above their ancestors', except that a `highPriorityGesture` ranks above the
/// gestures of the views inside it; simultaneous gestures neither wait nor stop others.
@MainActor
final class GestureEngine {
  @MainActor private struct Entry {
    let recognizer: any EngineRecognizer
    /// Finds the node the gesture is attached to now: an update replaces the node, not the
    /// anchor.
    let anchor: GestureAnchor
    var node: GestureNode? { anchor.node }
    var frame: CGRect
    let priority: GesturePriority
    /// An end that had to wait for a higher-ranked gesture to fail.
    var waitingEnd = false
  }

  private var entries: [Entry] = []

  /// Whether a gesture waits for time to pass (a long press, a multiple tap): the host keeps
  /// ticking.
  var needsTicks: Bool {
    entries.contains { !$0.recognizer.state.isFinished && $0.recognizer.deadline != nil }
  }

  /// Whether an interaction is going on.
  var isActive: Bool { entries.contains { !$0.recognizer.state.isFinished } }

  /// Delivers `event`; returns whether a gesture started, changed or ended because of it.
  func send(_ event: PointerEvent, root: LayoutNode?) -> Bool {
    let startsInteraction: Bool
    switch event.kind {
    case .down, .transform:
      // A gesture waiting for more (a double tap's second tap) keeps the interaction only
      // for a press on its own view; a press elsewhere starts anew.
      if isActive, case .down = event.kind,
        !entries.contains(where: {
          !$0.recognizer.state.isFinished && $0.frame.contains(event.location)
        })
      {
        cancelAll()
      }
      startsInteraction = !isActive
    case .scroll(let delta):
      // The wheel scrolls the innermost scroll view under the pointer.
      var node = root?.hitTest(event.location)
      while let current = node {
        if let scrollView = current as? ScrollViewNode {
          scrollView.scrollBy(delta)
          return true
        }
        node = current.parent
      }
      return false
    case .move, .up, .cancel, .transformEnded: startsInteraction = false
    }
    if startsInteraction {
      begin(at: event.location, root: root)
    }
    var acted = false
    for index in entries.indices where !entries[index].recognizer.state.isFinished {
      if entries[index].waitingEnd {
        acted = retryWaitingEnd(index) || acted
        continue
      }
      let input = self.input(for: index, event: event)
      acted = apply(entries[index].recognizer.step(input), at: index) || acted
    }
    switch event.kind {
    case .up, .cancel, .transformEnded:
      // Gestures still waiting with nothing to wait for will not happen.
      for index in entries.indices
      where !entries[index].recognizer.state.isFinished && !entries[index].waitingEnd
        && entries[index].recognizer.deadline == nil
        && entries[index].recognizer.state
          == .possible
      {
        entries[index].recognizer.cancel()
      }
      // Ends that waited for those may go now.
      for index in entries.indices
      where entries[index].waitingEnd && !entries[index].recognizer.state.isFinished {
        acted = retryWaitingEnd(index) || acted
      }
    default: break
    }
    if !isActive { entries.removeAll() }
    return acted
  }

  /// Lets time-bound gestures act at `time`.
  func tick(_ time: Double) -> Bool {
    var acted = false
    for index in entries.indices where !entries[index].recognizer.state.isFinished {
      if entries[index].waitingEnd {
        acted = retryWaitingEnd(index) || acted
        continue
      }
      guard let deadline = entries[index].recognizer.deadline, time >= deadline else { continue }
      acted = apply(entries[index].recognizer.step(time: time), at: index) || acted
    }
    if !isActive { entries.removeAll() }
    return acted
  }

  /// Cancels the interaction (the host lost the pointer).
  func cancelAll() {
    for entry in entries { entry.recognizer.cancel() }
    entries.removeAll()
  }

  private func begin(at point: CGPoint, root: LayoutNode?) {
    entries.removeAll()
    guard let root, let hit = root.hitTest(point) else { return }
    // From the view hit out to the root: each gesture node on the way, unless a mask below
    // it or on it turned it off.
    var found: [(node: GestureNode, depth: Int)] = []
    var node: LayoutNode? = hit
    var depth = 0
    while let current = node {
      if let gestureNode = current as? GestureNode {
        if !gestureNode.mask.contains(.subviews) { found.removeAll() }
        if gestureNode.mask.contains(.gesture), gestureNode.isEnabled {
          found.append((gestureNode, depth))
        }
        if !gestureNode.isEnabled { found.removeAll() }
        depth += 1
      }
      node = current.parent
    }
    let ranked =
      found.filter { $0.node.priority == .high }.sorted { $0.depth > $1.depth }
      + found.filter { $0.node.priority == .normal }.sorted { $0.depth < $1.depth }
      + found.filter { $0.node.priority == .simultaneous }
    entries = ranked.map {
      Entry(
        recognizer: $0.node.source.make(), anchor: $0.node.anchor, frame: $0.node.frame,
        priority: $0.node.priority)
    }
  }

  private func input(for index: Int, event: PointerEvent) -> GestureInput {
    if let node = entries[index].node { entries[index].frame = node.frame }
    let node = entries[index].node
    return GestureInput(event: event, frame: entries[index].frame) { name in
      var ancestor = node?.parent
      while let current = ancestor {
        if let named = current as? CoordinateSpaceNode, named.name == name {
          return named.frame.origin
        }
        ancestor = current.parent
      }
      return .zero
    }
  }

  /// Whether a higher-ranked gesture still might happen, so the one at `index` must wait.
  private func isBlocked(_ index: Int) -> Bool {
    guard entries[index].priority != .simultaneous else { return false }
    for other in entries.indices where other < index && entries[other].priority != .simultaneous {
      let state = entries[other].recognizer.state
      if state == .possible || state == .active { return true }
    }
    return false
  }

  /// Applies what the recognizer at `index` proposed; returns whether it acted.
  private func apply(_ step: GestureStep, at index: Int) -> Bool {
    let recognizer = entries[index].recognizer
    switch step {
    case .none:
      // Nothing to act on, but a combined gesture records what its parts did.
      recognizer.commit()
      return false
    case .fail:
      recognizer.commit()
      return false
    case .feedback:
      recognizer.commit()
      return true
    case .claim:
      guard !isBlocked(index) else { return false }
      recognizer.commit()
      cancelRanked(below: index)
      return true
    case .end:
      guard !isBlocked(index) else {
        entries[index].waitingEnd = true
        return false
      }
      recognizer.commit()
      cancelRanked(below: index)
      return true
    }
  }

  private func retryWaitingEnd(_ index: Int) -> Bool {
    guard !isBlocked(index) else { return false }
    entries[index].waitingEnd = false
    entries[index].recognizer.commit()
    cancelRanked(below: index)
    return true
  }

  /// A gesture started: the ones it wins over stop.
  private func cancelRanked(below index: Int) {
    guard entries[index].priority != .simultaneous else { return }
    for other in entries.indices
    where other != index && entries[other].priority != .simultaneous
      && !entries[other].recognizer.state.isFinished
    {
      entries[other].recognizer.cancel()
    }
  }
}
