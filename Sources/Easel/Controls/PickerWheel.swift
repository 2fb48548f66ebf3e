import Foundation

/// The wheel style: the choices one under another, the chosen one in a grey band across the
/// middle, the others fading towards the top and bottom. A vertical drag turns the wheel by
/// one choice for each row it moves (up for the later choices); a tap on a choice turns the
/// wheel to it. With focus, the up and down arrows turn it by one.
struct PickerWheel<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  @State private var choices = PickerChoices()
  /// The rows the drag under way has turned the wheel.
  @State private var drag = DatePickerWheelDrag()

  var body: some View {
    let choices = self.choices
    let drag = self.drag
    let selection = self.selection
    let turn: (Int) -> Void = { rows in
      guard let tag = choices.tag(rows, from: selection.wrappedValue),
        tag != selection.wrappedValue
      else { return }
      withAnimation(.snappy(duration: 0.2)) { selection.wrappedValue = tag }
    }
    WheelLayout(selection: selection.wrappedValue, choices: choices) {
      RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.46, opacity: 0.12))
      content.font(.title3).lineLimit(1)
    }
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0, coordinateSpace: .local)
        .onChanged { change in
          let rows = Int((-change.translation.height / WheelLayout.rowHeight).rounded())
          guard rows != drag.steps else { return }
          let delta = rows - drag.steps
          drag.steps = rows
          turn(delta)
        }
        .onEnded { end in
          defer { drag.steps = 0 }
          // A tap, not a drag: turn to the choice under the finger.
          guard abs(end.translation.width) < 4, abs(end.translation.height) < 4,
            let tag = choices.tag(at: end.location), tag != selection.wrappedValue
          else { return }
          withAnimation(.snappy(duration: 0.2)) { selection.wrappedValue = tag }
        }
    )
    .mask(
      LinearGradient(
        stops: [
          .init(color: Color(white: 0, opacity: 0.25), location: 0),
          .init(color: .black, location: 0.4), .init(color: .black, location: 0.6),
          .init(color: Color(white: 0, opacity: 0.25), location: 1),
        ], startPoint: .top, endPoint: .bottom)
    )
    .clipped()
    // The arrows: up turns to the choice above, down to the one below.
    .focusableControl(
      .picker, ring: .roundedRectangle(radius: 8), adjust: { up in turn(up ? -1 : 1) }
    )
    .accessibilityElement(children: .contain)
    .accessibilityAdjustableAction { direction in turn(direction == .increment ? 1 : -1) }
  }
}

/// Lays out a wheel: subview 0 is the band, across the middle; the others are the choices, a
/// row each, placed so that the chosen one is in the band.
struct WheelLayout: Layout {
  let selection: AnyHashable
  let choices: PickerChoices
  /// The height of a row.
  static let rowHeight: CGFloat = DatePickerWheels.rowHeight
  /// The height of the wheel: the chosen row and three above and below it.
  static let height: CGFloat = DatePickerWheels.height

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let widest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    return CGSize(width: proposal.width ?? widest + 48, height: Self.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let options = Array(subviews.dropFirst())
    let chosen = options.firstIndex { $0[TagKey.self] == selection } ?? 0
    var frames: [(tag: AnyHashable, frame: CGRect)] = []
    for (index, option) in options.enumerated() {
      let row = CGRect(
        x: bounds.minX,
        y: bounds.midY + (CGFloat(index - chosen) - 0.5) * Self.rowHeight,
        width: bounds.width, height: Self.rowHeight)
      option.place(
        at: CGPoint(x: row.midX, y: row.midY), anchor: .center,
        proposal: ProposedViewSize(width: max(bounds.width - 32, 0), height: nil))
      if let tag = option[TagKey.self] {
        frames.append((tag, row.offsetBy(dx: -bounds.minX, dy: -bounds.minY)))
      }
    }
    let band = CGRect(
      x: bounds.minX + 8, y: bounds.midY - Self.rowHeight / 2, width: max(bounds.width - 16, 0),
      height: Self.rowHeight)
    subviews[0].place(at: band.origin, anchor: .topLeading, proposal: ProposedViewSize(band.size))
    choices.frames = frames
  }
}
