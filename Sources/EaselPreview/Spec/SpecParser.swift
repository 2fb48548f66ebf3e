import Easel
import Foundation

/// Turns the bytes of a spec file into a `Spec`.
///
/// `SpecJSONParser` reads the JSON into `SpecValue`s that remember their line and column; this
/// walks them by hand, so that every error carries the key path and location of the value at
/// fault. Numbers are read in one place (`number(_:at:expectation:range:)`), keys are checked
/// against one table per object.
struct SpecParser: Sendable {
  /// The top-level keys of a spec.
  static let topLevelKeys = [
    "$schema", "title", "notes", "devices", "colorSchemes", "textSizes", "state", "component",
    "props", "view", "size", "colorScheme",
  ]
  /// The largest length (frame, padding, spacing, corner radius, line width) a spec may give,
  /// in points; larger values are surely mistakes and would overflow the text engine.
  static let maximumLength: Double = 100_000
  /// The largest font size a spec may give, in points.
  static let maximumFontSize: Double = 1000
  /// The most devices, colour schemes or text sizes a spec may list.
  static let maximumListLength = 32
  /// The most state entries a spec may have.
  static let maximumStateEntries = 256

  /// The name of the file, for error messages.
  let fileName: String
  /// The folder image paths are relative to; `nil` for a spec read from memory.
  var folder: URL?
  /// The spec's state, for `"$name"` and expression names.
  var state: [String: SpecStateValue] = [:]
  /// Values that replace the file's values of state entries, as text, by name (from the
  /// command line's `--state name=value`).
  var stateOverrides: [String: String] = [:]

  init(fileName: String, folder: URL? = nil) {
    self.fileName = fileName
    self.folder = folder
  }

  /// Parses `data` as a spec.
  func parse(_ data: Data) throws(SpecError) -> Spec {
    guard data.count <= Spec.maximumFileSize else {
      throw SpecError(
        kind: .fileTooLarge, fileName: fileName,
        message:
          "expected a file of at most 1 MiB (\(Spec.maximumFileSize) bytes), found a larger one",
        line: 1, column: 1)
    }
    var json = SpecJSONParser(data: data, fileName: fileName)
    let rootValue = try json.parse()
    let root = try object(
      rootValue, at: .root, expected: "an object with a \"view\" or \"component\" at the top level")
    try checkKeys(root, allowed: Self.topLevelKeys, at: .root)
    let top = SpecKeyPath.root

    var title = Spec.defaultTitle(forFileName: fileName)
    if let value = root["title"] { title = try string(value, at: top.appending("title")) }
    var notes: String?
    if let value = root["notes"] { notes = try string(value, at: top.appending("notes")) }
    if let value = root["$schema"] { _ = try string(value, at: top.appending("$schema")) }

    let devices = try self.devices(in: root)
    let colorSchemes = try self.colorSchemes(in: root)
    var textSizes: [SpecTextSize] = [.large]
    if let value = root["textSizes"] {
      textSizes = try list(value, at: top.appending("textSizes")) {
        (element, path) throws(SpecError) in
        try name(element, at: path, from: SpecTextSize.allCases.map { ($0.specName, $0) })
      }
    }

    var parser = self
    let entries = try parser.stateEntries(in: root)

    let body: Spec.Body
    if root["view"] != nil && root["component"] != nil {
      throw error(
        .invalidValue, at: top.appending("component"), root.location(ofKey: "component"),
        "expected either \"view\" or \"component\", found both")
    } else if let viewValue = root["view"] {
      if root["props"] != nil {
        throw error(
          .unknownKey, at: top.appending("props"), root.location(ofKey: "props"),
          "\"props\" belongs with \"component\", not with \"view\"")
      }
      body = .view(try parser.node(viewValue, at: top.appending("view"), depth: 1))
    } else if let componentValue = root["component"] {
      body = .component(
        try parser.componentUse(
          componentValue, props: root["props"], namePath: top.appending("component"),
          propsPath: top.appending("props")))
    } else {
      throw error(
        .missingKey, at: top.appending("view"), rootValue.location,
        "missing required key; expected a view node, such as {\"type\": \"Text\", \"text\": "
          + "\"Hi\"}, or a \"component\"")
    }
    return Spec(
      title: title, notes: notes, devices: devices, colorSchemes: colorSchemes,
      textSizes: textSizes, state: entries, body: body, fileName: fileName)
  }

