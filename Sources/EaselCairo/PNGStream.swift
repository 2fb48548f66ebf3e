import CCairo
import Foundation

/// PNG bytes in memory, decoded by Cairo through its stream reader.
enum PNGStream {
  /// Decodes `data` into a new Cairo image surface that the caller owns (check its status),
  /// or `nil`; `ranOut` tells whether the decoder asked for bytes past the end (a truncated
  /// file).
  static func decode(_ data: Data) -> (surface: OpaquePointer?, ranOut: Bool) {
    final class Source {
      let data: Data
      var offset = 0
      var ranOut = false
      init(_ data: Data) { self.data = data }
    }
    let source = Source(data)
    let decoded = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
          let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
          let count = Int(length)
          guard source.offset + count <= source.data.count else {
            source.ranOut = true
            return CAIRO_STATUS_READ_ERROR
          }
          source.data.copyBytes(to: bytes, from: source.offset..<(source.offset + count))
          source.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    return (decoded, source.ranOut)
  }
}
