import Foundation

/// A control that chooses one of a set of tagged views (`tag(_:)`), drawn in a style:
/// segments, a menu that drops down under the current choice, the choices listed inline with
/// a checkmark on the chosen one, or a wheel. Inside a `Menu` the choices are the menu's items
/// (checkmarked), a submenu (`.menu`) or a palette (`.palette`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label
  @Environment(\.pickerStyleKind) private var style
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.menuContext) private var menu

  /// A picker of the tagged views of `content`, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let binding = Binding<AnyHashable>(
      get: { AnyHashable(selection.wrappedValue) },
      set: { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } })
    switch (style, menu) {
    case (.palette, let menu?):
      PalettePicker(selection: binding, content: content, onChoose: menu.close)
        .accessibilityElement(children: .contain)
    case (.menu, let menu?):
      // A submenu: the label over the choice; its items are the choices.
      MenuSubmenuRow(
        label: VStack(alignment: .leading, spacing: 2) {
          label
          ChosenOption(selection: binding.wrappedValue, content: content)
            .font(.footnote).foregroundStyle(.secondary)
        },
        context: menu
      ) {
        AnyView(
          PickerList(
            selection: binding, content: content, checkmarkLeads: true, onChoose: menu.close))
      }
    case (.automatic, let menu?), (.inline, let menu?):
      // The choices are the menu's items, the chosen one checked, as iOS lists them.
      PickerList(selection: binding, content: content, checkmarkLeads: true, onChoose: menu.close)
    case (.segmented, _), (.palette, nil):
      SegmentedPicker(selection: binding, content: content)
        .accessibilityElement(children: .contain)
    case (.inline, nil):
      VStack(alignment: .leading, spacing: 0) {
        label.font(.footnote).foregroundStyle(.secondary)
        PickerList(selection: binding, content: content, onChoose: {})
      }
    case (.wheel, _):
      PickerWheel(selection: binding, content: content)
    case (.menu, nil), (.automatic, nil):
      if isInListRow {
        // In a list or form row: the label leading, the choice and chevrons trailing.
        ControlRow(label: label, control: MenuPicker(selection: binding, content: content))
      } else {
        MenuPicker(selection: binding, content: content)
      }
    case (.navigationLink, _):
      NavigationLinkPicker(selection: binding, content: content, label: label)
    }
  }
}

extension Picker where Label == Text {
  /// A picker with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// Where a picker's choices were placed in the last layout, by tag, for its taps.
@MainActor
final class PickerChoices {
  /// Where a layout puts what it does not show (the checkmark or plate with no choice made):
  /// far outside any window, so it is not drawn.
  static let outOfSight = CGPoint(x: -100_000, y: -100_000)

  var frames: [(tag: AnyHashable, frame: CGRect)] = []

  /// The tag of the choice at `point`, if any.
  func tag(at point: CGPoint) -> AnyHashable? {
    frames.first { $0.frame.contains(point) }?.tag
  }

  /// The tag `offset` choices after `tag` (before it when negative), stopping at the first
  /// and last; the first choice when `tag` is none of them.
  func tag(_ offset: Int, from tag: AnyHashable) -> AnyHashable? {
    guard !frames.isEmpty else { return nil }
    guard let index = frames.firstIndex(where: { $0.tag == tag }) else { return frames[0].tag }
    return frames[min(max(index + offset, 0), frames.count - 1)].tag
  }
}

/// The segmented style: equal segments in a grey track, the chosen one on a white plate
/// that slides to the next choice.
struct SegmentedPicker<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  @State private var choices = PickerChoices()
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let plate = colorScheme == .dark ? Color(white: 0.39) : Color.white
    SegmentsLayout(selection: selection.wrappedValue, choices: choices) {
      RoundedRectangle(cornerRadius: 7)
        .fill(plate)
        .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 2)
      content.font(.subheadline.weight(.medium)).lineLimit(1)
    }
    .padding(2)
    .background(
      RoundedRectangle(cornerRadius: 9).fill(Color(white: 0.46, opacity: 0.12))
    )
    .contentShape(Rectangle())
    .onTapGesture(coordinateSpace: .local) { location in
      let point = CGPoint(x: location.x - 2, y: location.y - 2)
      guard let tag = choices.tag(at: point), tag != selection.wrappedValue else { return }
      withAnimation(.snappy(duration: 0.25)) { selection.wrappedValue = tag }
    }
    .focusableControl(
      .picker, ring: .roundedRectangle(radius: 9),
      adjust: { forward in
        // The arrows choose the next segment (right, up) or the previous one (left, down).
        guard let tag = choices.tag(forward ? 1 : -1, from: selection.wrappedValue),
          tag != selection.wrappedValue
        else { return }
        withAnimation(.snappy(duration: 0.25)) { selection.wrappedValue = tag }
      })
  }
}

