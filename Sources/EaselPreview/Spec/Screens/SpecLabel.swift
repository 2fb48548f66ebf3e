import Easel

/// A label written as text or as a view node: a `NavigationLink`'s or `Button`'s `title` or
/// `label`, a `Section`'s `header` or `footer`, a `LabeledContent`'s `value` or `content`.
public indirect enum SpecLabel: Equatable, Sendable {
  /// A string (or `"$name"`), shown as a `Text`.
  case text(SpecText)
  /// A whole view node.
  case view(SpecNode)

  /// The view node, if the label is one.
  var node: SpecNode? {
    if case .view(let node) = self { node } else { nil }
  }

  /// Builds the label's view.
  @MainActor public func makeView(in context: SpecContext) -> AnyView {
    switch self {
    case .text(let text): AnyView(Text(verbatim: text.resolve(in: context)))
    case .view(let node): node.makeView(in: context)
    }
  }
}
