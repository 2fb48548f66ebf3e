import Easel
import Foundation

/// Turns the bytes of a spec file into a `Spec`.
///
/// The JSON is decoded with `JSONSerialization` and the resulting tree is walked by hand, so
/// that every error carries the key path of the value at fault. Numbers are read in one place
/// (`number(_:at:)`), keys are checked against one table per object, so later additions to the
/// format (expressions, components, devices) each have one place to go.
struct SpecParser {
  /// The top-level keys of a spec.
  static let topLevelKeys = ["title", "size", "colorScheme", "view"]
  /// The largest length (frame, padding, spacing, corner radius, line width) a spec may give,
  /// in points; larger values are surely mistakes and would overflow the text engine.
  static let maximumLength: CGFloat = 100_000
  /// The largest font size a spec may give, in points.
  static let maximumFontSize: CGFloat = 1000

  /// The name of the file, for error messages.
  let fileName: String

  /// Parses `data` as a spec.
  func parse(_ data: Data) throws(SpecError) -> Spec {
    guard data.count <= Spec.maximumFileSize else {
      throw SpecError(
        kind: .fileTooLarge, fileName: fileName,
        message:
          "expected a file of at most 1 MiB (\(Spec.maximumFileSize) bytes), found a larger one")
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw malformedJSON(error, in: data)
    }
    let root = try object(json, at: .root, expected: "an object with a \"view\" at the top level")
    try checkKeys(root, allowed: Self.topLevelKeys, at: .root)

    var title = Spec.defaultTitle(forFileName: fileName)
    if let value = root["title"] {
      title = try string(value, at: SpecKeyPath.root.appending("title"))
    }
    var size = Spec.defaultSize
    if let value = root["size"] {
      size = try canvasSize(value, at: SpecKeyPath.root.appending("size"))
    }
    var colorScheme = ColorScheme.light
    if let value = root["colorScheme"] {
      colorScheme = try name(
        value, at: SpecKeyPath.root.appending("colorScheme"),
        from: ColorScheme.allCases.map { ($0.rawValue, $0) })
    }
    let viewPath = SpecKeyPath.root.appending("view")
    guard let viewValue = root["view"] else {
      throw error(
        .missingKey, at: viewPath,
        "missing required key; expected a view node, such as {\"type\": \"Text\", \"text\": \"Hi\"}"
      )
    }
    let view = try node(viewValue, at: viewPath, depth: 1)
    return Spec(title: title, size: size, colorScheme: colorScheme, view: view)
  }

  // MARK: - View nodes

  /// Parses a view node at `depth` in the view tree (the root is at 1).
  func node(_ value: Any, at path: SpecKeyPath, depth: Int) throws(SpecError) -> SpecNode {
    guard depth <= Spec.maximumDepth else {
      throw error(
        .tooDeep, at: path,
        "expected a view tree at most \(Spec.maximumDepth) levels deep, found a view at level "
          + "\(depth)")
    }
    let object = try object(value, at: path, expected: "a view node (an object with a \"type\")")
    let typePath = path.appending("type")
    let typeNames = SpecViewType.allCases.map(\.rawValue)
    guard let typeValue = object["type"] else {
      throw error(
        .missingKey, at: typePath,
        "missing required key; expected one of " + typeNames.joined(separator: ", "))
    }
    let typeName = try string(typeValue, at: typePath)
    guard let type = SpecViewType(rawValue: typeName) else {
      let suggestion = NameSuggestion.closest(to: typeName, in: typeNames)
      var message = "unknown view type " + Self.quoted(typeName)
      if suggestion == nil { message += "; expected one of " + typeNames.joined(separator: ", ") }
      throw error(.unknownType, at: typePath, message, suggestion: suggestion)
    }
    try checkKeys(object, allowed: type.allowedKeys, at: path, type: type)
    let content = try self.content(of: type, in: object, at: path, depth: depth)
    let modifiers = try self.modifiers(in: object, at: path, depth: depth)
    return SpecNode(content, modifiers: modifiers)
  }

