@_exported import Easel

/// Declares a preview of a view: Easel's preview window lists it (`easel previews`) and opens
/// it (`easel preview --previews NAME`) in every executable it is linked into, with no
/// registration.
///
/// ```swift
/// #Preview("Dial, dark") {
///   RotaryDial(value: .constant(40), in: 0...100)
///     .preferredColorScheme(.dark)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @PreviewMacroBodyBuilder<any View> body: @escaping @MainActor () -> any View
) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits such as `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)` or `.landscapeLeft`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<any View> body: @escaping @MainActor () -> any View
) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// The builder of a `#Preview` closure's body, as SwiftUI's: one view, after any
/// declarations (`let`, `@Previewable @State var`); a closure may also `return` its view.
@resultBuilder
public enum PreviewMacroBodyBuilder<Content> {
  /// The one view of the body.
  public static func buildBlock(_ content: Content) -> Content { content }
}

/// The record `#Preview` expands to, in the `easel_previews` section: a kind (`0x45505657`), a
/// layout version (1), and a function that initializes a `PreviewEntry` at the address given.
/// Public only for the macro's expansion.
public typealias _PreviewRecord = (
  kind: UInt32, version: UInt32, load: @convention(c) (UnsafeMutableRawPointer) -> Void
)

/// Marks a property declared in a `#Preview` closure, such as
/// `@Previewable @State var isOn = true`, so that the preview can hold state: `#Preview` moves
/// it into a view of its own whose body is the rest of the closure.
@attached(peer)
public macro Previewable() = #externalMacro(module: "EaselMacros", type: "PreviewableMacro")
