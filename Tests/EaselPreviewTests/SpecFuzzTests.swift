import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

/// Thousands of damaged specs go through the loader: each gives an error that names its line
/// and column, or a spec that lays out; none crashes.
@MainActor
struct SpecFuzzTests {
  /// A small deterministic generator (SplitMix64), so that a failure can be replayed.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  /// The specs the mutations start from: a tree with most primitives and modifiers, a
  /// component with state, and seed 004's layout as a tree.
  static let seeds: [String] = [
    """
    {"title": "Tree", "devices": ["iPhone SE", {"width": 320, "height": 480}],
     "colorSchemes": ["light", "dark"], "textSizes": ["large", "xLarge"],
     "state": {"gap": 8, "on": true, "label": "Hi", "twice": {"expression": "gap * 2"}},
     "view": {"type": "VStack", "spacing": "gap", "alignment": "leading", "padding": 12,
       "children": [
         {"type": "Text", "text": "$label", "font": "title", "foregroundColor": "primary"},
         {"type": "HStack", "spacing": 4, "children": [
           {"type": "Circle", "fill": "red", "frame": {"width": 20, "height": 20}},
           {"type": "Spacer", "minLength": "twice"},
           {"type": "RoundedRectangle", "cornerRadius": 6, "fill": "#3478F6",
            "stroke": {"color": "black", "opacity": 0.5}, "lineWidth": 2,
            "frame": {"width": "min(width / 3, 120)", "height": 30}}
         ]},
         {"type": "ZStack", "alignment": "topLeading", "containerShape": {"cornerRadius": 20},
          "children": [
            {"type": "ContainerRelativeShape", "fill": "mint"},
            {"type": "Image", "systemName": "heart.fill", "offset": {"x": 4, "y": 4}}
          ], "frame": {"maxWidth": "infinity", "height": 60}},
         {"type": "GeometryReader", "frame": {"height": 40},
          "content": {"type": "Color", "color": "orange", "frame": {"width": "width / 2"},
                      "shadow": {"radius": 3, "y": 1}, "opacity": 0.8, "cornerRadius": 4}},
         {"type": "Capsule", "fill": "green", "fixedSize": true, "layoutPriority": 1,
          "alignmentGuide": {"horizontal": "leading", "value": "width / 2"},
          "accessibilityIdentifier": "pill", "accessibilityLabel": "Pill",
          "accessibilityValue": "$label", "accessibilityHint": "Decorative",
          "background": {"type": "Ellipse", "fill": "yellow"}, "overlay": "clear"}
       ]}}
    """,
    """
    {"title": "Toggle", "notes": "seed 000", "devices": ["iPad", "iPhone 15"],
     "state": {"on": false},
     "view": {"type": "VStack", "children": [
       {"type": "Text", "text": "Notifications"},
       {"type": "Component", "component": "CustomToggle", "props": {"isOn": "$on",
        "activeColor": "green", "inactiveColor": {"color": "gray", "opacity": 0.6}}},
       {"type": "Component", "component": "Hello", "props": {"title": "Hi", "cornerRadius": 8}}
     ]}}
    """,
    """
    {"devices": [{"width": 375, "height": 667}, "iPad"], "component": "AdaptiveLayout",
     "props": {"minTopHeight": 200, "maxTopHeight": "clamp(height / 2, 200, 400)",
               "rowHeight": 50, "spacerMinLength": 20}}
    """,
  ]

  /// Values put in place of others: valid and invalid numbers, expressions, colours, names.
  static let replacements: [Any] = [
    -1, 0, 1, 1e6, 0.5, 1e300, "width / 0", "min(", "height / 2", "$gap", "$nope", "gap * gap",
    "#12", "#FF000080", "red", "bleu", "infinity", "-infinity", true, false, NSNull(), [Any](),
    [String: Any](), ["type": "Text"], ["type": "Spacer"], ["color": "red", "opacity": 2],
    "iPad", "../x.png", "VStack", "", String(repeating: "(", count: 40),
  ]

