import Foundation

/// An opaque value derived from a view's geometry — a rectangle or a point of it — that a
/// `GeometryProxy` turns into its own coordinates with `proxy[anchor]`.
///
/// Views make anchors with `anchorPreference(key:value:transform:)` from an
/// `Anchor.Source`; an ancestor reads them in `overlayPreferenceValue(_:_:)` or
/// `backgroundPreferenceValue(_:_:)` and resolves them in a `GeometryReader`. An anchor is
/// taken where the view is when its ancestor reads it: through padding, offsets, scrolling
/// and the rotations and scales of effects (a rectangle becomes the box around its turned
/// corners); where an animated change of layout moves it, where the layout put it.
public struct Anchor<Value> {
  /// The value in root coordinates.
  let rootValue: Value
  /// `value` expressed from `origin` (a point in root coordinates): moved by `-origin`.
  let relocate: @Sendable (_ value: Value, _ origin: CGPoint) -> Value

  /// The value as seen from `origin`, a point in root coordinates.
  func value(from origin: CGPoint) -> Value {
    relocate(rootValue, origin)
  }

  /// A way to make an anchor from a view's geometry: `.bounds`, `.rect(_:)`, `.center` and
  /// the other points of `UnitPoint`, `.point(_:)`, `.unitPoint(_:)`, and arrays and
  /// optionals of those.
  public struct Source: Sendable {
    /// The anchor of a view laid out as `geometry` says.
    let make: @MainActor @Sendable (_ geometry: AnchorGeometry) -> Anchor<Value>

    init(_ make: @escaping @MainActor @Sendable (_ geometry: AnchorGeometry) -> Anchor<Value>) {
      self.make = make
    }
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Two anchors are equal when they stand for the same geometry in root coordinates.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.rootValue == rhs.rootValue
  }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rootValue)
  }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's own coordinates (its top-leading corner is the origin).
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { geometry in
      Anchor<CGRect>(rootValue: geometry.rect(r)) { rect, origin in
        rect.offsetBy(dx: -origin.x, dy: -origin.y)
      }
    }
  }

  /// The view's bounds: its whole frame.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { geometry in
      Anchor<CGRect>(rootValue: geometry.rect(CGRect(origin: .zero, size: geometry.size))) {
        rect, origin in
        rect.offsetBy(dx: -origin.x, dy: -origin.y)
      }
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { geometry in
      Anchor<CGPoint>(rootValue: geometry.point(p), relocate: Self.relocatePoint)
    }
  }

  /// A point given as fractions of the view's size.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { geometry in
      let local = CGPoint(x: p.x * geometry.size.width, y: p.y * geometry.size.height)
      return Anchor<CGPoint>(rootValue: geometry.point(local), relocate: Self.relocatePoint)
    }
  }

  private static let relocatePoint: @Sendable (CGPoint, CGPoint) -> CGPoint = { point, origin in
    CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The view's top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
  /// A source of an array of anchors' values, each from one of `array`.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    self.init { geometry in
      let anchors = array.map { $0.make(geometry) }
      let relocations = anchors.map(\.relocate)
      return Anchor<[T]>(rootValue: anchors.map(\.rootValue)) { values, origin in
        zip(relocations, values).map { relocate, value in relocate(value, origin) }
      }
    }
  }

  /// A source of an optional anchor's value: `nil` when `anchor` is.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    self.init { geometry in
      guard let made = anchor?.make(geometry) else {
        return Anchor<T?>(rootValue: nil) { value, _ in value }
      }
      let relocate = made.relocate
      return Anchor<T?>(rootValue: made.rootValue) { value, origin in
        value.map { relocate($0, origin) }
      }
    }
  }
}

/// Where a view is, for making anchors: its frame in root coordinates as laid out, and the
/// rotations and scales of the effects around it.
///
/// As laid out: a change of layout that animates moves its views' drawings over the
/// animation, but their anchors go where the layout put them at once, as in SwiftUI. Effects
/// that move or turn a view's drawing (offsets, rotations, scales, scrolling) move its
/// anchors as they are shown, frame by frame.
@MainActor
struct AnchorGeometry {
  /// The view's size.
  let size: CGSize
  /// The view's frame in root coordinates, before the effects around it.
  private let frame: CGRect
  /// The transforms of the effects around the view, innermost first.
  private let transforms: [DisplayList.AffineTransform]

  /// The geometry of `node` now.
  init(of node: LayoutNode) {
    size = node.localFrame.size
    frame = CGRect(origin: node.layoutRootOrigin, size: size)
    var transforms: [DisplayList.AffineTransform] = []
    var ancestor = node.parent
    while let current = ancestor {
      if let effect = current as? TransformEffectNode, let transform = effect.contentTransform {
        transforms.append(transform)
      }
      ancestor = current.parent
    }
    self.transforms = transforms
  }

  /// A point in the view's coordinates, in root coordinates.
  func point(_ local: CGPoint) -> CGPoint {
    var point = CGPoint(x: frame.minX + local.x, y: frame.minY + local.y)
    for transform in transforms { point = transform.apply(to: point) }
    return point
  }

  /// A rectangle in the view's coordinates, in root coordinates: the box around its corners.
  func rect(_ local: CGRect) -> CGRect {
    var rect = local.offsetBy(dx: frame.minX, dy: frame.minY)
    for transform in transforms { rect = transform.apply(to: rect) }
    return rect
  }
}

extension LayoutNode {
  /// The node's top-left corner in root coordinates where the layout put it: its frames and
  /// the origins of its ancestors' children (an offset as shown, a scroll position), but not
  /// the frames that an animated change of layout shows on their way (see `rootOrigin`).
  var layoutRootOrigin: CGPoint {
    var origin = localFrame.origin
    var ancestor = parent
    while let current = ancestor {
      origin.x += current.localFrame.origin.x + current.childOffset.x
      origin.y += current.localFrame.origin.y + current.childOffset.y
      ancestor = current.parent
    }
    return origin
  }
}
