import Easel
import Foundation

/// One view in a spec's view tree: what it is, and the modifiers applied to it.
public struct SpecNode: Equatable, Sendable {
  /// The view's type and its type-specific keys.
  public var content: SpecContent
  /// The modifiers, applied in `SpecModifiers.order`.
  public var modifiers: SpecModifiers
  /// Where the node is in its file, such as `view.children[2]`; not part of equality.
  public var keyPath = ""

  /// Creates a node.
  public init(_ content: SpecContent, modifiers: SpecModifiers = SpecModifiers()) {
    self.content = content
    self.modifiers = modifiers
  }

  /// Nodes are equal when their content and modifiers are, wherever they are.
  public static func == (lhs: SpecNode, rhs: SpecNode) -> Bool {
    lhs.content == rhs.content && lhs.modifiers == rhs.modifiers
  }

  /// Builds the view with its modifiers, evaluating expressions in `context`. With a frame
  /// recorder in the context, the finished view reports its frame under `keyPath`.
  @MainActor public func makeView(in context: SpecContext) -> AnyView {
    let view = modifiers.apply(to: content.makeView(in: context), in: context)
    guard let recorder = context.recorder else { return view }
    let keyPath = keyPath
    return AnyView(
      view.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { frame in
        recorder.frames[keyPath] = frame
      })
  }
}
