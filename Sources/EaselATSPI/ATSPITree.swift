import Easel
import Foundation

/// One object the bridge publishes: the application, the window's frame, a group (device
/// canvas) or an accessibility element.
struct ATSPIObject {
  /// The object's path on the bus.
  var path: String
  var role: ATSPIRole
  var name: String
  var description: String
  /// The element's value, or `nil`.
  var value: String?
  var states: ATSPIStates
  /// The object's rectangle in window points (the application has none).
  var frame: CGRect?
  var parent: String
  var children: [String]
  /// The element the object stands for, with its actions (`nil` for the application, the
  /// frame and groups).
  var element: AccessibilityElement?
  /// The accessibility identifier, or "".
  var identifier: String

  /// The AT-SPI actions: a default "click" for what can be activated, "increment" and
  /// "decrement" for an adjustable element, then the element's named actions.
  var actionNames: [String] {
    guard let element else { return [] }
    var names: [String] = []
    switch role {
    case .pushButton, .toggleButton, .link, .pageTab, .entry: names.append("click")
    default: if element.hasAction(.default) { names.append("click") }
    }
    if element.isAdjustable { names += ["increment", "decrement"] }
    return names + element.actionNames
  }

  /// The number `Value.CurrentValue` says: the first number in the value's text ("40",
  /// "40 percent"), else 1 for a checked and 0 for an unchecked element.
  var currentValue: Double {
    if let value, let number = ATSPIObject.number(in: value) { return number }
    return states.contains(.checked) ? 1 : 0
  }

  /// The first number in `text`, or `nil`.
  static func number(in text: String) -> Double? {
    var digits = ""
    for character in text {
      if character.isNumber || (character == "." && !digits.isEmpty)
        || (character == "-" && digits.isEmpty)
      {
        digits.append(character)
      } else if !digits.isEmpty {
        break
      }
    }
    return Double(digits)
  }

  /// Whether the object has text of its own (static text, headings, labels and links).
  var hasText: Bool {
    element != nil && [.label, .heading, .link].contains(role)
  }

  /// The interfaces `GetInterfaces` lists.
  var interfaces: [String] {
    var names = [ATSPIInterface.accessible]
    if role == .application { return names + [ATSPIInterface.application] }
    names.append(ATSPIInterface.component)
    if !actionNames.isEmpty { names.append(ATSPIInterface.action) }
    if value != nil { names.append(ATSPIInterface.value) }
    if hasText { names.append(ATSPIInterface.text) }
    return names
  }
}

/// The names of the AT-SPI interfaces.
enum ATSPIInterface {
  static let accessible = "org.a11y.atspi.Accessible"
  static let application = "org.a11y.atspi.Application"
  static let component = "org.a11y.atspi.Component"
  static let action = "org.a11y.atspi.Action"
  static let value = "org.a11y.atspi.Value"
  static let text = "org.a11y.atspi.Text"
  static let socket = "org.a11y.atspi.Socket"
  static let cache = "org.a11y.atspi.Cache"
  static let registry = "org.a11y.atspi.Registry"
  static let properties = "org.freedesktop.DBus.Properties"
  static let objectEvent = "org.a11y.atspi.Event.Object"
  static let focusEvent = "org.a11y.atspi.Event.Focus"
  static let windowEvent = "org.a11y.atspi.Event.Window"
}

/// The objects of one moment of the window, by path, made from its source.
///
/// Elements have no identity of their own across frames: an element's path is kept for its
/// group, identifier, label and place among the elements that share those three, so that a
/// toggle whose value changes stays the same object on the bus and its change is a
/// state-change event, not a new object.
struct ATSPITree {
  static let prefix = "/org/a11y/atspi/accessible/"
  static let rootPath = prefix + "root"
  static let windowPath = prefix + "window"

  var objects: [String: ATSPIObject] = [:]
  /// The path of the element with the keyboard focus, if any.
  var focusedPath: String?

