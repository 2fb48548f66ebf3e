import Foundation

/// An alert as iOS draws it: a 270-point card, centred, with rounded corners, its title
/// (17-point semibold) and message (13-point) centred, and its buttons below a hairline —
/// two side by side (a cancel button on the left), otherwise stacked (a cancel button
/// last). A cancel button's title is bold, a destructive one's red. With no buttons, an OK
/// button dismisses it. Any button dismisses the alert after its action.
struct AlertCard: View {
  let controller: PresentationController
  let title: Text?
  let message: AnyView?
  let actions: [PresentationAction]
  @Environment(\.displayScale) private var displayScale

  /// The buttons in the order shown.
  static func buttons(of actions: [PresentationAction]) -> [PresentationAction] {
    let buttons = actions.filter(\.isButton)
    guard !buttons.isEmpty else {
      return [
        PresentationAction(
          label: AnyView(Text("OK")), role: .cancel, action: {}, isButton: true)
      ]
    }
    if buttons.count == 2 {
      // Side by side, the cancel button is on the left.
      return buttons.filter { $0.role == .cancel } + buttons.filter { $0.role != .cancel }
    }
    return PresentationAction.ordered(buttons)
  }

  var body: some View {
    let buttons = Self.buttons(of: actions)
    let hairline = 1 / max(displayScale, 1)
    VStack(spacing: 0) {
      VStack(spacing: 4) {
        if let title {
          title.font(.system(size: 17, weight: .semibold))
        }
        if let message {
          message.font(.system(size: 13))
        }
        ForEach(Array(actions.filter { !$0.isButton }.enumerated()), id: \.offset) { _, field in
          field.label
        }
      }
      .multilineTextAlignment(.center)
      .foregroundStyle(Color.primary)
      .frame(maxWidth: .infinity)
      .padding(.horizontal, 16)
      .padding(.top, 20)
      .padding(.bottom, 20)
      if buttons.count == 2 {
        PresentationHairline(thickness: hairline, axis: .horizontal)
        HStack(spacing: 0) {
          button(buttons[0])
          PresentationHairline(thickness: hairline, axis: .vertical)
            .frame(height: 44)
          button(buttons[1])
        }
      } else {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, action in
          PresentationHairline(thickness: hairline, axis: .horizontal)
          button(action)
        }
      }
    }
    .frame(width: 270)
    .background(PresentationColors.alertBackground)
    .clipShape(RoundedRectangle(cornerRadius: 14))
  }

  private func button(_ action: PresentationAction) -> some View {
    PresentationButton(
      controller: controller, action: action, height: 44, fontSize: 17)
  }
}

/// A button of an alert or action sheet: its title centred in the full width, in the accent
/// colour (red when destructive, bold when it cancels), with the pressed highlight; tapping it
/// runs its action and dismisses the presentation.
struct PresentationButton: View {
  let controller: PresentationController
  let action: PresentationAction
  let height: CGFloat
  let fontSize: CGFloat

  var body: some View {
    let run = action.action
    Button(role: action.role) {
      run()
      controller.dismissFromContent()
    } label: {
      action.label
        .font(.system(size: fontSize, weight: action.role == .cancel ? .semibold : .regular))
        .foregroundStyle(action.role == .destructive ? Color.red : Color.accentColor)
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: height)
        .contentShape(Rectangle())
    }
    .buttonStyle(PresentationButtonStyle())
  }
}

/// The style of an alert's buttons: the label over a grey highlight while pressed.
struct PresentationButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .background(configuration.isPressed ? PresentationColors.pressedButton : Color.clear)
  }
}

/// A separator line between an alert's parts: one pixel thick.
struct PresentationHairline: View {
  let thickness: CGFloat
  let axis: Axis

  var body: some View {
    Rectangle()
      .fill(PresentationColors.separator)
      .frame(
        width: axis == .vertical ? thickness : nil, height: axis == .horizontal ? thickness : nil)
  }
}
