import Foundation

/// A view that shows a root view and screens pushed over it, as iOS's navigation controller
/// does: each screen with its navigation bar, the top one in front; `NavigationLink`s and
/// the path push screens, the back button, `dismiss` and a swipe from the left edge pop them.
///
/// Without a `path`, the stack keeps its own. With one, it shows a screen for each value of
/// the path (made by the `navigationDestination(for:destination:)` registered for the
/// value's type inside the stack), and pushes and pops by changing it. Screens on the stack
/// keep their state while they are on it and lose it when popped. Pushing and popping slide
/// the screens, as iOS does (`NavigationTransition`); a change made with animations disabled
/// (`Transaction.disablesAnimations`) does not.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let access: NavigationPathAccess?
  /// This value's making of the root: the root screen runs its body again when the stack's
  /// view is made again (its root may have changed), not when the stack only shows a push.
  let rootToken = NavigationContentToken()
  @State private var model = NavigationStackBox()

  init(root: Root, access: NavigationPathAccess?) {
    self.root = root
    self.access = access
  }

  public var body: some View {
    NavigationStackHost(
      root: NavigationScreenRecord(key: .root, content: AnyView(root), token: rootToken),
      access: access, box: model)
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path, showing `root` at first.
  public init(@ViewBuilder root: () -> Root) {
    self.init(root: root(), access: nil)
  }

  /// A stack whose path is `path`: it shows a screen for each value, and pushes and pops by
  /// changing it.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(
      root: root(),
      access: NavigationPathAccess(
        get: { path.wrappedValue.elements },
        set: { path.wrappedValue = NavigationPath(elements: $0) }))
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is the collection `path` of values of one type: it shows a screen
  /// for each value, and pushes and pops by changing it.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.init(
      root: root(),
      access: NavigationPathAccess(
        get: { path.wrappedValue.map { AnyHashable($0) } },
        set: { values in
          path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
        }))
  }
}

extension NavigationPath {
  init(elements: [AnyHashable]) {
    self.init()
    self.elements = elements
  }
}

/// Holds a stack's model in its `@State`, made once the graph is known.
@MainActor
final class NavigationStackBox {
  var model: NavigationStackModel?
}

/// Makes the screens of a stack and the node that shows them.
struct NavigationStackHost: View, PrimitiveView {
  let root: NavigationScreenRecord
  let access: NavigationPathAccess?
  let box: NavigationStackBox

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let model = box.model ?? NavigationStackModel(graph: context.graph)
    box.model = model
    model.owner = context.owner
    model.pathAccess = access
    // Reading the path through the binding makes this body depend on it.
    _ = access?.get()
    var inner = context.modifyingEnvironment { $0.navigationStack = model }
    // The screens get the environment they had while the stack's own is unchanged, so that
    // a run of this body made only to show a push or pop hands them nothing new.
    if let cached = model.screenEnvironment, cached.base.isIdentical(to: context.environment) {
      inner.environment = cached.screens
    } else {
      model.screenEnvironment = (context.environment, inner.environment)
    }
    var screens: [(key: NavigationEntryKey, node: LayoutNode)] = []
    // The root first: the destinations it registers are there for the screens above it.
    let rootNodes = inner.appending(.index(0)).makeNodes(
      for: NavigationScreen(
        content: root.content, model: model.screenModel(for: .root), token: root.token))
    screens.append((.root, single(rootNodes, context: inner)))
    let transaction = context.graph.updateTransaction
    for record in model.screensForThisRun(animated: !transaction.disablesAnimations) {
      let nodes = inner.appending(.explicit(record.key)).makeNodes(
        for: NavigationScreen(
          content: record.content, model: model.screenModel(for: record.key),
          token: record.token))
      screens.append((record.key, single(nodes, context: inner)))
    }
    let stack = NavigationStackNode(context, model: model, screens: screens)
    let swipe = EdgeSwipeBackGesture(model: model, stack: NodeReference(stack))
    let gesture = GestureNode(
      context.appending(.layer), source: GestureSource(swipe), priority: .high, mask: .all,
      child: stack)
    return [gesture]
  }

  /// One node for a screen's nodes (a screen makes one; should it make several, they are
  /// stacked in depth).
  private func single(_ nodes: [LayoutNode], context: NodeContext) -> LayoutNode {
    if nodes.count == 1 { return nodes[0] }
    return ZStackNode(context, alignment: .center, children: nodes)
  }
}
