import Foundation

/// The padding of bordered buttons for each control size: horizontal, vertical.
func buttonPadding(_ size: ControlSize) -> (CGFloat, CGFloat) {
  switch size {
  case .mini: (8, 3)
  case .small: (10, 5)
  case .regular: (12, 7)
  case .large: (20, 14)
  case .extraLarge: (24, 18)
  }
}

/// The colour of a button's role, else the tint, else the accent colour.
func buttonTint(role: ButtonRole?, tint: Color?) -> Color {
  role == .destructive ? .red : tint ?? .accentColor
}

/// A label drawn as the built-in styles draw it: tinted or in a colour, dimmed while pressed,
/// filling the width for flexible sizing.
struct StandardButtonLook<Background: View>: View {
  let configuration: ButtonStyleConfiguration
  let foreground: Color?
  let padded: Bool
  let pressedOpacity: Double
  let background: Background
  @Environment(\.controlSize) private var controlSize
  @Environment(\.buttonSizing) private var sizing
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let (horizontal, vertical) = buttonPadding(controlSize)
    configuration.label
      .foregroundColor(foreground)
      .frame(maxWidth: sizing.flexible ? .infinity : nil)
      .padding(.horizontal, padded ? horizontal : 0)
      .padding(.vertical, padded ? vertical : 0)
      .background(background)
      .opacity(configuration.isPressed ? pressedOpacity : isEnabled ? 1 : 0.4)
  }
}

/// The default style of a button: `borderless` on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the default style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A button with no decoration: its label as it is, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the plain style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(style: Look(), configuration: configuration)
  }

  struct Look: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      StandardButtonLook(
        configuration: configuration, foreground: nil, padded: false, pressedOpacity: 0.6,
        background: EmptyView())
    }
  }
}

/// A button whose label is drawn in the tint colour, with no background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the borderless style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(style: Look(), configuration: configuration)
  }

  struct Look: ButtonStyle {
    @Environment(\.tint) private var tint
    @Environment(\.foregroundColor) private var foregroundColor
    func makeBody(configuration: Configuration) -> some View {
      // A foreground colour set on the button wins over the tint, as on iOS.
      StandardButtonLook(
        configuration: configuration,
        foreground: configuration.role == .destructive
          ? .red : foregroundColor ?? buttonTint(role: configuration.role, tint: tint),
        padded: false, pressedOpacity: 0.3, background: EmptyView())
    }
  }
}

/// A button on a light wash of its tint, in its border shape.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the bordered style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(style: Look(prominent: false), configuration: configuration)
  }

  struct Look: ButtonStyle {
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.controlSize) private var controlSize

    func makeBody(configuration: Configuration) -> some View {
      let color = buttonTint(role: configuration.role, tint: tint)
      let fallback: ButtonBorderShape =
        controlSize == .large || controlSize == .extraLarge
        ? .roundedRectangle(radius: 12) : .capsule
      let border = shape.resolved(fallback)
      return StandardButtonLook(
        configuration: configuration, foreground: prominent ? .white : color, padded: true,
        pressedOpacity: 0.7,
        background: border.fill(prominent ? color : color.opacity(0.15))
          // A focus ring follows the border.
          .focusRingShape(FocusRingShape(border)))
    }
  }
}

/// A button on a solid fill of its tint, with a white label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the bordered prominent style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(style: BorderedButtonStyle.Look(prominent: true), configuration: configuration)
  }
}

/// A button on glass: the backdrop blurred and brightened, with a light rim, in a capsule
/// unless the border shape says otherwise.
public struct GlassButtonStyle: PrimitiveButtonStyle {
  let prominent: Bool

  /// Creates the glass style.
  public init() {
    prominent = false
  }

  init(prominent: Bool) {
    self.prominent = prominent
  }

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(style: Look(prominent: prominent), configuration: configuration)
  }

  struct Look: ButtonStyle {
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var shape

    func makeBody(configuration: Configuration) -> some View {
      let color = buttonTint(role: configuration.role, tint: tint)
      var glass = Glass.regular
      if prominent {
        glass = glass.tint(color)
        glass.tintStrength = 0.85
      }
      return StandardButtonLook(
        configuration: configuration, foreground: prominent ? .white : .primary, padded: true,
        pressedOpacity: 0.75,
        background: GlassBackground(glass: glass, shape: shape.resolved(.capsule))
          // A focus ring follows the border.
          .focusRingShape(FocusRingShape(shape.resolved(.capsule))))
    }
  }
}

/// The prominent glass style: glass tinted strongly with the tint colour, white label.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the prominent glass style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GlassButtonStyle(prominent: true).makeBody(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A tinted label with no background.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A light wash of the tint behind the label.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A solid fill of the tint behind a white label.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// Glass behind the label.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// Tinted glass behind a white label.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
