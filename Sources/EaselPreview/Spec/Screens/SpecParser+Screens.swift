import Easel
import Foundation

/// The screen nodes: navigation stacks and links, lists, forms and sections, buttons and their
/// sheets, labels and tab views.
extension SpecParser {
  /// The most tabs a `TabView` may have.
  static let maximumTabs = 32

  /// Parses a `NavigationStack`: its root screen, `content`.
  func navigationStack(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecContent
  {
    let content = try required(
      object, "content", at: path, in: value, expected: "a view node, the stack's root screen")
    return .navigationStack(try node(content, at: path.appending("content"), depth: depth + 1))
  }

  /// Parses a `Section`: `header`, `footer` and the rows in `children`.
  func section(_ object: SpecObject, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecContent
  {
    .section(
      header: try object["header"].map { (header) throws(SpecError) in
        try label(header, at: path.appending("header"), depth: depth)
      },
      footer: try object["footer"].map { (footer) throws(SpecError) in
        try label(footer, at: path.appending("footer"), depth: depth)
      },
      children: try children(object, at: path, depth: depth))
  }

  /// Parses a `NavigationLink`: `title` or `label`, and `destination`.
  func navigationLink(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecContent
  {
    let label = try titleOrLabel(object, value: value, at: path, depth: depth)
    let destination = try required(
      object, "destination", at: path, in: value, expected: "a view node, the pushed screen")
    return .navigationLink(
      label: label,
      destination: try node(destination, at: path.appending("destination"), depth: depth + 1))
  }

  /// Parses a `Button`: `title` or `label`, and `sheet` or `toggle`.
  func button(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecContent
  {
    let label = try titleOrLabel(object, value: value, at: path, depth: depth)
    return .button(
      label: label, action: try buttonAction(object, value: value, at: path, depth: depth))
  }

  /// Parses a `Label`: `title` and `systemImage`.
  func label(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath) throws(SpecError)
    -> SpecContent
  {
    let title = try required(object, "title", at: path, in: value, expected: "a string")
    let symbol = try required(
      object, "systemImage", at: path, in: value, expected: "a symbol's name")
    return .label(
      title: try text(title, at: path.appending("title")),
      systemImage: try string(symbol, at: path.appending("systemImage")))
  }

  /// Parses a `LabeledContent`: `title`, and `value` or `content`.
  func labeledContent(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecContent
  {
    let title = try required(object, "title", at: path, in: value, expected: "a string")
    let content: SpecLabel
    switch (object["value"], object["content"]) {
    case (let text?, nil):
      content = .text(try self.text(text, at: path.appending("value")))
    case (nil, let node?):
      content = .view(try self.node(node, at: path.appending("content"), depth: depth + 1))
    case (nil, nil):
      throw error(
        .missingKey, at: path.appending("value"), value.location,
        "missing required key; expected \"value\" (a string) or \"content\" (a view node)")
    case (_?, _?):
      throw error(
        .invalidValue, at: path.appending("content"), object.location(ofKey: "content"),
        "expected either \"value\" or \"content\", found both")
    }
    return .labeledContent(title: try text(title, at: path.appending("title")), content: content)
  }

  /// A `header`, `footer` or `label`: a string (shown as text) or a view node one level
  /// below.
  private func label(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecLabel
  {
    if value.string != nil { return .text(try text(value, at: path)) }
    guard value.object != nil else {
      throw mismatch(value, at: path, expected: "a string or a view node")
    }
    return .view(try node(value, at: path, depth: depth + 1))
  }

  /// The `title` (text) or `label` (a view node) of a link or button: exactly one of them.
  private func titleOrLabel(
    _ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int
  ) throws(SpecError) -> SpecLabel {
    switch (object["title"], object["label"]) {
    case (let title?, nil):
      return .text(try text(title, at: path.appending("title")))
    case (nil, let label?):
      return .view(try node(label, at: path.appending("label"), depth: depth + 1))
    case (nil, nil):
      throw error(
        .missingKey, at: path.appending("title"), value.location,
        "missing required key; expected \"title\" (a string) or \"label\" (a view node)")
    case (_?, _?):
      throw error(
        .invalidValue, at: path.appending("label"), object.location(ofKey: "label"),
        "expected either \"title\" or \"label\", found both")
    }
  }

  /// What a `Button` does: `toggle` or `sheet`, exactly one of them.
  private func buttonAction(
    _ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int
  ) throws(SpecError) -> SpecButtonAction {
    switch (object["toggle"], object["sheet"]) {
    case (let toggle?, nil):
      return .toggle(try stateName(toggle, at: path.appending("toggle"), holding: .bool(false)))
    case (nil, let sheet?):
      return .sheet(try self.sheet(sheet, at: path.appending("sheet"), depth: depth))
    case (nil, nil):
      throw error(
        .missingKey, at: path.appending("sheet"), value.location,
        "missing required key; expected what the button does: \"sheet\" (a sheet to present) "
          + "or \"toggle\" (\"$name\" of a boolean state entry to flip)")
    case (_?, _?):
      throw error(
        .invalidValue, at: path.appending("toggle"), object.location(ofKey: "toggle"),
        "expected either \"sheet\" or \"toggle\", found both")
    }
  }

  /// A `"$name"` naming a state entry of the same kind as `kind`.
  func stateName(_ value: SpecValue, at path: SpecKeyPath, holding kind: SpecStateValue)
    throws(SpecError) -> String
  {
    let written = try string(value, at: path)
    let name = String(written.dropFirst())
    guard written.hasPrefix("$"), Self.isIdentifier(name) else {
      throw error(
        .invalidValue, at: path, value.location,
        "expected \"$name\" of a state entry holding \(kind.kindName), found "
          + Self.quoted(written))
    }
    guard let entry = state[name] else {
      throw error(
        .invalidValue, at: path, value.location,
        "unknown state \(Self.quoted(name)); declare it under \"state\"",
        suggestion: NameSuggestion.closest(to: name, in: state.keys.sorted()))
    }
    guard entry.kindName == kind.kindName else {
      throw error(
        .typeMismatch, at: path, value.location,
        "expected state holding \(kind.kindName), found \(Self.quoted(name)) holding "
          + entry.kindName)
    }
    return name
  }

  /// A `sheet`: `{"content", "detents", "dragIndicator", "isPresented"}`.
  private func sheet(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecSheet
  {
    let object = try object(value, at: path, expected: "a sheet, such as {\"content\": {…}}")
    try checkKeys(
      object, allowed: ["content", "detents", "dragIndicator", "isPresented"], at: path)
    let content = try required(
      object, "content", at: path, in: value, expected: "a view node, the sheet's content")
    var sheet = SpecSheet(
      content: try node(content, at: path.appending("content"), depth: depth + 1))
    if let detents = object["detents"] {
      let detentsPath = path.appending("detents")
      guard let array = detents.array else {
        throw mismatch(detents, at: detentsPath, expected: "an array of detents")
      }
      guard !array.isEmpty, array.count <= Self.maximumListLength else {
        throw error(
          .invalidValue, at: detentsPath, detents.location,
          "expected 1 to \(Self.maximumListLength) detents, found \(array.count)")
      }
      for (index, element) in array.enumerated() {
        sheet.detents.append(try detent(element, at: detentsPath.appending(index: index)))
      }
    }
    if let indicator = object["dragIndicator"] {
      sheet.dragIndicator = try name(
        indicator, at: path.appending("dragIndicator"),
        from: [("automatic", nil), ("visible", true), ("hidden", false)])
    }
    if let isPresented = object["isPresented"] {
      sheet.isPresented = try stateName(
        isPresented, at: path.appending("isPresented"), holding: .bool(false))
    }
    return sheet
  }

  /// One detent: `"medium"`, `"large"`, `{"fraction": number}` or `{"height": length}`.
  private func detent(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecDetent {
    let expected = "\"medium\", \"large\", {\"fraction\": number} or {\"height\": number}"
    if value.string != nil {
      return try name(value, at: path, from: [("medium", .medium), ("large", .large)])
    }
    guard let object = value.object else { throw mismatch(value, at: path, expected: expected) }
    try checkKeys(object, allowed: ["fraction", "height"], at: path)
    switch (object["fraction"], object["height"]) {
    case (let fraction?, nil):
      return .fraction(
        try number(
          fraction, at: path.appending("fraction"), expectation: "a number from 0 to 1",
          range: 0...1))
    case (nil, let height?):
      return .height(try length(height, at: path.appending("height")))
    default:
      throw error(
        .invalidValue, at: path, value.location,
        "expected \(expected), found an object with \(object.members.count) keys")
    }
  }

  /// Parses a `TabView`: its `tabs` and the optional `selection` state entry.
  func tabView(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecContent
  {
    let tabsValue = try required(
      object, "tabs", at: path, in: value,
      expected: "an array of tabs, such as [{\"title\": \"Home\", \"content\": {…}}]")
    let tabsPath = path.appending("tabs")
    guard let array = tabsValue.array else {
      throw mismatch(tabsValue, at: tabsPath, expected: "an array of tabs")
    }
    guard !array.isEmpty, array.count <= Self.maximumTabs else {
      throw error(
        .invalidValue, at: tabsPath, tabsValue.location,
        "expected 1 to \(Self.maximumTabs) tabs, found \(array.count)")
    }
    var tabs: [SpecTab] = []
    for (index, element) in array.enumerated() {
      let tabPath = tabsPath.appending(index: index)
      let tab = try self.tab(element, at: tabPath, depth: depth)
      if tabs.contains(where: { $0.value == tab.value }) {
        throw error(
          .invalidValue, at: tabPath, element.location,
          "expected tabs with different values, found a second tab of value "
            + Self.quoted(tab.value) + " (give it a \"value\")")
      }
      tabs.append(tab)
    }
    var selection: String?
    if let selectionValue = object["selection"] {
      let selectionPath = path.appending("selection")
      let name = try stateName(selectionValue, at: selectionPath, holding: .string(""))
      if case .string(let initial)? = state[name], !tabs.contains(where: { $0.value == initial }) {
        let values = tabs.map(\.value)
        throw error(
          .invalidValue, at: selectionPath, selectionValue.location,
          "expected state \(Self.quoted(name)) to hold a tab's value ("
            + values.map(Self.quoted).joined(separator: ", ") + "), found "
            + Self.quoted(initial),
          suggestion: NameSuggestion.closest(to: initial, in: values))
      }
      selection = name
    }
    return .tabView(selection: selection, tabs: tabs)
  }

  /// One tab: `{"title", "systemImage", "value", "content"}`.
  private func tab(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecTab
  {
    let object = try object(
      value, at: path, expected: "a tab, such as {\"title\": \"Home\", \"content\": {…}}")
    try checkKeys(object, allowed: ["title", "systemImage", "value", "content"], at: path)
    let titleValue = try required(object, "title", at: path, in: value, expected: "a string")
    let title = try text(titleValue, at: path.appending("title"))
    var systemImage: String?
    if let symbol = object["systemImage"] {
      systemImage = try string(symbol, at: path.appending("systemImage"))
    }
    let content = try required(
      object, "content", at: path, in: value, expected: "a view node, the tab's content")
    var tabValue = try string(titleValue, at: path.appending("title"))
    if let written = object["value"] { tabValue = try string(written, at: path.appending("value")) }
    return SpecTab(
      title: title, systemImage: systemImage, value: tabValue,
      content: try node(content, at: path.appending("content"), depth: depth + 1))
  }
}
