import Foundation

/// The node of a navigation stack: it holds a node for every screen of the stack, so that
/// the screens below the top keep their views and state, but lays out, draws and hit-tests
/// only what shows — the top screen, and during a push, pop or swipe the screen under it,
/// moved by the transition and dimmed.
@MainActor
final class NavigationStackNode: LayoutNode {
  /// Every screen, root first, by key.
  private let screens: [(key: NavigationEntryKey, node: LayoutNode)]
  private let model: NavigationStackModel
  /// The screens shown when last asked, to notice when that changes.
  private var lastShown: [LayoutNode] = []

  init(
    _ context: NodeContext, model: NavigationStackModel,
    screens: [(key: NavigationEntryKey, node: LayoutNode)]
  ) {
    self.screens = screens
    self.model = model
    super.init(context)
    for screen in screens { adopt(screen.node) }
    model.node = NodeReference(self)
  }

  /// The screens that show, back to front: the one under the moving screen, then it; or the
  /// top screen alone.
  private var shownScreens: [LayoutNode] {
    let transition = model.transition
    if transition.isActive, let top = transition.top, let under = transition.under,
      let topNode = node(for: top), let underNode = node(for: under)
    {
      return [underNode, topNode]
    }
    return screens.last.map { [$0.node] } ?? []
  }

  private func node(for key: NavigationEntryKey) -> LayoutNode? {
    for screen in screens where screen.key == key { return screen.node }
    return nil
  }

  /// Only the screens that show are laid out, drawn, hit-tested and read.
  override var children: [LayoutNode] { shownScreens }

  /// The transition moved: the screens are placed again where it shows them, and when
  /// which screens show changes, the layout is made again.
  func transitionMoved() {
    let shown = shownScreens
    if shown.count != lastShown.count || zip(shown, lastShown).contains(where: { $0 !== $1 }) {
      lastShown = shown
      invalidateLayout()
    } else {
      setNeedsPlacement()
      invalidateDrawing()
    }
  }

  /// A stack takes the space it is offered, as SwiftUI's does; where a dimension is not
  /// offered, its top screen's.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard proposal.width == nil || proposal.height == nil else {
      return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
    let top = screens.last?.node.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? top.width, height: proposal.height ?? top.height)
  }

  /// Where the screen keyed `key` is across, at the transition's progress.
  private func offset(of screen: LayoutNode, width: CGFloat) -> CGFloat {
    let transition = model.transition
    guard transition.isActive else { return 0 }
    let progress = CGFloat(transition.progress)
    if let top = transition.top, node(for: top) === screen {
      return width * (1 - progress)
    }
    return -width * NavigationTransition.parallax * progress
  }

  override func placeChildren(in bounds: CGRect) {
    let shown = shownScreens
    lastShown = shown
    let proposal = ProposedViewSize(bounds.size)
    for screen in shown {
      _ = screen.sizeThatFits(proposal)
      screen.place(
        in: CGRect(
          x: offset(of: screen, width: bounds.width), y: 0, width: bounds.width,
          height: bounds.height), proposal: proposal)
    }
  }

  override func render(into list: inout DisplayList) {
    // Clipped at the sides, where screens slide in and out; above and below, the screens'
    // bars and backgrounds reach through the safe area.
    let frame = self.frame
    let reach: CGFloat = 100_000
    let clip = CGRect(
      x: frame.minX, y: frame.minY - reach, width: frame.width, height: frame.height + 2 * reach)
    var shown = shownScreens
    if shown.count == 2, shown[1].frame.minX >= clip.maxX {
      // A push's first frame: the moving screen has not come in, and the screen under is
      // where it was, not yet dimmed. It is drawn as it was at rest, so that the frame's
      // damage is what changed in it (often nothing) rather than the whole stack.
      shown.removeLast()
    }
    guard shown.count == 2 else {
      var content = DisplayList()
      for screen in shown { screen.render(into: &content) }
      emit(.clip(Path(clip), content.items), into: &list)
      return
    }
    // In motion: the moving screen covers the one under it from its left edge on, on its
    // opaque system background, so the screen under draws only the strip left of that edge
    // (and a point under it, so that no seam shows where the edge falls inside a pixel),
    // darkening as it is covered.
    let under = shown[0]
    let top = shown[1]
    let uncovered = CGRect(
      x: clip.minX, y: clip.minY, width: max(0, min(top.frame.minX + 1, clip.maxX) - clip.minX),
      height: clip.height)
    var content = DisplayList()
    if uncovered.width > 0 {
      var strip = DisplayList()
      under.render(into: &strip, visible: uncovered)
      let amount = NavigationTransition.dimming * model.transition.progress
      if amount > 0 {
        // Drawn in darker colours where it can be (`darkened(by:)`): a veil of black over
        // the strip would blend every one of its pixels once more.
        if let darker = strip.items.darkenedAll(by: amount) {
          strip.items = darker
        } else {
          let dim = Color.Resolved(red: 0, green: 0, blue: 0, opacity: Float(amount))
          emit(.fill(Path(uncovered), .color(dim)), into: &strip)
        }
      }
      emit(.clip(Path(uncovered), strip.items), into: &content)
    }
    top.render(into: &content)
    emit(.clip(Path(clip), content.items), into: &list)
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    render(into: &list)
  }

  override func localDrawingBounds() -> CGRect? { nil }

  /// Touches inside the stack reach its screens; where no view of the top screen takes one,
  /// the stack does, so that a swipe from the edge over empty space starts.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard frame.contains(point) else { return nil }
    return super.hitTest(point) ?? self
  }

  /// The models of the screens' bars, from the root up.
  var screenModels: [NavigationScreenModel] { model.screenModelsInOrder }

  /// The screen on top (the one sliding out during a pop).
  var topScreen: NavigationScreenModel? {
    screenModels.last
  }

  /// Whether a push, pop or swipe is under way.
  var isTransitioning: Bool { model.transition.isActive }
}

extension ViewGraph {
  /// The outermost navigation stack of the last layout, if any.
  var outermostNavigationStack: NavigationStackNode? {
    var found: NavigationStackNode?
    func search(_ node: LayoutNode) {
      guard found == nil else { return }
      if let stack = node as? NavigationStackNode {
        found = stack
        return
      }
      for child in node.children { search(child) }
    }
    if let root = layoutRoot { search(root) }
    return found
  }
}

extension ViewGraph {
  /// Easel only: the titles of the screens of the outermost navigation stack, root first
  /// (an empty string for a screen without one); `nil` when there is no stack.
  public var navigationScreenTitles: [String]? {
    outermostNavigationStack?.screenModels.map { $0.bar.title ?? "" }
  }

  /// Easel only: whether a push, pop or swipe back of a navigation stack is under way.
  public var isNavigationTransitioning: Bool {
    var found = false
    func search(_ node: LayoutNode) {
      guard !found else { return }
      if let stack = node as? NavigationStackNode, stack.isTransitioning {
        found = true
        return
      }
      for child in node.children { search(child) }
    }
    if let root = layoutRoot { search(root) }
    return found
  }
}
