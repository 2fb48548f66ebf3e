import Easel

/// The modifier keys any view node may have.
///
/// They are applied in one fixed order, whatever their order in the file: `padding`, `frame`,
/// `background`, `overlay`, `foregroundColor`, `font`, `layoutPriority`,
/// `accessibilityIdentifier` (see `order`). So padding lies inside a fixed frame, a background
/// or overlay covers the padding and the frame, and the identifier names the whole result.
public struct SpecModifiers: Equatable, Sendable {
  /// The modifier keys, in the order they are applied.
  public static let order = [
    "padding", "frame", "background", "overlay", "foregroundColor", "font", "layoutPriority",
    "accessibilityIdentifier",
  ]

  /// Insets around the content: a number for every edge, or an object with any of
  /// `top`, `leading`, `bottom`, `trailing` (missing edges are 0).
  public var padding: EdgeInsets?
  /// A fixed frame around the padded content.
  public var frame: SpecFrame?
  /// A colour or view behind the framed content.
  public var background: SpecLayer?
  /// A colour or view in front of the framed content.
  public var overlay: SpecLayer?
  /// The colour of text and of shapes without `fill` or `stroke` inside this node.
  public var foregroundColor: SpecColor?
  /// The font of text inside this node.
  public var font: SpecFont?
  /// The priority with which a stack offers this node space.
  public var layoutPriority: Double?
  /// The identifier tests and tools find this node by.
  public var accessibilityIdentifier: String?

  /// Creates a set of modifiers; every one is absent by default.
  public init(
    padding: EdgeInsets? = nil, frame: SpecFrame? = nil, background: SpecLayer? = nil,
    overlay: SpecLayer? = nil, foregroundColor: SpecColor? = nil, font: SpecFont? = nil,
    layoutPriority: Double? = nil, accessibilityIdentifier: String? = nil
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

  /// Applies the modifiers that are present to `view`, in `order`.
  @MainActor public func apply(to view: AnyView) -> AnyView {
    var view = view
    if let padding { view = AnyView(view.padding(padding)) }
    if let frame {
      view = AnyView(
        view.frame(width: frame.width, height: frame.height, alignment: frame.alignment))
    }
    if let background { view = AnyView(view.background(background.makeView())) }
    if let overlay { view = AnyView(view.overlay(overlay.makeView())) }
    if let foregroundColor { view = AnyView(view.foregroundColor(foregroundColor.color)) }
    if let font { view = AnyView(view.font(font.font)) }
    if let layoutPriority { view = AnyView(view.layoutPriority(layoutPriority)) }
    if let accessibilityIdentifier {
      view = AnyView(view.accessibilityIdentifier(accessibilityIdentifier))
    }
    return view
  }
}
