import CCairo
import Easel
import Foundation

/// An error from Cairo while making or writing an image.
public struct CairoError: Error, CustomStringConvertible {
  /// What failed, in words.
  public var description: String

  init(_ what: String, _ status: cairo_status_t) {
    description = "\(what): \(String(cString: cairo_status_to_string(status)))"
  }
}

/// An 8-bit RGBA colour of one pixel, not premultiplied.
public struct Pixel: Equatable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  /// Creates a pixel value.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Whether every channel is within `tolerance` of `other`'s.
  public func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
    abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
      && abs(Int(blue) - Int(other.blue)) <= tolerance
      && abs(Int(alpha) - Int(other.alpha)) <= tolerance
  }

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A raster image in Cairo's ARGB32 format that display lists are drawn into.
///
/// Its size is in points; it holds `scale` pixels per point.
@MainActor
public final class CairoImage {
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  package let surface: OpaquePointer

  /// Creates a transparent image of `size` points at `scale`.
  public init(size: CGSize, scale: CGFloat = 1) throws {
    self.size = size
    self.scale = scale
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, width <= 32_767, height <= 32_767 else {
      throw CairoError(
        "an image of \(size.width)×\(size.height) points at scale \(scale) is larger than "
          + "Cairo's 32767-pixel limit", CAIRO_STATUS_INVALID_SIZE)
    }
    pixelWidth = max(Int(width), 1)
    pixelHeight = max(Int(height), 1)
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError("could not create a \(pixelWidth)×\(pixelHeight) image", status)
    }
    self.surface = surface
  }

  isolated deinit {
    cairo_surface_destroy(surface)
  }

  /// Clears the image to `background` and draws `list` on it.
  public func draw(_ list: DisplayList, background: Color.Resolved) {
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    // Backgrounds drawn over all of it make clearing it first pixels nobody sees.
    let whole = OpaqueCover.PixelRect(
      x0: 0, y0: 0, x1: Double(pixelWidth), y1: Double(pixelHeight))
    if !OpaqueCover.covers(list.items, pixels: whole, on: cr) {
      Self.clear(cr, to: background)
    }
    CairoRenderer.draw(list, on: cr)
    cairo_surface_flush(surface)
  }

  /// Replaces what `cr` may draw on (inside its clip) with `background`, and leaves it
  /// compositing over what is there.
  static func clear(_ cr: OpaquePointer, to background: Color.Resolved) {
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(
      cr, Double(background.red), Double(background.green), Double(background.blue),
      Double(background.opacity))
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }

  /// The number of bytes between the starts of two rows.
  public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Calls `body` with the image's pixel bytes: premultiplied ARGB in native-endian 32-bit
  /// words, `bytesPerRow` apart.
  public func withUnsafePixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    return try body(UnsafeRawBufferPointer(start: data, count: bytesPerRow * pixelHeight))
  }

  /// The colour of the pixel at column `x`, row `y`, or `nil` outside the image.
  public func pixel(x: Int, y: Int) -> Pixel? {
    guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
    return withUnsafePixelBytes { bytes in
      let word = bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
      return Pixel(premultipliedARGB: word)
    }
  }

  /// The image encoded as PNG.
  public func pngData() throws -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(
          bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError("could not encode PNG", status) }
    return sink.data
  }

  /// Writes the image as a PNG file.
  public func writePNG(to url: URL) throws {
    try pngData().write(to: url, options: .atomic)
  }
}

extension Pixel {
  /// Decodes one of Cairo's premultiplied ARGB32 words.
  public init(premultipliedARGB word: UInt32) {
    let a = UInt8(truncatingIfNeeded: word >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let value = UInt32(UInt8(truncatingIfNeeded: word >> shift))
      guard a > 0 else { return 0 }
      return UInt8(min(255, (value * 255 + UInt32(a) / 2) / UInt32(a)))
    }
    self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
  }
}
