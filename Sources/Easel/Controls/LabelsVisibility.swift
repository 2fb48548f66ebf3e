/// Whether something is shown: as the system decides, always, or never.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

private struct LabelsVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// Whether controls inside show their labels (`labelsHidden()` hides them).
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls inside — toggles, steppers, sliders — which then take
  /// only their control's size. Assistive technologies still read the labels.
  public func labelsHidden() -> some View {
    environment(\.labelsVisibility, .hidden)
  }

  /// Shows or hides the labels of the controls inside.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environment(\.labelsVisibility, visibility)
  }
}

/// A control's label beside its control, as the row a toggle or stepper makes: the label at
/// the leading edge and the control at the trailing edge; with labels hidden, the control
/// alone, the label kept (unseen, taking no space) for assistive technologies — as a
/// slider's label always is on iOS (`labelIsVisible: false`).
struct ControlRow<Label: View, Control: View>: View {
  let label: Label
  let control: Control
  var labelIsVisible = true
  @Environment(\.labelsVisibility) private var visibility

  var body: some View {
    if visibility == .hidden || !labelIsVisible {
      control.background(
        label.frame(width: 0, height: 0).clipped().opacity(0).allowsHitTesting(false))
    } else {
      HStack {
        label
        Spacer(minLength: 8)
        control
      }
    }
  }
}
