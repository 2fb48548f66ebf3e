import Easel
import Foundation

/// The values of view nodes' modifier keys (see `SpecModifierKey.all`, which says which
/// parser reads each key).
extension SpecParser {
  /// Parses the modifier keys of a node, in the table's order (`SpecModifierKey.all`).
  func modifiers(
    in object: SpecObject, at path: SpecKeyPath, depth: Int, type: SpecViewType
  ) throws(SpecError) -> SpecModifiers {
    var modifiers = SpecModifiers()
    for key in SpecModifierKey.all {
      guard let value = object[key.key] else { continue }
      let input = SpecModifierKey.Input(
        parser: self, value: value, path: path.appending(key.key), depth: depth, type: type)
      try key.parse(input, &modifiers)
    }
    return modifiers
  }

  /// Parses `padding`: a length for every edge, or an object of edge lengths.
  func padding(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecInsets {
    if let object = value.object {
      try checkKeys(object, allowed: ["top", "leading", "bottom", "trailing"], at: path)
      return SpecInsets(
        top: try optionalLength(object, "top", at: path) ?? 0,
        leading: try optionalLength(object, "leading", at: path) ?? 0,
        bottom: try optionalLength(object, "bottom", at: path) ?? 0,
        trailing: try optionalLength(object, "trailing", at: path) ?? 0)
    }
    guard value.number != nil || value.string != nil else {
      throw mismatch(
        value, at: path,
        expected: "a number or an object with any of top, leading, bottom, trailing")
    }
    return SpecInsets(try length(value, at: path))
  }

  /// Parses `frame`: fixed `width`/`height` or flexible bounds, and `alignment`.
  func frame(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecFrame {
    let object = try object(value, at: path, expected: "an object with width, height, alignment")
    let flexibleKeys = [
      "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
    ]
    try checkKeys(object, allowed: ["width", "height", "alignment"] + flexibleKeys, at: path)
    var frame = SpecFrame(
      width: try optionalLength(object, "width", at: path),
      height: try optionalLength(object, "height", at: path),
      alignment: try optionalName(object, "alignment", at: path, from: SpecAlignmentNames.both)
        ?? .center)
    func bound(_ key: String) throws(SpecError) -> SpecNumber? {
      guard let value = object[key] else { return nil }
      return try length(value, at: path.appending(key), allowsInfinity: key.hasPrefix("max"))
    }
    frame.minWidth = try bound("minWidth")
    frame.idealWidth = try bound("idealWidth")
    frame.maxWidth = try bound("maxWidth")
    frame.minHeight = try bound("minHeight")
    frame.idealHeight = try bound("idealHeight")
    frame.maxHeight = try bound("maxHeight")
    for (fixed, axis) in [("width", "Width"), ("height", "Height")] where object[fixed] != nil {
      if let flexible = ["min", "ideal", "max"].map({ $0 + axis }).first(where: {
        object[$0] != nil
      }) {
        throw error(
          .invalidValue, at: path.appending(flexible), object.location(ofKey: flexible),
          "expected either \"\(fixed)\" or min/ideal/max bounds for the same axis, found both")
      }
    }
    return frame
  }

  /// Parses `fixedSize`: `true`, `false`, or `{"horizontal": bool, "vertical": bool}`.
  func fixedSize(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError)
    -> (horizontal: Bool, vertical: Bool)
  {
    if let flag = value.bool { return (flag, flag) }
    guard let object = value.object else {
      throw mismatch(value, at: path, expected: "true, false or {\"horizontal\", \"vertical\"}")
    }
    try checkKeys(object, allowed: ["horizontal", "vertical"], at: path)
    var horizontal = false
    var vertical = false
    if let flag = object["horizontal"] {
      horizontal = try bool(flag, at: path.appending("horizontal"))
    }
    if let flag = object["vertical"] { vertical = try bool(flag, at: path.appending("vertical")) }
    return (horizontal, vertical)
  }

  /// Parses `alignmentGuide`: `{"horizontal": name, "value": n}` or `{"vertical": name, …}`.
  func alignmentGuide(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError)
    -> SpecAlignmentGuide
  {
    let object = try object(value, at: path, expected: "an object with a guide and a value")
    try checkKeys(object, allowed: ["horizontal", "vertical", "value"], at: path)
    let guideValue = try required(object, "value", at: path, in: value, expected: "a number")
    let number = try self.number(
      guideValue, at: path.appending("value"), expectation: "a number",
      range: -.infinity ... .infinity)
    switch (object["horizontal"], object["vertical"]) {
    case (let name?, nil):
      return SpecAlignmentGuide(
        guide: .horizontal(
          try self.name(name, at: path.appending("horizontal"), from: SpecAlignmentNames.horizontal)
        ),
        value: number)
    case (nil, let name?):
      return SpecAlignmentGuide(
        guide: .vertical(
          try self.name(name, at: path.appending("vertical"), from: SpecAlignmentNames.vertical)),
        value: number)
    default:
      throw error(
        .invalidValue, at: path, value.location,
        "expected exactly one of \"horizontal\" or \"vertical\"")
    }
  }

  /// Parses `offset`: `{"x": n, "y": n}`, each 0 when missing.
  func offset(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError)
    -> (x: SpecNumber, y: SpecNumber)
  {
    let offset = try object(value, at: path, expected: "an object with x and y")
    try checkKeys(offset, allowed: ["x", "y"], at: path)
    return (
      try optionalCoordinate(offset, "x", at: path) ?? 0,
      try optionalCoordinate(offset, "y", at: path) ?? 0
    )
  }

  /// Parses `containerShape`: `{"cornerRadius": n}`, the radius required.
  func containerShape(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecNumber {
    let shape = try object(value, at: path, expected: "an object with cornerRadius")
    try checkKeys(shape, allowed: ["cornerRadius"], at: path)
    let radius = try required(shape, "cornerRadius", at: path, in: value, expected: "a number")
    return try length(radius, at: path.appending("cornerRadius"))
  }

  /// Parses `shadow`: `{"color", "radius", "x", "y"}`, `radius` required.
  func shadow(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecShadow {
    let object = try object(value, at: path, expected: "an object with radius, color, x, y")
    try checkKeys(object, allowed: ["color", "radius", "x", "y"], at: path)
    var color = SpecColor.opacity(.system(.black), 0.33)
    if let value = object["color"] { color = try self.color(value, at: path.appending("color")) }
    let radius = try required(object, "radius", at: path, in: value, expected: "a number")
    return SpecShadow(
      color: color, radius: try length(radius, at: path.appending("radius")),
      x: try optionalCoordinate(object, "x", at: path) ?? 0,
      y: try optionalCoordinate(object, "y", at: path) ?? 0)
  }

  /// Parses a `background` or `overlay`: a view node when it is an object with a `type` or
  /// without a `color`, else a colour. The layer is one level below the node it modifies.
  func layer(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError)
    -> SpecLayer
  {
    if let object = value.object, object["color"] == nil || object["type"] != nil {
      return .view(try node(value, at: path, depth: depth + 1))
    }
    if value.string != nil || value.object != nil {
      return .color(try color(value, at: path))
    }
    throw mismatch(value, at: path, expected: "a colour or a view node")
  }

  /// Parses a `font`: a text style name, or `{"size": n, "weight": name}`.
  func font(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecFont {
    if value.string != nil {
      return .style(
        try name(value, at: path, from: SpecFont.styleNames.map { ($0.name, $0.style) }))
    }
    guard let object = value.object else {
      throw mismatch(
        value, at: path, expected: "a text style name or an object with size and weight")
    }
    try checkKeys(object, allowed: ["size", "weight"], at: path)
    let sizeValue = try required(object, "size", at: path, in: value, expected: "a number")
    let sizePath = path.appending("size")
    guard sizeValue.number != nil else {
      throw mismatch(sizeValue, at: sizePath, expected: "a number")
    }
    let size = try number(
      sizeValue, at: sizePath, expectation: "a positive number no larger than 1000",
      range: 0...Self.maximumFontSize)
    guard let points = size.constant, points > 0 else {
      throw error(
        .invalidValue, at: sizePath, sizeValue.location,
        "expected a positive number, found " + sizeValue.summary)
    }
    let weight = try optionalName(
      object, "weight", at: path, from: SpecFont.weightNames.map { ($0.name, $0.weight) })
    return .system(size: CGFloat(points), weight: weight ?? .regular)
  }
}
