import Foundation

/// A type that identifies an alignment guide, with its value when a view sets none.
public protocol AlignmentID {
  /// The guide's value in a view of the given dimensions.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: its identity and axis.
///
/// Kept as the guide's metatype: 18 bytes, where a default-value closure made it 33 and cost
/// an allocation each time a key was made. Every frame and stack node holds keys.
///
/// `@unchecked Sendable`: it holds only the guide's metatype, which is immutable.
struct AlignmentKey: Hashable, @unchecked Sendable {
  private let type: any AlignmentID.Type
  let axis: Axis
  /// How a stack merges its children's explicit values of the guide.
  let merge: GuideMerge

  init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
    self.type = id
    self.axis = axis
    self.merge = (id as? any MergedAlignmentID.Type)?.merge ?? .average
  }

  /// The guide's identity: its `AlignmentID` type.
  var id: ObjectIdentifier { ObjectIdentifier(type) }

  /// The guide's value in a view of the given dimensions that sets none.
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
    type.defaultValue(in: dimensions)
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
}

/// A view's size and alignment guides, as layout code and `alignmentGuide` closures see them.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The view's explicit guides (those it or its content set), or `nil` when it sets none.
  let explicitGuides: ((AlignmentKey) -> CGFloat?)?

  init(width: CGFloat, height: CGFloat, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
    self.width = width
    self.height = height
    self.explicitGuides = explicit
  }

  init(_ size: CGSize, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
    self.init(width: size.width, height: size.height, explicit: explicit)
  }

  /// The explicit value of a guide, or `nil`.
  func explicit(_ key: AlignmentKey) -> CGFloat? {
    explicitGuides?(key)
  }

  /// The value of a guide: the explicit one, else its default.
  func value(of key: AlignmentKey) -> CGFloat {
    explicit(key) ?? key.defaultValue(self)
  }

  /// The value of a horizontal guide, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
  /// The value of a vertical guide, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
  /// The explicit value of a horizontal guide, or `nil` when the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
  /// The explicit value of a vertical guide, or `nil` when the view sets none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
  let key: AlignmentKey

  /// Creates an alignment from a custom guide identifier.
  public init(_ id: AlignmentID.Type) {
    func make<ID: AlignmentID>(_ id: ID.Type) -> AlignmentKey {
      AlignmentKey(id, axis: .horizontal)
    }
    key = make(id)
  }

  private enum Leading: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
  }
  private enum Trailing: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(Leading.self)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(Center.self)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(Trailing.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
  let key: AlignmentKey

  /// Creates an alignment from a custom guide identifier.
  public init(_ id: AlignmentID.Type) {
    func make<ID: AlignmentID>(_ id: ID.Type) -> AlignmentKey { AlignmentKey(id, axis: .vertical) }
    key = make(id)
  }

  private enum Top: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
  }
  private enum Bottom: MergedAlignmentID {
    static var merge: GuideMerge { .none }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  private enum FirstTextBaseline: MergedAlignmentID {
    static var merge: GuideMerge { .minimum }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  private enum LastTextBaseline: MergedAlignmentID {
    static var merge: GuideMerge { .maximum }
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }

  /// The top edge.
  public static let top = VerticalAlignment(Top.self)
  /// The vertical centre.
  public static let center = VerticalAlignment(Center.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The baseline of the first line of text (the bottom for views without text).
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
  /// The baseline of the last line of text (the bottom for views without text).
  public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)

  /// The origin of `child` (of `size`) aligned inside a container of `container` size: the
  /// container's guides (their defaults) meet the child's guides.
  @MainActor
  func origin(of child: LayoutNode, size: CGSize, in container: CGSize) -> CGPoint {
    let outer = ViewDimensions(container)
    let inner = child.dimensions(size)
    return CGPoint(
      x: outer.value(of: horizontal.key) - inner.value(of: horizontal.key),
      y: outer.value(of: vertical.key) - inner.value(of: vertical.key))
  }
}

extension HorizontalAlignment {
  /// The fraction of the width at which a built-in guide sits, for code that needs no view.
  var fraction: CGFloat { key.defaultValue(ViewDimensions(width: 1, height: 1)) }
}

extension VerticalAlignment {
  /// The fraction of the height at which a built-in guide sits, for code that needs no view.
  var fraction: CGFloat { key.defaultValue(ViewDimensions(width: 1, height: 1)) }
}
