/// A control style as the environment holds it: a function from the control's configuration
/// to the styled view, whatever the style's type. Each style protocol wraps its style in a
/// view of its own (so that the style's dynamic properties live in a view) before erasing it
/// here.
struct AnyControlStyle<Configuration>: @unchecked Sendable {
  let makeBody: @MainActor (Configuration) -> AnyView

  init(_ makeBody: @escaping @MainActor (Configuration) -> AnyView) {
    self.makeBody = makeBody
  }
}
