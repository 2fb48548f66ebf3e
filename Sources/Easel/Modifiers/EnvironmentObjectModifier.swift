/// The modifier behind `environmentObject(_:)`.
public struct _EnvironmentObjectModifier<ObjectType: ObservableObject>: ViewModifier,
  EnvironmentModifier
{
  let object: ObjectType

  func modify(_ environment: inout EnvironmentValues) {
    environment[EnvironmentObjectKey<ObjectType>.self] = EnvironmentObjectBox(object: object)
  }
}

extension View {
  /// Supplies an observable object to this view and the views inside it, where
  /// `@EnvironmentObject var model: ObjectType` reads it.
  ///
  /// Objects are found by type: an inner call with another object of the same type hides this
  /// one below it.
  public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType)
    -> some View
  {
    modifier(_EnvironmentObjectModifier(object: object))
  }
}
