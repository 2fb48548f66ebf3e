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
@MainActor
enum DynamicPropertyInstaller {
  /// Walks the stored properties of `value` and installs each dynamic one.
  /// Types without dynamic properties are remembered by the graph, so their values are not
  /// reflected on every body run.
  static func install(in value: Any, node: ViewNode) {
    let type = ObjectIdentifier(Swift.type(of: value))
    if node.graph.typesWithoutDynamicProperties.contains(type) { return }
    if !install(Mirror(reflecting: value), node: node, base: 0) {
      node.graph.typesWithoutDynamicProperties.insert(type)
    }
  }

  /// Installs the dynamic properties found through `mirror`; returns whether there were any.
  private static func install(_ mirror: Mirror, node: ViewNode, base: Int) -> Bool {
    var found = false
    for (offset, child) in mirror.children.enumerated() {
      let index = base + offset
      if let property = child.value as? any GraphInstallable {
        property.install(in: node, at: index)
        found = true
      } else if child.value is any DynamicProperty || isStyle(child.value) {
        // A custom DynamicProperty, or a style (which may read the environment as a view
        // does): install the properties it is made of.
        let inner = install(Mirror(reflecting: child.value), node: node, base: (index + 1) * 1_000)
        found = found || inner || child.value is any DynamicProperty
      }
    }
    return found
  }
}

/// Whether `value` is a style whose stored `@Environment` and `@State` properties work as a
/// view's do: a view that holds one installs them.
private func isStyle(_ value: Any) -> Bool {
  value is any ButtonStyle || value is any PrimitiveButtonStyle || value is any ToggleStyle
    || value is any TextFieldStyle
}
