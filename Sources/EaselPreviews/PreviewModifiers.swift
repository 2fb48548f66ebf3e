/// A device a preview asks for by name, as `previewDevice("iPhone 15")` names it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String

  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A device named by a string literal.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// What the preview modifiers of a `PreviewProvider`'s view say about showing it.
public struct PreviewTraitsModifier: ViewModifier {
  var name: String?
  var layout: PreviewLayout?
  var device: PreviewDevice?
  var orientation: InterfaceOrientation?

  /// Shows the content unchanged; the preview registry reads the traits.
  public func body(content: Content) -> some View { content }
}

extension View {
  /// Names this preview; `easel previews` lists it by this name.
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewTraitsModifier(name: value))
  }

  /// Sizes this preview: on the device, at its own size, or at a fixed size.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(PreviewTraitsModifier(layout: value))
  }

  /// Shows this preview on the device named `value` (one of `easel devices`).
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(PreviewTraitsModifier(device: value))
  }

  /// Starts this preview turned to `value`.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(PreviewTraitsModifier(orientation: value))
  }
}

/// Reads the preview modifiers applied outermost to a provider's view.
enum PreviewTraitsReader {
  /// The traits of the preview modifiers wrapping `view`, outermost last applied wins.
  static func traits(of view: any View) -> PreviewTraitsModifier {
    var traits = PreviewTraitsModifier()
    var current: any View = view
    while let modified = current as? any PreviewTraitsCarrier {
      let outer = modified.previewTraits
      traits.name = traits.name ?? outer.name
      traits.layout = traits.layout ?? outer.layout
      traits.device = traits.device ?? outer.device
      traits.orientation = traits.orientation ?? outer.orientation
      current = modified.previewContent
    }
    return traits
  }
}

/// A view wrapped in `PreviewTraitsModifier`, as the registry sees it.
protocol PreviewTraitsCarrier {
  var previewTraits: PreviewTraitsModifier { get }
  var previewContent: any View { get }
}

extension ModifiedContent: PreviewTraitsCarrier
where Content: View, Modifier == PreviewTraitsModifier {
  var previewTraits: PreviewTraitsModifier { modifier }
  var previewContent: any View { content }
}
