import Foundation

/// One of Easel's system symbols: layers of paths on a 24×24 design grid, before colours are
/// chosen. `resolved(...)` turns it into a display list's vector graphic.
struct Symbol: Equatable, Sendable {
  /// The side of the square design grid.
  static let gridSize: CGFloat = 24
  /// The stroke width of outline symbols at regular weight, in grid units.
  static let lineWidth: CGFloat = 2

  /// What colours a layer.
  enum Role: Equatable, Sendable {
    /// The foreground colour.
    case primary
    /// The foreground colour, at reduced opacity in the hierarchical modes.
    case secondary
    /// A colour of its own in the multicolour mode; the foreground colour otherwise.
    case accent(Color)
    /// Clears what the layers below drew (a cut-out).
    case clear
  }

  /// How a layer's path is drawn.
  enum Style: Equatable, Sendable {
    /// Filled, with the even-odd rule when `evenOdd` is set.
    case fill(evenOdd: Bool)
    /// Stroked `width` grid units wide (at regular weight) with round caps and joins.
    case stroke(width: CGFloat)
  }

  /// One layer.
  struct Layer: Equatable, Sendable {
    var path: Path
    var style: Style
    var role: Role
  }

  /// The layers, back to front.
  var layers: [Layer] = []

  /// The opacity of secondary layers in the hierarchical modes.
  static let secondaryOpacity = 0.45

  /// The symbol as a vector graphic named `name`, coloured with `foreground` as `mode` says,
  /// with strokes `weightFactor` times their regular width.
  func resolved(
    name: String, foreground: Color, environment: EnvironmentValues,
    mode: SymbolRenderingMode.Storage, weightFactor: CGFloat
  ) -> DisplayList.VectorGraphic {
    let primary = foreground.resolve(in: environment)
    let graphicLayers = layers.map { layer -> DisplayList.VectorLayer in
      let paint: DisplayList.Paint?
      switch layer.role {
      case .primary:
        paint = .color(primary)
      case .secondary:
        var color = primary
        if mode == .hierarchical || mode == .palette || mode == .multicolor {
          color.opacity *= Float(Self.secondaryOpacity)
        }
        paint = .color(color)
      case .accent(let accent):
        paint = .color(mode == .multicolor ? accent.resolve(in: environment) : primary)
      case .clear:
        paint = nil
      }
      let style: DisplayList.VectorLayer.Style
      switch layer.style {
      case .fill(let evenOdd):
        style = .fill(evenOdd: evenOdd)
      case .stroke(let width):
        style = .stroke(
          StrokeStyle(lineWidth: width * weightFactor, lineCap: .round, lineJoin: .round))
      }
      return DisplayList.VectorLayer(path: layer.path, style: style, paint: paint)
    }
    return DisplayList.VectorGraphic(
      name: name, designSize: CGSize(width: Self.gridSize, height: Self.gridSize),
      layers: graphicLayers)
  }

  /// How much thicker than at regular weight strokes are in a font of `weight`: about 0.7 at
  /// ultra-light, 1 at regular, 1.3 at bold and 1.5 at black.
  static func weightFactor(_ weight: Font.Weight) -> CGFloat {
    1 + CGFloat(weight.value - 400) / 1000
  }
}

/// Collects a symbol's layers while it is drawn.
struct SymbolBuilder {
  private(set) var symbol = Symbol()

  /// Strokes `path` at the symbol line width (or `width`) with round caps and joins.
  mutating func stroke(
    _ path: Path, width: CGFloat = Symbol.lineWidth, role: Symbol.Role = .primary
  ) {
    symbol.layers.append(Symbol.Layer(path: path, style: .stroke(width: width), role: role))
  }

  /// Fills `path`.
  mutating func fill(_ path: Path, evenOdd: Bool = false, role: Symbol.Role = .primary) {
    symbol.layers.append(Symbol.Layer(path: path, style: .fill(evenOdd: evenOdd), role: role))
  }

  /// Fills `path` and strokes it at the symbol line width, so that a filled symbol covers the
  /// same area as its outline variant, with the same rounded corners.
  mutating func solid(_ path: Path, role: Symbol.Role = .primary) {
    fill(path, role: role)
    stroke(path, role: role)
  }

  /// Cuts `path`'s area out of the layers drawn so far.
  mutating func clear(_ path: Path) {
    fill(path, role: .clear)
  }

  /// Cuts a stroke along `path` out of the layers drawn so far.
  mutating func clearStroke(_ path: Path, width: CGFloat = Symbol.lineWidth) {
    stroke(path, width: width, role: .clear)
  }
}
