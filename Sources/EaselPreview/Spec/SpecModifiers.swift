import Easel
import Foundation

/// The modifier keys any view node may have, as the parser read them.
///
/// They are applied in one fixed order, whatever their order in the file (see `order`): the
/// order of `SpecModifierKey.all`, the table that says how each key is read, checked and
/// applied.
public struct SpecModifiers: Equatable, Sendable {
  /// The modifier keys, in the order they are applied (`SpecModifierKey.all`).
  public static let order = SpecModifierKey.all.map(\.key)

  /// Insets around the content.
  public var padding: SpecInsets?
  /// A fixed or flexible frame around the padded content.
  public var frame: SpecFrame?
  /// Whether the view keeps its ideal size horizontally and vertically.
  public var fixedSize: (horizontal: Bool, vertical: Bool)?
  /// An alignment guide written by an expression over the view's own `width` and `height`.
  public var alignmentGuide: SpecAlignmentGuide?
  /// A colour or view behind the framed content.
  public var background: SpecLayer?
  /// A colour or view in front of the framed content.
  public var overlay: SpecLayer?
  /// Clips the view to a rounded rectangle of this radius.
  public var cornerRadius: SpecNumber?
  /// A drop shadow.
  public var shadow: SpecShadow?
  /// The opacity, 0 to 1.
  public var opacity: SpecNumber?
  /// Moves the drawn view without moving its frame.
  public var offset: (x: SpecNumber, y: SpecNumber)?
  /// The corner radius of the rounded rectangle `ContainerRelativeShape`s inside resolve to.
  public var containerShape: SpecNumber?
  /// The colour of text and of shapes without `fill` or `stroke` inside this node.
  public var foregroundColor: SpecColor?
  /// The font of text inside this node.
  public var font: SpecFont?
  /// The style of the lists inside this node.
  public var listStyle: SpecListStyle?
  /// The title of the navigation screen this node is.
  public var navigationTitle: SpecText?
  /// How that title is shown.
  public var navigationBarTitleDisplayMode: SpecTitleDisplayMode?
  /// The priority with which a stack offers this node space.
  public var layoutPriority: SpecNumber?
  /// The identifier tests and tools find this node by.
  public var accessibilityIdentifier: String?
  /// The accessibility label.
  public var accessibilityLabel: SpecText?
  /// The accessibility value.
  public var accessibilityValue: SpecText?
  /// The accessibility hint.
  public var accessibilityHint: SpecText?
  /// Whether the view is hidden from accessibility.
  public var accessibilityHidden: Bool?

  /// Creates a set of modifiers; every one is absent by default.
  public init(
    padding: SpecInsets? = nil, frame: SpecFrame? = nil, background: SpecLayer? = nil,
    overlay: SpecLayer? = nil, foregroundColor: SpecColor? = nil, font: SpecFont? = nil,
    layoutPriority: SpecNumber? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.padding = padding
    self.frame = frame
    self.background = background
    self.overlay = overlay
    self.foregroundColor = foregroundColor
    self.font = font
    self.layoutPriority = layoutPriority
    self.accessibilityIdentifier = accessibilityIdentifier
  }

  /// Modifiers are equal when every key is.
  public static func == (lhs: SpecModifiers, rhs: SpecModifiers) -> Bool {
    lhs.padding == rhs.padding && lhs.frame == rhs.frame
      && lhs.fixedSize?.horizontal == rhs.fixedSize?.horizontal
      && lhs.fixedSize?.vertical == rhs.fixedSize?.vertical
      && lhs.alignmentGuide == rhs.alignmentGuide && lhs.background == rhs.background
      && lhs.overlay == rhs.overlay && lhs.cornerRadius == rhs.cornerRadius
      && lhs.shadow == rhs.shadow && lhs.opacity == rhs.opacity
      && lhs.offset?.x == rhs.offset?.x && lhs.offset?.y == rhs.offset?.y
      && lhs.containerShape == rhs.containerShape && lhs.foregroundColor == rhs.foregroundColor
      && lhs.font == rhs.font && lhs.listStyle == rhs.listStyle
      && lhs.navigationTitle == rhs.navigationTitle
      && lhs.navigationBarTitleDisplayMode == rhs.navigationBarTitleDisplayMode
      && lhs.layoutPriority == rhs.layoutPriority
      && lhs.accessibilityIdentifier == rhs.accessibilityIdentifier
      && lhs.accessibilityLabel == rhs.accessibilityLabel
      && lhs.accessibilityValue == rhs.accessibilityValue
      && lhs.accessibilityHint == rhs.accessibilityHint
      && lhs.accessibilityHidden == rhs.accessibilityHidden
  }

  /// Applies the modifiers that are present to `view`, in `order`.
  @MainActor public func apply(to view: AnyView, in context: SpecContext) -> AnyView {
    var view = view
    for key in SpecModifierKey.all { view = key.apply(self, view, context) }
    return view
  }
}

/// Padding of a view node: a length for every edge, or one per edge.
public struct SpecInsets: Equatable, Sendable {
  /// The edges' lengths.
  public var top, leading, bottom, trailing: SpecNumber

  /// The same length on every edge.
  public init(_ length: SpecNumber) {
    (top, leading, bottom, trailing) = (length, length, length, length)
  }

  /// One length per edge.
  public init(top: SpecNumber, leading: SpecNumber, bottom: SpecNumber, trailing: SpecNumber) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// The insets in `context`.
  @MainActor func insets(in context: SpecContext) -> EdgeInsets {
    EdgeInsets(
      top: context.number(top), leading: context.number(leading),
      bottom: context.number(bottom), trailing: context.number(trailing))
  }
}

/// A `shadow` modifier: `{"color": colour, "radius": n, "x": n, "y": n}`.
public struct SpecShadow: Equatable, Sendable {
  /// The shadow's colour; black at 33 % by default, as in SwiftUI.
  public var color: SpecColor
  /// The blur radius.
  public var radius: SpecNumber
  /// The horizontal offset.
  public var x: SpecNumber
  /// The vertical offset.
  public var y: SpecNumber
}

/// An `alignmentGuide` modifier: which guide, and its value as an expression over the view's
/// own `width` and `height`.
public struct SpecAlignmentGuide: Equatable, Sendable {
  /// The guide.
  public enum Guide: Equatable, Sendable {
    /// A horizontal alignment (`leading`, `center`, `trailing`).
    case horizontal(HorizontalAlignment)
    /// A vertical alignment (`top`, `center`, `bottom`).
    case vertical(VerticalAlignment)
  }

  /// The guide written.
  public var guide: Guide
  /// Its value; `width` and `height` are the view's dimensions.
  public var value: SpecNumber

  /// Wraps `view` so that it reports the guide.
  @MainActor func apply(to view: AnyView, in context: SpecContext) -> AnyView {
    let value = value
    let scope = context.scope
    func compute(_ dimensions: ViewDimensions) -> CGFloat {
      var inner = scope
      inner.width = Double(dimensions.width)
      inner.height = Double(dimensions.height)
      return CGFloat(value.value(in: inner))
    }
    switch guide {
    case .horizontal(let alignment):
      return AnyView(view.alignmentGuide(alignment, computeValue: compute))
    case .vertical(let alignment):
      return AnyView(view.alignmentGuide(alignment, computeValue: compute))
    }
  }
}
