import Easel

/// A spec `Button` that presents a sheet: shown while its state entry (or, without one, the
/// button's own state) is `true`.
struct SpecSheetButton: View {
  let label: SpecLabel
  let sheet: SpecSheet
  let context: SpecContext
  @State private var ownIsPresented = false

  var body: some View {
    let isPresented = presentedBinding
    Button {
      isPresented.wrappedValue = true
    } label: {
      label.makeView(in: context)
    }
    .sheet(isPresented: isPresented) {
      sheet.makeContent(in: context)
    }
  }

  /// The state entry named by the sheet's `isPresented`, else the button's own state.
  private var presentedBinding: Binding<Bool> {
    guard let name = sheet.isPresented, let store = context.store else { return $ownIsPresented }
    return Binding(
      get: { store.value(named: name) == .bool(true) },
      set: { store.set(name, to: .bool($0)) })
  }
}
