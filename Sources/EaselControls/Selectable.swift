import Easel
import Foundation

/// An option a `FlexiblePicker` shows as a chip: a name to display and whether it is chosen.
///
/// Conforming types keep a constant `id` (a `UUID` made once), so that `ForEach` can tell the
/// options apart, and can be made from a name alone, so that a list of strings maps straight to
/// a list of options.
public protocol Selectable: Identifiable, Hashable {
  /// The name the picker shows on the option's chip.
  var displayedName: String { get }
  /// Whether the option is chosen.
  var isSelected: Bool { get set }
  /// Creates an unselected option named `displayedName`.
  init(displayedName: String)
}
