/// How a `Picker` is drawn and chosen from.
public protocol PickerStyle {
  /// The drawing the style stands for.
  var _kind: PickerStyleKind { get }
}

/// The pickers Easel draws: iOS's segmented control, its menu button, a list of choices with
/// a checkmark, a wheel, a row that pushes the choices, and a palette of compact choices.
public enum PickerStyleKind: Hashable, Sendable {
  /// The context decides: a menu button, or the choices as items inside a menu.
  case automatic
  /// Equal segments.
  case segmented
  /// A button showing the choice; a tap drops the choices down (a submenu inside a menu).
  case menu
  /// The choices listed, the chosen one with a checkmark.
  case inline
  /// A wheel turning under a band that holds the choice.
  case wheel
  /// A row that pushes the list of choices (in a navigation stack).
  case navigationLink
  /// A row of compact choices inside a menu; segments elsewhere.
  case palette
}

/// The platform's default, which depends on where the picker is: a menu button (as on iOS
/// in a form or on its own), or the choices as checkmarked items when the picker is inside a
/// `Menu`.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .automatic }
}

/// Equal segments, the chosen one on a sliding plate.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .segmented }
}

/// The chosen value with chevrons; a tap drops the choices down.
///
/// Differs from SwiftUI: the choices drop down as an overlay of the picker, raised with
/// `zIndex` among its siblings, not in a layer above the whole window: an ancestor that clips
/// clips them, and views drawn after the picker's container can cover them. Only choosing
/// closes them (a tap elsewhere does not). This is also the default style.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .menu }
}

/// The choices listed, the chosen one with a checkmark.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .inline }
}

/// A wheel, as iOS draws it: the choices one under another, the chosen one in a grey band
/// across the middle, the others fading towards the top and bottom; a vertical drag turns the
/// wheel by one choice for each row it moves, and a tap on a choice turns it there.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .wheel }
}

/// The choices as a row of compact elements (one symbol each, a `Label` showing its icon
/// only) inside a `Menu`, the chosen one on a grey plate; more than six scroll sideways.
/// Outside a menu the picker is drawn as segments, as on iOS.
public struct PalettePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A row of compact choices inside a menu; segments elsewhere.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The choices listed.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .automatic }
}

extension EnvironmentValues {
  /// How pickers inside are drawn.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets how pickers inside are drawn.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, style._kind)
  }
}
