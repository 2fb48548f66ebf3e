import CCairo
import Easel
import EaselCairo
import Foundation

extension BenchmarkScene {
  /// The benchmark's yardstick: the scene drawn as a hand-written Cairo/Pango program would
  /// draw it, straight from the scene's values, with no view graph or display list.
  ///
  /// Like a reasonable hand-written program it keeps one Pango layout per label across frames
  /// (made on the first frame) in one Pango context set up for the drawing scale, with the
  /// font options Easel's text engine uses, so both draw the same glyphs. Shapes are built
  /// with `cairo_rectangle` and `cairo_arc`.
  @MainActor
  package final class Baseline {
    /// What to draw.
    package let scene: BenchmarkScene
    /// Pixels per point.
    package let scale: CGFloat
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var layouts: [OpaquePointer] = []

    /// A program drawing `scene` at `scale`.
    package init(scene: BenchmarkScene = .standard, scale: CGFloat) {
      self.scene = scene
      self.scale = scale
      fontMap = pango_cairo_font_map_new()!
      context = pango_font_map_create_context(fontMap)!
      let options = cairo_font_options_create()!
      PangoTextEngine.configure(options)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
      var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
      pango_context_set_matrix(context, &matrix)
    }

    isolated deinit {
      for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Clears `image` (made at the program's scale) to white and draws the scene on it.
    package func draw(on image: CairoImage) {
      let cr = cairo_create(image.surface)!
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_scale(cr, scale, scale)
      for shape in scene.shapes { draw(shape, on: cr) }
      if layouts.isEmpty { makeLayouts() }
      for (label, layout) in zip(scene.labels, layouts) {
        cairo_set_source_rgba(
          cr, Double(label.color.red), Double(label.color.green), Double(label.color.blue),
          Double(label.color.opacity))
        cairo_move_to(cr, label.origin.x, label.origin.y)
        pango_cairo_show_layout(cr, layout)
      }
      cairo_destroy(cr)
      cairo_surface_flush(image.surface)
    }

    private func draw(_ shape: BenchmarkScene.Shape, on cr: OpaquePointer) {
      let frame = shape.frame
      switch shape.kind {
      case .rectangle:
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
      case .roundedRectangle:
        addRoundedRectangle(
          frame, radius: min(shape.cornerRadius, frame.width / 2, frame.height / 2), on: cr)
      case .circle:
        cairo_new_sub_path(cr)
        cairo_arc(cr, frame.midX, frame.midY, frame.width / 2, 0, 2 * .pi)
        cairo_close_path(cr)
      case .capsule:
        addRoundedRectangle(frame, radius: min(frame.width, frame.height) / 2, on: cr)
      }
      cairo_set_source_rgba(
        cr, Double(shape.color.red), Double(shape.color.green), Double(shape.color.blue),
        Double(shape.color.opacity) * shape.opacity)
      if let lineWidth = shape.lineWidth {
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
      } else {
        cairo_fill(cr)
      }
    }

    private func addRoundedRectangle(_ frame: CGRect, radius r: CGFloat, on cr: OpaquePointer) {
      cairo_new_sub_path(cr)
      cairo_arc(cr, frame.maxX - r, frame.minY + r, r, -.pi / 2, 0)
      cairo_arc(cr, frame.maxX - r, frame.maxY - r, r, 0, .pi / 2)
      cairo_arc(cr, frame.minX + r, frame.maxY - r, r, .pi / 2, .pi)
      cairo_arc(cr, frame.minX + r, frame.minY + r, r, .pi, 3 * .pi / 2)
      cairo_close_path(cr)
    }

    /// One layout per label, in the system font's families at the label's size and weight.
    private func makeLayouts() {
      for label in scene.labels {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, "Inter, DejaVu Sans, sans-serif")
        pango_font_description_set_absolute_size(
          description, Double(label.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(
          description, PangoWeight(rawValue: UInt32(label.weight.value)))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, label.string, -1)
        layouts.append(layout)
      }
    }
  }
}
