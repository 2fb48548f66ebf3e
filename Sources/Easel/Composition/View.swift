/// A piece of user interface: a value that describes what to show.
///
/// Write your own views by conforming to `View` and describing their content in `body`, as in
/// SwiftUI. Easel's built-in views (`Text`, stacks, shapes, …) are primitives whose `Body` is
/// `Never`: the graph lays them out and draws them itself.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no body; it stands for the body of a primitive view.
  public var body: Never { primitiveBodyCalled(Never.self) }
}

extension View where Body == Never {
  /// Primitive views have no body; Easel lays them out and draws them directly.
  public var body: Never { primitiveBodyCalled(Self.self) }
}

/// Stops the program when code reaches for the body of a primitive view, which is always a
/// programming error: the graph never asks for it.
func primitiveBodyCalled(_ type: Any.Type) -> Never {
  preconditionFailure("\(type) is a primitive view and has no body")
}

/// A view that the graph turns into layout nodes itself instead of through a `body`. Its
/// `Body` is `Never`, so that the graph tells a composite view by its type alone
/// (`NodeContext.makeNodes(for:)`), without asking whether it conforms.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// Makes the layout nodes that stand for this view in `environment`.
  func makeNodes(in context: NodeContext) -> [LayoutNode]
}
