import Easel
import Foundation

/// The source of an `Image` node: a system symbol, or an image file in the spec's folder.
public struct SpecImage: Equatable, Sendable {
  /// Where the pixels come from.
  public enum Source: Equatable, Sendable {
    /// A symbol by name, as `Image(systemName:)`.
    case systemName(String)
    /// A file, by its path relative to the spec's folder and its resolved location (`nil` for
    /// a spec read from memory, which has no folder).
    case file(String, url: URL?)
  }

  /// Where the pixels come from.
  public var source: Source
  /// Whether the image stretches to the space it is given (`Image.resizable()`).
  public var resizable: Bool
  /// Where the `file` (or `systemName`) value is in the spec, for errors about the file; not
  /// part of equality.
  public var origin: SpecOrigin?

  /// Creates an image.
  public init(source: Source, resizable: Bool = false, origin: SpecOrigin? = nil) {
    self.source = source
    self.resizable = resizable
    self.origin = origin
  }

  /// Images are equal when they show the same thing the same way, wherever they are written.
  public static func == (lhs: SpecImage, rhs: SpecImage) -> Bool {
    lhs.source == rhs.source && lhs.resizable == rhs.resizable
  }

  /// Builds the image; a file image without a location shows nothing.
  @MainActor func makeView() -> AnyView {
    let image: Image
    switch source {
    case .systemName(let name):
      image = Image(systemName: name)
    case .file(_, let url):
      guard let url else { return AnyView(EmptyView()) }
      image = Image(url.path)
    }
    return resizable ? AnyView(image.resizable()) : AnyView(image)
  }
}
