import Foundation

/// One row of a list with what the list adds around its content: the cell, the edit mode's
/// delete control and reorder handle, swipe actions and selection.
struct ListRowView: View {
  let content: AnyView
  let traits: ListRowTraits
  let roundsTop: Bool
  let roundsBottom: Bool
  let metrics: ListMetrics
  let selectionValue: AnyHashable?
  let selection: ListSelection?
  let source: ListRowSource?
  @Environment(\.listIsEditing) private var editing
  /// How far the row's content is swiped: negative shows the trailing actions.
  @State private var swipe: CGFloat = 0
  @State private var swipeStart: CGFloat?
  /// How far the row is dragged by its reorder handle.
  @State private var moveDrag: CGFloat = 0
  @State private var geometry = ListRowGeometry()

  /// The width of one swipe action button.
  static let actionWidth: CGFloat = 74

  var body: some View {
    let delete = deleteAction
    let trailing =
      traits.swipeActions.first { $0.edge == .trailing }
      ?? delete.map { action in
        SwipeActionsSpec(
          edge: .trailing, allowsFullSwipe: true,
          buttons: [
            SwipeActionButton(
              view: AnyView(Button(role: .destructive, action: action) { Text("Delete") }),
              action: action, role: .destructive)
          ])
      }
    let leading = editing ? nil : traits.swipeActions.first { $0.edge == .leading }
    let multiSelect = editing && selection?.isMultiple == true && selectionValue != nil
    let isSelected = selectionValue.map { selection?.contains($0) ?? false } ?? false
    let selectable =
      selectionValue != nil && selection != nil && (selection?.isMultiple == false || editing)
    let revealed = swipe < 0 ? trailing : (swipe > 0 ? leading : nil)
    let disclosing = isDisclosingRow(content)
    let canSwipe = (trailing != nil || leading != nil) && (!editing || swipe != 0)
    return ListRowLayout(
      content: disclosing ? AnyView(content.buttonStyle(ListLinkButtonStyle())) : content,
      background: traits.background,
      isHighlighted: isSelected && !multiSelect,
      leadingControl: editing
        ? (delete != nil
          ? AnyView(deleteControl) : (multiSelect ? AnyView(checkmark(isSelected)) : nil))
        : nil,
      trailingControl: editing && canMove
        ? AnyView(reorderHandle) : (disclosing && !editing ? AnyView(chevron) : nil),
      actions: revealed.map { AnyView(actionButtons($0)) },
      swipeOffset: swipe, insets: traits.insets ?? metrics.rowInsets, metrics: metrics,
      roundsTop: roundsTop, roundsBottom: roundsBottom, geometry: geometry
    )
    .gesture(
      swipeGesture(trailing: trailing, leading: leading), including: canSwipe ? .all : .subviews
    )
    .simultaneousGesture(
      TapGesture().onEnded {
        if swipe != 0 {
          withAnimation(.snappy) { swipe = 0 }
        } else if let selectionValue, let selection {
          selection.toggle(selectionValue)
        }
      }, including: selectable || swipe != 0 ? .all : .subviews
    )
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    .offset(y: moveDrag)
    .zIndex(moveDrag != 0 ? 1 : 0)
  }

  /// The grey chevron at the trailing edge of a row that pushes a screen.
  private var chevron: some View {
    Image(systemName: "chevron.right")
      .font(.footnote.weight(.semibold))
      .foregroundStyle(ListColors.tertiaryLabel)
  }

  /// Deletes this row, when its `ForEach` has `onDelete` and the row allows it.
  private var deleteAction: (() -> Void)? {
    guard let source, let onDelete = source.actions.onDelete, !traits.deleteDisabled else {
      return nil
    }
    let offset = source.offset
    return { onDelete(IndexSet(integer: offset)) }
  }

  private var canMove: Bool {
    source?.actions.onMove != nil && !traits.moveDisabled
  }

