import Foundation

/// What the items of an open menu know of it: how to close it, and how to open a submenu in
/// its place.
@MainActor
final class MenuContext {
  /// Closes the menu (and any submenu).
  let close: () -> Void
  /// Shows a submenu's items in the card, with its title on top.
  let open: (_ title: AnyView, _ items: AnyView) -> Void

  init(close: @escaping () -> Void, open: @escaping (AnyView, AnyView) -> Void) {
    self.close = close
    self.open = open
  }
}

private struct MenuContextKey: EnvironmentKey {
  static var defaultValue: MenuContext? { nil }
}

extension EnvironmentValues {
  /// The open menu the views are items of; `nil` outside menus.
  var menuContext: MenuContext? {
    get { self[MenuContextKey.self] }
    set { self[MenuContextKey.self] = newValue }
  }
}

/// The card of an open menu: its items on a translucent, rounded card 250 points wide, as
/// iOS draws context menus; a submenu replaces them, under a row with its title that goes
/// back.
struct MenuCard<Items: View>: View {
  let items: Items
  @Environment(\.dismiss) private var dismiss
  /// The submenus opened, the innermost last.
  @State private var submenus: [(title: AnyView, items: AnyView)] = []

  /// The width of a menu.
  static var width: CGFloat { 250 }

  var body: some View {
    let context = MenuContext(
      close: { dismiss() },
      open: { title, items in withAnimation(.snappy) { submenus.append((title, items)) } })
    VStack(alignment: .leading, spacing: 0) {
      if let submenu = submenus.last {
        Button {
          withAnimation(.snappy) { _ = submenus.popLast() }
        } label: {
          HStack {
            submenu.title.font(.body.weight(.semibold))
            Spacer(minLength: 8)
            Image(systemName: "chevron.down").font(.footnote.weight(.semibold))
          }
        }
        .buttonStyle(MenuItemButtonStyle(closesMenu: false))
        .accessibilityIdentifier("Menu Back")
        MenuSeparator(isGroupGap: true)
        submenu.items
      } else {
        MenuItems(content: items)
      }
    }
    .frame(width: Self.width)
    .buttonStyle(MenuItemButtonStyle())
    .toggleStyle(MenuItemToggleStyle())
    .labelStyle(MenuItemLabelStyle())
    .environment(\.menuContext, context)
    .presentationBackground(PresentationColors.menuBackground)
  }
}

/// A menu's items, one under another: a hairline between items, a wider gap between groups
/// (a `Divider` or a `Section` starts a new group), a section's header in small grey type.
struct MenuItems<Content: View>: View {
  let content: Content

  var body: some View {
    let sections = ListContentBuilder.sections(of: content)
    let groups = MenuGroup.groups(of: sections)
    VStack(alignment: .leading, spacing: 0) {
      ForEach(groups.indices, id: \.self) { index in
        let group = groups[index]
        if index > 0 { MenuSeparator(isGroupGap: true) }
        if let header = group.header {
          AnyView(header)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .textCase(nil)
            .padding(.horizontal, 16)
            .padding(.top, 8)
            .padding(.bottom, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        ForEach(group.items.indices, id: \.self) { item in
          if item > 0 { MenuSeparator(isGroupGap: false) }
          AnyView(group.items[item])
        }
      }
    }
  }
}

/// A run of a menu's items between dividers or section boundaries.
struct MenuGroup {
  var header: (any View)?
  var items: [any View] = []

  /// The groups of a menu's content: each section is one, split further at each `Divider`.
  @MainActor static func groups(of sections: [ListSectionModel]) -> [MenuGroup] {
    var groups: [MenuGroup] = []
    for section in sections {
      var group = MenuGroup(header: section.header)
      for run in section.runs {
        for index in 0..<run.count {
          let view = run.row(index).view
          if view is Divider {
            if !group.items.isEmpty || group.header != nil { groups.append(group) }
            group = MenuGroup()
          } else {
            group.items.append(view)
          }
        }
      }
      if !group.items.isEmpty || group.header != nil { groups.append(group) }
    }
    return groups
  }
}

/// The line between two items of a menu (a hairline: one pixel), or the wider band between
/// two groups.
struct MenuSeparator: View {
  let isGroupGap: Bool
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    Rectangle()
      .fill(isGroupGap ? PresentationColors.menuGroupGap : PresentationColors.separator)
      .frame(height: isGroupGap ? 8 : 1 / max(displayScale, 1))
      .accessibilityHidden(true)
  }
}

/// A row of a menu that opens a submenu in its place: the label with a chevron.
struct MenuSubmenuRow<Label: View>: View {
  let label: Label
  let context: MenuContext
  let items: () -> AnyView

  var body: some View {
    Button {
      context.open(AnyView(label), items())
    } label: {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
          .foregroundStyle(.secondary)
      }
    }
    .buttonStyle(MenuItemButtonStyle(closesMenu: false))
  }
}
