import Foundation

extension Font {
  /// This font with one attribute changed.
  private func with(_ change: (inout Resolved) -> Void) -> Font {
    var copy = resolved
    change(&copy)
    return Font(copy, scalesWithDynamicType: scalesWithDynamicType)
  }

  /// Returns this font with a different weight.
  public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }

  /// Returns the bold version of this font.
  public func bold() -> Font { weight(.bold) }

  /// Returns the italic version of this font.
  public func italic() -> Font { with { $0.italic = true } }

  /// Returns this font with a different width.
  public func width(_ width: Width) -> Font { with { $0.width = width } }

  /// Returns this font with digits that all have the same advance, so that columns of numbers
  /// line up (OpenType feature `tnum`); other characters are unchanged.
  public func monospacedDigit() -> Font { with { $0.monospacedDigit = true } }

  /// Returns a fixed-width font: the system font's monospaced design, at this font's size,
  /// weight and style. A custom family is replaced by it, as SwiftUI does when the family has
  /// no monospaced face.
  public func monospaced() -> Font {
    with {
      $0.design = .monospaced
      $0.family = nil
    }
  }

  /// Returns this font with all letters drawn as small capitals. Pango uses the font's
  /// OpenType features where it has them and scales capitals where it does not.
  public func smallCaps() -> Font { with { $0.smallCapitals = .all } }

  /// Returns this font with lowercase letters drawn as small capitals.
  public func lowercaseSmallCaps() -> Font {
    with { $0.smallCapitals = $0.smallCapitals == .all ? .all : .lowercase }
  }
}
