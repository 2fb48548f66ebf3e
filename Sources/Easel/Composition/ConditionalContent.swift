/// The view of an `if`/`else` or `switch` in a view builder: one of two branches.
// swift-format-ignore: UseSynthesizedInitializer
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  nonisolated(unsafe) let storage: Storage

  // Nonisolated, which the synthesized one is not.
  nonisolated init(storage: Storage) { self.storage = storage }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let view): context.appending(.branch(true)).makeNodes(for: view)
    case .falseContent(let view): context.appending(.branch(false)).makeNodes(for: view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    switch self {
    case .some(let view): context.makeNodes(for: view)
    case .none: []
    }
  }
}
