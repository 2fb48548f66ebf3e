import Foundation

/// How a gesture attached to a view ranks against the gestures of the views inside it.
enum GesturePriority {
  /// The default: gestures of views inside win.
  case normal
  /// `highPriorityGesture`: wins over the gestures of views inside.
  case high
  /// `simultaneousGesture`: runs alongside the others, never blocking or blocked.
  case simultaneous
}

/// Which gestures of a view and of the views inside it stay enabled.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates a mask.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No gestures.
  public static let none: GestureMask = []
  /// The gesture being attached.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// Makes a recognizer for each interaction, typed away for the engine.
@MainActor
struct GestureSource {
  let make: () -> any EngineRecognizer

  init<G: Gesture>(_ gesture: G) {
    make = { RecognizerBox(gesture.recognizer()) }
  }
}

/// The node made by `gesture`, `highPriorityGesture`, `simultaneousGesture` and
/// `onTapGesture`: it holds the gesture that touches on the views inside start.
@MainActor
final class GestureNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let source: GestureSource
  let priority: GesturePriority
  let mask: GestureMask
  /// Whether the view is enabled; a disabled view's gestures do not run.
  let isEnabled: Bool
  /// Leads a running interaction to this node, and to the nodes that replace it.
  let anchor: GestureAnchor

  init(
    _ context: NodeContext, source: GestureSource, priority: GesturePriority, mask: GestureMask,
    child: LayoutNode
  ) {
    self.source = source
    self.priority = priority
    self.mask = mask
    self.isEnabled = context.environment.isEnabled
    anchor = context.attachment { GestureAnchor() }.attachment
    super.init(context, child: child)
    anchor.node = self
  }
}

/// The persistent place of a gesture modifier: the node made for it last.
@MainActor
final class GestureAnchor: NodeAttachment {
  var node: GestureNode? {
    get { reference.node }
    set { reference.node = newValue }
  }
  private var reference = NodeReference<GestureNode>(nil)
}

/// The modifier behind the gesture modifiers.
public struct _GestureModifier<G: Gesture>: ViewModifier, WrappingModifier {
  let gesture: G
  let priority: GesturePriority
  let mask: GestureMask

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    GestureNode(
      context, source: GestureSource(gesture), priority: priority, mask: mask, child: node)
  }
}

extension View {
  /// Attaches `gesture`: touches on the view start it, unless a gesture of a view inside wins.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture` ahead of the gestures of the views inside.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Attaches `gesture` to run at the same time as the view's other gestures.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
  /// `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Runs `action` when the view is pressed for `minimumDuration`; `onPressingChanged` hears
  /// when the press starts and stops.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressPressingGesture(
        minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
        pressing: onPressingChanged))
  }
}

/// The gesture of `onLongPressGesture`: a long press that also reports the press starting and
/// stopping.
struct LongPressPressingGesture: Gesture, PrimitiveGesture {
  typealias Value = Bool
  typealias Body = Never
  let minimumDuration: Double
  let maximumDistance: CGFloat
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  func makeRecognizer() -> GestureRecognizer<Bool> {
    PressingRecognizer(
      LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
      action: action, pressing: pressing)
  }
}

@MainActor
final class PressingRecognizer: PassingRecognizer<Bool> {
  private let action: () -> Void
  private let pressing: ((Bool) -> Void)?
  private var isPressing = false

  init(
    _ base: GestureRecognizer<Bool>, action: @escaping () -> Void,
    pressing: ((Bool) -> Void)?
  ) {
    self.action = action
    self.pressing = pressing
    super.init(base)
  }

  private func setPressing(_ value: Bool) {
    guard value != isPressing else { return }
    isPressing = value
    pressing?(value)
  }

  override func commit(_ proposal: GestureProposal<Bool>) {
    super.commit(proposal)
    switch proposal {
    case .change: setPressing(true)
    case .end:
      setPressing(false)
      action()
    case .fail: setPressing(false)
    case .none: break
    }
  }

  override func cancel() {
    super.cancel()
    setPressing(false)
  }
}
