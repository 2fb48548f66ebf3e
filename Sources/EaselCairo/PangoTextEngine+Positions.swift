import CCairo
import Easel
import Foundation

/// Carets, hit positions and lines from Pango, for text being edited: the layout is the one
/// drawing uses (`PangoLayoutCache`), without truncation, so a caret sits exactly at the
/// glyph edges drawn, in bidirectional text and through ligatures alike.
extension PangoTextEngine {
  public func lines(of string: String, request: TextLayoutRequest) -> [TextLineMetrics] {
    let layout = editingLayout(string, request)
    var lines: [TextLineMetrics] = []
    guard let iterator = pango_layout_get_iter(layout) else { return lines }
    defer { pango_layout_iter_free(iterator) }
    let scale = CGFloat(PANGO_SCALE)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      var range = 0..<0
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        let start = Int(line.pointee.start_index)
        range = start..<(start + Int(line.pointee.length))
      }
      lines.append(
        TextLineMetrics(
          range: range,
          frame: CGRect(
            x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
            width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
          baseline: baseline))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  public func caretRect(at offset: Int, in string: String, request: TextLayoutRequest) -> CGRect {
    let layout = editingLayout(string, request)
    let length = Self.layoutLength(layout)
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(layout, Int32(min(max(offset, 0), length)), &strong, nil)
    let scale = CGFloat(PANGO_SCALE)
    return CGRect(
      x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0,
      height: CGFloat(strong.height) / scale)
  }

  public func offset(at point: CGPoint, in string: String, request: TextLayoutRequest) -> Int {
    let layout = editingLayout(string, request)
    let scale = CGFloat(PANGO_SCALE)
    func units(_ value: CGFloat) -> Int32 {
      Int32(min(max((value * scale).rounded(), CGFloat(Int32.min)), CGFloat(Int32.max)))
    }
    var index: Int32 = 0
    var trailing: Int32 = 0
    pango_layout_xy_to_index(layout, units(point.x), units(point.y), &index, &trailing)
    let length = Self.layoutLength(layout)
    var offset = min(max(Int(index), 0), length)
    guard trailing > 0, offset < length else { return offset }
    // Past the grapheme at `index`: its trailing edge, `trailing` clusters on.
    let bytes = string.utf8
    var position = bytes.index(bytes.startIndex, offsetBy: min(offset, bytes.count))
    for _ in 0..<Int(trailing) where position < string.endIndex {
      position = string.index(after: position)
    }
    offset = min(bytes.distance(from: bytes.startIndex, to: position), length)
    return offset
  }

  /// The layout of `string` as `request` lays it out for editing: wrapped at its width, with
  /// its font, spans, alignment and line spacing, and no truncation.
  private func editingLayout(_ string: String, _ request: TextLayoutRequest) -> OpaquePointer {
    let parameters = LayoutParameters(
      string: string, font: request.font, width: request.width,
      alignment: request.alignment, spans: request.spans, lineSpacing: request.lineSpacing)
    return PangoLayoutCache.shared.layout(for: parameters, matrix: .identity)
  }

  /// The number of bytes of text a layout holds (the string up to any NUL).
  private static func layoutLength(_ layout: OpaquePointer) -> Int {
    guard let text = pango_layout_get_text(layout) else { return 0 }
    return strlen(text)
  }
}
