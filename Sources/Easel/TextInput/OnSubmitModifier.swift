/// The submit actions a text field's environment holds, outermost first.
struct SubmitActions: @unchecked Sendable {
  struct Entry {
    let triggers: SubmitTriggers
    let action: () -> Void
  }

  var entries: [Entry] = []

  /// Runs the actions that `trigger` sets off, innermost first.
  @MainActor func run(_ trigger: SubmitTriggers) {
    for entry in entries.reversed() where !entry.triggers.isDisjoint(with: trigger) {
      entry.action()
    }
  }
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: SubmitActions { SubmitActions() }
}

extension EnvironmentValues {
  /// The `onSubmit` actions around a view.
  var submitActions: SubmitActions {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

/// The modifier behind `onSubmit(of:_:)` and `submitScope(_:)`.
public struct _SubmitModifier: ViewModifier, EnvironmentModifier {
  enum Edit {
    case add(SubmitActions.Entry)
    case scope(Bool)
  }

  let edit: Edit

  func modify(_ environment: inout EnvironmentValues) {
    switch edit {
    case .add(let entry):
      var actions = environment.untrackedValue(for: SubmitActionsKey.self)
      actions.entries.append(entry)
      environment.submitActions = actions
    case .scope(let isBlocking):
      if isBlocking { environment.submitActions = SubmitActions() }
    }
  }
}

extension View {
  /// Runs `action` when a text field in this view is submitted (Return in a `TextField` or
  /// `SecureField`, for the `.text` trigger). The actions of every `onSubmit` around the field
  /// run, the innermost first, after the field has ended editing.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(_SubmitModifier(edit: .add(SubmitActions.Entry(triggers: triggers, action: action))))
  }

  /// Keeps submissions from the fields in this view from running the `onSubmit` actions set
  /// further out, while `isBlocking`.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(_SubmitModifier(edit: .scope(isBlocking)))
  }
}