  /// A structural mutation of a decoded JSON value: drop a key, swap two values, replace a
  /// value, rename a key, or nest a subtree in itself.
  static func mutate(_ value: Any, _ generator: inout Generator, depth: Int = 0) -> Any {
    if var object = value as? [String: Any], !object.isEmpty {
      let keys = object.keys.sorted()
      let key = generator.pick(keys)
      switch generator.below(depth < 3 ? 7 : 5) {
      case 0:
        object.removeValue(forKey: key)
      case 1:
        let other = generator.pick(keys)
        (object[key], object[other]) = (object[other], object[key])
      case 2:
        object[key] = generator.pick(replacements)
      case 3:
        let value = object.removeValue(forKey: key)
        object[String(key.dropLast()) + "x"] = value
      case 4:
        object[key] = mutate(object[key] as Any, &generator, depth: depth + 1)
      default:
        object[key] = mutate(object[key] as Any, &generator, depth: depth + 1)
        if generator.below(2) == 0 { object["children"] = [object] }
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty {
      let index = generator.below(array.count)
      switch generator.below(4) {
      case 0: array.remove(at: index)
      case 1: array[index] = generator.pick(replacements)
      case 2: array.append(array[index])
      default: array[index] = mutate(array[index], &generator, depth: depth + 1)
      }
      return array
    }
    return generator.pick(replacements)
  }

  /// A byte-level mutation: flip bits, delete or duplicate a run, insert noise, or truncate.
  static func damage(_ data: Data, _ generator: inout Generator) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return data }
    for _ in 0...generator.below(3) {
      let index = generator.below(bytes.count)
      switch generator.below(5) {
      case 0:
        bytes[index] ^= UInt8(1 << generator.below(8))
      case 1:
        bytes.removeSubrange(index..<min(bytes.count, index + 1 + generator.below(8)))
      case 2:
        let run = bytes[index..<min(bytes.count, index + 1 + generator.below(16))]
        bytes.insert(contentsOf: run, at: generator.below(bytes.count))
      case 3:
        bytes.insert(
          generator.pick(Array("{}[]\",:0-e.\\u\u{00}\u{ff}".utf8)), at: index)
      default:
        bytes.removeSubrange(index...)
      }
      if bytes.isEmpty { break }
    }
    return Data(bytes)
  }

  @Test func tenThousandMutatedSpecsLoadOrFailCleanly() async throws {
    var generator = Generator(state: 2026)
    let decoded = try Self.seeds.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8), options: [])
    }
    for seed in Self.seeds { _ = try parseSpec(seed) }
    let textEngine = PangoTextEngine()
    var errors = 0
    var rendered = 0
    var located = 0
    for round in 0..<10_000 {
      // Let other tests' main-queue work (file watching, timers) run now and then.
      if round % 50 == 0 { await Task.yield() }
      let base = generator.below(decoded.count)
      var data: Data
      if generator.below(3) == 0 {
        data = Self.damage(Data(Self.seeds[base].utf8), &generator)
      } else {
        var value = decoded[base]
        for _ in 0...generator.below(3) { value = Self.mutate(value, &generator) }
        data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
      }
      do {
        let spec = try Spec(data: data, fileName: "Fuzz\(round).json", registry: .catalog)
        let device = spec.devices[generator.below(spec.devices.count)]
        let graph = ViewGraph(root: spec.makeView(registry: .catalog), textEngine: textEngine)
        graph.layout(in: device.size)
        _ = graph.displayList()
        rendered += 1
      } catch {
        errors += 1
        if error.line != nil, error.column != nil, !error.message.isEmpty { located += 1 }
      }
    }
    #expect(errors + rendered == 10_000)
    #expect(located == errors, "every error names a line and a column")
    // Both outcomes are exercised in earnest.
    #expect(rendered > 500)
    #expect(errors > 3000)
  }
}
