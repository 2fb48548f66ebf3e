import Foundation

/// How a button looks and acts as a menu item: its label on the leading side in the primary
/// colour (red for a destructive role), its icon and keyboard shortcut on the trailing side,
/// 44 points high; while pressed the row darkens, and a tap runs the action and closes the
/// menu.
struct MenuItemButtonStyle: PrimitiveButtonStyle {
  /// Whether choosing the item closes the menu (a submenu's row opens it instead).
  var closesMenu = true

  func makeBody(configuration: Configuration) -> some View {
    MenuItemRow(configuration: configuration, closesMenu: closesMenu)
  }
}

/// A menu item's row, pressed while a finger is on it.
struct MenuItemRow: View {
  let configuration: PrimitiveButtonStyleConfiguration
  let closesMenu: Bool
  @Environment(\.menuContext) private var menu
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.keyboardShortcut) private var shortcut
  @State private var isPressed = false

  var body: some View {
    HStack(spacing: 12) {
      // The title takes the room it needs before the space between it and the shortcut.
      configuration.label.layoutPriority(1)
      if let shortcut {
        Spacer(minLength: 0)
        Text(verbatim: shortcut.displayName)
          .fixedSize()
          .foregroundStyle(PresentationColors.secondaryLabel)
          .accessibilityHidden(true)
      }
    }
    .foregroundStyle(
      !isEnabled
        ? AnyShapeStyle(PresentationColors.secondaryLabel)
        : configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.primary)
    )
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
    .background(isPressed ? PresentationColors.menuPressedItem : Color.clear)
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .onChanged { _ in if isEnabled { isPressed = true } }
        .onEnded { end in
          isPressed = false
          guard isEnabled, abs(end.translation.width) < 20, abs(end.translation.height) < 20
          else { return }
          if closesMenu { menu?.close() }
          configuration.trigger()
        }
    )
    .accessibilityAddTraits(.isButton)
  }
}

/// How a toggle looks in a menu: an item with a checkmark before its label while on; a tap
/// flips it and closes the menu.
struct MenuItemToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack(spacing: 6) {
        Image(systemName: "checkmark")
          .font(.body.weight(.semibold))
          .opacity(configuration.isOn ? 1 : 0)
          .frame(width: 18)
        configuration.label
      }
    }
    .accessibilityValue(configuration.isOn ? "1" : "0")
    .accessibilityAddTraits(configuration.isOn ? .isSelected : [])
  }
}

/// How a label looks in a menu: the title on the leading side, the icon on the trailing one.
struct MenuItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      Spacer(minLength: 8)
      configuration.icon
    }
  }
}
