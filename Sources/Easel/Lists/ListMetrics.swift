import Foundation

/// The measurements and colours of a list style, as iOS draws it on an iPhone.
struct ListMetrics {
  let style: _ListStyleKind
  /// Space between the list's edges and its cells (inset styles).
  let horizontalMargin: CGFloat
  /// The radius of a section's card (inset styles).
  let cornerRadius: CGFloat
  /// Space before a section without a header.
  let sectionSpacing: CGFloat
  /// Space between rows (`listRowSpacing`).
  let rowSpacing: CGFloat
  /// Insets of a row's content in its cell.
  let rowInsets: EdgeInsets
  /// The least height of a row.
  let minRowHeight: CGFloat
  /// Whether sections are separated by space (grouped styles) rather than running on.
  let isGrouped: Bool
  /// Whether the list's background is drawn (`scrollContentBackground`).
  let drawsBackground: Bool

  init(environment: EnvironmentValues) {
    let style = environment.listStyleKind.resolved
    self.style = style
    switch style {
    case .insetGrouped, .inset, .sidebar:
      horizontalMargin = 20
      cornerRadius = 10
    case .plain, .grouped, .automatic:
      horizontalMargin = 0
      cornerRadius = 0
    }
    isGrouped = style == .insetGrouped || style == .grouped || style == .sidebar
    sectionSpacing =
      environment.listSectionSpacingValue ?? (isGrouped ? 35 : (style == .inset ? 20 : 0))
    rowSpacing = environment.listRowSpacingValue ?? 0
    rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    minRowHeight = environment.defaultMinListRowHeight
    drawsBackground = environment.scrollContentBackgroundVisibility != .hidden
  }

  /// The colour behind the cells.
  var listBackground: Color {
    isGrouped ? ListColors.groupedBackground : ListColors.background
  }

  /// The colour of a cell.
  var cellBackground: Color {
    isGrouped ? ListColors.secondaryGroupedBackground : ListColors.background
  }
}

/// iOS's colours for lists.
enum ListColors {
  /// `systemGroupedBackground`: #F2F2F7 light, black dark.
  static let groupedBackground = Color(
    light: .init(242, 242, 247, 1), dark: .init(0, 0, 0, 1))
  /// `secondarySystemGroupedBackground`: white light, #1C1C1E dark.
  static let secondaryGroupedBackground = Color(
    light: .init(255, 255, 255, 1), dark: .init(28, 28, 30, 1))
  /// `systemBackground`: white light, black dark.
  static let background = Color(light: .init(255, 255, 255, 1), dark: .init(0, 0, 0, 1))
  /// `separator`, made opaque over the cell: #C6C6C8 light, #38383A dark.
  static let separator = Color(light: .init(198, 198, 200, 1), dark: .init(56, 56, 58, 1))
  /// `systemGray4`, a selected row: #D1D1D6 light, #3A3A3C dark.
  static let selectedRow = Color(light: .init(209, 209, 214, 1), dark: .init(58, 58, 60, 1))
  /// `secondaryLabel` for headers and footers: #3C3C43 at 60% light, #EBEBF5 at 60% dark.
  static let secondaryLabel = Color(
    light: .init(60, 60, 67, 0.6), dark: .init(235, 235, 245, 0.6))
  /// `tertiaryLabel`, a row's chevron: #3C3C43 at 30% light, #EBEBF5 at 30% dark.
  static let tertiaryLabel = Color(
    light: .init(60, 60, 67, 0.3), dark: .init(235, 235, 245, 0.3))
  /// `tertiarySystemFill`, a search field: #767680 at 12% light, at 24% dark.
  static let searchField = Color(
    light: .init(118, 118, 128, 0.12), dark: .init(118, 118, 128, 0.24))
}
