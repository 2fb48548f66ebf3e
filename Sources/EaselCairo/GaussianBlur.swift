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
    guard width > 0, height > 0, channels > 0 else { return }
    let sizes = boxSizes(sigma: sigma, passes: 3)
    let count = width * height * channels
    let buffer = UnsafeMutablePointer<Float>.allocate(capacity: count)
    let scratch = UnsafeMutablePointer<Float>.allocate(capacity: count)
    defer {
      buffer.deallocate()
      scratch.deallocate()
    }
    let rowLength = width * channels
    for y in 0..<height {
      let row = data + y * stride
      let line = buffer + y * rowLength
      for x in 0..<rowLength { line[x] = Float(row[x]) }
    }
    // A running sum for each column of channels, and a row of zeros for beyond the top and
    // bottom edges.
    let sums = UnsafeMutablePointer<Float>.allocate(capacity: rowLength)
    let zeros = UnsafeMutablePointer<Float>.allocate(capacity: rowLength)
    zeros.initialize(repeating: 0, count: rowLength)
    defer {
      sums.deallocate()
      zeros.deallocate()
    }
    for size in sizes {
      let radius = (size - 1) / 2
      horizontalPass(
        buffer, into: scratch, width: width, height: height, channels: channels, radius: radius,
        edges: edges)
      verticalPass(
        scratch, into: buffer, columns: rowLength, height: height, radius: radius, edges: edges,
        sums: sums, zeros: zeros)
    }
    for y in 0..<height {
      let row = data + y * stride
      let line = buffer + y * rowLength
      for x in 0..<rowLength { row[x] = byte(line[x]) }
    }
  }

  /// `UInt8(max(0, min(255, value.rounded())))`, without calling the C library's `roundf`
  /// for each value, and without checked conversions (half of the blur's time): adding 2²³
  /// rounds a value below 256 to a whole number in the low bits of its representation,
  /// halves to even, and a half rounded down is then taken up, as `rounded()` takes halves
  /// away from zero. The differences are exact.
  @inline(__always)
  static func byte(_ value: Float) -> UInt8 {
    let clamped = max(0, min(255, value))
    let shifted = clamped + 8_388_608
    var whole = shifted.bitPattern & 0x1FF
    if (shifted - 8_388_608) - clamped == -0.5 { whole &+= 1 }
    return UInt8(truncatingIfNeeded: whole)
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

  /// One box-blur pass along each row of a `width` × `height` buffer of interleaved
  /// `channels`, with a running sum for each channel: each value is the sum of the
  /// `2 × radius + 1` around it in its row and channel (beyond the row's ends, as `edges`
  /// says) over their count.
  ///
  /// The two passes add the same values in the same order as a plain running sum over each
  /// line of each channel would, so the results are the same to the bit; they only avoid
  /// checking each read against the line's ends, run the four channels of a pixel side by
  /// side, and walk the vertical pass in rows, all columns' sums at once. (Before, a pass
  /// took one channel and one line at a time, checking every read, and the vertical one
  /// went down columns: blurring a tab bar's material took about three times as long.)
  private static func horizontalPass(
    _ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>,
    width: Int, height: Int, channels: Int, radius: Int, edges: Edges
  ) {
    let scale = 1 / Float(2 * radius + 1)
    let repeats = edges == .repeated
    let rowLength = width * channels
    for y in 0..<height {
      let line = source + y * rowLength
      let out = target + y * rowLength
      // The pixel at `index` along the row (where its channels start), or `nil` for zeros.
      func pixel(_ index: Int) -> UnsafeMutablePointer<Float>? {
        if index >= 0 && index < width { return line + index * channels }
        guard repeats else { return nil }
        return line + min(max(index, 0), width - 1) * channels
      }
      if channels == 4 {
        var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for i in -radius...radius {
          guard let p = pixel(i) else { continue }
          sums.0 += p[0]
          sums.1 += p[1]
          sums.2 += p[2]
          sums.3 += p[3]
        }
        for i in 0..<width {
          let o = out + i * 4
          o[0] = sums.0 * scale
          o[1] = sums.1 * scale
          o[2] = sums.2 * scale
          o[3] = sums.3 * scale
          let added = i + radius + 1
          let removed = i - radius
          if removed >= 0 && added < width {
            let a = line + added * 4
            let r = line + removed * 4
            sums.0 += a[0] - r[0]
            sums.1 += a[1] - r[1]
            sums.2 += a[2] - r[2]
            sums.3 += a[3] - r[3]
          } else {
            let a = pixel(added)
            let r = pixel(removed)
            sums.0 += (a?[0] ?? 0) - (r?[0] ?? 0)
            sums.1 += (a?[1] ?? 0) - (r?[1] ?? 0)
            sums.2 += (a?[2] ?? 0) - (r?[2] ?? 0)
            sums.3 += (a?[3] ?? 0) - (r?[3] ?? 0)
          }
        }
        continue
      }
      for channel in 0..<channels {
        var sum: Float = 0
        for i in -radius...radius { sum += pixel(i)?[channel] ?? 0 }
        for i in 0..<width {
          out[i * channels + channel] = sum * scale
          let added = i + radius + 1
          let removed = i - radius
          if removed >= 0 && added < width {
            sum += line[added * channels + channel] - line[removed * channels + channel]
          } else {
            sum += (pixel(added)?[channel] ?? 0) - (pixel(removed)?[channel] ?? 0)
          }
        }
      }
    }
  }

  /// One box-blur pass along each of `columns` columns of a buffer `height` rows high, as
  /// `horizontalPass` along rows: `sums` holds a running sum for each column, and `zeros`
  /// is a row of zeros (both `columns` long).
  private static func verticalPass(
    _ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>,
    columns: Int, height: Int, radius: Int, edges: Edges, sums: UnsafeMutablePointer<Float>,
    zeros: UnsafeMutablePointer<Float>
  ) {
    let scale = 1 / Float(2 * radius + 1)
    let repeats = edges == .repeated
    // Row `index`, outside the buffer as `edges` says.
    func row(_ index: Int) -> UnsafeMutablePointer<Float> {
      if index >= 0 && index < height { return source + index * columns }
      guard repeats else { return zeros }
      return source + min(max(index, 0), height - 1) * columns
    }
    sums.initialize(repeating: 0, count: columns)
    for i in -radius...radius {
      let line = row(i)
      for x in 0..<columns { sums[x] += line[x] }
    }
    for i in 0..<height {
      let out = target + i * columns
      let added = row(i + radius + 1)
      let removed = row(i - radius)
      for x in 0..<columns {
        out[x] = sums[x] * scale
        sums[x] += added[x] - removed[x]
      }
    }
  }
}
