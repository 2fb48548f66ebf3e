import Foundation

/// One element of a view's accessibility tree: what an assistive technology such as a screen
/// reader announces when it reaches the element, and where the element is.
///
/// SwiftUI has no such public type (it hands the elements to the platform); Easel makes them
/// visible so that tests, the inspector and the preview's accessibility overlay can read them.
public struct AccessibilityElement: Equatable, Sendable {
  /// The label: what the element is, read first.
  public var label: String
  /// The value, read after the label, or `nil` when the element has none.
  public var value: String?
  /// The hint: what activating the element does, or `nil` when the element has none.
  public var hint: String?
  /// The traits: what kind of element this is and which state it is in.
  public var traits: AccessibilityTraits
  /// The identifier set with `accessibilityIdentifier(_:)`, or `nil`.
  public var identifier: String?
  /// The element's frame in root coordinates.
  public var frame: CGRect
  /// Easel only: whether the element has the keyboard focus — it is, or holds, the focused
  /// text field, button, toggle, slider, stepper or view made `focusable()`. At most one
  /// element of a tree has it.
  public var isFocused = false
  /// The actions the element offers.
  var actions = AccessibilityActions()

  /// Creates an element.
  public init(
    label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    identifier: String? = nil, frame: CGRect
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
  }
}

extension AccessibilityElement {
  /// Whether the element takes `.increment` and `.decrement` adjustments.
  public var isAdjustable: Bool { actions.adjust != nil }

  /// The names of its custom actions, in order.
  public var actionNames: [String] { actions.named.map(\.name) }

  /// Whether it has an action of `kind`.
  public func hasAction(_ kind: AccessibilityActionKind) -> Bool { actions.kinds[kind] != nil }

  /// Adjusts the element as an assistive technology would; `false` when it is not adjustable.
  /// The state the action changes is applied at the graph's next update.
  @MainActor @discardableResult
  public func adjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
    guard let adjust = actions.adjust else { return false }
    adjust.run(direction)
    return true
  }

  /// Performs the element's action of `kind`; `false` when it has none.
  @MainActor @discardableResult
  public func perform(_ kind: AccessibilityActionKind = .default) -> Bool {
    guard let handler = actions.kinds[kind] else { return false }
    handler.run(())
    return true
  }

  /// Performs the custom action named `name`; `false` when it has none.
  @MainActor @discardableResult
  public func performAction(named name: String) -> Bool {
    guard let handler = actions.named.first(where: { $0.name == name })?.handler else {
      return false
    }
    handler.run(())
    return true
  }
}

extension AccessibilityElement: CustomStringConvertible {
  /// The element as a screen reader would announce it, followed by its traits, identifier and
  /// frame, for readable test failures.
  public var description: String {
    var parts = ["\"\(label)\""]
    if let value { parts.append("value: \"\(value)\"") }
    if let hint { parts.append("hint: \"\(hint)\"") }
    if !traits.isEmpty { parts.append("traits: \(traits)") }
    if let identifier { parts.append("identifier: \"\(identifier)\"") }
    parts.append(
      "frame: (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))")
    return "AccessibilityElement(" + parts.joined(separator: ", ") + ")"
  }
}
