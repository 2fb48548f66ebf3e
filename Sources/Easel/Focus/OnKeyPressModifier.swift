import Foundation

/// One `onKeyPress` action and the keys and phases it matches.
struct KeyPressHandler {
  /// Whether the action hears `press`.
  let matches: (KeyPress) -> Bool
  let phases: KeyPress.Phases
  let action: (KeyPress) -> KeyPress.Result
}

/// The modifier behind the `onKeyPress` modifiers.
public struct _KeyPressModifier: ViewModifier, WrappingModifier {
  let handler: KeyPressHandler

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    KeyPressNode(context, handler: handler, child: node)
  }
}

/// Holds the `onKeyPress` action of the view it wraps; keys reach it while the focused view
/// is inside. It does not change layout or drawing.
@MainActor
final class KeyPressNode: WrapperNode {
  override var drawingRole: DrawingRole { .children }
  override var computesFixedSize: Bool { child.hasFixedSize }

  let handler: KeyPressHandler

  init(_ context: NodeContext, handler: KeyPressHandler, child: LayoutNode) {
    self.handler = handler
    super.init(context, child: child)
  }

  /// Runs the action when it matches `press`.
  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard !handler.phases.isDisjoint(with: press.phase), handler.matches(press) else {
      return .ignored
    }
    return handler.action(press)
  }
}

extension View {
  /// Runs `action` when `key` goes down or repeats while the view (or a view inside) has
  /// focus; `.handled` keeps the key from the focused field and the window.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` when `key` goes through one of `phases` while the view has focus.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        handler: KeyPressHandler(matches: { $0.key == key }, phases: phases, action: action)))
  }

  /// Runs `action` when any key goes through one of `phases` while the view has focus.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        handler: KeyPressHandler(matches: { _ in true }, phases: phases, action: action)))
  }

  /// Runs `action` when one of `keys` goes through one of `phases` while the view has focus.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        handler: KeyPressHandler(matches: { keys.contains($0.key) }, phases: phases, action: action)
      ))
  }

  /// Runs `action` when a key that types characters of `characters` goes through one of
  /// `phases` while the view has focus.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        handler: KeyPressHandler(
          matches: { press in
            !press.characters.isEmpty
              && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
          }, phases: phases, action: action)))
  }
}