  /// The paths given to element keys so far, and the next number; kept from tree to tree.
  struct Paths {
    var byKey: [String: String] = [:]
    var next = 1
    /// The keys of elements that have been seen selected (see `ATSPIRole.of`).
    var selectedKeys: Set<String> = []
    /// The keys of elements that have had the keyboard focus: focusable from then on.
    var focusedKeys: Set<String> = []

    mutating func path(for key: String) -> String {
      if let path = byKey[key] { return path }
      let path = ATSPITree.prefix + String(next)
      next += 1
      byKey[key] = path
      return path
    }
  }

  /// The tree of `source` as it is now, with `applicationName` and `parent` (the registry's
  /// desktop) for the application.
  @MainActor static func make(
    from source: any AccessibilityWindowSource, applicationName: String, paths: inout Paths
  ) -> ATSPITree {
    var tree = ATSPITree()
    let groups = source.accessibilityGroups()
    let showing = ATSPIStates([.enabled, .sensitive, .showing, .visible])
    var groupPaths: [String] = []
    for (groupIndex, group) in groups.enumerated() {
      let groupPath = paths.path(for: "group \(groupIndex) \(group.name)")
      groupPaths.append(groupPath)
      var occurrences: [String: Int] = [:]
      var children: [String] = []
      for element in group.elements {
        let base = "\(groupIndex)|\(element.identifier ?? "")|\(element.label)"
        let occurrence = occurrences[base, default: 0]
        occurrences[base] = occurrence + 1
        let key = base + "|\(occurrence)"
        let path = paths.path(for: key)
        let selected = element.traits.contains(.isSelected)
        if selected { paths.selectedKeys.insert(key) }
        let role = ATSPIRole.of(
          element.traits, identifier: element.identifier, value: element.value,
          isAdjustable: element.isAdjustable, wasSelected: paths.selectedKeys.contains(key))
        var states = showing
        switch role {
        case .toggleButton:
          states.insert(.checkable)
          if selected || element.value == "1" { states.insert(.checked) }
        case .pageTab:
          states.insert(.selectable)
          if selected { states.insert(.selected) }
        case .label, .heading, .image:
          if selected { states.insert(.selected) }
        default:
          states.insert(.focusable)
          if selected { states.insert(.selected) }
        }
        if role == .dialog { states.insert(.modal) }
        if element.isFocused, tree.focusedPath == nil {
          states.insert(.focused)
          tree.focusedPath = path
          paths.focusedKeys.insert(key)
        }
        if paths.focusedKeys.contains(key) { states.insert(.focusable) }
        children.append(path)
        tree.objects[path] = ATSPIObject(
          path: path, role: role, name: element.label, description: element.hint ?? "",
          value: element.value, states: states, frame: element.frame, parent: groupPath,
          children: [], element: element, identifier: element.identifier ?? "")
      }
      tree.objects[groupPath] = ATSPIObject(
        path: groupPath, role: .panel, name: group.name, description: "", value: nil,
        states: showing, frame: group.frame, parent: windowPath, children: children,
        element: nil, identifier: "")
    }
    let screen = source.accessibilityScreenFrame.frame
    var windowStates = showing
    windowStates.insert(.resizable)
    if source.accessibilityIsActive { windowStates.insert(.active) }
    tree.objects[windowPath] = ATSPIObject(
      path: windowPath, role: .frame, name: source.accessibilityTitle, description: "",
      value: nil, states: windowStates,
      frame: CGRect(origin: .zero, size: screen.size), parent: rootPath, children: groupPaths,
      element: nil, identifier: "")
    tree.objects[rootPath] = ATSPIObject(
      path: rootPath, role: .application, name: applicationName, description: "", value: nil,
      states: ATSPIStates(), frame: nil, parent: "", children: [windowPath], element: nil,
      identifier: "")
    return tree
  }
}
