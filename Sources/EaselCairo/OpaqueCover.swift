import CCairo
import Easel
import Foundation

/// What opaque rectangles drawn later hide, so that it need not be drawn.
///
/// Screens stack backgrounds: a navigation screen's system background under its list's
/// grouped background, a sheet's over the screen behind it, every frame cleared before any of
/// them. Filling a 2048 × 2732-pixel frame costs about half a millisecond here, so a push
/// between two such screens spent more of its frame filling pixels that the next fill
/// replaced than drawing what shows.
///
/// The rule keeps every pixel as it was: an item is left out only when every device pixel it
/// can touch lies inside the whole pixels of a rectangle filled later, at the same level of
/// the list, with an opaque colour, while the clip in effect is made of whole pixels. Such a
/// fill sets each of those pixels to its colour whatever was there, so what the item drew
/// there never shows. Edges that fall inside a pixel are not counted as covering it, as the
/// pixel keeps a part of what is under it — an edge of the fill, or of a clip around it.
/// A large fill of whole pixels mostly covered so (a list's background under its rows) is
/// drawn only where it shows, and the clear before a frame is left out where the frame's
/// backgrounds cover it all. A backdrop (a material's blur) reads what is drawn before it, so
/// nothing drawn after one stands for what is under it.
@MainActor
enum OpaqueCover {
  /// Whether items may be left out; tests turn it off to compare with drawing everything.
  static var isEnabled = true

  /// The most covering rectangles an item is compared with: the largest seen so far.
  private static let coverLimit = 4

  /// A rectangle of whole device pixels.
  struct PixelRect: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    /// The pixels wholly inside `rect` (device coordinates).
    static func inside(_ rect: CGRect) -> PixelRect {
      PixelRect(
        x0: rect.minX.rounded(.up), y0: rect.minY.rounded(.up), x1: rect.maxX.rounded(.down),
        y1: rect.maxY.rounded(.down))
    }