  /// The edit mode's red delete control: a tap shows the Delete button, as a swipe does.
  private var deleteControl: some View {
    ZStack {
      Circle().fill(Color.red)
      Rectangle().fill(Color.white).frame(width: 11, height: 2)
    }
    .frame(width: 22, height: 22)
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation(.snappy) { swipe = swipe == 0 ? -Self.actionWidth : 0 }
    }
    .accessibilityLabel(Text("Delete"))
    .accessibilityAddTraits(.isButton)
    .accessibilityIdentifier("Delete")
  }

  private func checkmark(_ selected: Bool) -> some View {
    Image(systemName: selected ? "checkmark.circle.fill" : "circle")
      .font(.title3)
      .foregroundStyle(selected ? Color.accentColor : Color.gray)
  }

  /// The edit mode's reorder handle: dragging it moves the row.
  private var reorderHandle: some View {
    Image(systemName: "line.3.horizontal")
      .foregroundStyle(Color.gray)
      .frame(width: 28, height: 28)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 1, coordinateSpace: .global)
          .onChanged { moveDrag = $0.translation.height }
          .onEnded { value in
            moveDrag = 0
            guard let source, let onMove = source.actions.onMove else { return }
            let step = max(geometry.height, 1)
            let moved = Int((value.translation.height / step).rounded())
            let target = min(max(source.offset + moved, 0), source.count - 1)
            guard target != source.offset else { return }
            onMove(IndexSet(integer: source.offset), target > source.offset ? target + 1 : target)
          }
      )
      .accessibilityLabel(Text("Reorder"))
      .accessibilityIdentifier("Reorder")
  }

  private func actionButtons(_ spec: SwipeActionsSpec) -> some View {
    let close = { withAnimation(.snappy) { swipe = 0 } }
    let buttons = spec.edge == .trailing ? spec.buttons.reversed() : spec.buttons
    return HStack(spacing: 0) {
      ForEach(buttons.indices, id: \.self) { index in
        buttons[index].view
          .simultaneousGesture(TapGesture().onEnded { close() })
      }
    }
    .buttonStyle(SwipeActionButtonStyle())
  }

  private func swipeGesture(trailing: SwipeActionsSpec?, leading: SwipeActionsSpec?)
    -> some Gesture
  {
    RowSwipeGesture()
      .onChanged { drag in
        let start = swipeStart ?? swipe
        swipeStart = start
        var value = start + drag.translation.width
        if trailing == nil { value = max(value, 0) }
        if leading == nil { value = min(value, 0) }
        swipe = value
      }
      .onEnded { drag in
        swipeStart = nil
        let spec = swipe < 0 ? trailing : leading
        guard let spec, !spec.buttons.isEmpty else {
          withAnimation(.snappy) { swipe = 0 }
          return
        }
        let open = CGFloat(spec.buttons.count) * Self.actionWidth
        let distance = abs(swipe)
        let sign: CGFloat = swipe < 0 ? -1 : 1
        if spec.allowsFullSwipe, distance > geometry.width * 0.5 {
          let first = spec.edge == .trailing ? spec.buttons[0] : spec.buttons[0]
          withAnimation(.snappy) { swipe = 0 }
          first.action()
        } else if distance > open / 2 {
          withAnimation(.snappy) { swipe = sign * open }
        } else {
          withAnimation(.snappy) { swipe = 0 }
        }
      }
  }
}

/// The size a row was last laid out at, for its gestures.
@MainActor
final class ListRowGeometry {
  var width: CGFloat = 0
  var height: CGFloat = 0
}

/// A horizontal drag on a row: it gives up when the first movement is vertical, leaving it
/// to the list's scrolling.
struct RowSwipeGesture: Gesture, PrimitiveGesture {
  typealias Value = DragGesture.Value
  typealias Body = Never

  func makeRecognizer() -> GestureRecognizer<DragGesture.Value> {
    let drag = DragRecognizer(minimumDistance: tapSlop, coordinateSpace: .global)
    var decided = false
    return WrappingRecognizer(drag) { proposal in
      guard !decided, case .change(let value, _) = proposal else { return proposal }
      decided = true
      if abs(value.translation.height) >= abs(value.translation.width) { return .fail }
      return proposal
    }
  }
}

/// A row's view that pushes a screen when tapped (a `NavigationLink`): the row shows a
/// chevron and its label in the primary colour.
@MainActor
protocol ListDisclosingRow {}

extension NavigationLink: ListDisclosingRow {}

/// Whether `view`, through its modifiers, pushes a screen.
@MainActor
func isDisclosingRow(_ view: any View) -> Bool {
  var current: any View = view
  for _ in 0..<64 {
    if current is any ListDisclosingRow { return true }
    if let erased = current as? AnyView {
      current = erased.view
    } else if let modified = current as? any ModifiedContentReading {
      current = modified.contentValue
    } else {
      return false
    }
  }
  return false
}

/// How a navigation link's label is drawn in a list row: in the primary colour, the whole
/// row taking the tap, greyed while pressed.
struct ListLinkButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(Color.primary)
      .frame(maxWidth: .infinity, alignment: .leading)
      .contentShape(Rectangle())
      .opacity(configuration.isPressed ? 0.6 : 1)
  }
}
