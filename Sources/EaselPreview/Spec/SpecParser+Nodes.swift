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
    case .navigationStack:
      return try navigationStack(object, value: value, at: path, depth: depth)
    case .list:
      return .list(try children(object, at: path, depth: depth))
    case .form:
      return .form(try children(object, at: path, depth: depth))
    case .section:
      return try section(object, at: path, depth: depth)
    case .navigationLink:
      return try navigationLink(object, value: value, at: path, depth: depth)
    case .button:
      return try button(object, value: value, at: path, depth: depth)
    case .label:
      return try label(object, value: value, at: path)
    case .labeledContent:
      return try labeledContent(object, value: value, at: path, depth: depth)
    case .tabView:
      return try tabView(object, value: value, at: path, depth: depth)
    }
  }

  /// Parses the `children` of a stack, list, form or section; one without the key has none.
  func children(_ object: SpecObject, at path: SpecKeyPath, depth: Int)
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
}
