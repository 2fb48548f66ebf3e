import Foundation

/// The navigation bar of one screen, drawn as iOS draws it: a 44-point row with the back
/// button (a chevron and the title of the screen below, or "Back") and the leading items at
/// the leading edge, the inline title (17 pt semibold) or the principal item in the centre,
/// the trailing items at the trailing edge; with a large title, a 52-point area below it
/// with the title at 34 pt bold at the leading edge, which shrinks as the content scrolls
/// until the inline title shows. Its background (the bar material over a hairline) shows
/// once content has scrolled under it, or always with `toolbarBackground(.visible)`, and
/// reaches up through the status bar.
struct NavigationBar: View {
  @ObservedObject var model: NavigationScreenModel
  @State private var showsTitleMenu = false

  /// The height of the bar's row.
  static let rowHeight: CGFloat = 44
  /// The height the large title adds below the row.
  static let largeTitleHeight: CGFloat = 52

  var body: some View {
    let bar = model.bar
    // A hidden bar is an empty frame rather than no view, so that the bar's place in the
    // screen's layout is kept for when it shows.
    if bar.navigationBarVisibility == .hidden {
      Color.clear.frame(height: 0)
    } else {
      content(bar)
    }
  }

  private func content(_ bar: NavigationBarPreference) -> some View {
    let title = bar.title ?? ""
    let large = model.resolvedDisplayMode == .large && !title.isEmpty
    let offset = max(model.scrollOffset, 0)
    let collapse = large ? min(offset, Self.largeTitleHeight) : 0
    let scrolledUnder = large ? offset >= Self.largeTitleHeight : offset > 0
    let showsBackground =
      bar.backgroundVisibility == .visible
      || (bar.backgroundVisibility != .hidden && scrolledUnder)
    // The inline title fades in as the large one goes under the row.
    let inlineOpacity =
      large ? Double(min(max((offset - Self.largeTitleHeight + 8) / 8, 0), 1)) : 1
    return VStack(spacing: 0) {
      row(bar, title: title, inlineOpacity: inlineOpacity)
      if large {
        Text(title)
          .font(.system(size: 34, weight: .bold))
          .lineLimit(1)
          .accessibilityAddTraits(.isHeader)
          .padding(.horizontal, 16)
          .padding(.bottom, 8)
          .frame(maxWidth: .infinity, alignment: .bottomLeading)
          .frame(height: Self.largeTitleHeight, alignment: .bottomLeading)
          .offset(y: -collapse)
          .frame(height: Self.largeTitleHeight - collapse, alignment: .top)
          .clipped()
      }
    }
    .frame(maxWidth: .infinity)
    .background(alignment: .top) {
      if showsBackground {
        NavigationBarBackground(style: bar.background, edge: .bottom)
      }
    }
    .overlay(alignment: .top) {
      if showsTitleMenu, let menu = bar.titleMenu {
        NavigationTitleMenu(menu: menu, isShown: $showsTitleMenu)
          .offset(y: Self.rowHeight)
      }
    }
    .modifier(OptionalColorScheme(scheme: bar.colorScheme))
  }

  private func row(_ bar: NavigationBarPreference, title: String, inlineOpacity: Double)
    -> some View
  {
    let showsBack = !model.isRoot && bar.backButtonHidden != true
    let leading = bar.items(in: .leading)
    let trailing = bar.items(in: .trailing)
    let principal = bar.items(in: .principal)
    return ZStack {
      HStack(spacing: 0) {
        if showsBack {
          NavigationBackButton(title: model.backTitle) { model.pop() }
        }
        ToolbarItemsRow(items: leading)
          .padding(.leading, showsBack ? 8 : 16)
        Spacer(minLength: 8)
        ToolbarItemsRow(items: trailing)
          .padding(.trailing, 16)
      }
      if let item = principal.first {
        item.content
      } else if !title.isEmpty {
        inlineTitle(title, menu: bar.titleMenu != nil)
          .opacity(inlineOpacity)
      }
    }
    .frame(height: Self.rowHeight)
  }

  @ViewBuilder
  private func inlineTitle(_ title: String, menu: Bool) -> some View {
    if menu {
      Button {
        showsTitleMenu.toggle()
      } label: {
        HStack(spacing: 4) {
          Text(title).font(.headline).lineLimit(1)
          Image(systemName: "chevron.down").font(.system(size: 11, weight: .bold))
        }
        .foregroundStyle(Color.primary)
      }
      .frame(maxWidth: 200)
    } else {
      Text(title)
        .font(.headline)
        .lineLimit(1)
        .frame(maxWidth: 200)
        .accessibilityAddTraits(.isHeader)
    }
  }
}

