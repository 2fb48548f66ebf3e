import Foundation

/// The gesture of a button: pressed while the finger is down and near, triggered when it is
/// released there. A drag that starts on the button takes over and the button does nothing.
struct ButtonPressGesture: Gesture, PrimitiveGesture {
  typealias Value = Bool
  typealias Body = Never
  let pressing: (Bool) -> Void
  let trigger: () -> Void

  func makeRecognizer() -> GestureRecognizer<Bool> {
    ButtonPressRecognizer(pressing: pressing, trigger: trigger)
  }
}

@MainActor
final class ButtonPressRecognizer: GestureRecognizer<Bool> {
  private let pressing: (Bool) -> Void
  private let trigger: () -> Void
  private var start: CGPoint?
  private var isPressed = false

  init(pressing: @escaping (Bool) -> Void, trigger: @escaping () -> Void) {
    self.pressing = pressing
    self.trigger = trigger
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Bool> {
    let event = input.event
    switch event.kind {
    case .down:
      start = event.location
      return .change(true, claims: false)
    case .move:
      guard let start else { return .none }
      return hypot(event.location.x - start.x, event.location.y - start.y) > tapSlop
        ? .fail : .none
    case .up:
      guard start != nil else { return .fail }
      return .end(true)
    case .cancel: return .fail
    case .scroll, .transform, .transformEnded: return .none
    }
  }

  private func setPressed(_ value: Bool) {
    guard value != isPressed else { return }
    isPressed = value
    pressing(value)
  }

  override func commit(_ proposal: GestureProposal<Bool>) {
    super.commit(proposal)
    switch proposal {
    case .change: setPressed(true)
    case .end:
      setPressed(false)
      trigger()
    case .fail: setPressed(false)
    case .none: break
    }
  }

  override func cancel() {
    super.cancel()
    setPressed(false)
  }
}
