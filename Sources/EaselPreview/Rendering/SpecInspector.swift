import Easel
import Foundation

/// Lays a spec out headless and reports its tree: every view node's type, key path,
/// identifier, frame and accessibility, plus the identified views inside components and the
/// whole accessibility tree. What `easel inspect` prints.
@MainActor
public enum SpecInspector {
  /// A rectangle in points, in root coordinates.
  public struct Frame: Codable, Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The frame of `rect`.
    public init(_ rect: CGRect) {
      (x, y, width, height) = (
        Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
      )
    }

    /// `(x, y, width × height)`.
    var text: String {
      "(\(SpecParser.format(x)), \(SpecParser.format(y)), "
        + "\(SpecParser.format(width))×\(SpecParser.format(height)))"
    }
  }

  /// An accessibility element, as assistive technologies see it.
  public struct Element: Codable, Equatable, Sendable {
    /// The label.
    public var label: String
    /// The value, if any.
    public var value: String?
    /// The hint, if any.
    public var hint: String?
    /// The identifier, if any.
    public var identifier: String?
    /// The frame.
    public var frame: Frame

    init(_ element: AccessibilityElement) {
      label = element.label
      value = element.value
      hint = element.hint
      identifier = element.identifier
      frame = Frame(element.frame)
    }
  }

  /// One view node of the spec, laid out.
  public struct Node: Codable, Equatable, Sendable {
    /// The node's type, as the file writes it.
    public var type: String
    /// Where the node is in the file.
    public var keyPath: String
    /// Its `accessibilityIdentifier`, if any.
    public var identifier: String?
    /// Its frame, or `nil` when it was not laid out (an empty stack, a collapsed branch).
    public var frame: Frame?
    /// The accessibility element with its identifier or frame, if any.
    public var accessibility: Element?
    /// The nodes inside it: children, background and overlay views, reader content.
    public var children: [Node]
  }

  /// A view identified inside the spec (including inside components).
  public struct Identified: Codable, Equatable, Sendable {
    /// The identifier.
    public var identifier: String
    /// Its frame.
    public var frame: Frame
  }

  /// The inspection of a spec on one device.
  public struct Report: Codable, Equatable, Sendable {
    /// The spec's title.
    public var title: String
    /// The device's name.
    public var device: String
    /// The canvas width in points.
    public var width: Double
    /// The canvas height in points.
    public var height: Double
    /// The colour scheme.
    public var colorScheme: String
    /// The view tree, for a spec with `view`; for a component, one node for it.
    public var tree: Node
    /// Every identified view, in layout order.
    public var identified: [Identified]
    /// The accessibility tree, in reading order.
    public var accessibility: [Element]
  }

  /// Lays `spec` out on `device` and reports it.
  public static func inspect(
    _ spec: Spec, on device: SpecDevice, colorScheme: ColorScheme = .light,
    textSize: SpecTextSize? = nil, registry: ComponentRegistry = .standard
  ) -> Report {
    let recorder = SpecFrameRecorder()
    let graph = PreviewRenderer.graph(
      of: spec.makeView(registry: registry, textSize: textSize, recorder: recorder),
      on: device, colorScheme: colorScheme)
    let elements = graph.accessibilityTree().map(Element.init)
    let tree: Node
    switch spec.body {
    case .view(let root):
      tree = node(root, frames: recorder.frames, elements: elements)
    case .component(let use):
      tree = Node(
        type: "Component " + use.name, keyPath: "component", identifier: nil,
        frame: Frame(CGRect(origin: .zero, size: device.size)), accessibility: nil, children: [])
    }
    return Report(
      title: spec.title, device: device.name, width: Double(device.size.width),
      height: Double(device.size.height), colorScheme: colorScheme.rawValue, tree: tree,
      identified: graph.identifiedFrames().map {
        Identified(identifier: $0.identifier, frame: Frame($0.frame))
      },
      accessibility: elements)
  }

  private static func node(_ node: SpecNode, frames: [String: CGRect], elements: [Element]) -> Node
  {
    var inner = node.content.childNodes
    for layer in [node.modifiers.background, node.modifiers.overlay] {
      if case .view(let view) = layer { inner.append(view) }
    }
    let frame = frames[node.keyPath].map(Frame.init)
    let identifier = node.modifiers.accessibilityIdentifier
    let element =
      identifier.flatMap { id in elements.first { $0.identifier == id } }
      ?? frame.flatMap { frame in elements.first { $0.frame == frame && $0.identifier == nil } }
    return Node(
      type: node.content.typeName, keyPath: node.keyPath, identifier: identifier, frame: frame,
      accessibility: element,
      children: inner.map { self.node($0, frames: frames, elements: elements) })
  }

  /// The report as indented text, one node per line.
  public static func text(_ report: Report) -> String {
    var lines = [
      "\(report.title) on \(report.device) "
        + "(\(SpecParser.format(report.width))×\(SpecParser.format(report.height)) pt, "
        + "\(report.colorScheme))"
    ]
    func visit(_ node: Node, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.type
      if let identifier = node.identifier { line += " #" + identifier }
      line += " " + (node.frame?.text ?? "(not laid out)")
      if let element = node.accessibility {
        line += " \"" + element.label + "\""
        if let value = element.value { line += " value \"" + value + "\"" }
      }
      line += "  " + node.keyPath
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(report.tree, depth: 1)
    if !report.identified.isEmpty {
      lines.append("identified:")
      for view in report.identified {
        lines.append("  #\(view.identifier) \(view.frame.text)")
      }
    }
    if !report.accessibility.isEmpty {
      lines.append("accessibility:")
      for element in report.accessibility {
        var line = "  \"\(element.label)\""
        if let value = element.value { line += " value \"\(value)\"" }
        if let hint = element.hint { line += " hint \"\(hint)\"" }
        if let identifier = element.identifier { line += " #" + identifier }
        lines.append(line + " " + element.frame.text)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON, keys sorted.
  public static func json(_ report: Report) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(report) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
