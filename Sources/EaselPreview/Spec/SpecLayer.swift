import Easel

/// What a `background` or `overlay` modifier draws: a colour, or a whole view node.
public indirect enum SpecLayer: Equatable, Sendable {
  /// A colour that fills the modified view's frame.
  case color(SpecColor)
  /// A view, proposed the modified view's size and centred on it.
  case view(SpecNode)

  /// Builds the layer's view.
  @MainActor public func makeView(in context: SpecContext) -> AnyView {
    switch self {
    case .color(let color): AnyView(color.color)
    case .view(let node): node.makeView(in: context)
    }
  }
}
