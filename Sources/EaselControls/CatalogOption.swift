import Easel
import Foundation

/// A plain `Selectable` option: a name, chosen or not. The gallery's picker uses it; use it
/// for any list of strings.
public struct CatalogOption: Selectable {
  /// A constant identity, made once.
  public let id = UUID()
  /// The name on the chip.
  public var displayedName: String
  /// Whether the option is chosen.
  public var isSelected = false

  /// Creates an unselected option.
  public init(displayedName: String) {
    self.displayedName = displayedName
  }
}
