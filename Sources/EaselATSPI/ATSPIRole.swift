import Easel

/// The AT-SPI roles the bridge gives (`AtspiRole` of at-spi2-core), with their names as
/// `GetRoleName` says them.
enum ATSPIRole: UInt32 {
  case dialog = 16
  case frame = 23
  case image = 27
  case label = 29
  case pageTab = 37
  case panel = 39
  case pushButton = 43
  case slider = 51
  case toggleButton = 62
  case application = 75
  case entry = 79
  case heading = 83
  case link = 88

  /// The role's name, as libatspi's `atspi_role_get_name` spells it.
  var name: String {
    switch self {
    case .dialog: "dialog"
    case .frame: "frame"
    case .image: "image"
    case .label: "label"
    case .pageTab: "page tab"
    case .panel: "panel"
    case .pushButton: "push button"
    case .slider: "slider"
    case .toggleButton: "toggle button"
    case .application: "application"
    case .entry: "entry"
    case .heading: "heading"
    case .link: "link"
    }
  }

  /// The role of an element with `traits`: a button, toggle, link, heading, image, static
  /// text, search field, adjustable element or modal dialog says what it is by its traits.
  ///
  /// A button whose value is "1" or "0" is a switch (SwiftUI's `Toggle`): a toggle button.
  /// SwiftUI's traits have no "switch" or "list item": an element without a trait that names a
  /// kind (a custom control such as seed 000's toggle, which says only `.isSelected` while on)
  /// is a toggle button once it has been seen selected (`wasSelected`), else a label (a gauge
  /// or a chart with a value). Easel's tab bar marks its tabs as buttons identified "Tab N":
  /// those are page tabs.
  static func of(
    _ traits: AccessibilityTraits, identifier: String?, value: String?, isAdjustable: Bool,
    wasSelected: Bool
  ) -> ATSPIRole {
    if traits.contains(.isModal) { return .dialog }
    if isAdjustable { return .slider }
    if traits.contains(.isToggle) { return .toggleButton }
    if traits.contains(.isButton) {
      // A switch, as SwiftUI's Toggle (and UIKit's UISwitch) says it: a button whose value is
      // "1" or "0".
      if value == "1" || value == "0" { return .toggleButton }
      if let identifier, identifier.hasPrefix("Tab ") { return .pageTab }
      return .pushButton
    }
    if traits.contains(.isLink) { return .link }
    if traits.contains(.isSearchField) { return .entry }
    if traits.contains(.isHeader) { return .heading }
    if traits.contains(.isImage) { return .image }
    if traits.contains(.isStaticText) { return .label }
    return wasSelected ? .toggleButton : .label
  }
}

/// The AT-SPI states the bridge sets (`AtspiStateType`): bit numbers of `GetState`'s two
/// 32-bit words.
enum ATSPIState: Int, CaseIterable {
  case active = 1
  case checked = 4
  case enabled = 8
  case focusable = 11
  case focused = 12
  case modal = 16
  case resizable = 21
  case selectable = 22
  case selected = 23
  case sensitive = 24
  case showing = 25
  case visible = 30
  case checkable = 41
  case readOnly = 43

  /// The name state-changed events carry (`object:state-changed:NAME`).
  var eventName: String {
    switch self {
    case .active: "active"
    case .checked: "checked"
    case .enabled: "enabled"
    case .focusable: "focusable"
    case .focused: "focused"
    case .modal: "modal"
    case .resizable: "resizable"
    case .selectable: "selectable"
    case .selected: "selected"
    case .sensitive: "sensitive"
    case .showing: "showing"
    case .visible: "visible"
    case .checkable: "checkable"
    case .readOnly: "read-only"
    }
  }
}

/// A set of AT-SPI states.
struct ATSPIStates: Equatable {
  var bits: UInt64 = 0

  init(_ states: [ATSPIState] = []) {
    for state in states { insert(state) }
  }

  mutating func insert(_ state: ATSPIState) { bits |= 1 << UInt64(state.rawValue) }

  func contains(_ state: ATSPIState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

  /// The two words of `GetState` (`au`).
  var words: [UInt32] {
    [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
  }
}
