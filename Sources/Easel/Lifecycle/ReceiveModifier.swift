import Foundation

/// The modifier behind `onReceive(_:perform:)`.
public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier
where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { ReceiveAttachment<P>(graph: context.graph) }
    // The latest closure runs, so it sees the view's latest values.
    attachment.action = action
    if isNew || !attachment.isSubscribed(to: publisher) {
      attachment.subscribe(to: publisher)
    }
    return content(context)
  }
}

/// A view's subscription to the publisher of an `onReceive` modifier: made after the update
/// that shows the view, made again when the view is given another publisher (one that does
/// not compare equal: a different object, or a value with different fields), and cancelled
/// when the view leaves the graph.
@MainActor
final class ReceiveAttachment<P: Publisher>: NodeAttachment where P.Failure == Never {
  @GraphReference var graph: ViewGraph?
  var action: ((P.Output) -> Void)?
  private var publisher: P?
  private var cancellable: AnyCancellable?
  private var generation = 0
  private var isDetached = false

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Whether the subscription is to a publisher equivalent to `other`.
  func isSubscribed(to other: P) -> Bool {
    guard let publisher else { return false }
    return structurallyEquivalent(publisher, other)
  }

  /// Cancels the current subscription and subscribes to `publisher` after the update's
  /// bodies have run.
  func subscribe(to publisher: P) {
    cancellable?.cancel()
    cancellable = nil
    self.publisher = publisher
    generation += 1
    let expected = generation
    graph?.enqueueAction { [weak self] in
      guard let self, !self.isDetached, self.generation == expected else { return }
      self.cancellable = Self.sink(publisher, into: ReceiveInbox(self))
    }
  }

  /// Runs the action with a value, on the main actor; a value that comes while a body runs
  /// waits for the update's actions.
  func receive(_ value: P.Output) {
    guard !isDetached, let action else { return }
    if let graph, graph.currentEvaluation != nil {
      graph.enqueueAction { [weak self] in
        guard let self, !self.isDetached else { return }
        self.action?(value)
      }
    } else {
      action(value)
    }
  }

  /// Subscribes outside the main actor: the publisher may send from any thread.
  private nonisolated static func sink(_ publisher: P, into inbox: ReceiveInbox<P>)
    -> AnyCancellable
  {
    publisher.sink { inbox.deliver($0) }
  }

  override func detach() {
    isDetached = true
    cancellable?.cancel()
    cancellable = nil
  }
}

/// Takes an `onReceive` publisher's values from whatever thread sends them to the main
/// actor: at once when sent on the main actor, else in a main-actor task, in order.
final class ReceiveInbox<P: Publisher>: @unchecked Sendable where P.Failure == Never {
  // Read only on the main actor.
  private weak var attachment: ReceiveAttachment<P>?

  @MainActor init(_ attachment: ReceiveAttachment<P>) {
    self.attachment = attachment
  }

  func deliver(_ value: P.Output) {
    let box = UncheckedValue(value)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { attachment?.receive(box.value) }
    } else {
      Task { @MainActor in self.attachment?.receive(box.value) }
    }
  }
}

/// A value handed to the main actor from the thread a publisher sent it on.
private struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// The view subscribes after the update that first shows it and cancels when it leaves;
  /// the action runs on the main actor (a value sent from another thread is delivered in a
  /// main-actor task). A publisher that compares unequal to the previous one (another
  /// object, or a value with different fields) is subscribed to anew, as in SwiftUI.
  ///
  /// Differs from SwiftUI: main-actor isolated, as Easel's other modifiers are, rather than
  /// `nonisolated`.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}