    /// The pixels `rect` (device coordinates) touches.
    static func touched(by rect: CGRect) -> PixelRect {
      PixelRect(
        x0: rect.minX.rounded(.down), y0: rect.minY.rounded(.down), x1: rect.maxX.rounded(.up),
        y1: rect.maxY.rounded(.up))
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Double { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    func contains(_ other: PixelRect) -> Bool {
      other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
    }

    func intersection(_ other: PixelRect) -> PixelRect {
      PixelRect(
        x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
        y1: min(y1, other.y1))
    }

    /// Appends what is left of this rectangle without `other` to `pieces`: itself when they
    /// do not meet, else up to four rectangles (above, below, left and right of the cut).
    func subtract(_ other: PixelRect, into pieces: inout [PixelRect]) {
      let cut = intersection(other)
      guard !cut.isEmpty else { return pieces.append(self) }
      for piece in [
        PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0),
        PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1),
        PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1),
        PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1),
      ] where !piece.isEmpty {
        pieces.append(piece)
      }
    }
  }

  /// Maps user-space rectangles onto the pixels of the surface drawn into now (the frame, or
  /// an offscreen group: `TargetPixels`), for a matrix that only scales and moves.
  @MainActor struct DeviceMap {
    let scaleX: Double
    let scaleY: Double
    let dx: Double
    let dy: Double
    /// The target's pixels as `cr`'s user space: what a clip of whole pixels is set in.
    let pixelSpace: cairo_matrix_t

    /// The map of `cr` now, or `nil` when its matrix rotates or skews.
    init?(_ cr: OpaquePointer) {
      let target = TargetPixels(of: cr)
      let ctm = target.ctm
      guard ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.yy > 0 else { return nil }
      scaleX = ctm.xx * target.scaleX
      scaleY = ctm.yy * target.scaleY
      dx = ctm.x0 * target.scaleX + target.offsetX
      dy = ctm.y0 * target.scaleY + target.offsetY
      pixelSpace = cairo_matrix_t(
        xx: 1 / target.scaleX, yx: 0, xy: 0, yy: 1 / target.scaleY,
        x0: -target.offsetX / target.scaleX, y0: -target.offsetY / target.scaleY)
    }

    private init(
      scaleX: Double, scaleY: Double, dx: Double, dy: Double, pixelSpace: cairo_matrix_t
    ) {
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.dx = dx
      self.dy = dy
      self.pixelSpace = pixelSpace
    }

    func map(_ rect: CGRect) -> CGRect {
      CGRect(
        x: rect.minX * scaleX + dx, y: rect.minY * scaleY + dy, width: rect.width * scaleX,
        height: rect.height * scaleY)
    }

    func moved(by offset: CGSize) -> DeviceMap {
      DeviceMap(
        scaleX: scaleX, scaleY: scaleY, dx: dx + offset.width * scaleX,
        dy: dy + offset.height * scaleY, pixelSpace: pixelSpace)
    }
  }

  /// The rectangle (user space) that `item` fills with an opaque colour, if it is such a fill.
  static func opaqueRectangle(of item: DisplayList.Item) -> CGRect? {
    guard case .fill(let path, .color(let color)) = item.operation, color.opacity >= 1 else {
      return nil
    }
    return path.axisAlignedRectangle
  }

  /// Which of `items`, drawn in order through `map`, are hidden by an opaque rectangle filled
  /// after them; `nil` when none can be.
  static func hidden(in items: [DisplayList.Item], map: DeviceMap) -> [Bool]? {
    guard items.dropFirst().contains(where: { opaqueRectangle(of: $0) != nil }) else {
      return nil
    }
    var hidden = [Bool](repeating: false, count: items.count)
    var covers: [PixelRect] = []
    var anyHidden = false
    for index in items.indices.reversed() {
      let item = items[index]
      if !covers.isEmpty, let bounds = VisualBounds.of(item), !bounds.isNull {
        let touched = PixelRect.touched(by: map.map(bounds))
        if covers.contains(where: { $0.contains(touched) }) {
          hidden[index] = true
          anyHidden = true
          continue
        }
      }
      // A backdrop blurs what is drawn before it: what is under it must be drawn, whatever
      // covers it afterwards.
      if readsBackdrop(item) { covers.removeAll() }
      if let rectangle = opaqueRectangle(of: item) {
        let inside = PixelRect.inside(map.map(rectangle))
        guard !inside.isEmpty else { continue }
        covers.append(inside)
        if covers.count > coverLimit {
          covers.sort { $0.area > $1.area }
          covers.removeLast()
        }
      }
    }
    return anyHidden ? hidden : nil
  }

  /// The smallest fill worth trimming, in device pixels: below it, working out what covers
  /// it costs more than the pixels saved.
  static let trimmedArea = 256.0 * 256.0

  /// The parts (device pixels) of the fill `items[index]`, a rectangle of whole pixels, that
  /// opaque rectangles drawn after it, at its level or inside the clips and offsets that
  /// follow, leave to show; `nil` when they leave most of it, or too many pieces to be worth
  /// clipping to.
  ///
  /// A list's background under its rows is filled whole and then mostly covered: drawn only
  /// in these parts, clipped to whole pixels, every pixel ends as before.
  static func uncoveredParts(
    of index: Int, in items: [DisplayList.Item], map: DeviceMap
  ) -> [PixelRect]? {
    guard case .fill(let path, _) = items[index].operation, index + 1 < items.count,
      let rectangle = path.axisAlignedRectangle
    else { return nil }
    // Only a rectangle of whole pixels: its every pixel is painted alike, so clipped to some
    // of them it paints those as before. Cairo rounds an edge that falls inside a pixel
    // differently when a clip is set.
    let touched = PixelRect.touched(by: map.map(rectangle))
    guard touched == PixelRect.inside(map.map(rectangle)), touched.area >= trimmedArea
    else { return nil }
    var rectangles: [PixelRect] = []
    collectOpaque(items[(index + 1)...], map: map, clip: touched, into: &rectangles)
    guard !rectangles.isEmpty,
      let left = remainder(of: touched, without: rectangles, atMost: 64)
    else { return nil }
    let leftArea = left.reduce(0) { $0 + $1.area }
    // Clipping has a cost of its own: only a fill mostly covered is worth it.
    return leftArea < touched.area * 0.75 ? left : nil
  }

  /// What is left of `target` without `rectangles`, or `nil` when that is more than `limit`
  /// pieces.
  private static func remainder(
    of target: PixelRect, without rectangles: [PixelRect], atMost limit: Int
  ) -> [PixelRect]? {
    var left = [target]
    var next: [PixelRect] = []
    // Largest first: a background covering everything ends the search at once.
    for rectangle in rectangles.sorted(by: { $0.area > $1.area }) {
      next.removeAll(keepingCapacity: true)
      for piece in left { piece.subtract(rectangle, into: &next) }
      swap(&left, &next)
      if left.isEmpty { return [] }
      if left.count > limit { return nil }
    }
    return left
  }

  /// The map of `cr` when what is drawn on it now may be left out: the cover is on, the clip
  /// is made of whole pixels and the matrix only scales and moves; else `nil`.
  static func map(for cr: OpaquePointer) -> DeviceMap? {
    guard isEnabled, CairoRenderer.clipIsWholePixels else { return nil }
    return DeviceMap(cr)
  }

  /// Whether the clip of `cr` is made of whole pixels: none, or rectangles on the pixel grid
  /// (Cairo lists a clip as rectangles only then).
  static func clipIsWholePixels(of cr: OpaquePointer) -> Bool {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    return list.pointee.status == CAIRO_STATUS_SUCCESS
  }

  /// Whether clipping `cr` to `path` keeps its clip of whole pixels: `path` is a rectangle
  /// whose edges fall on the pixel grid.
  static func isWholePixels(_ path: Path, on cr: OpaquePointer) -> Bool {
    guard let rectangle = path.axisAlignedRectangle, let map = DeviceMap(cr) else {
      return false
    }
    let pixels = map.map(rectangle)
    return PixelRect.touched(by: pixels) == PixelRect.inside(pixels)
  }

  /// Whether drawing `items` on `cr` (a context without a clip) paints every pixel of
  /// `target` (device pixels) opaque,
  /// so that what was there before never shows: opaque rectangles, through rectangular clips
  /// and offsets, that cover it together.
  static func covers(
    _ items: [DisplayList.Item], pixels target: PixelRect, on cr: OpaquePointer
  ) -> Bool {
    guard isEnabled, let map = DeviceMap(cr) else { return false }
    var rectangles: [PixelRect] = []
    collectOpaque(items, map: map, clip: target, into: &rectangles)
    return remainder(of: target, without: rectangles, atMost: 64)?.isEmpty == true
  }

  /// Appends the whole device pixels that `items` paint opaque, inside `clip`, up to the first
  /// item that reads what is drawn under it (a backdrop): what is drawn after that cannot
  /// stand for what it reads. Returns `false` when it stopped there.
  @discardableResult
  private static func collectOpaque(
    _ items: some Collection<DisplayList.Item>, map: DeviceMap, clip: PixelRect,
    into rectangles: inout [PixelRect]
  ) -> Bool {
    for item in items {
      switch item.operation {
      case .fill:
        guard let rectangle = opaqueRectangle(of: item) else { continue }
        let inside = PixelRect.inside(map.map(rectangle)).intersection(clip)
        if !inside.isEmpty { rectangles.append(inside) }
      case .clip(let path, let inner):
        if let rectangle = path.axisAlignedRectangle {
          let inside = PixelRect.inside(map.map(rectangle)).intersection(clip)
          if !inside.isEmpty {
            guard collectOpaque(inner, map: map, clip: inside, into: &rectangles) else {
              return false
            }
            continue
          }
        }
        if readsBackdrop(item) { return false }
      case .offset(let offset, let inner):
        guard collectOpaque(inner, map: map.moved(by: offset), clip: clip, into: &rectangles)
        else { return false }
      default:
        if readsBackdrop(item) { return false }
      }
    }
    return true
  }

  /// Whether `item`, or an item inside it, is a backdrop: a blur of what is drawn before it.
  static func readsBackdrop(_ item: DisplayList.Item) -> Bool {
    switch item.operation {
    case .backdrop:
      return true
    case .fill, .stroke, .text, .image, .custom:
      return false
    case .opacity(_, let items), .offset(_, let items), .shadow(_, let items),
      .clip(_, let items), .transform(_, let items), .blur(_, let items),
      .colorMatrix(_, let items), .blend(_, let items), .group(let items):
      return items.contains(where: readsBackdrop)
    case .mask(let items, let mask):
      return items.contains(where: readsBackdrop) || mask.contains(where: readsBackdrop)
    }
  }
}

extension Path {
  /// The rectangle this path outlines, when it is one closed rectangle with sides along the
  /// axes (as `Path(_:)` of a `CGRect` makes it); otherwise `nil`.
  var axisAlignedRectangle: CGRect? {
    let elements = self.elements
    guard elements.count == 5 || elements.count == 6, case .move(let a) = elements[0],
      case .line(let b) = elements[1], case .line(let c) = elements[2],
      case .line(let d) = elements[3], elements.last == .closeSubpath
    else { return nil }
    if elements.count == 6 {
      guard case .line(let back) = elements[4], back == a else { return nil }
    }
    let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
    let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
    guard horizontalFirst || verticalFirst else { return nil }
    let rect = CGRect(
      x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    return rect.width > 0 && rect.height > 0 ? rect : nil
  }
}
