import Foundation

/// A control that shows a menu of actions when tapped, as SwiftUI's `Menu`: its label looks
/// like a borderless button; a tap opens the menu beside it, over everything, and choosing an
/// item (or tapping outside) closes it. The content is the menu's items: buttons (a
/// destructive one in red), toggles (a checkmark while on), `Divider`s and `Section`s (with a
/// gap between groups), text, and `Menu`s, which open as submenus in place.
///
/// With a `primaryAction`, a tap runs the action and a long press opens the menu. The
/// keyboard shortcuts of its buttons (`keyboardShortcut(_:)`) work while it is closed, and its
/// items show them.
public struct Menu<Label: View, Content: View>: View {
  let content: Content
  let label: Label
  let primaryAction: (() -> Void)?
  @State private var isPresented = false
  /// Set by a long press that opened the menu, so that the release ending it is no tap.
  @State private var longPress = MenuLongPress()
  @Environment(\.menuContext) private var enclosing

  /// Creates a menu of `content` with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.primaryAction = nil
  }

  /// Creates a menu whose label runs `primaryAction` when tapped; a long press opens the
  /// menu.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    if let enclosing {
      // Inside another menu: a row that opens this menu's items in its place.
      MenuSubmenuRow(label: label, context: enclosing) { AnyView(MenuItems(content: content)) }
    } else {
      let longPress = self.longPress
      Button {
        guard !longPress.opened else {
          longPress.opened = false
          return
        }
        if let primaryAction { primaryAction() } else { isPresented = true }
      } label: {
        label
      }
      .simultaneousGesture(
        LongPressGesture(minimumDuration: 0.5).onEnded { _ in
          longPress.opened = true
          isPresented = true
        }
      )
      .accessibilityAddTraits(.isButton)
      .background { MenuShortcuts(content: content) }
      .modifier(MenuPresentation(isPresented: $isPresented, content: content))
    }
  }
}

extension Menu where Label == Text {
  /// Creates a menu titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a menu titled with a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(String(title)) })
  }

  /// Creates a menu titled with a localized string whose tap runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Easel.Label<Text, Image> {
  /// Creates a menu titled with a localized string and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { Easel.Label(titleKey, systemImage: systemImage) })
  }

  /// Creates a menu titled with a string and a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { Easel.Label(title, systemImage: systemImage) })
  }
}

/// Whether a long press opened a menu: the release that ends it then runs no tap.
@MainActor
final class MenuLongPress {
  var opened = false
}

/// Presents a menu's items above everything, next to the view it modifies, while
/// `isPresented` is `true`.
struct MenuPresentation<Items: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let content: Items

  func body(content presenting: Content) -> some View {
    let items = content
    return presenting.modifier(
      EmptyView.presentation(isPresented: isPresented, style: .menu, onDismiss: nil) {
        MenuCard(items: items)
      })
  }
}