  // MARK: - Devices, schemes, state

  /// `devices` (or the first version's `size`), else the default canvas.
  private func devices(in root: SpecObject) throws(SpecError) -> [SpecDevice] {
    let top = SpecKeyPath.root
    if let value = root["devices"] {
      if root["size"] != nil {
        throw error(
          .invalidValue, at: top.appending("size"), root.location(ofKey: "size"),
          "expected either \"devices\" or \"size\", found both")
      }
      return try list(value, at: top.appending("devices")) { (element, path) throws(SpecError) in
        try device(element, at: path)
      }
    }
    if let value = root["size"] {
      return [SpecDevice(size: try canvasSize(value, at: top.appending("size"), named: false).size)]
    }
    return [SpecDevice(size: Spec.defaultSize)]
  }

  /// One element of `devices`: a catalog name or `{"width", "height", "name"}`.
  private func device(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecDevice {
    if let name = value.string {
      guard let device = DeviceCatalog.device(named: name) else {
        let names = DeviceCatalog.all.map(\.name)
        let suggestion = DeviceCatalog.suggestion(for: name)
        var message = "unknown device " + Self.quoted(name)
        if suggestion == nil { message += "; expected one of " + names.joined(separator: ", ") }
        throw error(.unknownDevice, at: path, value.location, message, suggestion: suggestion)
      }
      return SpecDevice(device)
    }
    guard value.object != nil else {
      throw mismatch(
        value, at: path, expected: "a device name or an object with width and height")
    }
    let (size, name) = try canvasSize(value, at: path, named: true)
    return SpecDevice(size: size, name: name)
  }

  /// `colorSchemes` (or the first version's `colorScheme`), else light.
  private func colorSchemes(in root: SpecObject) throws(SpecError) -> [ColorScheme] {
    let top = SpecKeyPath.root
    let table = ColorScheme.allCases.map { ($0.rawValue, $0) }
    if let value = root["colorSchemes"] {
      if root["colorScheme"] != nil {
        throw error(
          .invalidValue, at: top.appending("colorScheme"), root.location(ofKey: "colorScheme"),
          "expected either \"colorSchemes\" or \"colorScheme\", found both")
      }
      return try list(value, at: top.appending("colorSchemes")) {
        (element, path) throws(SpecError) in
        try name(element, at: path, from: table)
      }
    }
    if let value = root["colorScheme"] {
      return [try name(value, at: top.appending("colorScheme"), from: table)]
    }
    return [.light]
  }

  /// A non-empty array of at most `maximumListLength` elements, each read by `element`.
  private func list<T>(
    _ value: SpecValue, at path: SpecKeyPath,
    _ element: (SpecValue, SpecKeyPath) throws(SpecError) -> T
  ) throws(SpecError) -> [T] {
    guard let array = value.array else {
      throw mismatch(value, at: path, expected: "an array")
    }
    guard !array.isEmpty, array.count <= Self.maximumListLength else {
      throw error(
        .invalidValue, at: path, value.location,
        "expected 1 to \(Self.maximumListLength) elements, found \(array.count)")
    }
    var result: [T] = []
    for (index, item) in array.enumerated() {
      result.append(try element(item, path.appending(index: index)))
    }
    return result
  }

  /// Reads `state`, checking names and that computed entries form no cycle; records the
  /// entries so that later fields can bind to them.
  private mutating func stateEntries(in root: SpecObject) throws(SpecError) -> [SpecStateEntry] {
    guard let value = root["state"] else { return [] }
    let path = SpecKeyPath.root.appending("state")
    let object = try object(value, at: path, expected: "an object of named values")
    guard object.members.count <= Self.maximumStateEntries else {
      throw error(
        .invalidValue, at: path, value.location,
        "expected at most \(Self.maximumStateEntries) state entries, found "
          + "\(object.members.count)")
    }
    let reserved = SpecExpression.builtInNames + SpecExpression.Function.allCases.map(\.rawValue)
    // First the plain values, so that computed entries can name any entry.
    var names: [String: SpecStateValue] = [:]
    for member in object.members {
      let memberPath = path.appending(member.key)
      guard Self.isIdentifier(member.key), !reserved.contains(member.key) else {
        throw error(
          .invalidValue, at: memberPath, member.keyLocation,
          "expected a state name made of letters, digits and underscores, not starting with a "
            + "digit and not one of " + reserved.joined(separator: ", ") + ", found "
            + Self.quoted(member.key))
      }
      switch member.value.kind {
      case .bool(let bool): names[member.key] = .bool(bool)
      case .number(let number): names[member.key] = .number(number)
      case .string(let string): names[member.key] = .string(string)
      case .object: names[member.key] = .number(0)
      default:
        throw mismatch(
          member.value, at: memberPath,
          expected: "a boolean, a number, a string or {\"expression\": \"…\"}")
      }
    }
    for (name, text) in stateOverrides.sorted(by: { $0.key < $1.key }) {
      names[name] = try overriddenValue(name, text, of: names[name], in: object)
    }
    state = names
    var entries: [SpecStateEntry] = []
    var reads: [String: Set<String>] = [:]
    for member in object.members {
      let memberPath = path.appending(member.key)
      guard let inner = member.value.object else {
        entries.append(SpecStateEntry(name: member.key, value: names[member.key] ?? .number(0)))
        continue
      }
      try checkKeys(inner, allowed: ["expression"], at: memberPath)
      guard let expressionValue = inner["expression"] else {
        throw error(
          .missingKey, at: memberPath.appending("expression"), member.value.location,
          "missing required key; expected an expression string")
      }
      let number = try self.number(
        expressionValue, at: memberPath.appending("expression"), expectation: "a number",
        range: -.infinity ... .infinity)
      if case .expression(let expression, _) = number.source {
        reads[member.key] = expression.stateNames
      }
      entries.append(SpecStateEntry(name: member.key, value: .expression(number)))
    }
    try checkCycles(reads, entries: entries, object: object, path: path)
    // Computed entries evaluate in dependency order.
    let ordered = Self.dependencyOrder(reads)
    let plain = entries.filter { reads[$0.name] == nil }
    let computed = ordered.compactMap { name in entries.first { $0.name == name } }
    for entry in computed { names[entry.name] = entry.value }
    state = names
    return plain + computed
  }

  /// The value `text` gives the state entry `name`, whose value in the file is `current`:
  /// of the same kind, else an error that says what the entry takes.
  private func overriddenValue(
    _ name: String, _ text: String, of current: SpecStateValue?, in object: SpecObject
  ) throws(SpecError) -> SpecStateValue {
    let path = SpecKeyPath.root.appending("state").appending(name)
    let given = "found " + Self.quoted(text) + " (given as " + Self.quoted(name + "=" + text) + ")"
    guard let current, object[name]?.object == nil else {
      let names = object.members.filter { $0.value.object == nil }.map(\.key)
      throw error(
        .invalidValue, at: path, nil,
        (current == nil ? "unknown state " : "a computed state entry cannot be set: ")
          + Self.quoted(name) + "; expected one of the spec's state entries: "
          + names.joined(separator: ", "),
        suggestion: NameSuggestion.closest(to: name, in: names))
    }
    switch current {
    case .bool:
      guard let bool = ["true": true, "false": false][text] else {
        throw error(.typeMismatch, at: path, nil, "expected true or false, " + given)
      }
      return .bool(bool)
    case .number:
      guard let number = Double(text), number.isFinite else {
        throw error(.typeMismatch, at: path, nil, "expected a number, " + given)
      }
      return .number(number)
    case .string, .expression:
      return .string(text)
    }
  }

  /// Refuses computed state entries that read themselves, directly or through others.
  private func checkCycles(
    _ reads: [String: Set<String>], entries: [SpecStateEntry], object: SpecObject,
    path: SpecKeyPath
  ) throws(SpecError) {
    for start in entries.map(\.name) where reads[start] != nil {
      var stack: [(String, [String])] = [(start, [start])]
      var visited: Set<String> = []
      while let (name, trail) = stack.popLast() {
        for next in (reads[name] ?? []).sorted() {
          if next == start {
            let cycle = (trail + [start]).joined(separator: " → ")
            throw error(
              .cycle, at: path.appending(start).appending("expression"),
              object[start]?.object?["expression"]?.location ?? object.location(ofKey: start),
              "state entries depend on each other in a cycle: " + cycle)
          }
          if reads[next] != nil, visited.insert(next).inserted {
            stack.append((next, trail + [next]))
          }
        }
      }
    }
  }

  /// The computed entries ordered so that each comes after those it reads (no cycles).
  private static func dependencyOrder(_ reads: [String: Set<String>]) -> [String] {
    var order: [String] = []
    var done: Set<String> = []
    func visit(_ name: String) {
      guard !done.contains(name), reads[name] != nil else { return }
      done.insert(name)
      for next in (reads[name] ?? []).sorted() { visit(next) }
      order.append(name)
    }
    for name in reads.keys.sorted() { visit(name) }
    return order
  }

  /// A `component` name with its `props`.
  func componentUse(
    _ value: SpecValue, props: SpecValue?, namePath: SpecKeyPath, propsPath: SpecKeyPath
  ) throws(SpecError) -> SpecComponentUse {
    let name = try string(value, at: namePath)
    if let props, props.object == nil {
      throw mismatch(props, at: propsPath, expected: "an object of properties")
    }
    return SpecComponentUse(
      name: name, props: props, parser: self, namePath: namePath, nameLocation: value.location,
      propsPath: propsPath, state: state)
  }

  /// A canvas size `{"width", "height"}` (and `"name"` where `named`): positive, bounded.
  private func canvasSize(_ value: SpecValue, at path: SpecKeyPath, named: Bool)
    throws(SpecError) -> (size: CGSize, name: String?)
  {
    let object = try object(value, at: path, expected: "an object with width and height")
    try checkKeys(
      object, allowed: named ? ["name", "width", "height"] : ["width", "height"], at: path)
    var sides: [CGFloat] = []
    for key in ["width", "height"] {
      let side = try required(object, key, at: path, in: value, expected: "a number")
      let number = try self.number(
        side, at: path.appending(key), expectation: "a positive number no larger than 8192",
        range: 0...Double(Spec.maximumSide))
      guard let constant = number.constant else {
        throw mismatch(side, at: path.appending(key), expected: "a number")
      }
      guard constant > 0 else {
        throw error(
          .invalidValue, at: path.appending(key), side.location,
          "expected a positive number, found " + side.summary)
      }
      sides.append(CGFloat(constant))
    }
    var name: String?
    if let nameValue = object["name"] { name = try string(nameValue, at: path.appending("name")) }
    return (CGSize(width: sides[0], height: sides[1]), name)
  }

  // MARK: - Keys

  /// Rejects the first key of `object` (in alphabetical order, so that messages are stable) that
  /// is not in `allowed`, suggesting the closest allowed key. For a view node of `type`, a key
  /// that belongs to other view types says which.
  func checkKeys(
    _ object: SpecObject, allowed: [String], at path: SpecKeyPath, type: SpecViewType? = nil
  ) throws(SpecError) {
    let allowedSet = Set(allowed)
    guard let unknown = object.keys.filter({ !allowedSet.contains($0) }).sorted().first else {
      return
    }
    var message = "unknown key"
    var suggestion: String?
    let owners = SpecViewType.allCases.filter { $0.keys.contains(unknown) }.map(\.rawValue)
    if let type, !owners.isEmpty {
      message +=
        " for \(type.rawValue); \(Self.quoted(unknown)) is a key of "
        + owners.joined(separator: ", ")
    } else {
      suggestion = NameSuggestion.closest(to: unknown, in: allowed)
      if suggestion == nil {
        message += "; expected one of " + allowed.joined(separator: ", ")
      }
    }
    throw error(
      .unknownKey, at: path.appending(unknown), object.location(ofKey: unknown), message,
      suggestion: suggestion)
  }

  /// Whether `name` is letters, digits and underscores, not starting with a digit.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
