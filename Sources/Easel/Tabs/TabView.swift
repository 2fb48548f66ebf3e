import Foundation

/// A view that switches between tabs: with the default style, a tab bar at the bottom whose
/// items come from each tab's `tabItem` (or `Tab`) label, tagged with `tag(_:)` (or the
/// `Tab`'s value); with `.tabViewStyle(.page)`, pages the user swipes between sideways.
///
/// Every tab's views stay in the graph, so a tab keeps its state while another is shown;
/// only the shown tab (and, paging, its neighbours) is laid out and drawn.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var ownSelection: AnyHashable?
  @State private var pager = TabPager()
  /// How far the pages are dragged; when the drag ends it springs back, or on to the next
  /// page, with the pages' spring.
  @GestureState(resetTransaction: Transaction(animation: TabPager.pageSpring))
  private var dragOffset: CGFloat = 0
  @Environment(\.tabViewStyle) private var style

  /// A tab view that shows the tab tagged with `selection`'s value and writes it when the
  /// user chooses another.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let selection = self.selection
    let ownSelection = $ownSelection
    let select: (AnyHashable) -> Void = { tag in
      if let selection {
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      } else {
        ownSelection.wrappedValue = tag
      }
    }
    let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? self.ownSelection
    let pager = self.pager
    let paging: Bool = if case .page = style { true } else { false }
    TabViewContainer(
      content: content, selected: selected, select: select, style: style, dragOffset: dragOffset,
      pager: pager
    )
    .gesture(
      DragGesture(minimumDistance: 10)
        .updating($dragOffset) { value, state, _ in
          state = pager.clampedOffset(value.translation.width)
        }
        .onEnded { value in
          guard let tag = pager.tag(afterDragging: value) else { return }
          withAnimation(TabPager.pageSpring) { select(tag) }
        },
      including: paging ? .all : .subviews)
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection, starting at the first tab.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// What a paging tab view learnt of its pages in the last layout, for its swipe to choose the
/// next page from.
@MainActor
final class TabPager {
  /// The pages' tags, in order.
  var tags: [AnyHashable] = []
  /// The page shown.
  var selectedIndex = 0
  /// The width of a page.
  var pageWidth: CGFloat = 0

  /// How pages settle after a swipe or a change of selection.
  static let pageSpring = Animation.spring(response: 0.35, dampingFraction: 1)

  /// A drag's offset, resisting past the first and last pages.
  func clampedOffset(_ translation: CGFloat) -> CGFloat {
    let atStart = selectedIndex == 0 && translation > 0
    let atEnd = selectedIndex >= tags.count - 1 && translation < 0
    return atStart || atEnd ? translation / 3 : translation
  }

  /// The page a swipe ends on: the next or previous one when the drag (or where its speed
  /// would carry it) passes half a page, else the one shown; `nil` when it stays.
  func tag(afterDragging value: DragGesture.Value) -> AnyHashable? {
    guard !tags.isEmpty, pageWidth > 0 else { return nil }
    let travel =
      abs(value.predictedEndTranslation.width) > abs(value.translation.width)
      ? value.predictedEndTranslation.width : value.translation.width
    var index = selectedIndex
    if travel < -pageWidth / 2 { index += 1 }
    if travel > pageWidth / 2 { index -= 1 }
    index = min(max(index, 0), tags.count - 1)
    guard index != selectedIndex else { return nil }
    return tags[index]
  }
}

/// Makes a tab view's nodes: every tab's, of which the pages node shows the selected one (or
/// pages them), and the tab bar or the index dots made from the tabs' labels and badges.
struct TabViewContainer<Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable?
  let select: (AnyHashable) -> Void
  let style: TabViewStyleKind
  let dragOffset: CGFloat
  let pager: TabPager

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let pages = context.appending(.content).makeNodes(for: content)
    var items: [TabBarItem] = []
    for (index, page) in pages.enumerated() {
      items.append(
        TabBarItem(
          tag: ChosenOptionNode.tag(of: page) ?? AnyHashable(index),
          label: page.layoutValueThroughWrappers(TabItemKey.self) ?? nil,
          badge: page.layoutValueThroughWrappers(BadgeKey.self) ?? nil))
    }
    let selectedIndex = items.firstIndex { $0.tag == selected } ?? 0
    pager.tags = items.map(\.tag)
    pager.selectedIndex = selectedIndex
    let chrome = context.appending(.layer)
    switch style {
    case .tabBar:
      let node = TabPagesNode(
        context, pages: pages, selectedIndex: selectedIndex, paging: false, dragOffset: 0,
        pager: pager)
      let bar = TabBar(items: items, selectedIndex: selectedIndex, select: select)
      return [
        _InsetViewModifier(edge: .bottom, alignment: 0.5, spacing: 0, content: bar)
          .wrap(node, in: chrome)
      ]
    case .page(let mode):
      let node = TabPagesNode(
        context, pages: pages, selectedIndex: selectedIndex, paging: true, dragOffset: dragOffset,
        pager: pager)
      guard mode.shows(pageCount: pages.count) else { return [node] }
      let dots = PageIndexDots(
        count: pages.count, selectedIndex: selectedIndex,
        hasBackground: context.environment.pageIndexBackground.shows)
      return [
        _SecondaryLayer(layer: dots, alignment: .bottom, inFront: true).wrap(node, in: chrome)
      ]
    }
  }
}
