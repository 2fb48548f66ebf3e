import CCairo
import Easel
import Foundation

/// Draws drop shadows: the content's coverage is drawn offscreen at device resolution, blurred
/// with three box blurs (a close approximation of a Gaussian), and painted through as a mask
/// in the shadow's colour.
@MainActor
enum ShadowRenderer {
  /// Draws the shadow of `items` on `cr` (whose user space is in points).
  static func drawShadow(
    _ shadow: DisplayList.Shadow, of items: [DisplayList.Item], on cr: OpaquePointer
  ) {
    guard shadow.color.opacity > 0, let content = bounds(of: items), !content.isEmpty else {
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let scale = max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(), 0.01)
    let sigma = Double(shadow.radius) / 2
    let margin = CGFloat(sigma * 3).rounded(.up) + 1
    let area = content.insetBy(dx: -margin, dy: -margin)
    let width = Int((area.width * scale).rounded(.up))
    let height = Int((area.height * scale).rounded(.up))
    guard width > 0, height > 0, width * height <= 16_000_000 else { return }

    guard let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(coverage) }
    guard cairo_surface_status(coverage) == CAIRO_STATUS_SUCCESS else { return }
    let offscreen = cairo_create(coverage)!
    cairo_scale(offscreen, scale, scale)
    cairo_translate(offscreen, -area.minX, -area.minY)
    CairoRenderer.draw(DisplayList(items: items), on: offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(coverage)

    let stride = Int(cairo_image_surface_get_stride(coverage))
    if let data = cairo_image_surface_get_data(coverage), sigma > 0 {
      blur(data, width: width, height: height, stride: stride, sigma: sigma * scale)
    }
    cairo_surface_mark_dirty(coverage)
    cairo_surface_set_device_scale(coverage, scale, scale)

    cairo_save(cr)
    cairo_set_source_rgba(
      cr, Double(shadow.color.red), Double(shadow.color.green), Double(shadow.color.blue),
      Double(shadow.color.opacity))
    cairo_mask_surface(
      cr, coverage, area.minX + shadow.offset.width, area.minY + shadow.offset.height)
    cairo_restore(cr)
  }

  /// The smallest rectangle holding everything `items` draw, in their user space.
  static func bounds(of items: [DisplayList.Item]) -> CGRect? {
    var result: CGRect?
    func include(_ rect: CGRect) {
      guard !rect.isNull else { return }
      result = result.map { $0.union(rect) } ?? rect
    }
    for item in items {
      switch item.operation {
      case .fill(let path, _): include(path.boundingRect)
      case .stroke(let path, _, let style):
        include(path.boundingRect.insetBy(dx: -style.lineWidth, dy: -style.lineWidth))
      case .text(let run): include(run.frame)
      case .image(_, let rect): include(rect)
      case .custom(let drawing): include(drawing.frame)
      case .opacity(_, let inner): bounds(of: inner).map(include)
      case .transform(let transform, let inner):
        bounds(of: inner).map { include(transform.apply(to: $0)) }
      case .clip(let path, let inner):
        if let rect = bounds(of: inner) { include(rect.intersection(path.boundingRect)) }
      case .offset(let offset, let inner):
        bounds(of: inner).map { include($0.offsetBy(dx: offset.width, dy: offset.height)) }
      case .shadow(let shadow, let inner):
        if let rect = bounds(of: inner) {
          include(rect)
          let spread = shadow.radius * 1.5
          include(
            rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
              .insetBy(dx: -spread, dy: -spread))
        }
      }
    }
    return result
  }

  /// Blurs an 8-bit coverage image in place with three box blurs whose combined variance is
  /// that of a Gaussian of `sigma` pixels.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    let sizes = boxSizes(sigma: sigma, passes: 3)
    var buffer = [Float](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { buffer[y * width + x] = Float(data[y * stride + x]) }
    }
    var scratch = buffer
    for size in sizes {
      let radius = (size - 1) / 2
      boxPass(
        &buffer, into: &scratch, lines: height, length: width, step: 1, lineStep: width,
        radius: radius)
      boxPass(
        &scratch, into: &buffer, lines: width, length: height, step: width, lineStep: 1,
        radius: radius)
    }
    for y in 0..<height {
      for x in 0..<width {
        data[y * stride + x] = UInt8(max(0, min(255, buffer[y * width + x].rounded())))
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

  /// One box-blur pass along lines of a buffer, with a running sum; outside is transparent.
  private static func boxPass(
    _ source: inout [Float], into target: inout [Float], lines: Int, length: Int, step: Int,
    lineStep: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for line in 0..<lines {
      let base = line * lineStep
      var sum: Float = 0
      for i in 0...min(radius, length - 1) { sum += source[base + i * step] }
      for i in 0..<length {
        target[base + i * step] = sum * scale
        let entering = i + radius + 1
        let leaving = i - radius
        if entering < length { sum += source[base + entering * step] }
        if leaving >= 0 { sum -= source[base + leaving * step] }
      }
    }
  }
}

/// Exposes the shadow blur's box sizes to tests.
public enum ShadowRendererProbe {
  /// The three box widths the shadow blur uses for a Gaussian of `sigma` pixels.
  @MainActor public static func boxSizes(sigma: Double) -> [Int] {
    ShadowRenderer.boxSizes(sigma: sigma, passes: 3)
  }
}
