import Foundation

/// One action of an alert or a confirmation dialog: a button's label, role and action, or a
/// view that is not a button (a text field in an alert), shown as it is.
struct PresentationAction {
  /// The button's label, or the view.
  let label: AnyView
  let role: ButtonRole?
  let action: () -> Void
  /// Whether this is a button (a view that is not is shown, not tapped).
  let isButton: Bool

  /// The actions of `view`: its buttons, in order, through groups, conditions, `ForEach` and
  /// modifiers.
  @MainActor
  static func collect(from view: any View) -> [PresentationAction] {
    var actions: [PresentationAction] = []
    collect(view, into: &actions)
    return actions
  }

  @MainActor
  static func collect(_ view: any View, into actions: inout [PresentationAction]) {
    if let source = view as? any PresentationActionSource {
      source.collectActions(into: &actions)
    } else if view is EmptyView {
      return
    } else {
      actions.append(
        PresentationAction(label: AnyView(view), role: nil, action: {}, isButton: false))
    }
  }

  /// The buttons in the order iOS shows them: a cancel button last in a column (first of
  /// two side by side is the caller's choice), the others as written.
  static func ordered(_ actions: [PresentationAction]) -> [PresentationAction] {
    actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
  }
}

/// A view that holds presentation actions: a button, or a view that groups views.
@MainActor
protocol PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction])
}

extension Button: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    actions.append(
      PresentationAction(label: AnyView(label), role: role, action: action, isButton: true))
  }
}

extension TupleView: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    for child in children { PresentationAction.collect(child, into: &actions) }
  }
}

extension Group: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    PresentationAction.collect(content, into: &actions)
  }
}

extension AnyView: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    PresentationAction.collect(view, into: &actions)
  }
}

extension _ConditionalContent: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    switch storage {
    case .trueContent(let view): PresentationAction.collect(view, into: &actions)
    case .falseContent(let view): PresentationAction.collect(view, into: &actions)
    }
  }
}

extension Optional: PresentationActionSource where Wrapped: View {
  func collectActions(into actions: inout [PresentationAction]) {
    if case .some(let view) = self { PresentationAction.collect(view, into: &actions) }
  }
}

extension ForEach: PresentationActionSource {
  func collectActions(into actions: inout [PresentationAction]) {
    for element in data { PresentationAction.collect(content(element), into: &actions) }
  }
}

extension ModifiedContent: PresentationActionSource where Content: View {
  /// A modified button (`keyboardShortcut`, `disabled`) counts as the button.
  func collectActions(into actions: inout [PresentationAction]) {
    PresentationAction.collect(content, into: &actions)
  }
}
