import Foundation

extension Text {
  /// This text with `attributes` applied around each segment: a segment keeps what it sets
  /// itself.
  private func applying(_ change: (inout TextAttributes) -> Void) -> Text {
    var outer = TextAttributes()
    change(&outer)
    return Text(
      segments: segments.map {
        Segment(string: $0.string, attributes: $0.attributes.inheriting(outer))
      })
  }

  /// Sets the font of this text; `nil` leaves the environment's font.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return applying { $0.font = font }
  }

  /// Sets the weight of this text's font; `nil` leaves the font's own weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return applying { $0.weight = weight }
  }

  /// Draws this text in the bold weight of its font.
  public func bold() -> Text { fontWeight(.bold) }

  /// Draws this text in the bold weight of its font when `isActive`; otherwise returns it
  /// unchanged.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// Draws this text in the italic style of its font.
  public func italic() -> Text { applying { $0.italic = true } }

  /// Draws this text in the italic style of its font when `isActive`; otherwise returns it
  /// unchanged.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

  /// Gives the digits of this text the same advance, so that numbers line up (see
  /// `Font.monospacedDigit()`).
  public func monospacedDigit() -> Text { applying { $0.monospacedDigit = true } }

  /// Sets the colour of this text; `nil` leaves the environment's foreground style.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return applying { $0.foreground = AnyShapeStyle(color) }
  }

  /// Sets the style of this text: a colour, a level of the environment's foreground style
  /// (`.secondary`, …) or another style, drawn in one colour (a gradient's first colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    applying { $0.foreground = AnyShapeStyle(style) }
  }

  /// Adds `kerning` points after each character of this text: between characters, and after
  /// the last one of each line, which widens the text's frame as in SwiftUI. Easel spaces
  /// characters apart the same way for kerning and tracking (ligatures are not kept).
  public func kerning(_ kerning: CGFloat) -> Text { applying { $0.kerning = kerning } }

  /// Adds `tracking` points between the characters of this text; as in SwiftUI, the space after
  /// the last character of a line counts as trailing whitespace and does not widen the text.
  /// When a text sets both kerning and tracking, tracking wins, as in SwiftUI.
  public func tracking(_ tracking: CGFloat) -> Text { applying { $0.tracking = tracking } }

  /// Raises this text by `baselineOffset` points above the baseline (lowers it when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    applying { $0.baselineOffset = baselineOffset }
  }

  /// Draws a line under this text, in `color` or the text's own colour; with `isActive`
  /// false, no underline (unless a segment sets one itself).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// Draws a line of `pattern` under this text (Easel draws every pattern solid).
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    applying {
      $0.underline =
        isActive ? .line(LineStyle(pattern: pattern, color: color)) : TextAttributes.Decoration.none
    }
  }

  /// Draws a line through this text, in `color` or the text's own colour; with `isActive`
  /// false, no strikethrough (unless a segment sets one itself).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// Draws a line of `pattern` through this text (Easel draws every pattern solid).
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    applying {
      $0.strikethrough =
        isActive ? .line(LineStyle(pattern: pattern, color: color)) : TextAttributes.Decoration.none
    }
  }
}
