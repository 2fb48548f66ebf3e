import Foundation

/// A property wrapper that gives a view a namespace of its own for `matchedGeometryEffect`:
/// the same for as long as the view keeps its identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: UInt64
  }

  @State private var id = ID(value: Namespace.makeID())

  /// A new namespace.
  public init() {}

  /// The namespace's identity.
  @MainActor public var wrappedValue: ID { id }

  private static let counter = Counter()
  private static func makeID() -> UInt64 { counter.next() }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}

/// A group of matched views: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

/// How a view moves from where its match was: the offset of that frame's origin from the
/// view's own, and the ratio of its size to the view's.
struct MatchedDelta: Animatable, Equatable {
  var offset: CGSize
  var scale: CGSize

  static let identity = MatchedDelta(offset: .zero, scale: CGSize(width: 1, height: 1))

  var animatableData: AnimatablePair<CGSize.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(offset.animatableData, scale.animatableData) }
    set {
      offset.animatableData = newValue.first
      scale.animatableData = newValue.second
    }
  }
}

/// The node of `matchedGeometryEffect`: it records where its view is drawn for its group,
/// and a view that appears in an animated change where another of its group was drawn
/// before starts at that frame and moves and grows to its own with the change's animation.
@MainActor
final class MatchedGeometryNode: WrapperNode {
  override var computesFixedSize: Bool { child.hasFixedSize }

  let key: MatchedGeometryKey
  let isSource: Bool
  @GraphReference private var graph: ViewGraph?
  private let state: AnimatedValue<MatchedDelta>
  /// The animation of the change that made the view, until its first drawing uses it.
  private var pendingAnimation: Animation?

  init(
    _ context: NodeContext, key: MatchedGeometryKey, isSource: Bool, child: LayoutNode
  ) {
    self.key = key
    self.isSource = isSource
    let (state, isNew) = context.attachment {
      AnimatedValue(MatchedDelta.identity, graph: context.graph)
    }
    self.state = state
    graph = context.graph
    super.init(context, child: child)
    if isNew { pendingAnimation = context.animation }
    state.drawingNode = self
  }

  /// The transform from the view's frame to where it is shown now.
  private func drawingTransform(_ delta: MatchedDelta) -> DisplayList.AffineTransform {
    let origin = frame.origin
    var transform = DisplayList.AffineTransform(about: origin)
    transform.a = delta.scale.width
    transform.d = delta.scale.height
    transform.tx = origin.x - delta.scale.width * origin.x + delta.offset.width
    transform.ty = origin.y - delta.scale.height * origin.y + delta.offset.height
    return transform
  }

  override func render(into list: inout DisplayList) {
    let shown = frame
    if let animation = pendingAnimation {
      pendingAnimation = nil
      // A view of the group drawn before by another node, which this one replaces.
      if let last = graph?.matchedFrames[key], last.node != ObjectIdentifier(self),
        shown.width > 0, shown.height > 0, last.frame != shown
      {
        let start = MatchedDelta(
          offset: CGSize(width: last.frame.minX - shown.minX, height: last.frame.minY - shown.minY),
          scale: CGSize(
            width: last.frame.width / shown.width, height: last.frame.height / shown.height))
        state.update(to: start, animation: nil)
        state.update(to: .identity, animation: animation)
      }
    }
    if isSource { graph?.matchedFrames[key] = (shown, ObjectIdentifier(self)) }
    let delta = state.presented
    guard delta != .identity else { return child.render(into: &list) }
    var content = DisplayList()
    child.render(into: &content)
    list.items.append(
      DisplayList.Item(
        operation: .transform(drawingTransform(delta), content.items), source: id,
        isAnimating: state.isAnimating))
  }

  /// The drawing moves while it animates: its bounds are not known without drawing.
  override func localDrawingBounds() -> CGRect? {
    state.presented == .identity ? super.localDrawingBounds() : nil
  }
}

/// The modifier behind `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
public struct _MatchedGeometryEffect: ViewModifier, WrappingModifier {
  let key: MatchedGeometryKey
  let isSource: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    MatchedGeometryNode(context, key: key, isSource: isSource, child: node)
  }
}

extension View {
  /// Matches this view's geometry with the other views of `id` in `namespace`: when an
  /// animated change removes one of them and inserts another — a selection indicator that
  /// moves from one tab to the next — the new view starts where the old one was drawn and
  /// moves and grows to its own frame with the change's animation. Easel matches frames
  /// (position and size, from the view's top leading corner); `properties` and `anchor` are
  /// accepted as SwiftUI's.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryEffect(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource))
  }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
