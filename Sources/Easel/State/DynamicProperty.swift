@_spi(Reflection) import Swift

/// A stored property of a view whose value the graph keeps up to date before each body run:
/// `@State`, `@Binding`, `@Environment`, `@ObservedObject` and the rest.
public protocol DynamicProperty {
  /// Updates the value before the body runs. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the graph connects to storage in a view's node.
@MainActor
protocol GraphInstallable {
  /// Connects the property, stored at field `index` of its view, to `node`.
  func install(in node: ViewNode, at index: Int)
}

/// Connects the dynamic properties of a view value to its node before the body runs.
///
/// The plain way is to reflect the value (`Mirror`) and look at each stored property, which
/// cost more than the rest of a body run together (boxing each property, its label, casts).
/// So a struct's stored properties are looked at once, by type (`DynamicPropertyLayout`):
/// those that hold a dynamic property (`@State`, `@Environment`, … stored in the view) are
/// installed from their byte offsets in the value, and the others are not looked at again.
/// A property whose type does not say what it holds (an optional, an existential) and a
/// custom `DynamicProperty` or style made of others are looked at in the value each run, as
/// before; a type that is not a struct is reflected whole.
@MainActor
enum DynamicPropertyInstaller {
  /// Installs each dynamic property of `value`.
  static func install<Value>(in value: Value, node: ViewNode) {
    let graph = node.graph
    let type = Value.self
    let layout: DynamicPropertyLayout
    if let known = graph.dynamicPropertyLayouts[type] {
      layout = known
    } else {
      layout = DynamicPropertyLayout(of: Value.self)
      graph.dynamicPropertyLayouts[type] = layout
    }
    switch layout {
    case .fields(let fields):
      guard !fields.isEmpty else { return }
      withUnsafeBytes(of: value) { bytes in
        for field in fields { field.install(from: bytes, in: node) }
      }
    case .reflected:
      if !install(Mirror(reflecting: value), node: node, base: 0) {
        // Remembered as having none once reflection found none, as before.
        graph.dynamicPropertyLayouts[type] = .fields([])
      }
    }
  }

  /// Installs the dynamic properties found through `mirror`; returns whether there were any.
  private static func install(_ mirror: Mirror, node: ViewNode, base: Int) -> Bool {
    var found = false
    for (offset, child) in mirror.children.enumerated() {
      found = install(child.value, at: base + offset, node: node) || found
    }
    return found
  }

  /// Installs `value`, stored at field `index`, when it is a dynamic property or a style;
  /// returns whether it was.
  fileprivate static func install(_ value: Any, at index: Int, node: ViewNode) -> Bool {
    if let property = value as? any GraphInstallable {
      property.install(in: node, at: index)
      return true
    }
    guard value is any DynamicProperty || isStyle(value) else { return false }
    // A custom DynamicProperty, or a style (which may read the environment as a view
    // does): install the properties it is made of.
    let inner = install(Mirror(reflecting: value), node: node, base: (index + 1) * 1_000)
    return inner || value is any DynamicProperty
  }
}

/// Where the dynamic properties of one type are: what `DynamicPropertyInstaller` learns of a
/// type once, from its type alone.
@MainActor
enum DynamicPropertyLayout {
  /// The type is a struct, and these of its stored properties may hold a dynamic property
  /// (none, for most views).
  case fields([Field])
  /// The type is not a struct: it is reflected on every body run.
  case reflected

  /// A stored property of a struct that may hold a dynamic property: its position among the
  /// struct's stored properties (the index of its storage in the node, as reflection counts
  /// them), its byte offset and its type.
  @MainActor
  struct Field {
    let index: Int
    let offset: Int
    let type: Any.Type

    /// Installs the property stored in `bytes`, a value of the struct.
    func install(from bytes: UnsafeRawBufferPointer, in node: ViewNode) {
      if let installable = type as? any GraphInstallable.Type {
        install(installable, from: bytes, in: node)
      } else {
        // A type known only at run time: opened to load the value as what it is.
        func load<Stored>(_: Stored.Type) -> Any {
          bytes.load(fromByteOffset: offset, as: Stored.self)
        }
        _ = DynamicPropertyInstaller.install(
          _openExistential(type, do: load), at: index, node: node)
      }
    }

    private func install<Property: GraphInstallable>(
      _ type: Property.Type, from bytes: UnsafeRawBufferPointer, in node: ViewNode
    ) {
      bytes.load(fromByteOffset: offset, as: Property.self).install(in: node, at: index)
    }
  }

  /// Learns which stored properties of `type` may hold a dynamic property, from their types.
  init(of type: Any.Type) {
    guard !(type is AnyClass) else {
      self = .reflected
      return
    }
    var fields: [Field] = []
    var index = 0
    let isStruct = _forEachField(of: type) { _, offset, fieldType, kind in
      // Its type says it is one, or is made of some, or does not say what it holds.
      if fieldType is any GraphInstallable.Type || fieldType is any DynamicProperty.Type
        || isStyleType(fieldType) || kind == .optional || kind == .existential
      {
        fields.append(Field(index: index, offset: offset, type: fieldType))
      }
      index += 1
      return true
    }
    self = isStruct ? .fields(fields) : .reflected
  }
}

/// Whether `value` is a style whose stored `@Environment` and `@State` properties work as a
/// view's do: a view that holds one installs them.
private func isStyle(_ value: Any) -> Bool {
  value is any ButtonStyle || value is any PrimitiveButtonStyle || value is any ToggleStyle
    || value is any TextFieldStyle
}

/// Whether values of `type` are styles (see `isStyle(_:)`).
private func isStyleType(_ type: Any.Type) -> Bool {
  type is any ButtonStyle.Type || type is any PrimitiveButtonStyle.Type
    || type is any ToggleStyle.Type || type is any TextFieldStyle.Type
}
