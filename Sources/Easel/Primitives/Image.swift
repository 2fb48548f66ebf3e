import Foundation

/// A view that displays an image: a system symbol drawn by Easel, or an image resource (PNG or
/// SVG) that the backend's `ImageProvider` finds by name.
///
/// As in SwiftUI, an image keeps its natural size unless it is made `resizable()`, when it takes
/// the size it is proposed (combine it with `aspectRatio(_:contentMode:)`, `scaledToFit()` or
/// `scaledToFill()` to keep its proportions). A symbol's natural size follows the environment's
/// font and `imageScale`, and it is drawn in the foreground colour.
///
/// Differs from SwiftUI in where symbols come from: Easel draws its own set of common SF
/// Symbol names (listed in `docs/symbols.md` and `Image.systemSymbolNames`) on a 24×24 grid, each
/// as wide as it is tall. An unknown name draws a placeholder (a rounded square with a question
/// mark) and logs a warning once; an image resource that cannot be found draws nothing, as in
/// SwiftUI, and logs a warning once.
public struct Image: View, PrimitiveView, Equatable, Sendable {
  /// Where the image comes from.
  enum Source: Hashable, Sendable {
    case system(String)
    case resource(String)
  }

  /// How a resizable image is resized.
  struct Resizing: Hashable, Sendable {
    var capInsets: EdgeInsets
    var mode: ResizingMode
  }

  let source: Source
  var resizing: Resizing?
  var templateRenderingMode: TemplateRenderingMode?
  var symbolMode: SymbolRenderingMode?

  /// Creates a system symbol image, such as `Image(systemName: "heart.fill")`.
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// Creates an image from the resource called `name`: a PNG or SVG file that the backend's
  /// image provider finds on its search path (`name` may leave out the extension).
  public init(_ name: String) {
    source = .resource(name)
  }

  /// Creates an image from the resource called `name` that accessibility ignores.
  public init(decorative name: String) {
    source = .resource(name)
  }

  /// Whether the image is drawn with its own colours or as a shape in the foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Every opaque pixel takes the foreground colour, keeping its alpha.
    case template
    /// The image's own colours. For a symbol, this is its multicolour rendering.
    case original
  }

  /// The relative size of a symbol next to text of the same font.
  public enum Scale: Hashable, Sendable {
    /// About 0.78 of the medium size.
    case small
    /// The font's size.
    case medium
    /// About 1.29 of the medium size.
    case large
  }

  /// How the stretchable parts of a resizable image fill their space.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image at its natural size.
    case tile
    /// Scales the image.
    case stretch
  }

  /// Returns a copy that takes the size it is proposed instead of its natural size.
  ///
  /// `capInsets` (in points of the natural size) mark edges that keep their size; the middle
  /// stretches or tiles as `resizingMode` says.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
    return copy
  }

  /// Returns a copy drawn in `renderingMode`; `nil` uses the default (`.template` for symbols,
  /// `.original` for resources).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateRenderingMode = renderingMode
    return copy
  }

  /// Returns a copy whose symbol layers are coloured as `mode` says; `nil` uses the
  /// environment's mode.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolMode = mode
    return copy
  }

  /// The names of the system symbols Easel draws, sorted.
  ///
  /// Easel only: SwiftUI has no such list. Other names draw a placeholder.
  public static var systemSymbolNames: [String] { SymbolCatalog.names }

  /// Whether Easel draws a symbol called `name` (Easel only).
  public static func hasSystemSymbol(named name: String) -> Bool {
    SymbolCatalog.symbol(named: name) != nil
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ContentTransition.wrap(ImageNode(context, image: self), showing: self, in: context)]
  }
}

/// How the layers of a symbol are coloured.
///
/// Easel's symbols have primary layers, secondary layers and a few layers with colours of their
/// own (a sun is yellow, a heart red).
///
/// Differs from SwiftUI: `.palette` has no separate styles in Easel and draws as
/// `.hierarchical`.
public struct SymbolRenderingMode: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case monochrome
    case hierarchical
    case multicolor
    case palette
  }

  let storage: Storage

  /// Every layer in the foreground colour.
  public static let monochrome = SymbolRenderingMode(storage: .monochrome)
  /// Secondary layers in the foreground colour at reduced opacity.
  public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
  /// Layers with colours of their own use them; the others use the foreground colour.
  public static let multicolor = SymbolRenderingMode(storage: .multicolor)
  /// Layers in the styles given to the foreground; Easel draws it as `.hierarchical`.
  public static let palette = SymbolRenderingMode(storage: .palette)
}

private struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
  /// The relative size of symbol images in this environment.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// How symbol images colour their layers in this environment; `nil` means monochrome.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Scales the symbol images in this view relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Sets how the symbol images in this view colour their layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}
