/// Declares an environment value in one line, in an `extension EnvironmentValues`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var ringThickness: CGFloat = 10
/// }
/// ```
///
/// The macro adds a private `EnvironmentKey` whose default is the value given, and makes the
/// property read and write the environment through it. The type must be written out.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselMacros", type: "EntryMacro")
