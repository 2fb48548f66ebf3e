import Foundation

/// The persistent place of a focusable view (a button, toggle, slider, stepper, or a view made
/// `focusable()`): what it does with keys and the node it was last made as. Focus on such a
/// view is focus on its anchor, which keeps its identity while the view keeps its own.
@MainActor
final class FocusableAnchor: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  /// The behaviour of the view's latest update.
  private(set) var behavior = FocusableBehavior()
  /// Whether the view is enabled (`disabled(_:)` not in effect).
  private(set) var isEnabled = true
  private var nodeReference = NodeReference<FocusableNode>(nil)

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// The view's latest node.
  var node: FocusableNode? {
    get { nodeReference.node }
    set { nodeReference.node = newValue }
  }

  /// Whether the view has focus.
  var isFocused: Bool { graph?.focus.focusedControl === self }

  /// Whether the view can take focus now: it is focusable, enabled and shown.
  var takesFocus: Bool {
    behavior.isFocusable && isEnabled && !behavior.interactions.isEmpty && node != nil
  }

  /// Whether a click on the view focuses it: a view made focusable for editing.
  var focusesOnClick: Bool {
    behavior.kind == .view && behavior.interactions.contains(.edit) && takesFocus
  }

  /// Takes the view's behaviour from its update; a focused view that can no longer take focus
  /// (disabled, or made unfocusable) loses it after the update.
  func update(_ behavior: FocusableBehavior, isEnabled: Bool) {
    self.behavior = behavior
    self.isEnabled = isEnabled
    guard isFocused, !(behavior.isFocusable && isEnabled), let graph else { return }
    graph.enqueueAction { [weak self] in
      guard let self, !self.takesFocus else { return }
      graph.focus.controlLeft(self)
    }
  }

  /// Focus came or went: the ring is drawn again.
  func focusChanged() {
    node?.invalidateDrawing()
  }

  override func detach() {
    graph?.focus.controlLeft(self)
  }
}
