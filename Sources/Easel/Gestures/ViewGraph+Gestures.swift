import Foundation

extension ViewGraph {
  /// Delivers a pointer event (root coordinates) to the gestures of the views under it, as
  /// laid out by the last layout; returns whether a gesture acted on it. The animation clock
  /// moves to the event's time first, so that animations it starts begin then.
  ///
  /// A press on a text field focuses it and places its caret (a drag from there selects)
  /// before the gestures see the event; a click elsewhere that no gesture takes (a button
  /// does) takes focus away. A press and drag on selectable text (`textSelection(.enabled)`)
  /// selects it, unless a gesture takes the press.
  @discardableResult
  public func send(_ event: PointerEvent) -> Bool {
    advanceAnimations(to: event.time)
    let focusActed = focus.pointer(event, root: layoutRoot)
    let selectionActed = textSelection.pointer(event, root: layoutRoot)
    let gestureActed = gestureEngine.send(event, root: layoutRoot)
    let focusLeft = focus.pointerDelivered(event, gestureActed: gestureActed)
    let selectionLeft = textSelection.pointerDelivered(event, gestureActed: gestureActed)
    return gestureActed || focusActed || focusLeft || selectionActed || selectionLeft
  }

  /// Taps `count` times at `point` (root coordinates), at the clock's current time; returns
  /// whether a gesture acted.
  @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    var acted = false
    for _ in 0..<max(count, 1) {
      acted = send(PointerEvent(.down, at: point, time: animationTime)) || acted
      acted = send(PointerEvent(.up, at: point, time: animationTime)) || acted
    }
    return acted
  }

  /// Cancels the interaction going on, as when the host loses the pointer.
  public func cancelGestures() {
    gestureEngine.cancelAll()
  }
}
