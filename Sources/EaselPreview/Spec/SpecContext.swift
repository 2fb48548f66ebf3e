import Easel
import Foundation

/// What a spec's views are built with: the size and state expressions are evaluated in, the
/// state store bindings write to, the component registry and the text size.
@MainActor
public struct SpecContext {
  /// The names and sizes expressions see: `width` and `height` are the canvas size, or the
  /// size of the nearest enclosing `GeometryReader` node.
  public var scope: SpecExpression.Scope
  /// The preview-local state that `"$name"` bindings read and write; `nil` shows every state
  /// entry at its value in the file.
  public var store: SpecStateStore?
  /// The components `component` and `Component` nodes name.
  public var registry: ComponentRegistry
  /// The factor text sizes are multiplied by (1 at the default `large` text size).
  public var textScale: Double
  /// Collects the laid-out frame of every node, for `SpecInspector`; `nil` when not inspecting.
  public var recorder: SpecFrameRecorder?

  /// Creates a context.
  public init(
    scope: SpecExpression.Scope, store: SpecStateStore? = nil,
    registry: ComponentRegistry = .standard, textScale: Double = 1
  ) {
    self.scope = scope
    self.store = store
    self.registry = registry
    self.textScale = textScale
  }

  /// The value of a numeric field here.
  func number(_ number: SpecNumber) -> CGFloat {
    CGFloat(number.value(in: scope))
  }

  /// The value of an optional numeric field here.
  func number(_ number: SpecNumber?) -> CGFloat? {
    number.map { CGFloat($0.value(in: scope)) }
  }

  /// The same context with `width` and `height` set to `size`.
  func resized(to size: CGSize) -> SpecContext {
    var copy = self
    copy.scope.width = Double(size.width)
    copy.scope.height = Double(size.height)
    return copy
  }
}

/// The laid-out frames of a spec's view nodes, by key path, in root coordinates.
@MainActor
public final class SpecFrameRecorder {
  /// The frames, by the node's key path (`view.children[1]`).
  public var frames: [String: CGRect] = [:]

  /// An empty recorder.
  public init() {}
}
