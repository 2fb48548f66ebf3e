import Foundation

/// One screen of a navigation stack: the content, with the navigation bar above it and the
/// bottom bar below it as safe-area insets (so the content is laid out between them, and a
/// background that ignores the safe area reaches under them), on the system background. Its
/// content's bar preference is read into the screen's model after each layout, and stops at
/// the screen.
struct NavigationScreen: View, GraphComparable {
  let content: AnyView
  let model: NavigationScreenModel
  let token: NavigationContentToken

  /// The same screen with content of the same making.
  nonisolated func isGraphEquivalent(to other: Any) -> Bool {
    guard let other = other as? NavigationScreen else { return false }
    return other.model === model && other.token === token
  }

  var body: some View {
    let model = self.model
    let isRoot = model.key == .root
    return
      content
      .modifier(NavigationScreenObserver(model: model))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .environment(\.navigationScreen, model)
      .modifier(PushedScreenDismiss(model: isRoot ? nil : model))
      .safeAreaInset(edge: .top, spacing: 0) { NavigationBar(model: model) }
      .safeAreaInset(edge: .bottom, spacing: 0) { NavigationBottomBar(model: model) }
      .background(Color.systemBackground, ignoresSafeAreaEdges: .all)
      .transformPreference(NavigationBarKey.self) { $0 = NavigationBarPreference() }
  }
}

/// Gives a pushed screen a `dismiss` action that pops it.
struct PushedScreenDismiss: ViewModifier, EnvironmentModifier {
  typealias Body = Never
  let model: NavigationScreenModel?

  func modify(_ environment: inout EnvironmentValues) {
    guard let model else { return }
    environment.dismiss = DismissAction { model.pop() }
  }
}

private struct NavigationScreenKey: EnvironmentKey {
  static var defaultValue: NavigationScreenModel? { nil }
}

private struct NavigationStackKey: EnvironmentKey {
  static var defaultValue: NavigationStackReference { NavigationStackReference() }
}

/// The stack a view is in, held weakly: the stack's model keeps the environment it hands its
/// screens (`screenEnvironment`), which holds this, so a strong reference would make a cycle
/// that keeps the model, its screens and their observations alive after the graph is gone.
/// The stack's view keeps the model (`NavigationStackBox`) as long as it is shown.
private struct NavigationStackReference: Equatable {
  weak var model: NavigationStackModel?

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }
}

extension EnvironmentValues {
  /// The screen of a navigation stack a view is in, if any.
  var navigationScreen: NavigationScreenModel? {
    get { self[NavigationScreenKey.self] }
    set { self[NavigationScreenKey.self] = newValue }
  }

  /// The navigation stack a view is in, if any: links push onto it, destinations register
  /// with it.
  var navigationStack: NavigationStackModel? {
    get { self[NavigationStackKey.self].model }
    set { self[NavigationStackKey.self] = NavigationStackReference(model: newValue) }
  }
}

/// Reads, after each layout, what the screen's content asks of the bars (its bar preference)
/// and how far its main scroll view has scrolled, into the screen's model when they changed.
struct NavigationScreenObserver: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let model: NavigationScreenModel

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context)
    let (attachment, _) = context.attachment { PostUpdateAttachment(graph: context.graph) }
    let references = nodes.map(NodeReference.init)
    let model = self.model
    let key = ObjectIdentifier(NavigationBarKey.self)
    attachment.nodes = references
    attachment.check = { [weak attachment] in
      guard let attachment else { return }
      let live = references.compactMap(\.node)
      let stamps = live.flatMap { $0.preferenceStamps(key, from: .zero) }
      let offset = live.lazy.compactMap { mainScrollOffset(in: $0) }.first ?? 0
      let last = attachment.lastValue as? ObservedScreen
      if last?.stamps != stamps {
        let value = NavigationBarKey.combine(live.map { $0.preferenceValue(NavigationBarKey.self) })
        attachment.graph?.enqueueAction {
          model.bar = value
          model.stack?.refreshBars()
        }
      }
      if last?.offset != offset {
        attachment.graph?.enqueueAction { model.scrollOffset = offset }
      }
      attachment.lastValue = ObservedScreen(stamps: stamps, offset: offset)
    }
    return nodes
  }
}

/// What a screen's observer saw last.
private struct ObservedScreen {
  let stamps: [PreferenceStamp]
  let offset: CGFloat
}

/// How far the first vertical scroll view found in `node` (outside other scroll views) has
/// scrolled from its top, in points; `nil` when there is none.
@MainActor
func mainScrollOffset(in node: LayoutNode) -> CGFloat? {
  var visited = 0
  func search(_ node: LayoutNode) -> ScrollViewNode? {
    visited += 1
    guard visited < 4096 else { return nil }
    if let scroll = node as? ScrollViewNode {
      return scroll.axes.contains(.vertical) ? scroll : nil
    }
    if node is NavigationStackNode { return nil }
    for child in node.children {
      if let found = search(child) { return found }
    }
    return nil
  }
  guard let scroll = search(node) else { return nil }
  return scroll.frame.minY + scroll.margins.top - scroll.child.frame.minY
}
