import Foundation

/// The link between a `scrollPosition(id:anchor:)` binding and the scroll view inside: the
/// binding's value, the identifier last written to it, and a scroll asked for by a change of
/// it.
@MainActor
final class ScrollPositionBox: NodeAttachment {
  var get: () -> AnyHashable? = { nil }
  var set: (AnyHashable?) -> Void = { _ in }
  var anchor: UnitPoint?
  /// The scroll view the binding follows, as last made.
  var scrollView = NodeReference<ScrollViewNode>(nil)
  /// The identifier the scroll view last reported (or was sent to); `nil` before the first.
  var known: AnyHashable??
  /// A scroll to the view identified, asked for by a change of the binding, in the
  /// transaction of that change.
  var pending: (id: AnyHashable, transaction: Transaction)?

  /// After layout: scrolls to the view a change of the binding asked for, or else writes the
  /// identifier of the view now at the scroll position to the binding when it changed.
  func check() {
    guard let scroller = scrollView.node else { return }
    if let pending {
      self.pending = nil
      known = .some(pending.id)
      withTransaction(pending.transaction) {
        scroller.scroll(toView: pending.id, anchor: anchor)
      }
      return
    }
    let current = scroller.viewAtScrollPosition(anchor: anchor)
    guard known != .some(current) else { return }
    known = .some(current)
    if current != get() { set(current) }
  }
}

struct ScrollPositionKey: EnvironmentKey {
  static var defaultValue: ScrollPositionBox? { nil }
}

extension EnvironmentValues {
  /// The `scrollPosition(id:anchor:)` binding the scroll views here follow.
  var scrollPositionBox: ScrollPositionBox? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}

/// The modifier behind `scrollPosition(id:anchor:)`.
struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let id: Binding<ID?>
  let anchor: UnitPoint?

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext)
    -> [LayoutNode]
  {
    let (box, _) = context.attachment { ScrollPositionBox() }
    let binding = id
    box.get = { binding.wrappedValue.map(AnyHashable.init) }
    box.set = { binding.wrappedValue = $0?.base as? ID }
    box.anchor = anchor
    // A value the scroll view did not report is a request to scroll there, in the
    // transaction of the change.
    let wanted = binding.wrappedValue.map(AnyHashable.init)
    if let wanted, box.known != .some(wanted) {
      box.pending = (wanted, context.transaction)
    }
    let (check, _) = context.secondAttachment { PostUpdateAttachment(graph: context.graph) }
    check.check = { [weak box] in box?.check() }
    return content(context.modifyingEnvironment { $0.scrollPositionBox = box })
  }
}

extension View {
  /// Binds the identifier of the view at the scroll position of the scroll views inside: as
  /// the content scrolls, `id` is set to the identifier (its `id(_:)` or `ForEach` element's)
  /// of the first view not scrolled past the leading or top edge (past the space before the
  /// `scrollTargetLayout()`'s first view), or of the view at `anchor` when one is given; when
  /// `id` is set, the scroll view scrolls to that view (animated inside `withAnimation`),
  /// resting it where a view-aligned scroll would, or at `anchor`.
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(ScrollPositionModifier(id: id, anchor: anchor))
  }
}
