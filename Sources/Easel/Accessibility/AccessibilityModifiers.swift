/// The modifier behind the accessibility modifiers (`accessibilityLabel(_:)`,
/// `accessibilityValue(_:)`, `accessibilityHint(_:)`, `accessibilityAddTraits(_:)`,
/// `accessibilityRemoveTraits(_:)`, `accessibilityHidden(_:)`, `accessibilityIdentifier(_:)`
/// and `accessibilityElement(children:)`). It changes neither layout nor drawing.
public struct AccessibilityAttachmentModifier: ViewModifier, WrappingModifier {
  let attributes: AccessibilityAttributes

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    AccessibilityNode.wrap(node, with: attributes, in: context)
  }
}

extension View {
  private func accessibility(
    _ change: (inout AccessibilityAttributes) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attributes = AccessibilityAttributes()
    change(&attributes)
    return modifier(AccessibilityAttachmentModifier(attributes: attributes))
  }

  /// Sets the label an assistive technology reads for this view: what the view is.
  ///
  /// On a view that is not an element by itself (a stack or a shape), the view becomes one
  /// element whose children are combined, as in SwiftUI.
  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.label = label.content }
  }

  /// Sets the label an assistive technology reads for this view: what the view is.
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.label = String(label) }
  }

  /// Sets the value an assistive technology reads after the label, such as a toggle's state
  /// or a slider's position.
  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.value = valueDescription.content }
  }

  /// Sets the value an assistive technology reads after the label, such as a toggle's state
  /// or a slider's position.
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.value = String(value) }
  }

  /// Sets the hint an assistive technology reads after a pause: what activating the view does.
  public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.hint = hint.content }
  }

  /// Sets the hint an assistive technology reads after a pause: what activating the view does.
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.hint = String(hint) }
  }

  /// Adds traits to this view's element.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.addedTraits = traits }
  }

  /// Removes traits from this view's element, including traits the view has by itself (such
  /// as `isStaticText` on `Text`).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.removedTraits = traits }
  }

  /// Hides this view and everything in it from assistive technologies when `hidden` is true.
  ///
  /// `accessibilityHidden(false)` does not reveal a view hidden by a modifier closer to it.
  public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.isHidden = hidden }
  }

  /// Tags this view with an identifier that tests and tools use to find it.
  ///
  /// The identifier goes to this view's element; on a view that is not an element (a stack
  /// without accessibility modifiers) it goes to each element inside it that has none, as in
  /// SwiftUI. `ViewHost.frame(of:)` finds the view's own frame either way.
  public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility { $0.identifier = identifier }
  }

  /// Makes this view one accessibility element, or changes how the element it already is
  /// treats the elements inside it.
  ///
  /// With `.ignore` (the default) the element has only the label, value, hint and traits given
  /// to it with modifiers; with `.combine` it merges its children's; with `.contain` the
  /// children stay separate elements.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    accessibility { $0.childBehavior = children }
  }
}
