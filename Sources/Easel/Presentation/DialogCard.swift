import Foundation

/// A confirmation dialog as iOS draws it on an iPhone, an action sheet: at the bottom, 8
/// points in from the sides, above the home indicator, its title and message (13-point,
/// secondary) over its actions (57 points tall, 20-point titles, a destructive one red), and
/// below them, apart, the cancel button in bold (iOS adds one when the actions have none). In
/// a popover (a regular width) it has no cancel button: a tap outside cancels.
struct DialogCard: View {
  let controller: PresentationController
  let title: Text?
  let message: AnyView?
  let actions: [PresentationAction]
  /// Whether the dialog is in a popover.
  let inPopover: Bool
  @Environment(\.displayScale) private var displayScale

  /// The actions in the group, in order, and the cancel button shown apart.
  static func split(_ actions: [PresentationAction]) -> (
    group: [PresentationAction], cancel: PresentationAction
  ) {
    let buttons = actions.filter(\.isButton)
    let cancel =
      buttons.first { $0.role == .cancel }
      ?? PresentationAction(
        label: AnyView(Text("Cancel")), role: .cancel, action: {}, isButton: true)
    return (buttons.filter { $0.role != .cancel }, cancel)
  }

  var body: some View {
    let (group, cancel) = Self.split(actions)
    let hairline = 1 / max(displayScale, 1)
    let hasHeader = title != nil || message != nil
    VStack(spacing: 8) {
      VStack(spacing: 0) {
        if hasHeader {
          VStack(spacing: 4) {
            if let title { title.font(.system(size: 13, weight: .semibold)) }
            if let message { message.font(.system(size: 13)) }
          }
          .multilineTextAlignment(.center)
          .foregroundStyle(PresentationColors.secondaryLabel)
          .frame(maxWidth: .infinity)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
        }
        ForEach(Array(group.enumerated()), id: \.offset) { index, action in
          if hasHeader || index > 0 {
            PresentationHairline(thickness: hairline, axis: .horizontal)
          }
          PresentationButton(controller: controller, action: action, height: 57, fontSize: 20)
        }
      }
      .background(PresentationColors.dialogBackground)
      .clipShape(RoundedRectangle(cornerRadius: 13))
      if !inPopover {
        PresentationButton(controller: controller, action: cancel, height: 57, fontSize: 20)
          .background(PresentationColors.dialogCancelBackground)
          .clipShape(RoundedRectangle(cornerRadius: 13))
      }
    }
    .frame(width: inPopover ? 270 : nil)
    .padding(.horizontal, inPopover ? 0 : 8)
    .padding(.bottom, inPopover ? 0 : max(controller.safeAreaInsets.bottom, 8))
  }
}
