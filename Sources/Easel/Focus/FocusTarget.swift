import Foundation

/// A view that can have focus: a text input, or a focusable view (a button, toggle, slider,
/// stepper, or a view made `focusable()`).
@MainActor
enum FocusTarget {
  case input(TextInputSession)
  case control(FocusableAnchor)

  /// The view's outermost node now: the field's region, the focusable view's node.
  var node: LayoutNode? {
    switch self {
    case .input(let session): session.region
    case .control(let anchor): anchor.node
    }
  }

  /// Whether the view can take focus now.
  var isFocusable: Bool {
    switch self {
    case .input(let session): session.isFocusable
    case .control(let anchor): anchor.takesFocus
    }
  }

  /// Whether `other` is the same view.
  func isSame(as other: FocusTarget) -> Bool {
    switch (self, other) {
    case (.input(let a), .input(let b)): a === b
    case (.control(let a), .control(let b)): a === b
    default: false
    }
  }

  /// The views that can take focus in the subtree of `node`, in reading order (the order of
  /// the view tree). A text field is one; a focusable control is one, without its own parts
  /// (a stepper's buttons); a view made `focusable()` is one, followed by those inside it; a
  /// view made `focusable(false)` hides everything inside.
  static func all(in node: LayoutNode) -> [FocusTarget] {
    var targets: [FocusTarget] = []
    collect(node, into: &targets, first: false)
    return targets
  }

  /// The first view that can take focus in the subtree of `node`.
  static func first(in node: LayoutNode) -> FocusTarget? {
    var targets: [FocusTarget] = []
    collect(node, into: &targets, first: true)
    return targets.first
  }

  private static func collect(_ node: LayoutNode, into targets: inout [FocusTarget], first: Bool) {
    if first, !targets.isEmpty { return }
    if let region = node as? TextFieldRegionNode {
      if region.session.isFocusable { targets.append(.input(region.session)) }
      return
    }
    if let focusable = node as? FocusableNode {
      let anchor = focusable.anchor
      guard anchor.behavior.isFocusable else { return }
      if anchor.takesFocus, anchor.node === focusable { targets.append(.control(anchor)) }
      guard anchor.behavior.focusesInside else { return }
    }
    for child in node.children { collect(child, into: &targets, first: first) }
  }
}
