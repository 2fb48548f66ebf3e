import Foundation

/// The focus-driven interactions a view supports, as `focusable(_:interactions:)` gives them.
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions' bits.
  public let rawValue: Int

  /// A set of interactions from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The view has a primary action that focus gestures activate: it takes focus from Tab and
  /// Shift+Tab.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// The view takes input from the keyboard: it takes focus from Tab and Shift+Tab, and from
  /// a click on it.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// The interactions expected of interactive content: on Easel, as on macOS, both.
  public static var automatic: FocusInteractions { [.activate, .edit] }
}
