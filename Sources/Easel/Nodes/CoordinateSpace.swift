/// A coordinate space to express a frame in.
///
/// `@unchecked Sendable` because of the `AnyHashable` name, which SwiftUI code fills with
/// strings and other immutable values.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The root view's coordinates (the window's content).
  case global
  /// The view's own coordinates: its origin is its top-leading corner.
  case local
  /// The coordinates of the nearest ancestor that called `coordinateSpace(name:)` with this
  /// name (the root's, when there is none).
  case named(AnyHashable)
}

/// A coordinate space to express a frame in, in the generic form of newer SwiftUI APIs.
public protocol CoordinateSpaceProtocol: Sendable {
  /// The space, as a `CoordinateSpace`.
  var coordinateSpace: CoordinateSpace { get }
}

/// The root's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The root's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name` by an ancestor.
  public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The coordinates of the nearest scroll view around the view: its visible region's
  /// top-leading corner is the origin, so a frame in it moves as the content scrolls.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: nil)))
  }

  /// The coordinates of the nearest scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: axis)))
  }
}

/// The name of the `.scrollView` coordinate spaces: the nearest scroll view's (along `axis`).
struct ScrollViewSpace: Hashable, Sendable {
  let axis: Axis?
}

/// The node made by `coordinateSpace(name:)`.
@MainActor
final class CoordinateSpaceNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let name: AnyHashable

  init(_ context: NodeContext, name: AnyHashable, child: LayoutNode) {
    self.name = name
    super.init(context, child: child)
  }
}

/// The modifier behind `coordinateSpace(name:)`.
public struct _CoordinateSpaceModifier: ViewModifier, WrappingModifier {
  let name: AnyHashable

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    CoordinateSpaceNode(context, name: name, child: node)
  }
}

extension View {
  /// Names the view's coordinate space, so that views inside can express frames in it.
  public func coordinateSpace(name: some Hashable & Sendable) -> some View {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names the view's coordinate space with a named space (`.coordinateSpace(.named("x"))`),
  /// so that views inside can express frames in it.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}