/// Lays out a segmented picker: subview 0 is the plate, put under the chosen segment; the
/// others are the choices, in equal segments, 32 points high.
struct SegmentsLayout: Layout {
  let selection: AnyHashable
  let choices: PickerChoices

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let options = subviews.dropFirst()
    guard !options.isEmpty else { return CGSize(width: 0, height: 28) }
    let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let width = proposal.width ?? CGFloat(options.count) * (widest + 24)
    return CGSize(width: width, height: 28)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let options = Array(subviews.dropFirst())
    guard !options.isEmpty else { return }
    let width = bounds.width / CGFloat(options.count)
    var frames: [(tag: AnyHashable, frame: CGRect)] = []
    for (index, option) in options.enumerated() {
      let segment = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width,
        height: bounds.height)
      option.place(
        at: CGPoint(x: segment.midX, y: segment.midY), anchor: .center,
        proposal: ProposedViewSize(width: width - 8, height: bounds.height))
      if let tag = option[TagKey.self] {
        frames.append((tag, segment.offsetBy(dx: -bounds.minX, dy: -bounds.minY)))
        if tag == selection {
          subviews[0].place(
            at: segment.origin, anchor: .topLeading,
            proposal: ProposedViewSize(segment.size))
        }
      }
    }
    if !frames.contains(where: { $0.tag == selection }) {
      // No choice is chosen: the plate has nowhere to be.
      subviews[0].place(at: PickerChoices.outOfSight, anchor: .topLeading, proposal: .zero)
    }
    choices.frames = frames
  }
}

/// The choices one under another, the chosen one with a checkmark (at the trailing end, or
/// before the choice as a menu's items have it); a tap chooses.
struct PickerList<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  var checkmarkLeads = false
  let onChoose: () -> Void
  @State private var choices = PickerChoices()
  @Environment(\.tint) private var tint

  var body: some View {
    ListLayout(selection: selection.wrappedValue, choices: choices, checkmarkLeads: checkmarkLeads)
    {
      Image(systemName: "checkmark").foregroundStyle(tint ?? .accentColor)
        .font(.body.weight(.semibold))
      content
    }
    .contentShape(Rectangle())
    .onTapGesture(coordinateSpace: .local) { location in
      guard let tag = choices.tag(at: location) else { return }
      selection.wrappedValue = tag
      onChoose()
    }
  }
}

/// Lays out a list of choices: subview 0 is the checkmark, put at the trailing end of the
/// chosen row (or at its leading end, the labels after it); the others are the rows, 44
/// points high, their labels at the leading edge.
struct ListLayout: Layout {
  let selection: AnyHashable
  let choices: PickerChoices
  var checkmarkLeads = false
  /// Where a label starts when the checkmark leads: after the checkmark's 18 points and a gap.
  static let labelIndent: CGFloat = 16 + 24
  static let rowHeight: CGFloat = 44

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = subviews.dropFirst()
    let widest = rows.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    return CGSize(
      width: proposal.width ?? widest + 16 + 40, height: CGFloat(rows.count) * Self.rowHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var frames: [(tag: AnyHashable, frame: CGRect)] = []
    var checked = false
    for (index, row) in subviews.dropFirst().enumerated() {
      let frame = CGRect(
        x: bounds.minX, y: bounds.minY + CGFloat(index) * Self.rowHeight, width: bounds.width,
        height: Self.rowHeight)
      let indent = checkmarkLeads ? Self.labelIndent : 16
      row.place(
        at: CGPoint(x: frame.minX + indent, y: frame.midY), anchor: .leading,
        proposal: ProposedViewSize(width: frame.width - indent - 40, height: nil))
      guard let tag = row[TagKey.self] else { continue }
      frames.append((tag, frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)))
      if tag == selection {
        subviews[0].place(
          at: checkmarkLeads
            ? CGPoint(x: frame.minX + 16, y: frame.midY)
            : CGPoint(x: frame.maxX - 16, y: frame.midY),
          anchor: checkmarkLeads ? .leading : .trailing, proposal: .unspecified)
        checked = true
      }
    }
    if !checked {
      subviews[0].place(at: PickerChoices.outOfSight, anchor: .topLeading, proposal: .zero)
    }
    choices.frames = frames
  }
}

/// The menu style: the chosen choice in the tint with up-and-down chevrons; a tap drops the
/// choices down under it, and choosing one closes them.
struct MenuPicker<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  @State private var isOpen = false
  @Environment(\.tint) private var tint

  var body: some View {
    HStack(spacing: 4) {
      ChosenOption(selection: selection.wrappedValue, content: content)
      Image(systemName: "chevron.up.chevron.down").font(.caption.weight(.semibold))
    }
    .foregroundStyle(tint ?? .accentColor)
    .contentShape(Rectangle())
    .onTapGesture { isOpen.toggle() }
    .focusableControl(.button, ring: .roundedRectangle(radius: 6), activate: { isOpen.toggle() })
    .accessibilityAddTraits(.isButton)
    .overlay(alignment: .topLeading) {
      if isOpen {
        PickerList(selection: selection, content: content, onChoose: { isOpen = false })
          .frame(minWidth: 200)
          .background(
            RoundedRectangle(cornerRadius: 13).fill(.regularMaterial)
              .shadow(color: Color(white: 0, opacity: 0.18), radius: 20, y: 8)
          )
          .fixedSize()
          .offset(y: 30)
          .zIndex(1)
      }
    }
    .zIndex(isOpen ? 1 : 0)
  }
}
