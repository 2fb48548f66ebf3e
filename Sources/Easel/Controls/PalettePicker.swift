import Foundation

/// The palette style inside a menu: the choices in a row of compact cells (a `Label` shows its
/// icon only), the chosen one on a grey plate. Up to six share the menu's width; more are 44
/// points wide each and scroll sideways. A tap chooses and closes the menu.
struct PalettePicker<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  let onChoose: () -> Void
  @State private var choices = PickerChoices()
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let plate = Color(white: colorScheme == .dark ? 1 : 0, opacity: 0.1)
    ScrollView(.horizontal, showsIndicators: false) {
      PaletteLayout(selection: selection.wrappedValue, choices: choices) {
        RoundedRectangle(cornerRadius: 8).fill(plate)
        content.labelStyle(.iconOnly).font(.title3).lineLimit(1)
      }
      .contentShape(Rectangle())
      .onTapGesture(coordinateSpace: .local) { location in
        guard let tag = choices.tag(at: location) else { return }
        selection.wrappedValue = tag
        onChoose()
      }
    }
    .frame(height: PaletteLayout.height)
  }
}

/// Lays out a palette: subview 0 is the plate, put behind the chosen cell; the others are the
/// choices, each centred in its cell.
struct PaletteLayout: Layout {
  let selection: AnyHashable
  let choices: PickerChoices
  /// The row's height.
  static let height: CGFloat = 52
  /// The space before the first cell and after the last.
  static let inset: CGFloat = 8
  /// A cell's width when the choices scroll.
  static let scrollingCellWidth: CGFloat = 44

  /// The width of a cell among `count`: the menu's width shared by up to six, else the
  /// scrolling width.
  static func cellWidth(count: Int) -> CGFloat {
    count <= 6
      ? (MenuCard<EmptyView>.width - 2 * inset) / CGFloat(max(count, 1)) : scrollingCellWidth
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let count = subviews.count - 1
    return CGSize(
      width: 2 * Self.inset + CGFloat(count) * Self.cellWidth(count: count), height: Self.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let options = Array(subviews.dropFirst())
    let width = Self.cellWidth(count: options.count)
    var frames: [(tag: AnyHashable, frame: CGRect)] = []
    for (index, option) in options.enumerated() {
      let cell = CGRect(
        x: bounds.minX + Self.inset + CGFloat(index) * width, y: bounds.minY, width: width,
        height: bounds.height)
      option.place(
        at: CGPoint(x: cell.midX, y: cell.midY), anchor: .center,
        proposal: ProposedViewSize(width: width - 8, height: nil))
      guard let tag = option[TagKey.self] else { continue }
      frames.append((tag, cell.offsetBy(dx: -bounds.minX, dy: -bounds.minY)))
      if tag == selection {
        let plate = cell.insetBy(dx: 3, dy: 6)
        subviews[0].place(
          at: plate.origin, anchor: .topLeading, proposal: ProposedViewSize(plate.size))
      }
    }
    if !frames.contains(where: { $0.tag == selection }) {
      subviews[0].place(at: PickerChoices.outOfSight, anchor: .topLeading, proposal: .zero)
    }
    choices.frames = frames
  }
}
