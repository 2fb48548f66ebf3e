import Foundation

/// The swipe actions of one edge of a row, as its `swipeActions` modifier wrote them.
@MainActor
struct SwipeActionsSpec {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  /// The buttons, in order from the edge inwards.
  let buttons: [SwipeActionButton]
}

/// One swipe action: its view (a button), what it does and how it is coloured.
@MainActor
struct SwipeActionButton {
  let view: AnyView
  let action: () -> Void
  let role: ButtonRole?
}

/// The modifier behind `swipeActions(edge:allowsFullSwipe:content:)`: a list reads it from
/// its rows; elsewhere it changes nothing.
public struct _SwipeActionsModifier<Actions: View>: ListRowTraitModifier {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions

  func apply(to traits: inout ListRowTraits) {
    guard !traits.swipeActions.contains(where: { $0.edge == edge }) else { return }
    var buttons: [SwipeActionButton] = []
    collectSwipeButtons(actions, into: &buttons)
    traits.swipeActions.append(
      SwipeActionsSpec(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: buttons))
  }
}

/// Gathers the buttons of a swipe actions builder: each view of a tuple, through `ForEach`-free
/// modifiers (a `tint`).
@MainActor
func collectSwipeButtons(_ view: any View, into buttons: inout [SwipeActionButton]) {
  if let tuple = view as? any TupleChildren {
    for child in tuple.childViews { collectSwipeButtons(child, into: &buttons) }
    return
  }
  if view is EmptyView { return }
  var current: any View = view
  for _ in 0..<32 {
    if let button = current as? any SwipeReadableButton {
      buttons.append(
        SwipeActionButton(
          view: AnyView(erasing: view), action: button.swipeAction, role: button.swipeRole))
      return
    }
    if let erased = current as? AnyView {
      current = erased.view
    } else if let modified = current as? any ModifiedContentReading {
      current = modified.contentValue
    } else {
      break
    }
  }
}

/// A tuple view's children, whatever its type.
@MainActor
protocol TupleChildren {
  var childViews: [any View] { get }
}

extension TupleView: TupleChildren {
  var childViews: [any View] { children }
}

/// A button, whatever its label, read for its action and role.
@MainActor
protocol SwipeReadableButton {
  var swipeAction: () -> Void { get }
  var swipeRole: ButtonRole? { get }
}

extension Button: SwipeReadableButton {
  var swipeAction: () -> Void { action }
  var swipeRole: ButtonRole? { role }
}

/// How a swipe action's button is drawn: its label in white, on its tint (red for a
/// destructive one, grey otherwise), filling the height of the row.
struct SwipeActionButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    SwipeActionButtonBody(configuration: configuration)
  }
}

private struct SwipeActionButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) private var tint

  var body: some View {
    let fill = tint ?? (configuration.role == .destructive ? Color.red : Color.gray)
    configuration.label
      .font(.body)
      .foregroundStyle(Color.white)
      .labelStyle(.iconOnly)
      .padding(.horizontal, 12)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(fill)
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

extension View {
  /// Adds buttons revealed by swiping this list row from `edge` (trailing: drag it left).
  /// With `allowsFullSwipe`, swiping all the way performs the first action.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(
      _SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
  }
}
