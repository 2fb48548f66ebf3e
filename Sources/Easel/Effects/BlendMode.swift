/// Modes for compositing a view with the content behind it (the backdrop, up to the nearest
/// compositing group).
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view is drawn over the backdrop.
  case normal
  /// The colours are multiplied: never lighter than either.
  case multiply
  /// The inverted colours are multiplied and inverted again: never darker than either.
  case screen
  /// Multiply or screen, depending on the backdrop colour.
  case overlay
  /// The darker of the two colours, channel by channel.
  case darken
  /// The lighter of the two colours, channel by channel.
  case lighten
  /// The backdrop brightened to reflect the view's colour.
  case colorDodge
  /// The backdrop darkened to reflect the view's colour.
  case colorBurn
  /// Darkens or lightens, depending on the view's colour, softly.
  case softLight
  /// Multiply or screen, depending on the view's colour.
  case hardLight
  /// The absolute difference of the colours.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// The view's hue with the backdrop's saturation and luminosity.
  case hue
  /// The view's saturation with the backdrop's hue and luminosity.
  case saturation
  /// The view's hue and saturation with the backdrop's luminosity.
  case color
  /// The view's luminosity with the backdrop's hue and saturation.
  case luminosity
  /// The view drawn only where the backdrop is, over it.
  case sourceAtop
  /// The view drawn behind the backdrop.
  case destinationOver
  /// The backdrop erased where the view is.
  case destinationOut
  /// The sum of the colours' darkness (one minus each colour), saturating at black.
  case plusDarker
  /// The sum of the colours, saturating at white.
  case plusLighter
}
