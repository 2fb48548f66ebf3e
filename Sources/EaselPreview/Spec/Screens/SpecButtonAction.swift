import Easel

/// What a spec's `Button` does when tapped: flip a boolean state entry, or present a sheet.
public enum SpecButtonAction: Equatable, Sendable {
  /// `"toggle": "$name"`: flips the boolean state entry `name`.
  case toggle(String)
  /// `"sheet": {…}`: presents a sheet.
  case sheet(SpecSheet)

  /// Builds the button with `label`.
  @MainActor func makeButton(label: SpecLabel, in context: SpecContext) -> AnyView {
    switch self {
    case .toggle(let name):
      let store = context.store
      return AnyView(
        Button {
          guard case .bool(let value)? = store?.value(named: name) else { return }
          store?.set(name, to: .bool(!value))
        } label: {
          label.makeView(in: context)
        })
    case .sheet(let sheet):
      return AnyView(SpecSheetButton(label: label, sheet: sheet, context: context))
    }
  }
}
