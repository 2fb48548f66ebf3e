import CCairo
import Foundation

/// PNG files: the header checked against the limits, then the data decoded by Cairo (libpng).
extension CairoImageFile {
  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height in a PNG's header (its first chunk, `IHDR`), checked: the chunk is
  /// whole and its checksum matches, both sides are from 1 to 2³¹ − 1 as the format requires,
  /// and the image is within `maximumPixelCount` and `maximumSide`.
  static func pngHeaderSize(_ data: Data, path: String) throws(ImageFileError) -> (Int, Int) {
    func failure(_ kind: ImageFileError.Kind, _ reason: String) -> ImageFileError {
      ImageFileError(kind: kind, path: path, reason: reason)
    }
    let bytes = [UInt8](data.prefix(33))
    // Signature (8), chunk length (4), type (4), 13 bytes of header, checksum (4).
    guard bytes.count == 33 else {
      throw failure(
        .damaged,
        "truncated PNG: the file ends after \(data.count) bytes, inside its header (33 bytes)")
    }
    func word(_ offset: Int) -> UInt32 {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    guard word(8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw failure(.damaged, "damaged PNG: its first chunk is not a 13-byte IHDR header")
    }
    guard crc32(bytes[12..<29]) == word(29) else {
      throw failure(.damaged, "damaged PNG: the checksum of its IHDR header does not match")
    }
    let width = Int(word(16))
    let height = Int(word(20))
    guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
      throw failure(
        .damaged,
        "damaged PNG: its header gives a size of \(width)×\(height) pixels; each side must "
          + "be from 1 to 2147483647")
    }
    guard width * height <= maximumPixelCount else {
      throw failure(
        .tooLarge,
        "image of \(width)×\(height) pixels is larger than the limit of \(maximumPixelCount) "
          + "pixels (4096×4096)")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw failure(
        .tooLarge,
        "image of \(width)×\(height) pixels is larger than the limit of \(maximumSide) pixels "
          + "a side")
    }
    return (width, height)
  }

  /// Decodes PNG `data`, whose header is checked first, into a new Cairo image surface that
  /// the caller owns.
  static func decodePNG(_ data: Data, path: String) throws(ImageFileError) -> OpaquePointer {
    let (width, height) = try pngHeaderSize(data, path: path)
    let (decoded, ranOut) = PNGStream.decode(data)
    guard let decoded else {
      throw ImageFileError(
        kind: .damaged, path: path, reason: "damaged PNG: Cairo cannot decode it")
    }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(decoded)
      if ranOut {
        throw ImageFileError(
          kind: .damaged, path: path,
          reason: "truncated PNG: the data ends after \(data.count) bytes, before the image does")
      }
      throw ImageFileError(
        kind: .damaged, path: path,
        reason:
          "damaged PNG: libpng cannot decode it (\(String(cString: cairo_status_to_string(status))))"
      )
    }
    guard Int(cairo_image_surface_get_width(decoded)) == width,
      Int(cairo_image_surface_get_height(decoded)) == height
    else {
      cairo_surface_destroy(decoded)
      throw ImageFileError(
        kind: .damaged, path: path,
        reason: "damaged PNG: it decodes to another size than its header's")
    }
    return decoded
  }

  /// The CRC-32 that PNG chunks carry (ISO 3309, as zlib computes it).
  static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return ~crc
  }
}
