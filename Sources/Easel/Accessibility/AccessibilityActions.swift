/// The direction of an adjustment: what swiping up or down on an adjustable element asks for.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
  /// Make the value larger.
  case increment
  /// Make the value smaller.
  case decrement
}

/// The kinds of unnamed action an element can offer.
public struct AccessibilityActionKind: Sendable, Hashable {
  let name: String

  /// The element's main action: what activating it (a double tap with VoiceOver) does.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismisses a view, such as a sheet (VoiceOver's two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The "magic tap" (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// One action handler. Handlers are compared by identity, so a view re-evaluated with a new
/// closure updates its element.
final class AccessibilityActionHandler<Input>: @unchecked Sendable {
  let run: @MainActor (Input) -> Void

  init(_ run: @escaping @MainActor (Input) -> Void) {
    self.run = run
  }
}

/// The actions accessibility modifiers gave one view.
struct AccessibilityActions: Equatable, Sendable {
  /// From `accessibilityAdjustableAction(_:)`.
  var adjust: AccessibilityActionHandler<AccessibilityAdjustmentDirection>?
  /// From `accessibilityAction(_:_:)`, by kind.
  var kinds: [AccessibilityActionKind: AccessibilityActionHandler<Void>] = [:]
  /// From `accessibilityAction(named:_:)`, in the order they were added.
  var named: [(name: String, handler: AccessibilityActionHandler<Void>)] = []

  var isEmpty: Bool { adjust == nil && kinds.isEmpty && named.isEmpty }

  /// These actions with `outer`'s on top: an outer adjustable or kind handler replaces an
  /// inner one; named actions add up, inner first.
  func merging(_ outer: AccessibilityActions) -> AccessibilityActions {
    var merged = self
    merged.adjust = outer.adjust ?? adjust
    merged.kinds.merge(outer.kinds) { _, new in new }
    merged.named += outer.named
    return merged
  }

  static func == (lhs: AccessibilityActions, rhs: AccessibilityActions) -> Bool {
    lhs.adjust === rhs.adjust && lhs.kinds.count == rhs.kinds.count
      && lhs.kinds.allSatisfy { rhs.kinds[$0.key] === $0.value }
      && lhs.named.count == rhs.named.count
      && zip(lhs.named, rhs.named).allSatisfy { $0.name == $1.name && $0.handler === $1.handler }
  }
}

extension View {
  /// Makes this view's element adjustable: an assistive technology asks it to `.increment` or
  /// `.decrement` (VoiceOver's swipe up and down), and `action` changes the value.
  public func accessibilityAdjustableAction(
    _ action: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attributes = AccessibilityAttributes()
    attributes.actions.adjust = AccessibilityActionHandler(action)
    return modifier(AccessibilityAttachmentModifier(attributes: attributes))
  }

  /// Gives this view's element an action of `actionKind` (its main action by default).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attributes = AccessibilityAttributes()
    attributes.actions.kinds[actionKind] = AccessibilityActionHandler { _ in handler() }
    return modifier(AccessibilityAttachmentModifier(attributes: attributes))
  }

  /// Gives this view's element a custom action that assistive technologies list by `name`.
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attributes = AccessibilityAttributes()
    attributes.actions.named = [(String(name), AccessibilityActionHandler { _ in handler() })]
    return modifier(AccessibilityAttachmentModifier(attributes: attributes))
  }

  /// Gives this view's element a custom action named by `name`.
  public func accessibilityAction(
    named name: Text, _ handler: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: name.content, handler)
  }
}
