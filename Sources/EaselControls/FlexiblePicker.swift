import Easel
import Foundation

/// A picker of wrapping "chips": each option of `inputData` is a button showing its name, and
/// the buttons flow into as many rows as the width needs (see `FlexiblePickerLayout`). Tapping
/// a chip toggles its option's `isSelected`, animated, unless `isSelectable` is false.
///
/// Each chip is its label in the given font, inside `textPadding` on every side, inside a
/// border `borderWidth` wide, filled with `selectedColor` or `notSelectedColor`. The chips are
/// identified for tests and accessibility as `"FlexiblePicker.<displayedName>"`.
public struct FlexiblePicker<T: Selectable>: View {
  /// The options shown; the picker writes the selection back through this binding.
  @Binding public var inputData: [T]
  /// The weight of the labels.
  public var fontWeight: FontWeight
  /// The point size of the labels.
  public var fontSize: CGFloat
  /// The space between chips, in a row and between rows.
  public var spacing: CGFloat
  /// The space between a label and its chip's border, on every side.
  public var textPadding: CGFloat
  /// The colour of the labels.
  public var textColor: Color
  /// The fill of a selected chip.
  public var selectedColor: Color
  /// The fill of an unselected chip.
  public var notSelectedColor: Color
  /// The width of each chip's border.
  public var borderWidth: CGFloat
  /// The colour of each chip's border.
  public var borderColor: Color
  /// How rows line up inside the picker's width.
  public var alignment: HorizontalAlignment
  /// The corner radius of each chip.
  public var cornerRadius: CGFloat
  /// Whether tapping a chip toggles its option.
  public var isSelectable: Bool

  /// Creates a picker of the options in `inputData`, styled by the other arguments.
  public init(
    inputData: Binding<[T]>, fontWeight: FontWeight = .medium, fontSize: CGFloat = 16,
    spacing: CGFloat = 12, textPadding: CGFloat = 8, textColor: Color = .black,
    selectedColor: Color = .blue, notSelectedColor: Color = .clear, borderWidth: CGFloat = 2,
    borderColor: Color = .blue, alignment: HorizontalAlignment = .center,
    cornerRadius: CGFloat = 10, isSelectable: Bool = true
  ) {
    self._inputData = inputData
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.spacing = spacing
    self.textPadding = textPadding
    self.textColor = textColor
    self.selectedColor = selectedColor
    self.notSelectedColor = notSelectedColor
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.alignment = alignment
    self.cornerRadius = cornerRadius
    self.isSelectable = isSelectable
  }

  /// The chips in a flow layout as wide as the space offered.
  public var body: some View {
    FlexiblePickerLayout(spacing: spacing, alignment: alignment) {
      ForEach(inputData) { item in
        chip(for: item)
      }
    }
  }

  private func chip(for item: T) -> some View {
    Button {
      select(item)
    } label: {
      Text(item.displayedName)
        .font(.system(size: fontSize, weight: fontWeight.swiftUIFontWeight))
        .foregroundColor(textColor)
        .lineLimit(1)
        .fixedSize()
        .padding(textPadding)
        .padding(borderWidth)
        .background(
          RoundedRectangle(cornerRadius: cornerRadius)
            .fill(item.isSelected ? selectedColor : notSelectedColor)
        )
        .overlay(
          RoundedRectangle(cornerRadius: cornerRadius)
            .strokeBorder(borderColor, lineWidth: borderWidth)
        )
        .animation(.easeInOut(duration: 0.2), value: item.isSelected)
    }
    .buttonStyle(.plain)
    .accessibilityIdentifier("FlexiblePicker.\(item.displayedName)")
    .accessibilityAddTraits(item.isSelected ? .isSelected : [])
  }

  /// Toggles `item`'s selection, animated.
  private func select(_ item: T) {
    guard isSelectable, let index = inputData.firstIndex(where: { $0.id == item.id }) else {
      return
    }
    withAnimation(.easeInOut(duration: 0.2)) {
      inputData[index].isSelected.toggle()
    }
  }
}
