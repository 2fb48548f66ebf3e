/// A problem with an image file that `Image(_:)` or a spec's `Image` node shows: the file, and
/// what is wrong with it in words a reader can act on.
///
/// ```
/// x.png: not a PNG or SVG image
/// big.png: image of 30000×30000 pixels is larger than the limit of 16777216 pixels (4096×4096)
/// ```
public struct ImageFileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The kinds of problem an image file can have.
  public enum Kind: String, Equatable, Sendable {
    /// The file does not exist or cannot be opened.
    case unreadable
    /// The path names a folder or another thing that is not a regular file.
    case notAFile
    /// The file holds no bytes.
    case empty
    /// The bytes are neither a PNG nor an SVG document.
    case notAnImage
    /// The file, the image or something it refers to is larger than a limit of `CairoImageFile`.
    case tooLarge
    /// A PNG or SVG whose data is cut short or damaged.
    case damaged
    /// A form of SVG that Easel does not read: compressed, UTF-16, XInclude, or XML entities
    /// beyond plain text.
    case unsupported
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The file's path, as it was given.
  public var path: String
  /// What is wrong, such as `not a PNG or SVG image`.
  public var reason: String

  /// Creates an error.
  public init(kind: Kind, path: String, reason: String) {
    self.kind = kind
    self.path = path
    self.reason = reason
  }

  /// The readable message: `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