  /// Parses the type-specific keys of a node of `type`.
  private func content(
    of type: SpecViewType, in object: [String: Any], at path: SpecKeyPath, depth: Int
  ) throws(SpecError) -> SpecContent {
    switch type {
    case .vStack:
      return .vStack(
        alignment: try optionalName(
          object, "alignment", at: path, from: SpecAlignmentNames.horizontal) ?? .center,
        spacing: try optionalLength(object, "spacing", at: path),
        children: try children(object, at: path, depth: depth))
    case .hStack:
      return .hStack(
        alignment: try optionalName(
          object, "alignment", at: path, from: SpecAlignmentNames.vertical) ?? .center,
        spacing: try optionalLength(object, "spacing", at: path),
        children: try children(object, at: path, depth: depth))
    case .zStack:
      return .zStack(
        alignment: try optionalName(object, "alignment", at: path, from: SpecAlignmentNames.both)
          ?? .center,
        children: try children(object, at: path, depth: depth))
    case .text:
      let text = try required(object, "text", at: path, expected: "a string")
      return .text(try string(text, at: path.appending("text")))
    case .spacer:
      return .spacer(minLength: try optionalLength(object, "minLength", at: path))
    case .rectangle:
      return try shape(.rectangle, in: object, at: path)
    case .circle:
      return try shape(.circle, in: object, at: path)
    case .capsule:
      return try shape(.capsule, in: object, at: path)
    case .ellipse:
      return try shape(.ellipse, in: object, at: path)
    case .roundedRectangle:
      let radius = try required(object, "cornerRadius", at: path, expected: "a number")
      let cornerRadius = try length(radius, at: path.appending("cornerRadius"))
      return try shape(.roundedRectangle(cornerRadius: cornerRadius), in: object, at: path)
    case .color:
      let value = try required(object, "color", at: path, expected: "a colour")
      return .color(try color(value, at: path.appending("color")))
    }
  }

