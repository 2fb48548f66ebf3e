import CCairo
import CRsvg
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the PNG and SVG files behind images, within limits that keep a damaged or oversized
/// file from taking the process's memory, and says what is wrong with one that cannot be shown.
///
/// - A file is told by its contents, not its name: a PNG by its signature, an SVG by its first
///   `<`. Anything else is "not a PNG or SVG image".
/// - A PNG's header is read before it is decoded: an image of more than `maximumPixelCount`
///   pixels, or wider or taller than `maximumSide`, is refused without allocating its pixels.
/// - An SVG is parsed by librsvg with the file as its base: librsvg loads the files it refers
///   to only from the SVG's own folder and below (never over the network, never through a link
///   out of that folder), and raster images it loads are held to the same pixel limit.
///   Compressed SVG (SVGZ), XInclude, XML entities beyond plain text and documents of more
///   than `maximumSVGElementCount` elements are refused.
public enum CairoImageFile {
  /// The most pixels an image may have: 4096 × 4096, 64 MiB once decoded.
  public static let maximumPixelCount = 4096 * 4096
  /// The widest and tallest image, in pixels for a PNG and points for an SVG: Cairo's largest
  /// surface.
  public static let maximumSide = 32_767
  /// The largest PNG file read: 64 MiB.
  public static let maximumPNGFileSize = 64 << 20
  /// The largest SVG file read: 4 MiB.
  public static let maximumSVGFileSize = 4 << 20
  /// The most elements an SVG document may have (librsvg keeps about 2 KB for each).
  public static let maximumSVGElementCount = 50_000

  /// Reads, decodes and frees the image file at `url`, as drawing it would read it: a PNG is
  /// decoded in full, an SVG is parsed and drawn once, small (which loads the images it
  /// refers to). Returns the natural size: pixels for a PNG, points for an SVG.
  ///
  /// Throws an `ImageFileError` that names the file by `url.path` and says what is wrong.
  public static func check(_ url: URL) throws(ImageFileError) -> CGSize {
    let image = try decode(url, drawingOnce: true)
    defer { image.release() }
    return image.size
  }

  /// A decoded image file, which its holder frees with `release()`.
  enum Decoded {
    /// A PNG decoded into a Cairo image surface.
    case bitmap(OpaquePointer)
    /// An SVG document and its natural size in points.
    case svg(UnsafeMutablePointer<RsvgHandle>, size: CGSize)

    /// The natural size: pixels for a bitmap, points for an SVG.
    var size: CGSize {
      switch self {
      case .bitmap(let surface):
        CGSize(
          width: CGFloat(cairo_image_surface_get_width(surface)),
          height: CGFloat(cairo_image_surface_get_height(surface)))
      case .svg(_, let size): size
      }
    }

    /// The size in points of the image read from `url`, and its pixels per point: a PNG named
    /// `@2x` or `@3x` (before its extension) has that many, any other image one.
    func pointSize(readFrom url: URL) -> (size: CGSize, scale: CGFloat) {
      guard case .bitmap = self else { return (size, 1) }
      let stem = url.deletingPathExtension().lastPathComponent
      let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
      return (CGSize(width: size.width / scale, height: size.height / scale), scale)
    }

    /// Frees the surface or the document.
    func release() {
      switch self {
      case .bitmap(let surface): cairo_surface_destroy(surface)
      case .svg(let handle, _): g_object_unref(UnsafeMutableRawPointer(handle))
      }
    }
  }

  /// Reads and decodes the image file at `url`; with `drawingOnce`, an SVG is also drawn once
  /// into a small surface, so that what only drawing finds (an image it refers to that is too
  /// large, an error librsvg reports while drawing) is found now.
  static func decode(_ url: URL, drawingOnce: Bool = false) throws(ImageFileError) -> Decoded {
    let data = try contents(of: url)
    if data.starts(with: pngSignature) {
      return .bitmap(try decodePNG(data, path: url.path))
    }
    try checkSVGMarkup(data, path: url.path)
    let (handle, size) = try decodeSVG(data, url: url)
    if drawingOnce {
      do {
        try drawOnce(handle, size: size, path: url.path)
      } catch {
        g_object_unref(UnsafeMutableRawPointer(handle))
        throw error
      }
    }
    return .svg(handle, size: size)
  }

  /// The bytes of the file at `url`: a regular file, not empty, of at most
  /// `maximumPNGFileSize` bytes. Opened without blocking, so that a FIFO is refused rather
  /// than waited on.
  static func contents(of url: URL) throws(ImageFileError) -> Data {
    let path = url.path
    func failure(_ kind: ImageFileError.Kind, _ reason: String) -> ImageFileError {
      ImageFileError(kind: kind, path: path, reason: reason)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == EISDIR { throw failure(.notAFile, "is a folder, not an image file") }
      throw failure(.unreadable, "cannot open the file (\(String(cString: strerror(code))))")
    }
    defer { close(descriptor) }
    var information = stat()
    guard fstat(descriptor, &information) == 0 else {
      throw failure(.unreadable, "cannot read the file (\(String(cString: strerror(errno))))")
    }
    switch information.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure(.notAFile, "is a folder, not an image file")
    default: throw failure(.notAFile, "is not a regular file, so not an image file")
    }
    guard information.st_size <= maximumPNGFileSize else {
      throw failure(
        .tooLarge,
        "file of \(information.st_size) bytes is larger than the limit of "
          + "\(maximumPNGFileSize) bytes (64 MiB) for an image")
    }
    // Read to the end, but no further than one byte past the limit, whatever fstat said.
    var data = Data(capacity: Int(information.st_size) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= maximumPNGFileSize {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw failure(.unreadable, "cannot read the file (\(String(cString: strerror(errno))))")
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[..<count])
    }
    guard data.count <= maximumPNGFileSize else {
      throw failure(
        .tooLarge,
        "file is larger than the limit of \(maximumPNGFileSize) bytes (64 MiB) for an image")
    }
    guard !data.isEmpty else {
      throw failure(.empty, "the file is empty; expected a PNG or SVG image")
    }
    return data
  }
}
