/// How a `Picker` is drawn and chosen from.
public protocol PickerStyle {
  /// The drawing the style stands for.
  var _kind: PickerStyleKind { get }
}

/// The pickers Easel draws: iOS's segmented control, its menu button, and a list of choices
/// with a checkmark (the inline style; the wheel style is drawn as it too).
public enum PickerStyleKind: Hashable, Sendable {
  /// Equal segments.
  case segmented
  case menu
  case inline
  case wheel
  /// A row that pushes the list of choices (in a navigation stack).
  case navigationLink
}

/// The platform's default: a menu, as on iOS outside a form.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .menu }
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

/// A wheel on iOS.
///
/// Differs from SwiftUI: Easel draws no wheel; it lists the choices, the chosen one with a
/// checkmark, as the inline style does.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: PickerStyleKind { .wheel }
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
  static var defaultValue: PickerStyleKind { .menu }
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
