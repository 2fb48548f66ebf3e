import Foundation

/// A picker drawn as a list row that pushes the list of choices: the label leading, the
/// chosen value in grey and a chevron trailing; choosing a value pops back.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes the list of choices.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The row of a navigation link picker.
struct NavigationLinkPicker<Label: View, Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  let label: Label

  var body: some View {
    NavigationLink {
      PickerChoicesScreen(selection: selection, content: content)
    } label: {
      HStack {
        label
        Spacer(minLength: 8)
        ChosenOption(selection: selection.wrappedValue, content: content)
          .foregroundStyle(ListColors.secondaryLabel)
        Image(systemName: "chevron.right")
          .font(.footnote.weight(.semibold))
          .foregroundStyle(ListColors.tertiaryLabel)
      }
    }
    .buttonStyle(ListLinkButtonStyle())
  }
}

/// The pushed list of a navigation link picker's choices: a checkmark on the chosen one; a
/// tap chooses and pops back.
struct PickerChoicesScreen<Content: View>: View {
  let selection: Binding<AnyHashable>
  let content: Content
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      PickerList(selection: selection, content: content, onChoose: { dismiss() })
        .listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }
  }
}

struct IsInListRowKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the view is inside a list's row, where controls take their row layout.
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}
