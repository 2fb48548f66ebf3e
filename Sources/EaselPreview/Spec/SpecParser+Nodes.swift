import Easel
import Foundation

/// View nodes and their modifiers.
extension SpecParser {
  /// Parses a view node at `depth` in the view tree (the root is at 1).
  func node(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError) -> SpecNode {
    guard depth <= Spec.maximumDepth else {
      throw error(
        .tooDeep, at: path, value.location,
        "expected a view tree at most \(Spec.maximumDepth) levels deep, found a view at level "
          + "\(depth)")
    }
    let object = try object(value, at: path, expected: "a view node (an object with a \"type\")")
    let typePath = path.appending("type")
    let typeNames = SpecViewType.allCases.map(\.rawValue)
    guard let typeValue = object["type"] else {
      throw error(
        .missingKey, at: typePath, value.location,
        "missing required key; expected one of " + typeNames.joined(separator: ", "))
    }
    let typeName = try string(typeValue, at: typePath)
    guard let type = SpecViewType(rawValue: typeName) else {
      let suggestion = NameSuggestion.closest(to: typeName, in: typeNames)
      var message = "unknown view type " + Self.quoted(typeName)
      if suggestion == nil { message += "; expected one of " + typeNames.joined(separator: ", ") }
      throw error(.unknownType, at: typePath, typeValue.location, message, suggestion: suggestion)
    }
    try checkKeys(object, allowed: type.allowedKeys, at: path, type: type)
    let content = try self.content(of: type, in: object, value: value, at: path, depth: depth)
    let modifiers = try self.modifiers(in: object, at: path, depth: depth, type: type)
    var node = SpecNode(content, modifiers: modifiers)
    node.keyPath = path.description
    return node
  }

