import Easel
import EaselControls
import EaselPreview
import Foundation

/// The properties of the `FlexiblePicker` component: seed 002's options, every one of them.
public struct FlexiblePickerProps: Codable, Sendable {
  /// The options' names, in order.
  public var options = ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "C++", "Zig"]
  /// The names selected at first.
  public var selected: [String] = []
  /// The selected names, joined with ", "; bind it to state (`"$picked"`) to show them.
  public var selection = SpecBinding("")
  /// The labels' weight.
  public var fontWeight = FontWeight.medium
  /// The labels' size in points.
  public var fontSize: CGFloat = 16
  /// The space between options, across and down.
  public var spacing: CGFloat = 12
  /// The space around each label inside its border.
  public var textPadding: CGFloat = 8
  /// The labels' colour.
  public var textColor = SpecColor.system(.primary)
  /// The fill of a selected option.
  public var selectedColor = SpecColor.system(.blue)
  /// The fill of an option that is not selected.
  public var notSelectedColor = SpecColor.system(.clear)
  /// The border's width.
  public var borderWidth: CGFloat = 2
  /// The border's colour.
  public var borderColor = SpecColor.system(.blue)
  /// How the rows line up.
  public var alignment = Alignment.center
  /// The options' corner radius.
  public var cornerRadius: CGFloat = 10
  /// Whether a tap selects.
  public var isSelectable = true

  /// A row alignment a spec can name.
  public enum Alignment: String, Codable, Sendable {
    case leading, center, trailing

    var horizontal: HorizontalAlignment {
      switch self {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    }
  }

  /// The defaults.
  public init() {}
}

/// A `FlexiblePicker` that owns its options, starting from the props; a change of options in
/// the spec starts it again.
struct FlexiblePickerComponent: View {
  let props: FlexiblePickerProps
  @State private var options: [CatalogOption]

  init(props: FlexiblePickerProps) {
    self.props = props
    _options = State(
      initialValue: props.options.map { name in
        var option = CatalogOption(displayedName: name)
        option.isSelected = props.selected.contains(name)
        return option
      })
  }

  var body: some View {
    FlexiblePicker(
      inputData: $options, fontWeight: props.fontWeight, fontSize: props.fontSize,
      spacing: props.spacing, textPadding: props.textPadding, textColor: props.textColor.color,
      selectedColor: props.selectedColor.color, notSelectedColor: props.notSelectedColor.color,
      borderWidth: props.borderWidth, borderColor: props.borderColor.color,
      alignment: props.alignment.horizontal, cornerRadius: props.cornerRadius,
      isSelectable: props.isSelectable
    )
    .onChange(of: options, initial: true) {
      props.selection.binding.wrappedValue =
        options.filter(\.isSelected).map(\.displayedName).joined(separator: ", ")
    }
  }
}
