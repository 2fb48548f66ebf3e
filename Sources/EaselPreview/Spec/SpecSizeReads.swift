/// Finds whether anything in a spec reads the canvas size: an expression naming `width` or
/// `height`, in a view's field, a computed state entry, or a component's property.
///
/// A spec that reads none is built once for its canvas: resizing the window (in free size)
/// lays it out again without running its views' bodies, as SwiftUI does for a view that does
/// not read its size. Conservative: an expression inside a `GeometryReader` node, which reads
/// that reader's size rather than the canvas's, counts too.
enum SpecSizeReads {
  /// Whether `value` (a spec's body or state, or any part of them) reads the canvas size.
  /// `stateNames` are the spec's state entries, which component properties may name.
  static func found(in value: Any, stateNames: [String]) -> Bool {
    if let number = value as? SpecNumber { return number.readsSize }
    if let use = value as? SpecComponentUse {
      return use.props.map { propertiesRead($0, stateNames: stateNames) } ?? false
    }
    return Mirror(reflecting: value).children.contains {
      found(in: $0.value, stateNames: stateNames)
    }
  }

  /// Whether a component's properties, decoded when the component is built, hold an
  /// expression that reads the size: any string among them that is one.
  private static func propertiesRead(_ value: SpecValue, stateNames: [String]) -> Bool {
    switch value.kind {
    case .null, .bool, .number: return false
    case .string(let text):
      var parser = SpecExpressionParser(text, stateNames: stateNames)
      return (try? parser.parse())?.readsSize ?? false
    case .array(let elements):
      return elements.contains { propertiesRead($0, stateNames: stateNames) }
    case .object(let object):
      return object.members.contains { propertiesRead($0.value, stateNames: stateNames) }
    }
  }
}
