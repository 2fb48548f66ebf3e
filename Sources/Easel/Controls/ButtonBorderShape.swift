import Foundation

/// The shape of a bordered or glass button's background.
public struct ButtonBorderShape: Shape, Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic
    case capsule
    case circle
    case roundedRectangle(radius: CGFloat?)
  }
  let kind: Kind

  /// The style's own choice.
  nonisolated public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the system's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }

  /// The outline in `rect`; `automatic` is a rounded rectangle of the control size's radius.
  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .roundedRectangle(let radius):
      RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
    case .automatic: RoundedRectangle(cornerRadius: 8).path(in: rect)
    }
  }

  /// This shape, with `automatic` replaced by `fallback`.
  func resolved(_ fallback: ButtonBorderShape) -> ButtonBorderShape {
    kind == .automatic ? fallback : self
  }
}

/// The size class of controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// Whether a button's background fits its label or fills the width offered.
public struct ButtonSizing: Equatable, Sendable {
  let flexible: Bool
  /// The system's choice: fitted.
  public static let automatic = ButtonSizing(flexible: false)
  /// Fits the label.
  public static let fitted = ButtonSizing(flexible: false)
  /// Fills the width the button is offered.
  public static let flexible = ButtonSizing(flexible: true)
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

private struct ButtonSizingKey: EnvironmentKey {
  static var defaultValue: ButtonSizing { .automatic }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  /// The shape of bordered and glass buttons.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// The size of controls.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// Whether buttons fit their label or fill the width.
  public var buttonSizing: ButtonSizing {
    get { self[ButtonSizingKey.self] }
    set { self[ButtonSizingKey.self] = newValue }
  }

  /// The tint of controls set with `tint(_:)`, or `nil` for the accent colour.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

extension View {
  /// Sets the shape of bordered and glass buttons inside.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }

  /// Sets the size of controls inside.
  public func controlSize(_ size: ControlSize) -> some View {
    environment(\.controlSize, size)
  }

  /// Sets whether buttons inside fit their label or fill the width.
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    environment(\.buttonSizing, sizing)
  }

  /// Tints the controls inside.
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint)
  }
}
