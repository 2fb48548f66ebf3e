import Foundation

/// What a focusable view does with the keys it is given while focused, and how its ring is
/// drawn.
struct FocusableBehavior {
  /// What kind of view takes focus: its keys and whether the views inside take focus too.
  enum Kind: Equatable {
    /// A view made focusable with `focusable(_:)`: the focusable views inside take focus too.
    case view
    /// A button: Space and Return run its action.
    case button
    /// A toggle: Space and Return flip it.
    case toggle
    /// A slider: the arrow keys move it.
    case slider
    /// A stepper: the arrow keys increment and decrement it.
    case stepper
    /// A segmented picker: the arrow keys choose the next or the previous segment.
    case picker
  }

  var kind = Kind.view
  /// Whether the view takes part in focus: `focusable(false)` keeps it, and every view inside,
  /// out of the Tab order.
  var isFocusable = true
  var interactions = FocusInteractions.automatic
  /// What Space and Return do: a button's action, a toggle's flip.
  var activate: (() -> Void)?
  /// What the arrow keys do: `true` increments (right and up), `false` decrements.
  var adjust: ((Bool) -> Void)?
  /// The ring's corners.
  var ring = FocusRingShape.roundedRectangle(radius: FocusableNode.defaultRingRadius)

  /// Whether the views inside take focus by themselves: only inside a view made focusable
  /// (a control's own parts, such as a stepper's two buttons, do not).
  var focusesInside: Bool { kind == .view }
}

/// The corners of a focus ring, which follows the control's outline outside its frame.
enum FocusRingShape: Equatable {
  /// A rectangle whose corners have `radius` (0 for square corners).
  case roundedRectangle(radius: CGFloat)
  /// Half circles at the short sides: a switch, a slider.
  case capsule
}

/// The modifier behind `focusable(_:)` and `focusable(_:interactions:)`, and the focus hook
/// of buttons, toggles, sliders and steppers: the view takes part in Tab's order and draws the
/// focus ring while focused.
public struct _FocusableModifier: ViewModifier, WrappingModifier {
  let behavior: FocusableBehavior

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let (anchor, _) = context.attachment { FocusableAnchor(graph: context.graph) }
    let environment = context.environment
    anchor.update(behavior, isEnabled: environment.isEnabled)
    var color = (environment.tint ?? .accentColor).resolve(for: environment.colorScheme)
    color.opacity *= FocusableNode.ringOpacity
    let wrapper = FocusableNode(
      context, anchor: anchor, showsRing: environment.isFocusEffectEnabled, ringColor: color,
      child: node)
    anchor.node = wrapper
    return wrapper
  }
}

extension View {
  /// Makes the view focusable (or, with `false`, keeps it and every view inside out of focus):
  /// Tab and Shift+Tab reach it in reading order, a click on it focuses it, and its
  /// `onKeyPress` actions and those around it receive the keys while it has focus. It draws a
  /// focus ring while focused.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(
      _FocusableModifier(behavior: FocusableBehavior(kind: .view, isFocusable: isFocusable)))
  }

  /// Makes the view focusable with `interactions`: with `.edit`, a click on it focuses it too;
  /// with `.activate` alone, only Tab and Shift+Tab do. `false` keeps it, and every view
  /// inside, out of focus.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    modifier(
      _FocusableModifier(
        behavior: FocusableBehavior(
          kind: .view, isFocusable: isFocusable, interactions: interactions)))
  }

  /// The focus hook of a control: the control takes focus, and `activate` and `adjust` take
  /// its keys.
  func focusableControl(
    _ kind: FocusableBehavior.Kind, ring: FocusRingShape, activate: (() -> Void)? = nil,
    adjust: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      _FocusableModifier(
        behavior: FocusableBehavior(
          kind: kind, activate: activate, adjust: adjust, ring: ring)))
  }
}
