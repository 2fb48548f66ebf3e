import Foundation

/// The card of a sheet, cover or popover: the content over the presentation's background,
/// with its own safe area (a sheet's content stops above the home indicator, a cover's inside
/// the device's insets), the grabber on top of a sheet, and the drag that moves a sheet
/// between its detents and down to dismiss it.
struct PresentationCard<Content: View>: View {
  let controller: PresentationController
  let content: Content
  /// The insets of the device's safe area.
  let safeAreaInsets: EdgeInsets

  var body: some View {
    let appearance = controller.appearance.value
    let style = controller.style
    let radius: CGFloat =
      switch style {
      case .fullScreenCover: appearance.cornerRadius ?? 0
      case .popover, .menu: appearance.cornerRadius ?? 13
      default: appearance.cornerRadius ?? 10
      }
    let background = appearance.background ?? AnyShapeStyle(PresentationColors.sheetBackground)
    let insets: EdgeInsets =
      switch style {
      case .fullScreenCover: safeAreaInsets
      case .sheet: EdgeInsets(top: 0, leading: 0, bottom: safeAreaInsets.bottom, trailing: 0)
      default: EdgeInsets()
      }
    let shape =
      style == .sheet
      ? UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius)
      : UnevenRoundedRectangle(
        topLeadingRadius: radius, bottomLeadingRadius: radius, bottomTrailingRadius: radius,
        topTrailingRadius: radius)
    ZStack(alignment: .top) {
      // A popover or a menu is as large as its content; sheets and covers fill their card.
      if style.fitsContent {
        content
      } else {
        content
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .padding(insets)
      }
      if appearance.showsDragIndicator {
        Capsule()
          .fill(PresentationColors.grabber)
          .frame(width: 36, height: 5)
          .accessibilityIdentifier("Sheet Grabber")
          .padding(.top, 5)
      }
    }
    .background(background)
    .clipShape(shape)
    .modifier(MenuCardShadow(isMenu: style == .menu))
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 10, coordinateSpace: .global)
        .onChanged { controller.dragChanged(translation: $0.translation.height) }
        .onEnded {
          controller.dragEnded(
            translation: $0.translation.height,
            predictedTranslation: $0.predictedEndTranslation.height)
        },
      including: style == .sheet || style == .formSheet ? .all : .subviews)
  }
}

/// A menu's card floats over the screen on a soft shadow, as UIKit's context menus do; other
/// cards have none.
struct MenuCardShadow: ViewModifier {
  let isMenu: Bool

  @ViewBuilder func body(content: Content) -> some View {
    if isMenu {
      content.shadow(color: Color(white: 0, opacity: 0.2), radius: 24, y: 8)
    } else {
      content
    }
  }
}
