import CCairo
import Easel
import Foundation

/// Draws content composited onto what is behind it with a `BlendMode`: the content is drawn
/// into a group, which is painted with the matching Cairo operator. Plus-darker, which Cairo
/// lacks, is composited pixel by pixel.
@MainActor
enum BlendRenderer {
  /// Draws `items` on `cr` blended with `mode`.
  static func draw(_ items: [DisplayList.Item], mode: BlendMode, on cr: OpaquePointer) {
    cairo_push_group(cr)
    for item in items { CairoRenderer.draw(item, on: cr) }
    guard let cairoOperator = self.cairoOperator(mode) else {
      let group = cairo_pop_group(cr)!
      defer { cairo_pattern_destroy(group) }
      if !plusDarker(group, onto: cr) {
        cairo_set_source(cr, group)
        cairo_paint(cr)
      }
      return
    }
    cairo_pop_group_to_source(cr)
    cairo_save(cr)
    cairo_set_operator(cr, cairoOperator)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Cairo's operator for `mode`, or `nil` for plus-darker, which Cairo does not have.
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t? {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    case .plusDarker: nil
    }
  }

  /// Composites the group `pattern` onto `cr`'s target with plus-darker: in premultiplied
  /// components, result = max(0, αr − ((αs − s) + (αd − d))) with αr = min(1, αs + αd), the
  /// darkness of both added. Works when the group and the target are image surfaces (as
  /// Easel's are); returns `false` otherwise. The clip is honoured only as far as it bounds the
  /// group.
  private static func plusDarker(_ pattern: OpaquePointer, onto cr: OpaquePointer) -> Bool {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let source = groupSurface, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return false }
    cairo_surface_flush(source)
    cairo_surface_flush(target)
    guard let sourceData = cairo_image_surface_get_data(source),
      let targetData = cairo_image_surface_get_data(target)
    else { return false }
    // Both surfaces share device space; a pixel is at its device position plus the offset.
    var sourceOffset = (x: 0.0, y: 0.0)
    var targetOffset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(source, &sourceOffset.x, &sourceOffset.y)
    cairo_surface_get_device_offset(target, &targetOffset.x, &targetOffset.y)
    let dx = Int((targetOffset.x - sourceOffset.x).rounded())
    let dy = Int((targetOffset.y - sourceOffset.y).rounded())
    let sourceWidth = Int(cairo_image_surface_get_width(source))
    let sourceHeight = Int(cairo_image_surface_get_height(source))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let targetWidth = Int(cairo_image_surface_get_width(target))
    let targetHeight = Int(cairo_image_surface_get_height(target))
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let sourceWords = UnsafeMutableRawPointer(sourceData)
    let targetWords = UnsafeMutableRawPointer(targetData)
    for y in 0..<sourceHeight {
      let ty = y + dy
      guard ty >= 0, ty < targetHeight else { continue }
      for x in 0..<sourceWidth {
        let tx = x + dx
        guard tx >= 0, tx < targetWidth else { continue }
        let s = sourceWords.load(fromByteOffset: y * sourceStride + x * 4, as: UInt32.self)
        guard s >> 24 != 0 else { continue }
        let offset = ty * targetStride + tx * 4
        let d = targetWords.load(fromByteOffset: offset, as: UInt32.self)
        let sa = Int(s >> 24)
        let da = Int(d >> 24)
        let alpha = min(255, sa + da)
        var result = UInt32(alpha) << 24
        for shift: UInt32 in [0, 8, 16] {
          let sc = Int((s >> shift) & 0xFF)
          let dc = Int((d >> shift) & 0xFF)
          let channel = max(0, alpha - ((sa - sc) + (da - dc)))
          result |= UInt32(min(channel, alpha)) << shift
        }
        targetWords.storeBytes(of: result, toByteOffset: offset, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }
}
