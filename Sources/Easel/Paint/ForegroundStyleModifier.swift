import Foundation

private struct ForegroundStylesKey: EnvironmentKey {
  static var defaultValue: [AnyShapeStyle]? { nil }
}

extension EnvironmentValues {
  /// The levels of the foreground style, primary first, as set by `foregroundStyle`, or by
  /// `foregroundColor` (one level); `nil` means the system's label colours. Never holds a
  /// hierarchical style: those are resolved against the enclosing levels when set.
  var foregroundStyles: [AnyShapeStyle]? {
    get { self[ForegroundStylesKey.self] }
    set { self[ForegroundStylesKey.self] = newValue }
  }
}

/// The modifier behind `foregroundStyle(_:)`, `foregroundStyle(_:_:)` and
/// `foregroundStyle(_:_:_:)`.
public struct _ForegroundStyleModifier: ViewModifier, EnvironmentModifier {
  let styles: [AnyShapeStyle]

  func modify(_ environment: inout EnvironmentValues) {
    let enclosing = environment.foregroundStyles
    // A hierarchical style names a level of the enclosing foreground style.
    let levels = styles.map { style -> AnyShapeStyle in
      switch style.base {
      case let level as HierarchicalShapeStyle: level.style(levels: enclosing)
      case is ForegroundStyle: HierarchicalShapeStyle.primary.style(levels: enclosing)
      default: style
      }
    }
    environment.foregroundStyles = levels
    // Text and symbols take one colour: the primary level's, in each colour scheme.
    guard let primary = levels.first else { return }
    // Copies that record no reads: the colour scheme read here is not the view's own.
    var light = environment
    light.tracker = nil
    light.colorScheme = .light
    var dark = light
    dark.colorScheme = .dark
    environment.foregroundColor = Color(
      light: primary.resolveColor(in: light), dark: primary.resolveColor(in: dark))
  }
}

extension View {
  /// Sets the style of text, symbols and shapes drawn with the foreground style in this view.
  ///
  /// A hierarchical style (`.secondary`, …) picks that level of the enclosing foreground style.
  /// Text and symbols are drawn in one colour: a gradient's first colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_ForegroundStyleModifier(styles: [AnyShapeStyle(style)]))
  }

  /// Sets the primary and secondary levels of the foreground style in this view; `.secondary`
  /// shapes (and secondary layers of hierarchical symbols) use the second.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    modifier(
      _ForegroundStyleModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
  }

  /// Sets the primary, secondary and tertiary levels of the foreground style in this view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      _ForegroundStyleModifier(styles: [
        AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary),
      ]))
  }
}
