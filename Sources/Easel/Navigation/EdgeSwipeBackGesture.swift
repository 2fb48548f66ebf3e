import Foundation

/// The interactive pop: a drag that starts within `edgeWidth` points of the stack's left
/// edge and moves right takes the top screen with the finger (the screen under it follows
/// by the parallax); released past half the width, or flicked right, the screen pops,
/// otherwise it springs back. It ranks above the gestures of the views inside, as iOS's
/// edge swipe does, and fails at the press for a press elsewhere or when there is nothing to
/// pop, so that it holds up nothing inside.
struct EdgeSwipeBackGesture: Gesture, PrimitiveGesture {
  typealias Value = DragGesture.Value
  typealias Body = Never
  let model: NavigationStackModel
  let stack: NodeReference<NavigationStackNode>

  /// How far from the left edge a swipe may start, in points.
  static let edgeWidth: CGFloat = 20

  func makeRecognizer() -> GestureRecognizer<DragGesture.Value> {
    EdgeSwipeRecognizer(model: model, stack: stack)
  }
}

/// Recognises the swipe, moves the stack's transition with it, and ends or cancels it.
@MainActor
final class EdgeSwipeRecognizer: GestureRecognizer<DragGesture.Value> {
  private let model: NavigationStackModel
  private let stack: NodeReference<NavigationStackNode>
  private let drag = DragRecognizer(minimumDistance: tapSlop, coordinateSpace: .global)
  private var dragProposal = GestureProposal<DragGesture.Value>.none
  private var decided = false
  private var began = false

  init(model: NavigationStackModel, stack: NodeReference<NavigationStackNode>) {
    self.model = model
    self.stack = stack
  }

  private var width: CGFloat { stack.node?.frame.width ?? 0 }

  override func propose(_ input: GestureInput) -> GestureProposal<DragGesture.Value> {
    if case .down = input.event.kind {
      guard let frame = stack.node?.frame, model.canSwipeBack,
        input.event.location.x - frame.minX <= EdgeSwipeBackGesture.edgeWidth
      else {
        dragProposal = .none
        return .fail
      }
    }
    dragProposal = drag.propose(input)
    guard !decided, case .change(let value, _) = dragProposal else { return dragProposal }
    decided = true
    // Only a drag that starts rightwards pops.
    guard value.translation.width > abs(value.translation.height) else { return .fail }
    return dragProposal
  }

  override func commit(_ proposal: GestureProposal<DragGesture.Value>) {
    drag.commit(dragProposal)
    super.commit(proposal)
    switch proposal {
    case .change(let value, _):
      began = true
      model.swipeChanged(distance: value.translation.width, width: width)
    case .end(let value):
      guard began else { return }
      began = false
      model.swipeEnded(
        distance: value.translation.width, velocity: value.velocity.width, width: width)
    case .fail, .none:
      break
    }
  }

  override func cancel() {
    super.cancel()
    drag.cancel()
    if began {
      began = false
      model.swipeCancelled()
    }
  }
}
