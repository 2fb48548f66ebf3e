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
