import Foundation

/// A control that chooses a colour: its label, and at the trailing edge a colour well (the
/// chosen colour in a rainbow ring). A tap on the well opens a palette of colours under it;
/// choosing one sets the selection and closes the palette.
///
/// Differs from SwiftUI: iOS opens its full colour sheet; Easel's palette holds 18 opaque
/// colours (the system colours and greys), so `supportsOpacity` changes nothing. The palette is
/// an overlay of the well, raised with `zIndex` among its siblings, not a layer above the whole
/// window: an ancestor that clips clips it, and views drawn after the picker's container can
/// cover it. Only choosing a colour or tapping the well again closes it.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label
  @State private var isOpen = false

  /// The colours of the palette: the system colours, then greys from white to black.
  static var palette: [Color] {
    [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
      .brown, .white, Color(white: 0.8), Color(white: 0.6), Color(white: 0.4), Color(white: 0.2),
      .black,
    ]
  }

  /// A colour picker of `selection`, labelled by `label`. The palette's colours are opaque,
  /// so `supportsOpacity` changes nothing in it.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  public var body: some View {
    ControlRow(label: label, control: well)
  }

  private var well: some View {
    ZStack {
      Circle()
        .strokeBorder(
          AngularGradient(
            colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
          lineWidth: 3)
      Circle().fill(selection.wrappedValue).padding(5)
    }
    .frame(width: 28, height: 28)
    .contentShape(Circle())
    .onTapGesture { isOpen.toggle() }
    .accessibilityAddTraits(.isButton)
    .accessibilityIdentifier("color-well")
    .overlay(alignment: .topTrailing) {
      if isOpen { palette.offset(y: 36) }
    }
    .zIndex(isOpen ? 1 : 0)
  }

  private var palette: some View {
    let columns = 6
    let colors = Self.palette
    return VStack(spacing: 8) {
      ForEach(0..<(colors.count / columns), id: \.self) { row in
        HStack(spacing: 8) {
          ForEach(0..<columns, id: \.self) { column in
            let color = colors[row * columns + column]
            Circle()
              .fill(color)
              .overlay(Circle().strokeBorder(Color(white: 0.5, opacity: 0.4), lineWidth: 1))
              .frame(width: 30, height: 30)
              .onTapGesture {
                selection.wrappedValue = color
                isOpen = false
              }
              .accessibilityIdentifier("color-\(row * columns + column)")
          }
        }
      }
    }
    .padding(12)
    .background(
      RoundedRectangle(cornerRadius: 13).fill(.regularMaterial)
        .shadow(color: Color(white: 0, opacity: 0.18), radius: 20, y: 8)
    )
    .fixedSize()
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