/// The back button: a chevron and the title of the screen below (or "Back" when it has none
/// or it is too long), in the accent colour.
struct NavigationBackButton: View {
  let title: String?
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      HStack(spacing: 5) {
        Image(systemName: "chevron.left")
          .font(.system(size: 17, weight: .semibold))
        ViewThatFits(in: .horizontal) {
          Text(title ?? "Back").lineLimit(1)
          Text("Back").lineLimit(1)
        }
        .frame(maxWidth: 120, alignment: .leading)
        .fixedSize(horizontal: true, vertical: false)
      }
      .padding(.leading, 8)
      .frame(height: NavigationBar.rowHeight)
      .contentShape(Rectangle())
    }
    .accessibilityLabel(Text(title ?? "Back"))
    .accessibilityIdentifier("NavigationBackButton")
  }
}

/// Toolbar items side by side, at 17 points in the accent colour, labels as their icons (as
/// iOS shows a `Label` in a bar); confirmation actions in semibold.
struct ToolbarItemsRow: View {
  let items: [ToolbarEntry]

  var body: some View {
    HStack(spacing: 20) {
      ForEach(items.indices, id: \.self) { index in
        let item = items[index]
        HStack(spacing: 20) { item.content }
          .fixedSize(horizontal: true, vertical: false)
          .font(item.placement.kind == .confirmationAction ? .body.weight(.semibold) : .body)
          .imageScale(.large)
          .labelStyle(.iconOnly)
      }
    }
  }
}

/// The background of a bar: its style (the bar material unless set) with a hairline on the
/// edge facing the content, reaching through the safe area on the other edge.
struct NavigationBarBackground: View {
  let style: AnyShapeStyle?
  let edge: VerticalEdge
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    let hairline = Rectangle()
      .fill(
        Color(
          light: .init(red: 0, green: 0, blue: 0, opacity: 0.3),
          dark: .init(red: 1, green: 1, blue: 1, opacity: 0.15))
      )
      .frame(height: 1 / max(displayScale, 1))
    return Rectangle()
      .fill(style ?? AnyShapeStyle(Material.bar))
      .overlay(alignment: edge == .bottom ? .bottom : .top) { hairline }
      .ignoresSafeArea(edges: edge == .bottom ? .top : .bottom)
  }
}

/// Applies a colour scheme when one is given.
struct OptionalColorScheme: ViewModifier, EnvironmentModifier {
  typealias Body = Never
  let scheme: ColorScheme?

  func modify(_ environment: inout EnvironmentValues) {
    if let scheme { environment.colorScheme = scheme }
  }
}

/// The menu of the navigation title (`toolbarTitleMenu`): its views in a column on a rounded
/// panel below the bar; a tap on one runs it and closes the menu.
struct NavigationTitleMenu: View {
  let menu: AnyView
  @Binding var isShown: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      menu
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
    .frame(width: 250)
    .background(Material.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
    .simultaneousGesture(TapGesture().onEnded { isShown = false })
  }
}

/// The bottom bar of a screen: its bottom-bar items spread across a 44-point bar (the
/// status item in the centre), on the bar material, reaching through the home indicator's
/// safe area. Nothing when the screen has no such items or hides the bar.
struct NavigationBottomBar: View {
  @ObservedObject var model: NavigationScreenModel

  var body: some View {
    let bar = model.bar
    let items = bar.items(in: .bottom)
    let status = bar.items(in: .bottomCentre)
    if bar.bottomBarVisibility == .hidden || (items.isEmpty && status.isEmpty) {
      Color.clear.frame(height: 0)
    } else {
      HStack(spacing: 0) {
        ForEach(items.indices, id: \.self) { index in
          if index > 0 { Spacer(minLength: 8) }
          HStack(spacing: 20) { items[index].content }
            .fixedSize(horizontal: true, vertical: false)
        }
        if !status.isEmpty {
          Spacer(minLength: 8)
          ForEach(status.indices, id: \.self) { index in
            status[index].content.fixedSize(horizontal: true, vertical: false)
          }
          Spacer(minLength: 8)
        } else if items.count == 1 {
          Spacer(minLength: 0)
        }
      }
      .font(.body)
      .imageScale(.large)
      .labelStyle(.iconOnly)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity)
      .frame(height: NavigationBar.rowHeight)
      .background { NavigationBarBackground(style: nil, edge: .top) }
    }
  }
}
