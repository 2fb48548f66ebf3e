extension ViewGraph {
  /// The accessibility elements of the last layout, in reading order, with their frames in
  /// root coordinates.
  ///
  /// The order is the order of the view tree: a stack's children are read in the order they
  /// are declared, which for a vertical or horizontal stack is also top to bottom or leading to
  /// trailing. `Text` is an element by itself; a view with a label, value, hint or trait change
  /// is one element that combines the elements inside it, unless
  /// `accessibilityElement(children:)` says otherwise; hidden views are left out. Call it after
  /// `layout(in:)`: the graph does not run pending updates here.
  public func accessibilityTree() -> [AccessibilityElement] {
    guard let layoutRoot else { return [] }
    return AccessibilityTreeBuilder.elements(of: layoutRoot, focused: focus.focusedNode)
  }
}

/// A layout node that is an accessibility element by itself, such as a text. The elements of
/// its descendants, if it has any, are part of it and are not read separately.
@MainActor
protocol AccessibilityElementNode: LayoutNode {
  /// The element the node makes when no modifier changes it.
  var defaultAccessibilityElement: AccessibilityElement { get }
}

extension TextNode: AccessibilityElementNode {
  /// A text reads its string and is static text.
  var defaultAccessibilityElement: AccessibilityElement {
    AccessibilityElement(label: string, traits: .isStaticText, frame: frame)
  }
}

/// Collects the accessibility elements of a layout tree.
@MainActor
enum AccessibilityTreeBuilder {
  /// The nodes from the focused view's outermost node up to the root: the element made by
  /// the innermost of them that makes one has the focus.
  @MainActor
  struct FocusPath {
    /// The focused view's outermost node.
    let focused: ObjectIdentifier?
    /// It and the nodes around it.
    let around: Set<ObjectIdentifier>

    init(_ focused: LayoutNode?) {
      self.focused = focused.map(ObjectIdentifier.init)
      var around: Set<ObjectIdentifier> = []
      var node = focused
      while let current = node {
        around.insert(ObjectIdentifier(current))
        node = current.parent
      }
      self.around = around
    }
  }

  /// The elements of `node` and of everything below it, in reading order; the element that
  /// is or holds `focused` (the focused view's outermost node) is marked `isFocused`.
  static func elements(of node: LayoutNode, focused: LayoutNode? = nil)
    -> [AccessibilityElement]
  {
    elements(of: node, focus: FocusPath(focused))
  }

  private static func elements(of node: LayoutNode, focus: FocusPath) -> [AccessibilityElement] {
    if let node = node as? AccessibilityNode { return elements(of: node, focus: focus) }
    if let node = node as? any AccessibilityElementNode {
      var element = node.defaultAccessibilityElement
      element.isFocused = focus.around.contains(ObjectIdentifier(node))
      return [element]
    }
    var inner = node.children.flatMap { elements(of: $0, focus: focus) }
    // The focused view makes no element of its own: its first element inside has the focus.
    if ObjectIdentifier(node) == focus.focused, !inner.isEmpty,
      !inner.contains(where: \.isFocused)
    {
      inner[0].isFocused = true
    }
    return inner
  }

  private static func elements(of node: AccessibilityNode, focus: FocusPath)
    -> [AccessibilityElement]
  {
    let attributes = node.attributes
    if attributes.isHidden { return [] }
    let inner = elements(of: node.child, focus: focus)
    let holdsFocus = focus.around.contains(ObjectIdentifier(node))
    guard attributes.describesElement else {
      // Only an identifier: it goes to the elements inside that have none.
      guard let identifier = attributes.identifier else { return inner }
      return inner.map { element in
        var element = element
        if element.identifier == nil { element.identifier = identifier }
        return element
      }
    }
    switch attributes.childBehavior?.kind ?? .combine {
    case .contain:
      return inner
    case .ignore:
      var element = AccessibilityElement(
        label: attributes.label ?? "", value: attributes.value, hint: attributes.hint,
        traits: attributes.applyingTraits(to: []), identifier: attributes.identifier,
        frame: node.frame)
      element.actions = attributes.actions
      element.isFocused = holdsFocus
      return [element]
    case .combine:
      let traits = inner.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
      var element = AccessibilityElement(
        label: attributes.label ?? joined(inner.map(\.label)) ?? "",
        value: attributes.value ?? joined(inner.compactMap(\.value)),
        hint: attributes.hint ?? joined(inner.compactMap(\.hint)),
        traits: attributes.applyingTraits(to: traits),
        identifier: attributes.identifier ?? (inner.count == 1 ? inner[0].identifier : nil),
        frame: node.frame)
      // The children's actions become the combined element's, under its own.
      element.actions = inner.reduce(AccessibilityActions()) { $0.merging($1.actions) }
        .merging(attributes.actions)
      element.isFocused = holdsFocus
      return [element]
    }
  }

  /// The non-empty strings joined as a screen reader reads them, or `nil` when there are none.
  private static func joined(_ strings: [String]) -> String? {
    let parts = strings.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
