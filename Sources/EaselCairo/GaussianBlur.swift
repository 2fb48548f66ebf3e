import CCairo
import Foundation

/// A Gaussian blur of an image in place, made of three box blurs per direction (a close
/// approximation), for shadows (8-bit coverage) and blurred content (premultiplied ARGB).
enum GaussianBlur {
  /// What lies beyond the image's edges.
  enum Edges {
    /// Transparent (zero) pixels: the blur fades out at the edges.
    case transparent
    /// Copies of the edge pixels: the blur keeps the edge colours up to the edge.
    case repeated
  }

  /// Blurs an A8 or ARGB32 image surface in place with a Gaussian of `sigma` pixels.
  static func blur(_ surface: OpaquePointer, sigma: Double, edges: Edges = .transparent) {
    cairo_surface_flush(surface)
    guard sigma > 0, let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let channels: Int
    switch cairo_image_surface_get_format(surface) {
    case CAIRO_FORMAT_A8: channels = 1
    case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24: channels = 4
    default: return
    }
    blur(
      data, width: width, height: height, stride: stride, channels: channels, sigma: sigma,
      edges: edges)
    cairo_surface_mark_dirty(surface)
  }

  /// Blurs interleaved 8-bit channels in place: each of `channels` bytes per pixel is blurred
  /// on its own.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
    sigma: Double, edges: Edges
  ) {
    guard width > 0, height > 0 else { return }
    let sizes = boxSizes(sigma: sigma, passes: 3)
    var buffer = [Float](repeating: 0, count: width * height)
    var scratch = buffer
    for channel in 0..<channels {
      for y in 0..<height {
        for x in 0..<width {
          buffer[y * width + x] = Float(data[y * stride + x * channels + channel])
        }
      }
      for size in sizes {
        let radius = (size - 1) / 2
        boxPass(
          &buffer, into: &scratch, lines: height, length: width, step: 1, lineStep: width,
          radius: radius, edges: edges)
        boxPass(
          &scratch, into: &buffer, lines: width, length: height, step: width, lineStep: 1,
          radius: radius, edges: edges)
      }
      for y in 0..<height {
        for x in 0..<width {
          data[y * stride + x * channels + channel] = UInt8(
            max(0, min(255, buffer[y * width + x].rounded())))
        }
      }
    }
  }

  /// Odd box widths for `passes` box blurs approximating a Gaussian of `sigma`; their
  /// variances add up to sigma².
  static func boxSizes(sigma: Double, passes: Int) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    return (0..<passes).map { Double($0) < m ? lower : upper }
  }

  /// One box-blur pass along lines of a buffer, with a running sum.
  private static func boxPass(
    _ source: inout [Float], into target: inout [Float], lines: Int, length: Int, step: Int,
    lineStep: Int, radius: Int, edges: Edges
  ) {
    let scale = 1 / Float(2 * radius + 1)
    let repeats = edges == .repeated
    for line in 0..<lines {
      let base = line * lineStep
      // The value at `index` along the line, outside it as `edges` says.
      func value(_ index: Int) -> Float {
        if index >= 0 && index < length { return source[base + index * step] }
        guard repeats else { return 0 }
        return source[base + min(max(index, 0), length - 1) * step]
      }
      var sum: Float = 0
      for i in -radius...radius { sum += value(i) }
      for i in 0..<length {
        target[base + i * step] = sum * scale
        sum += value(i + radius + 1) - value(i - radius)
      }
    }
  }
}
