import Foundation

extension View {
  /// Adds a context menu: a long press (half a second) on the view opens `menuItems` beside
  /// it, as `Menu` shows its items; choosing one or tapping outside closes it.
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> some View {
    modifier(ContextMenuModifier(items: menuItems(), preview: EmptyView?.none))
  }

  /// Adds a context menu with a preview: a long press opens `preview` above `menuItems`.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
  }
}

/// Opens a context menu on a long press of the view.
struct ContextMenuModifier<Items: View, Preview: View>: ViewModifier {
  let items: Items
  let preview: Preview?
  @State private var isPresented = false

  func body(content: Content) -> some View {
    let items = self.items
    let preview = self.preview
    return
      content
      .simultaneousGesture(
        LongPressGesture(minimumDuration: 0.5).onEnded { _ in isPresented = true }
      )
      .accessibilityAction(named: "Show Menu") { isPresented = true }
      .modifier(
        EmptyView.presentation(isPresented: $isPresented, style: .menu, onDismiss: nil) {
          VStack(alignment: .leading, spacing: 12) {
            if let preview {
              preview
                .clipShape(RoundedRectangle(cornerRadius: 13))
                .presentationBackground(Color.clear)
            }
            MenuCard(items: items)
              .clipShape(RoundedRectangle(cornerRadius: 13))
          }
        })
  }
}