  /// Parses the `children` of a stack; a stack without the key has none.
  private func children(_ object: [String: Any], at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> [SpecNode]
  {
    guard let value = object["children"] else { return [] }
    let childrenPath = path.appending("children")
    guard let array = value as? [Any] else {
      throw mismatch(value, at: childrenPath, expected: "an array of view nodes")
    }
    var nodes: [SpecNode] = []
    nodes.reserveCapacity(array.count)
    for (index, child) in array.enumerated() {
      nodes.append(try node(child, at: childrenPath.appending(index: index), depth: depth + 1))
    }
    return nodes
  }

  /// Parses the paint keys of a shape node.
  private func shape(_ shape: SpecShape, in object: [String: Any], at path: SpecKeyPath)
    throws(SpecError) -> SpecContent
  {
    var fill: SpecColor?
    if let value = object["fill"] { fill = try color(value, at: path.appending("fill")) }
    var stroke: SpecColor?
    if let value = object["stroke"] { stroke = try color(value, at: path.appending("stroke")) }
    var lineWidth: CGFloat = 1
    if let value = object["lineWidth"] {
      let lineWidthPath = path.appending("lineWidth")
      lineWidth = try length(value, at: lineWidthPath)
      guard stroke != nil else {
        throw error(
          .invalidValue, at: lineWidthPath,
          "expected \"lineWidth\" together with \"stroke\", found it without one")
      }
    }
    return .shape(shape, fill: fill, stroke: stroke, lineWidth: lineWidth)
  }

  // MARK: - Modifiers

  /// Parses the modifier keys of a node.
  private func modifiers(in object: [String: Any], at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> SpecModifiers
  {
    var modifiers = SpecModifiers()
    if let value = object["padding"] {
      modifiers.padding = try padding(value, at: path.appending("padding"))
    }
    if let value = object["frame"] {
      modifiers.frame = try frame(value, at: path.appending("frame"))
    }
    if let value = object["background"] {
      modifiers.background = try layer(value, at: path.appending("background"), depth: depth)
    }
    if let value = object["overlay"] {
      modifiers.overlay = try layer(value, at: path.appending("overlay"), depth: depth)
    }
    if let value = object["foregroundColor"] {
      modifiers.foregroundColor = try color(value, at: path.appending("foregroundColor"))
    }
    if let value = object["font"] {
      modifiers.font = try font(value, at: path.appending("font"))
    }
    if let value = object["layoutPriority"] {
      modifiers.layoutPriority = try number(value, at: path.appending("layoutPriority"))
    }
    if let value = object["accessibilityIdentifier"] {
      modifiers.accessibilityIdentifier = try string(
        value, at: path.appending("accessibilityIdentifier"))
    }
    return modifiers
  }

  /// Parses `padding`: a length for every edge, or an object of edge lengths.
  private func padding(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> EdgeInsets {
    if let object = value as? [String: Any] {
      try checkKeys(object, allowed: ["top", "leading", "bottom", "trailing"], at: path)
      return EdgeInsets(
        top: try optionalLength(object, "top", at: path) ?? 0,
        leading: try optionalLength(object, "leading", at: path) ?? 0,
        bottom: try optionalLength(object, "bottom", at: path) ?? 0,
        trailing: try optionalLength(object, "trailing", at: path) ?? 0)
    }
    guard Self.isNumber(value) else {
      throw mismatch(
        value, at: path,
        expected: "a number or an object with any of top, leading, bottom, trailing")
    }
    let length = try length(value, at: path)
    return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
  }

  /// Parses `frame`: optional `width`, `height` and `alignment`.
  private func frame(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> SpecFrame {
    let object = try object(value, at: path, expected: "an object with width, height, alignment")
    try checkKeys(object, allowed: ["width", "height", "alignment"], at: path)
    return SpecFrame(
      width: try optionalLength(object, "width", at: path),
      height: try optionalLength(object, "height", at: path),
      alignment: try optionalName(object, "alignment", at: path, from: SpecAlignmentNames.both)
        ?? .center)
  }

  /// Parses a `background` or `overlay`: a view node when it is an object with a `type` or
  /// without a `color`, else a colour. The layer is one level below the node it modifies.
  private func layer(_ value: Any, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecLayer
  {
    if let object = value as? [String: Any], object["color"] == nil || object["type"] != nil {
      return .view(try node(value, at: path, depth: depth + 1))
    }
    if value is String || value is [String: Any] {
      return .color(try color(value, at: path))
    }
    throw mismatch(value, at: path, expected: "a colour or a view node")
  }

  /// Parses a `font`: a text style name, or `{"size": n, "weight": name}`.
  private func font(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> SpecFont {
    if value is String {
      return .style(
        try name(value, at: path, from: SpecFont.styleNames.map { ($0.name, $0.style) }))
    }
    guard let object = value as? [String: Any] else {
      throw mismatch(
        value, at: path, expected: "a text style name or an object with size and weight")
    }
    try checkKeys(object, allowed: ["size", "weight"], at: path)
    let sizeValue = try required(object, "size", at: path, expected: "a number")
    let sizePath = path.appending("size")
    let size = try length(sizeValue, at: sizePath, maximum: Self.maximumFontSize)
    guard size > 0 else { throw outOfRange(sizeValue, at: sizePath, expected: "a positive number") }
    let weight = try optionalName(
      object, "weight", at: path, from: SpecFont.weightNames.map { ($0.name, $0.weight) })
    return .system(size: size, weight: weight ?? .regular)
  }

  /// Parses the top-level `size`: positive `width` and `height`, both required.
  private func canvasSize(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> CGSize {
    let object = try object(value, at: path, expected: "an object with width and height")
    try checkKeys(object, allowed: ["width", "height"], at: path)
    var sides: [CGFloat] = []
    for key in ["width", "height"] {
      let side = try required(object, key, at: path, expected: "a number")
      let sidePath = path.appending(key)
      let length = try length(side, at: sidePath, maximum: Spec.maximumSide)
      guard length > 0 else {
        throw outOfRange(side, at: sidePath, expected: "a positive number")
      }
      sides.append(length)
    }
    return CGSize(width: sides[0], height: sides[1])
  }

  // MARK: - Colours

  /// Parses a colour: a hex string, a system colour name, or `{"color": …, "opacity": …}`.
  func color(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> SpecColor {
    if let string = value as? String {
      if let color = SpecColor(string: string) { return color }
      if string.hasPrefix("#") {
        throw error(
          .invalidColor, at: path,
          "expected \"#RRGGBB\" or \"#RRGGBBAA\" with hexadecimal digits, found "
            + Self.describe(value))
      }
      let names = SpecSystemColor.allCases.map(\.rawValue)
      let suggestion = NameSuggestion.closest(to: string, in: names)
      var message = "unknown colour " + Self.quoted(string)
      if suggestion == nil {
        message +=
          "; expected \"#RRGGBB\", \"#RRGGBBAA\" or one of " + names.joined(separator: ", ")
      }
      throw error(.invalidColor, at: path, message, suggestion: suggestion)
    }
    guard let object = value as? [String: Any] else {
      throw error(
        .invalidColor, at: path,
        "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", a system colour name or "
          + "{\"color\": …, \"opacity\": …}), found " + Self.describe(value))
    }
    try checkKeys(object, allowed: ["color", "opacity"], at: path)
    let base = try required(object, "color", at: path, expected: "a colour")
    let opacityValue = try required(object, "opacity", at: path, expected: "a number from 0 to 1")
    let opacityPath = path.appending("opacity")
    let opacity = try number(opacityValue, at: opacityPath)
    guard (0...1).contains(opacity) else {
      throw outOfRange(opacityValue, at: opacityPath, expected: "a number from 0 to 1")
    }
    return .opacity(try color(base, at: path.appending("color")), opacity)
  }

  // MARK: - Scalars

  /// Reads a JSON number. Booleans, which `JSONSerialization` also gives as `NSNumber`, are
  /// refused, as are non-finite values.
  func number(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> Double {
    guard Self.isNumber(value), let number = value as? NSNumber else {
      throw mismatch(value, at: path, expected: "a number")
    }
    let double = number.doubleValue
    guard double.isFinite else {
      throw outOfRange(value, at: path, expected: "a finite number")
    }
    return double
  }

  /// Reads a length: a number from 0 to `maximum`.
  func length(_ value: Any, at path: SpecKeyPath, maximum: CGFloat = maximumLength)
    throws(SpecError) -> CGFloat
  {
    let number = CGFloat(try self.number(value, at: path))
    guard number >= 0 else {
      throw outOfRange(value, at: path, expected: "a non-negative number")
    }
    guard number <= maximum else {
      throw outOfRange(value, at: path, expected: "a number no larger than \(Self.format(maximum))")
    }
    return number
  }

  /// Reads a string.
  func string(_ value: Any, at path: SpecKeyPath) throws(SpecError) -> String {
    guard let string = value as? String else {
      throw mismatch(value, at: path, expected: "a string")
    }
    return string
  }

  /// Reads an object.
  func object(_ value: Any, at path: SpecKeyPath, expected: String) throws(SpecError)
    -> [String: Any]
  {
    guard let object = value as? [String: Any] else {
      throw mismatch(value, at: path, expected: expected)
    }
    return object
  }

  /// Reads a string that must be one of the names in `table`, and returns its value.
  func name<T>(_ value: Any, at path: SpecKeyPath, from table: [(String, T)])
    throws(SpecError) -> T
  {
    let names = table.map(\.0)
    let expected = "one of " + names.joined(separator: ", ")
    guard let string = value as? String else {
      throw mismatch(value, at: path, expected: expected)
    }
    guard let match = table.first(where: { $0.0 == string }) else {
      throw error(
        .invalidValue, at: path, "expected \(expected), found " + Self.describe(value),
        suggestion: NameSuggestion.closest(to: string, in: names))
    }
    return match.1
  }

  /// The value of a required key, or a `missingKey` error that says what belongs there.
  private func required(
    _ object: [String: Any], _ key: String, at path: SpecKeyPath, expected: String
  ) throws(SpecError) -> Any {
    guard let value = object[key] else {
      throw error(
        .missingKey, at: path.appending(key), "missing required key; expected \(expected)")
    }
    return value
  }

  /// The length under an optional key.
  private func optionalLength(_ object: [String: Any], _ key: String, at path: SpecKeyPath)
    throws(SpecError) -> CGFloat?
  {
    guard let value = object[key] else { return nil }
    return try length(value, at: path.appending(key))
  }

  /// The named value under an optional key.
  private func optionalName<T>(
    _ object: [String: Any], _ key: String, at path: SpecKeyPath,
    from table: [(String, T)]
  ) throws(SpecError) -> T? {
    guard let value = object[key] else { return nil }
    return try name(value, at: path.appending(key), from: table)
  }

  // MARK: - Keys

  /// Rejects the first key of `object` (in alphabetical order, so that messages are stable) that
  /// is not in `allowed`, suggesting the closest allowed key. For a view node of `type`, a key
  /// that belongs to other view types says which.
  func checkKeys(
    _ object: [String: Any], allowed: [String], at path: SpecKeyPath,
    type: SpecViewType? = nil
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
    throw error(.unknownKey, at: path.appending(unknown), message, suggestion: suggestion)
  }

  // MARK: - Errors

  /// An error of `kind` at `path`.
  func error(
    _ kind: SpecError.Kind, at path: SpecKeyPath, _ message: String, suggestion: String? = nil
  ) -> SpecError {
    SpecError(
      kind: kind, fileName: fileName, keyPath: path.description, message: message,
      suggestion: suggestion)
  }

  /// A value of the wrong JSON type.
  func mismatch(_ value: Any, at path: SpecKeyPath, expected: String) -> SpecError {
    error(.typeMismatch, at: path, "expected \(expected), found " + Self.describe(value))
  }

  /// A value of the right type but out of range.
  func outOfRange(_ value: Any, at path: SpecKeyPath, expected: String) -> SpecError {
    error(.invalidValue, at: path, "expected \(expected), found " + Self.describe(value))
  }

  /// The error for data that `JSONSerialization` refused, with the line and column of the
  /// problem when its message gives a byte offset (or the end of the file, when that is where
  /// the problem is).
  func malformedJSON(_ underlying: any Error, in data: Data) -> SpecError {
    let nsError = underlying as NSError
    var reason =
      nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
    var location: SpecSourceLocation?
    if let offset = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int {
      location = SpecSourceLocation(offset: offset, in: data)
    }
    if let marker = reason.range(of: " around character ") {
      let digits = reason[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
      if location == nil, let offset = Int(digits) {
        location = SpecSourceLocation(offset: offset, in: data)
      }
      reason = String(reason[..<marker.lowerBound])
    } else if reason.range(of: "end of file", options: .caseInsensitive) != nil
      || reason.range(of: "end of data", options: .caseInsensitive) != nil
    {
      location = location ?? .end(of: data)
      reason = "unexpected end of file"
    }
    if reason.hasSuffix(".") { reason.removeLast() }
    if let first = reason.first, first.isUppercase, reason.dropFirst().first?.isLowercase == true {
      reason = first.lowercased() + reason.dropFirst()
    }
    var message = "malformed JSON: " + reason
    if location == nil {
      message += " (no position given; a JSON linter such as `python3 -m json.tool` shows it)"
    }
    return SpecError(
      kind: .malformedJSON, fileName: fileName, message: message, line: location?.line,
      column: location?.column)
  }

  // MARK: - Describing values

  /// Whether `value` is a JSON number rather than a JSON boolean.
  static func isNumber(_ value: Any) -> Bool {
    guard let number = value as? NSNumber, !(value is String) else { return false }
    return !isBoolean(number)
  }

  /// Whether `number` came from a JSON `true` or `false`: on Linux and on Darwin alike,
  /// `JSONSerialization` gives booleans as `NSNumber`s whose Objective-C type is `char`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }

  /// A short description of a JSON value, for the "found …" part of a message.
  static func describe(_ value: Any) -> String {
    if value is NSNull { return "null" }
    if let string = value as? String { return "the string " + quoted(string) }
    if let number = value as? NSNumber {
      if isBoolean(number) { return number.boolValue ? "true" : "false" }
      return "the number " + format(CGFloat(number.doubleValue))
    }
    if value is [Any] { return "an array" }
    if value is [String: Any] { return "an object" }
    return "a value of another kind"
  }

  /// A string in double quotes with escapes, shortened when long.
  static func quoted(_ string: String) -> String {
    let limit = 40
    let shown = string.count > limit ? String(string.prefix(limit)) + "…" : string
    return shown.debugDescription
  }

  /// A number as a person would write it: whole numbers without a fraction.
  static func format(_ value: CGFloat) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(Double(value))"
  }
}
