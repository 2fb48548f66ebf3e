import Foundation

/// The editable text of a text field, secure field or text editor: a primitive that reads the
/// environment (font, colours, alignment, line limit, traits, submit actions), brings the
/// session up to date with the bound text, and makes the node that draws it.
struct TextInputView: View, PrimitiveView {
  typealias Body = Never

  let session: TextInputSession
  let source: TextInputSource
  let kind: TextInputKind
  let isSecure: Bool
  let prompt: Text?
  let onEditingChanged: ((Bool) -> Void)?
  let onCommit: (() -> Void)?

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let environment = context.environment
    var settings = TextInputSettings()
    settings.kind = kind
    settings.isSecure = isSecure
    settings.isEnabled = environment.isEnabled
    settings.traits = environment.textInputTraits
    settings.submitActions = environment.submitActions
    settings.onEditingChanged = onEditingChanged
    settings.onCommit = onCommit
    session.update(settings: settings, source: source, graph: context.graph)
    let (anchor, _) = context.attachment { TextInputAnchor() }
    anchor.attach(session, graph: context.graph)
    let node = TextInputNode(context, session: session, prompt: prompt, kind: kind)
    session.inputNode = node
    return [node]
  }
}

/// The modifier that makes a styled text field one region: a press anywhere on it (its
/// style's border and padding too) focuses the field.
struct TextFieldRegion: ViewModifier, WrappingModifier {
  let session: TextInputSession

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let region = TextFieldRegionNode(context, session: session, child: node)
    session.region = region
    return region
  }
}

/// The outermost node of a text field, with its style's drawing: presses on it go to the
/// field, and Tab finds the field by it. It does not change layout or drawing.
@MainActor
final class TextFieldRegionNode: WrapperNode {
  override var drawingRole: DrawingRole { .children }
  override var computesFixedSize: Bool { child.hasFixedSize }

  let session: TextInputSession

  init(_ context: NodeContext, session: TextInputSession, child: LayoutNode) {
    self.session = session
    super.init(context, child: child)
  }

  /// The whole frame takes presses, so that a press on the style's padding reaches the
  /// field.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }
}
