import Easel
import EaselCairo
import Foundation

/// An image, as UIKit code makes one: from a resource by name, a system symbol, a file or
/// image data. SwiftUI shows it with `Image(uiImage:)`.
///
/// A named image is looked up as `Image(_:)` looks it up (`Assets/Images/` of the working
/// directory, then the folders of `EASEL_ASSETS`), in PNG or SVG; like UIKit, the initializers
/// return `nil` when there is no such image. Image data (PNG or SVG bytes) is kept in a file of
/// this process's temporary folder, from which `Image(uiImage:)` draws it.
///
/// Differs from UIKit: a symbol's size is its configuration's point size (17 points unless
/// configured), square as Easel's symbols are; `withTintColor(_:)` is kept and readable but
/// `Image(uiImage:)` draws a symbol in the foreground style, as a SwiftUI `Image` does, not in
/// the tint.
open class UIImage: @unchecked Sendable {
  /// Where an image comes from.
  package enum Source: Hashable {
    /// A resource found by name on the image search path.
    case named(String)
    /// A system symbol.
    case system(String)
    /// A file, by absolute path.
    case file(String)
  }

  package let source: Source
  /// The size in points.
  public let size: CGSize
  /// Pixels per point: 2 or 3 for a PNG named `@2x` or `@3x`, else 1.
  public let scale: CGFloat
  /// Whether the image is drawn with its own colours or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// The tint given with `withTintColor(_:)`, if any.
  public let tintColor: UIColor?
  /// A symbol's configuration, if any.
  public let symbolConfiguration: SymbolConfiguration?

  init(
    source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
    tintColor: UIColor? = nil, symbolConfiguration: SymbolConfiguration? = nil
  ) {
    self.source = source
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.symbolConfiguration = symbolConfiguration
  }

  /// The image resource called `name`, or `nil` when there is none.
  public convenience init?(named name: String) {
    guard let url = CairoImageProvider.url(forImageNamed: name),
      let (size, scale) = CairoImageFile.naturalSize(of: url)
    else { return nil }
    self.init(source: .named(name), size: size, scale: scale)
  }

  /// The image resource called `name`; the bundle and traits are not consulted (Easel looks
  /// resources up on its image search path).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// The system symbol called `name`, or `nil` when Easel does not draw such a symbol.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol called `name` with a configuration (point size, weight, scale).
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    guard Image.systemSymbolNames.contains(name) else { return nil }
    let configuration = configuration as? SymbolConfiguration
    let side = configuration?.scaledPointSize ?? 17
    self.init(
      source: .system(name), size: CGSize(width: side, height: side), scale: 1,
      renderingMode: .alwaysTemplate, symbolConfiguration: configuration)
  }

  /// The PNG or SVG image in the file at `path`, or `nil` when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let (size, scale) = CairoImageFile.naturalSize(of: url) else { return nil }
    self.init(source: .file(url.path), size: size, scale: scale)
  }

  /// The PNG or SVG image in `data`, or `nil` when it is neither.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The PNG or SVG image in `data`, with `scale` pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let url = UIImageDataStore.file(for: data, scale: scale),
      let (size, fileScale) = CairoImageFile.naturalSize(of: url)
    else { return nil }
    self.init(source: .file(url.path), size: size, scale: fileScale)
  }

  /// This image drawn in its own colours, or as a template.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      source: source, size: size, scale: scale, renderingMode: renderingMode,
      tintColor: tintColor, symbolConfiguration: symbolConfiguration)
  }

  /// This image with a tint colour, drawn in its own colours (UIKit's `.alwaysOriginal`).
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// This image with a tint colour and rendering mode.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      source: source, size: size, scale: scale, renderingMode: renderingMode, tintColor: color,
      symbolConfiguration: symbolConfiguration)
  }

  /// This symbol with another configuration; other images are returned as they are.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard case .system(let name) = source,
      let symbol = UIImage(systemName: name, withConfiguration: configuration)
    else { return self }
    return symbol.withRenderingMode(renderingMode)
  }

  /// Whether the image is a system symbol.
  public var isSymbolImage: Bool {
    if case .system = source { return true }
    return false
  }

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: original colours for images, template for symbols.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// As a template: its opaque pixels in the tint colour.
    case alwaysTemplate
  }

  /// A configuration for an image (UIKit's base class of symbol configurations).
  open class Configuration: @unchecked Sendable {
    init() {}
  }

  /// The weight of a symbol's strokes.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// The size of a symbol next to text of its point size.
  public enum SymbolScale: Int, Sendable {
    case `default`, unspecified, small, medium, large
  }

  /// A symbol's point size, weight and scale.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size, or `nil` when not configured.
    public let pointSize: CGFloat?
    /// The weight.
    public let weight: SymbolWeight
    /// The scale.
    public let scale: SymbolScale

    init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration of a point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration of a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
    }

    /// A configuration of a weight.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified)
    }

    /// A configuration of a scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale)
    }

    /// A configuration sized as `font`.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// The side of a symbol of this configuration: the point size scaled as `Image.Scale`
    /// scales symbols (small 0.78, large 1.29), or `nil` without a point size.
    var scaledPointSize: CGFloat? {
      guard let pointSize else { return nil }
      switch scale {
      case .small: return pointSize * 0.78
      case .large: return pointSize * 1.29
      default: return pointSize
      }
    }
  }
}

/// Files holding the image data given to `UIImage(data:)`, one per distinct content, in a
/// folder of the process's temporary directory removed at exit.
enum UIImageDataStore {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folder: URL?

  /// A file holding `data` (PNG or SVG, by its first bytes), named so that a PNG of `scale`
  /// 2 or 3 is read at that scale; `nil` when the data is neither or cannot be written.
  static func file(for data: Data, scale: CGFloat) -> URL? {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let isPNG = data.starts(with: png)
    let head = String(decoding: data.prefix(1024), as: UTF8.self)
    guard isPNG || head.contains("<svg") else { return nil }
    let suffix = isPNG && scale >= 3 ? "@3x" : isPNG && scale >= 2 ? "@2x" : ""
    var hasher = Hasher()
    hasher.combine(data)
    let name = "\(UInt(bitPattern: hasher.finalize()))\(suffix).\(isPNG ? "png" : "svg")"
    return lock.withLock {
      if folder == nil {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
          "easel-uiimage-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        guard
          (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true))
            != nil
        else { return nil }
        folder = url
        atexit { UIImageDataStore.removeFolder() }
      }
      guard let folder else { return nil }
      let url = folder.appendingPathComponent(name)
      if !FileManager.default.fileExists(atPath: url.path) {
        guard (try? data.write(to: url)) != nil else { return nil }
      }
      return url
    }
  }

  /// Removes the folder (at exit).
  static func removeFolder() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }
}