  /// Parses the type-specific keys of a node of `type`.
  private func content(
    of type: SpecViewType, in object: SpecObject, value: SpecValue, at path: SpecKeyPath,
    depth: Int
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
      let text = try required(object, "text", at: path, in: value, expected: "a string")
      return .text(try self.text(text, at: path.appending("text")))
    case .image:
      return .image(try image(object, value: value, at: path))
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
    case .containerRelativeShape:
      return try shape(.containerRelative, in: object, at: path)
    case .roundedRectangle:
      let radius = try required(object, "cornerRadius", at: path, in: value, expected: "a number")
      let cornerRadius = try length(radius, at: path.appending("cornerRadius"))
      return try shape(.roundedRectangle(cornerRadius: cornerRadius), in: object, at: path)
    case .color:
      let color = try required(object, "color", at: path, in: value, expected: "a colour")
      return .color(try self.color(color, at: path.appending("color")))
    case .geometryReader:
      let content = try required(object, "content", at: path, in: value, expected: "a view node")
      return .geometryReader(try node(content, at: path.appending("content"), depth: depth + 1))
    case .component:
      let name = try required(
        object, "component", at: path, in: value, expected: "a registered component's name")
      return .component(
        try componentUse(
          name, props: object["props"], namePath: path.appending("component"),
          propsPath: path.appending("props")))
    }
  }

  /// Parses the `children` of a stack; a stack without the key has none.
  private func children(_ object: SpecObject, at path: SpecKeyPath, depth: Int)
    throws(SpecError) -> [SpecNode]
  {
    guard let value = object["children"] else { return [] }
    let childrenPath = path.appending("children")
    guard let array = value.array else {
      throw mismatch(value, at: childrenPath, expected: "an array of view nodes")
    }
    var nodes: [SpecNode] = []
    nodes.reserveCapacity(array.count)
    for (index, child) in array.enumerated() {
      nodes.append(try node(child, at: childrenPath.appending(index: index), depth: depth + 1))
    }
    return nodes
  }

  /// Parses an `Image`: `systemName` or `file` (one of them), and `resizable`.
  private func image(_ object: SpecObject, value: SpecValue, at path: SpecKeyPath)
    throws(SpecError) -> SpecImage
  {
    var resizable = false
    if let flag = object["resizable"] {
      resizable = try bool(flag, at: path.appending("resizable"))
    }
    switch (object["systemName"], object["file"]) {
    case (let name?, nil):
      return SpecImage(
        source: .systemName(try string(name, at: path.appending("systemName"))),
        resizable: resizable)
    case (nil, let file?):
      let filePath = path.appending("file")
      let relative = try string(file, at: filePath)
      return SpecImage(
        source: .file(relative, url: try imageURL(relative, value: file, at: filePath)),
        resizable: resizable,
        origin: SpecOrigin(
          fileName: fileName, keyPath: filePath.description, location: file.location))
    case (nil, nil):
      throw error(
        .missingKey, at: path.appending("systemName"), value.location,
        "missing required key; expected \"systemName\" or \"file\"")
    case (_?, _?):
      throw error(
        .invalidValue, at: filePath(path), object.location(ofKey: "file"),
        "expected either \"systemName\" or \"file\", found both")
    }
  }

  private func filePath(_ path: SpecKeyPath) -> SpecKeyPath { path.appending("file") }

  /// Resolves an image path against the spec's folder, refusing absolute paths and paths that
  /// leave the folder (through `..` or a symbolic link).
  func imageURL(_ relative: String, value: SpecValue, at path: SpecKeyPath) throws(SpecError)
    -> URL?
  {
    func outside() -> SpecError {
      error(
        .pathOutsideFolder, at: path, value.location,
        "expected a path inside the spec's folder, found " + Self.quoted(relative)
          + " which leaves it")
    }
    guard !relative.isEmpty else {
      throw error(.invalidValue, at: path, value.location, "expected a file path, found \"\"")
    }
    guard !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\0") else {
      throw outside()
    }
    var level = 0
    for component in relative.split(separator: "/") {
      if component == ".." { level -= 1 } else if component != "." { level += 1 }
      if level < 0 { throw outside() }
    }
    guard let folder else { return nil }
    let url = folder.appendingPathComponent(relative).standardizedFileURL
    guard FolderContainment.folder(folder.standardizedFileURL.path, contains: url.path) else {
      throw outside()
    }
    return url
  }

  /// Parses the paint keys of a shape node.
  private func shape(_ shape: SpecShape, in object: SpecObject, at path: SpecKeyPath)
    throws(SpecError) -> SpecContent
  {
    var fill: SpecColor?
    if let value = object["fill"] { fill = try color(value, at: path.appending("fill")) }
    var stroke: SpecColor?
    if let value = object["stroke"] { stroke = try color(value, at: path.appending("stroke")) }
    var lineWidth: SpecNumber = 1
    if let value = object["lineWidth"] {
      let lineWidthPath = path.appending("lineWidth")
      lineWidth = try length(value, at: lineWidthPath)
      guard stroke != nil else {
        throw error(
          .invalidValue, at: lineWidthPath, object.location(ofKey: "lineWidth"),
          "expected \"lineWidth\" together with \"stroke\", found it without one")
      }
    }
    return .shape(shape, fill: fill, stroke: stroke, lineWidth: lineWidth)
  }

  // MARK: - Modifiers

  /// Parses the modifier keys of a node.
  ///
  /// On a `RoundedRectangle`, `cornerRadius` is the shape's own key, not the clipping modifier.
  private func modifiers(
    in object: SpecObject, at path: SpecKeyPath, depth: Int, type: SpecViewType
  ) throws(SpecError) -> SpecModifiers {
    var modifiers = SpecModifiers()
    if let value = object["padding"] {
      modifiers.padding = try padding(value, at: path.appending("padding"))
    }
    if let value = object["frame"] {
      modifiers.frame = try frame(value, at: path.appending("frame"))
    }
    if let value = object["fixedSize"] {
      modifiers.fixedSize = try fixedSize(value, at: path.appending("fixedSize"))
    }
    if let value = object["alignmentGuide"] {
      modifiers.alignmentGuide = try alignmentGuide(value, at: path.appending("alignmentGuide"))
    }
    if let value = object["background"] {
      modifiers.background = try layer(value, at: path.appending("background"), depth: depth)
    }
    if let value = object["overlay"] {
      modifiers.overlay = try layer(value, at: path.appending("overlay"), depth: depth)
    }
    if let value = object["cornerRadius"], type != .roundedRectangle {
      modifiers.cornerRadius = try length(value, at: path.appending("cornerRadius"))
    }
    if let value = object["shadow"] {
      modifiers.shadow = try shadow(value, at: path.appending("shadow"))
    }
    if let value = object["opacity"] {
      modifiers.opacity = try number(
        value, at: path.appending("opacity"), expectation: "a number from 0 to 1", range: 0...1)
    }
    if let value = object["offset"] {
      let offsetPath = path.appending("offset")
      let offset = try self.object(value, at: offsetPath, expected: "an object with x and y")
      try checkKeys(offset, allowed: ["x", "y"], at: offsetPath)
      modifiers.offset = (
        try optionalCoordinate(offset, "x", at: offsetPath) ?? 0,
        try optionalCoordinate(offset, "y", at: offsetPath) ?? 0
      )
    }
    if let value = object["containerShape"] {
      let shapePath = path.appending("containerShape")
      let shape = try self.object(value, at: shapePath, expected: "an object with cornerRadius")
      try checkKeys(shape, allowed: ["cornerRadius"], at: shapePath)
      let radius = try required(
        shape, "cornerRadius", at: shapePath, in: value, expected: "a number")
      modifiers.containerShape = try length(radius, at: shapePath.appending("cornerRadius"))
    }
    if let value = object["foregroundColor"] {
      modifiers.foregroundColor = try color(value, at: path.appending("foregroundColor"))
    }
    if let value = object["font"] {
      modifiers.font = try font(value, at: path.appending("font"))
    }
    if let value = object["layoutPriority"] {
      modifiers.layoutPriority = try number(
        value, at: path.appending("layoutPriority"), expectation: "a number",
        range: -.infinity ... .infinity)
    }
    if let value = object["accessibilityIdentifier"] {
      modifiers.accessibilityIdentifier = try string(
        value, at: path.appending("accessibilityIdentifier"))
    }
    if let value = object["accessibilityLabel"] {
      modifiers.accessibilityLabel = try text(value, at: path.appending("accessibilityLabel"))
    }
    if let value = object["accessibilityValue"] {
      modifiers.accessibilityValue = try text(value, at: path.appending("accessibilityValue"))
    }
    if let value = object["accessibilityHint"] {
      modifiers.accessibilityHint = try text(value, at: path.appending("accessibilityHint"))
    }
    if let value = object["accessibilityHidden"] {
      modifiers.accessibilityHidden = try bool(value, at: path.appending("accessibilityHidden"))
    }
    return modifiers
  }

  /// Parses `padding`: a length for every edge, or an object of edge lengths.
  private func padding(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecInsets {
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
  private func frame(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecFrame {
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
  private func fixedSize(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError)
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
  private func alignmentGuide(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError)
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

  /// Parses `shadow`: `{"color", "radius", "x", "y"}`, `radius` required.
  private func shadow(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecShadow {
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
  private func layer(_ value: SpecValue, at path: SpecKeyPath, depth: Int) throws(SpecError)
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
  private func font(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecFont {
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
