import CCairo
import Easel
import Foundation

/// Turns fonts and text spans into Pango font descriptions and attribute lists, so that the
/// spans of one text are laid out as one Pango layout.
@MainActor
enum PangoTextAttributes {
  /// A new font description of `font`; the caller frees it.
  static func fontDescription(_ font: Font.Resolved) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, family(for: font))
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
    pango_font_description_set_style(
      description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, stretch(for: font.width))
    switch font.smallCapitals {
    case .none: break
    case .lowercase: pango_font_description_set_variant(description, PANGO_VARIANT_SMALL_CAPS)
    case .all: pango_font_description_set_variant(description, PANGO_VARIANT_ALL_SMALL_CAPS)
    }
    return description
  }

  /// The Fontconfig family list for a font: its custom family first, if any, then the system
  /// family of its design.
  static func family(for font: Font.Resolved) -> String {
    let system = family(for: font.design)
    guard let custom = font.family, !custom.isEmpty else { return system }
    return "\(custom), \(system)"
  }

  /// The Fontconfig family list for a design of the system font.
  static func family(for design: Font.Design) -> String {
    switch design {
    case .default: "Inter, DejaVu Sans, sans-serif"
    case .rounded: "Comfortaa, Inter, DejaVu Sans, sans-serif"
    case .serif: "DejaVu Serif, serif"
    case .monospaced: "DejaVu Sans Mono, monospace"
    }
  }

  /// Pango's stretch nearest to a font width.
  static func stretch(for width: Font.Width) -> PangoStretch {
    switch width.value {
    case ..<(-0.25): PANGO_STRETCH_EXTRA_CONDENSED
    case ..<(-0.1): PANGO_STRETCH_CONDENSED
    case ..<0.1: PANGO_STRETCH_NORMAL
    default: PANGO_STRETCH_EXPANDED
    }
  }

  /// A new attribute list for `spans` over a text of `length` bytes in `baseFont`, or `nil`
  /// when nothing needs one; the caller unreferences it. A font description cannot carry
  /// OpenType features, so the base font's go in the list.
  static func attributeList(for spans: [TextSpan], baseFont: Font.Resolved, length: Int)
    -> OpaquePointer?
  {
    let spans = spans.isEmpty ? [TextSpan(range: 0..<length, font: baseFont)] : spans
    guard
      spans.contains(where: { $0 != TextSpan(range: $0.range, font: baseFont) })
        || baseFont.monospacedDigit,
      let list = pango_attr_list_new()
    else { return nil }
    for span in spans where !span.range.isEmpty {
      func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: span.range.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: span.range.upperBound)
        pango_attr_list_insert(list, attribute)
      }
      if span.font != baseFont {
        let description = fontDescription(span.font)
        add(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
      }
      if span.font.monospacedDigit { add(pango_attr_font_features_new("tnum=1")) }
      if let color = span.color {
        let (red, green, blue, alpha) = components(color)
        add(pango_attr_foreground_new(red, green, blue))
        if alpha < UInt16.max { add(pango_attr_foreground_alpha_new(alpha)) }
      }
      if let color = span.backgroundColor {
        let (red, green, blue, alpha) = components(color)
        add(pango_attr_background_new(red, green, blue))
        if alpha < UInt16.max { add(pango_attr_background_alpha_new(alpha)) }
      }
      // Tracking wins over kerning when a span has both, as in Core Text.
      let spacing = span.tracking != 0 ? span.tracking : span.kerning
      if spacing != 0 { add(pango_attr_letter_spacing_new(units(spacing))) }
      if span.baselineOffset != 0 { add(pango_attr_rise_new(units(span.baselineOffset))) }
      if let underline = span.underline {
        add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        if let color = underline.color {
          let (red, green, blue, _) = components(color)
          add(pango_attr_underline_color_new(red, green, blue))
        }
      }
      if let strikethrough = span.strikethrough {
        add(pango_attr_strikethrough_new(1))
        if let color = strikethrough.color {
          let (red, green, blue, _) = components(color)
          add(pango_attr_strikethrough_color_new(red, green, blue))
        }
      }
    }
    return list
  }

  /// Points in Pango units, rounded and clamped.
  static func units(_ points: CGFloat) -> Int32 {
    let value = (points * CGFloat(PANGO_SCALE)).rounded()
    return Int32(min(max(value, CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  /// A colour's 16-bit components.
  private static func components(_ color: Color.Resolved) -> (UInt16, UInt16, UInt16, UInt16) {
    func channel(_ value: Float) -> UInt16 {
      UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
    return (
      channel(color.red), channel(color.green), channel(color.blue), channel(color.opacity)
    )
  }
}
