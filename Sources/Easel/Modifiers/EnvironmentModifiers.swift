/// The modifier behind `foregroundColor(_:)`.
public struct _ForegroundColorModifier: ViewModifier, EnvironmentModifier {
  let color: Color?

  func modify(_ environment: inout EnvironmentValues) {
    environment.foregroundColor = color
    // The colour replaces any foreground style set further out.
    environment.foregroundStyles = color.map { [AnyShapeStyle($0)] }
  }
}

/// The modifier behind `font(_:)`.
public struct _FontModifier: ViewModifier, EnvironmentModifier {
  let font: Font?

  func modify(_ environment: inout EnvironmentValues) {
    environment.font = font
  }
}

/// The modifier behind `environment(_:_:)`.
public struct _EnvironmentWritingModifier<Value: Sendable>: ViewModifier, EnvironmentModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
  let value: Value

  func modify(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

/// The modifier behind `transformEnvironment(_:transform:)`.
public struct _EnvironmentTransformModifier<Value>: ViewModifier, EnvironmentModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  func modify(_ environment: inout EnvironmentValues) {
    transform(&environment[keyPath: keyPath])
  }
}

extension View {
  /// Changes an environment value for this view and the views inside it with `transform`,
  /// which receives the value from outside.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }

  /// Sets the colour of text and of shapes drawn with the foreground style in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_ForegroundColorModifier(color: color))
  }

  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View {
    modifier(_FontModifier(font: font))
  }

  /// Sets an environment value for this view and the views inside it.
  public func environment<V: Sendable>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V
  ) -> some View {
    modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
  }
}
