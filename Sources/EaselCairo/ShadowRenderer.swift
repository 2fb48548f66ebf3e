import CCairo
import Easel
import Foundation

/// Draws drop shadows: the content's coverage is drawn offscreen at device resolution, blurred
/// (`GaussianBlur`), and painted through as a mask in the shadow's colour. Also measures what
/// display-list items cover.
@MainActor
enum ShadowRenderer {
  /// Draws the shadow of `items` on `cr` (whose user space is in points).
  static func drawShadow(
    _ shadow: DisplayList.Shadow, of items: [DisplayList.Item], on cr: OpaquePointer
  ) {
    guard shadow.color.opacity > 0, let content = bounds(of: items), !content.isEmpty else {
      return
    }
    let scale = OffscreenRenderer.scale(of: cr)
    let sigma = Double(shadow.radius) / 2
    let margin = CGFloat(sigma * 3).rounded(.up) + 1
    // Whole pixels, so that the same shape elsewhere rasterises alike and its blurred
    // coverage can be reused.
    let area = OffscreenRenderer.pixelAligned(
      content.insetBy(dx: -margin, dy: -margin), scale: scale)
    func blurredCoverage() -> OpaquePointer? {
      guard
        let coverage = OffscreenRenderer.render(
          items, area: area, scale: scale, format: CAIRO_FORMAT_A8)
      else { return nil }
      GaussianBlur.blur(coverage, sigma: sigma * scale)
      cairo_surface_set_device_scale(coverage, scale, scale)
      return coverage
    }
    let coverage: OpaquePointer
    var owned = false
    if let fingerprint = ShadowCache.fingerprint(of: items, relativeTo: area.origin, scale: scale) {
      let pixels = OffscreenRenderer.pixelSize(of: area, scale: scale)
      let key = ShadowCache.Key(
        fingerprint: fingerprint, width: pixels.width, height: pixels.height, sigma: sigma,
        scale: scale)
      guard let cached = ShadowCache.coverage(for: key, make: blurredCoverage) else { return }
      coverage = cached
    } else {
      guard let made = blurredCoverage() else { return }
      coverage = made
      owned = true
    }
    defer { if owned { cairo_surface_destroy(coverage) } }

    let origin = CGPoint(x: area.minX + shadow.offset.width, y: area.minY + shadow.offset.height)
    if DirectCompositor.paint(shadow.color, throughSurface: coverage, at: origin, on: cr) {
      return
    }

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
      case .blur(let blur, let inner):
        if blur.isOpaque {
          include(blur.frame)
        } else if let rect = bounds(of: inner) {
          let spread = BlurRenderer.margin(radius: blur.radius)
          include(rect.insetBy(dx: -spread, dy: -spread))
        }
      case .mask(let inner, let mask):
        if let rect = bounds(of: inner), let coverage = bounds(of: mask) {
          let visible = rect.intersection(coverage)
          if !visible.isNull { include(visible) }
        }
      case .blend(_, let inner), .group(let inner), .colorMatrix(_, let inner):
        bounds(of: inner).map(include)
      case .backdrop(let backdrop): include(backdrop.frame)
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
}

/// Exposes the shadow blur's box sizes to tests.
public enum ShadowRendererProbe {
  /// The three box widths the shadow blur uses for a Gaussian of `sigma` pixels.
  @MainActor public static func boxSizes(sigma: Double) -> [Int] {
    GaussianBlur.boxSizes(sigma: sigma, passes: 3)
  }
}
