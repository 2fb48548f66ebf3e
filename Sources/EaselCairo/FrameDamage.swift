import Easel
import Foundation

/// Where a frame differs from the frame drawn before it: the pixels of the back buffer that
/// must be drawn again for it to hold the new frame, found by comparing the two display lists
/// item by item.
///
/// Items that are the same in both lists keep their pixels; an item that changed, appeared or
/// went away damages where it was and where it is. Damage is kept in tiles of the frame
/// (`TileGrid`), so that boxes need no merging: the damaged tiles become a few disjoint
/// rectangles. Every item that touches a damaged tile is drawn again, in order, over the
/// background, clipped to the damaged rectangles, so the pixels inside come out as a full
/// redraw would make them. A backdrop (material, glass) reads the pixels under it, so damage
/// that reaches what one reads grows to hold all of it.
///
/// Geometry here is plain arithmetic on `Double`s: Foundation's `CGRect` methods are calls
/// that are not inlined on Linux, and this runs over every item of every frame.
@MainActor
struct FrameDamage {
  /// The rectangles to draw again, in device pixels: disjoint, in rows from the top (ordered
  /// by `y0`, then `x0`); `nil` when the whole frame must be drawn.
  var rectangles: [PixelBox]?
  /// The damaged tiles, to find the items that touch damage; `nil` with `rectangles`.
  var tiles: TileGrid?
  /// Where each of the new list's items draws: reused as the old extents when the next
  /// frame is compared with this one, and to find the items touching damage. When the frame
  /// is drawn whole, the items that changed are left unknown (`nil`), to be worked out when
  /// needed: a frame where everything changes costs little more than comparing the lists.
  var extents: [ItemExtent?]

  /// Where an item draws and what it reads, worked out once and kept while the item stays
  /// the same from frame to frame.
  struct ItemExtent: Equatable {
    /// The pixels the item can change, with a pixel of margin.
    var pixels: PixelBox
    /// For an item that transforms or offsets other items, the extent of those items in its
    /// own space: when only the transformation changes from one frame to the next (a scale,
    /// an offset being animated), the items inside need not be measured again.
    var contents: Extent?
    /// The pixels the backdrops inside the item read, or `nil` when it has none.
    var reach: PixelBox?
  }

  /// Past this share of the frame's tiles damaged, the whole frame is drawn.
  static let maximumShare = 0.6
  /// Past this share of the items changed, the whole frame is drawn: nearly every item
  /// would be drawn again anyway.
  static let maximumChangedShare = 0.75

  /// The side of a damage tile in device pixels at `scale`: 8 points' worth at whole scales.
  static func tileSize(scale: Double) -> Int { 8 * max(1, Int(scale.rounded())) }

  /// The damage of drawing `new` where `old` (with its items' `oldExtents`, as this returned
  /// them for it) was drawn, in a frame of `pixelWidth` × `pixelHeight` device pixels at
  /// `scale`.
  static func between(
    old: [DisplayList.Item], oldExtents: [ItemExtent?], new: [DisplayList.Item], scale: CGFloat,
    pixelWidth: Int, pixelHeight: Int
  ) -> FrameDamage {
    let scale = Double(scale)
    // An item the same as its counterpart keeps its extent (worked out now if it was not
    // yet); the others' are worked out when damage is drawn, and left unknown when the
    // frame is drawn whole.
    var extents = [ItemExtent?](repeating: nil, count: new.count)
    func keep(_ o: Int, as n: Int) {
      extents[n] = oldExtents[o] ?? itemExtent(of: new[n], scale: scale)
    }
    func whole() -> FrameDamage { FrameDamage(rectangles: nil, tiles: nil, extents: extents) }
    var grid = TileGrid(
      width: pixelWidth, height: pixelHeight, size: tileSize(scale: scale))
    // Past this many tiles the frame is drawn whole: stop comparing.
    let limit = Int(maximumShare * Double(grid.columns * grid.rows))
    // The items alike at the start and at the end of both lists are left as they are; in
    // between, items are compared pair by pair when both lists hold as many, else all of
    // them are damaged.
    var prefix = 0
    while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) {
      keep(prefix, as: prefix)
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      keep(old.count - 1 - suffix, as: new.count - 1 - suffix)
      suffix += 1
    }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    if oldMiddle.count == newMiddle.count {
      // First which items changed: when most did, the frame is drawn whole without
      // measuring them.
      var changed: [Int] = []
      for offset in 0..<oldMiddle.count {
        let o = oldMiddle.lowerBound + offset
        let n = newMiddle.lowerBound + offset
        if same(old[o], new[n]) { keep(o, as: n) } else { changed.append(offset) }
      }
      if changed.count >= 8, Double(changed.count) > maximumChangedShare * Double(new.count) {
        return whole()
      }
      // A changed item whose old extent is unknown (it changed in a frame drawn whole too)
      // damages no one knows what: the frame is drawn whole, and the new extents worked out
      // for the next frame.
      for offset in changed where oldExtents[oldMiddle.lowerBound + offset] == nil {
        for offset in changed {
          let n = newMiddle.lowerBound + offset
          extents[n] = itemExtent(of: new[n], scale: scale)
        }
        return whole()
      }
      for offset in changed {
        let o = oldMiddle.lowerBound + offset
        let n = newMiddle.lowerBound + offset
        guard let before = oldExtents[o] else { return whole() }
        let extent = itemExtent(of: new[n], scale: scale, was: old[o], extent: before)
        extents[n] = extent
        // The same container: only what changed inside it.
        if markChangedItems(from: old[o], to: new[n], on: &grid, scale: scale) {
          if grid.count > limit { return whole() }
          continue
        }
        // An item moved within the same pixels (or recoloured) damages them once.
        grid.mark(before.pixels)
        if extent.pixels != before.pixels { grid.mark(extent.pixels) }
        if grid.count > limit { return whole() }
      }
    } else {
      for o in oldMiddle {
        guard let before = oldExtents[o] else {
          for n in newMiddle { extents[n] = itemExtent(of: new[n], scale: scale) }
          return whole()
        }
        grid.mark(before.pixels)
      }
      if grid.count > limit { return whole() }
      for n in newMiddle {
        let extent = itemExtent(of: new[n], scale: scale)
        extents[n] = extent
        grid.mark(extent.pixels)
      }
      if grid.count > limit { return whole() }
    }
    guard grid.count > 0 else { return FrameDamage(rectangles: [], tiles: grid, extents: extents) }
    // What backdrops read: damage reaching one takes in all of it, until no read area is
    // partly damaged. Every item's extent is known here.
    var reads: [PixelBox] = []
    for extent in extents { if let reach = extent?.reach { reads.append(reach) } }
    if !reads.isEmpty {
      for _ in 0...reads.count {
        var grew = false
        for read in reads where grid.touches(read) && !grid.covers(read) {
          grid.mark(read)
          grew = true
        }
        if grid.count > limit { return whole() }
        if !grew { break }
      }
    }
    return FrameDamage(rectangles: grid.rectangles(), tiles: grid, extents: extents)
  }

  /// Where `item` draws and what it reads in a frame at `scale`; `old`, with its `extent`,
  /// is the item it replaces, whose contents' extent is reused when they are the same.
  static func itemExtent(
    of item: DisplayList.Item, scale: Double, was old: DisplayList.Item? = nil,
    extent known: ItemExtent? = nil
  ) -> ItemExtent {
    let reach = backdropReach(of: item).map { PixelBox(covering: $0, scale: scale) }
    let inside: Extent
    switch item.operation {
    case .transform(_, let items), .offset(_, let items):
      if let known = known?.contents, let old, let before = itemsMoved(by: old),
        same(before, items)
      {
        inside = known
      } else {
        inside = extent(of: items)
      }
    default:
      return ItemExtent(
        pixels: PixelBox(covering: extent(of: item), scale: scale), contents: nil, reach: reach)
    }
    let outside: Extent
    switch item.operation {
    case .transform(let transform, _): outside = inside.applying(transform)
    case .offset(let offset, _):
      outside = inside.offsetBy(dx: Double(offset.width), dy: Double(offset.height))
    default: outside = extent(of: item)
    }
    return ItemExtent(
      pixels: PixelBox(covering: outside, scale: scale), contents: inside, reach: reach)
  }

  /// The items `item` transforms or offsets, or `nil` when it is not such an item.
  private static func itemsMoved(by item: DisplayList.Item) -> [DisplayList.Item]? {
    switch item.operation {
    case .transform(_, let items), .offset(_, let items): return items
    default: return nil
    }
  }

  /// Whether drawing `a` and `b` gives the same pixels for certain: equal operations. Custom
  /// drawings, which run code, are never the same; images only when they are the very same
  /// loaded image.
  static func same(_ a: DisplayList.Item, _ b: DisplayList.Item) -> Bool {
    guard a.isAnimating == b.isAnimating else { return false }
    // One operation at a time, no tuple of both: matching a tuple copies both operations.
    switch a.operation {
    case .fill(let p1, let c1):
      guard case .fill(let p2, let c2) = b.operation else { return false }
      return c1 == c2 && p1 == p2
    case .stroke(let p1, let c1, let s1):
      guard case .stroke(let p2, let c2, let s2) = b.operation else { return false }
      return c1 == c2 && s1 == s2 && p1 == p2
    case .text(let r1):
      guard case .text(let r2) = b.operation else { return false }
      return r1 == r2
    case .opacity(let o1, let i1):
      guard case .opacity(let o2, let i2) = b.operation else { return false }
      return o1 == o2 && same(i1, i2)
    case .offset(let o1, let i1):
      guard case .offset(let o2, let i2) = b.operation else { return false }
      return o1 == o2 && same(i1, i2)
    case .shadow(let s1, let i1):
      guard case .shadow(let s2, let i2) = b.operation else { return false }
      return s1 == s2 && same(i1, i2)
    case .clip(let p1, let i1):
      guard case .clip(let p2, let i2) = b.operation else { return false }
      return p1 == p2 && same(i1, i2)
    case .transform(let t1, let i1):
      guard case .transform(let t2, let i2) = b.operation else { return false }
      return t1 == t2 && same(i1, i2)
    case .image(let r1, let f1):
      guard case .image(let r2, let f2) = b.operation else { return false }
      return f1 == f2 && same(r1, r2)
    case .custom:
      return false
    case .blur(let b1, let i1):
      guard case .blur(let b2, let i2) = b.operation else { return false }
      return b1 == b2 && same(i1, i2)
    case .mask(let i1, let m1):
      guard case .mask(let i2, let m2) = b.operation else { return false }
      return same(i1, i2) && same(m1, m2)
    case .blend(let m1, let i1):
      guard case .blend(let m2, let i2) = b.operation else { return false }
      return m1 == m2 && same(i1, i2)
    case .group(let i1):
      guard case .group(let i2) = b.operation else { return false }
      return same(i1, i2)
    case .colorMatrix(let m1, let i1):
      guard case .colorMatrix(let m2, let i2) = b.operation else { return false }
      return m1 == m2 && same(i1, i2)
    case .backdrop(let b1):
      guard case .backdrop(let b2) = b.operation else { return false }
      return b1.path == b2.path && b1.frame == b2.frame && b1.radius == b2.radius
        && b1.saturation == b2.saturation && b1.tint == b2.tint
    }
  }

  static func same(_ a: [DisplayList.Item], _ b: [DisplayList.Item]) -> Bool {
    guard a.count == b.count else { return false }
    // The very same storage holds the same items.
    if a.withUnsafeBufferPointer({ $0.baseAddress })
      == b.withUnsafeBufferPointer({ $0.baseAddress })
    {
      return true
    }
    for index in a.indices where !same(a[index], b[index]) { return false }
    return true
  }

  private static func same(
    _ a: DisplayList.ImageReference, _ b: DisplayList.ImageReference
  ) -> Bool {
    guard a.tint == b.tint, a.capInsets == b.capInsets, a.resizingMode == b.resizingMode
    else { return false }
    switch (a.content, b.content) {
    case (.vector(let g1), .vector(let g2)):
      return g1 == g2
    case (.resource(let r1), .resource(let r2)):
      // An image loaded by name may be read again from a changed file.
      guard let o1 = r1.backing, let o2 = r2.backing else { return false }
      return r1.name == r2.name && r1.size == r2.size && o1 === o2
    default:
      return false
    }
  }

  /// The pixels `item` can change in a frame at `scale`, with a pixel of margin: what
  /// `between` takes as the item's extent.
  static func pixelExtent(of item: DisplayList.Item, scale: CGFloat) -> PixelBox {
    itemExtent(of: item, scale: Double(scale)).pixels
  }

  /// A rectangle, in points, holding every pixel `item` can change; `.infinite` when that is
  /// not known.
  static func extent(of item: DisplayList.Item) -> Extent {
    switch item.operation {
    case .fill, .stroke, .text, .image, .custom:
      return visualBounds(of: item)
    case .backdrop(let backdrop):
      return Extent(backdrop.frame)
    case .clip(let path, let items):
      return Extent(path.boundingRect).intersection(extent(of: items))
    case .opacity(_, let items), .group(let items), .blend(_, let items),
      .colorMatrix(_, let items):
      return extent(of: items)
    case .mask(let items, _):
      return extent(of: items)
    case .offset(let offset, let items):
      return extent(of: items).offsetBy(dx: Double(offset.width), dy: Double(offset.height))
    case .transform(let transform, let items):
      return extent(of: items).applying(transform)
    case .shadow(let shadow, let items):
      let content = extent(of: items)
      guard content.isBounded else { return content }
      let spread = Double(BlurRenderer.margin(radius: shadow.radius))
      return content.union(
        content.offsetBy(dx: Double(shadow.offset.width), dy: Double(shadow.offset.height))
          .outset(by: spread))
    case .blur(let blur, let items):
      if blur.isOpaque { return Extent(blur.frame) }
      let content = extent(of: items)
      guard content.isBounded else { return content }
      return content.outset(by: Double(BlurRenderer.margin(radius: blur.radius)))
    }
  }

  static func extent(of items: [DisplayList.Item]) -> Extent {
    var result = Extent.null
    for item in items {
      let bounds = extent(of: item)
      if !bounds.isNull, !bounds.isBounded { return .infinite }
      result = result.union(bounds)
    }
    return result
  }

  /// `VisualBounds.of(_:)` for the items that draw themselves, without `CGRect`'s methods.
  private static func visualBounds(of item: DisplayList.Item) -> Extent {
    switch item.operation {
    case .fill(let path, _):
      return Extent(path.boundingRect)
    case .stroke(let path, _, let style):
      let join = style.lineJoin == .miter ? max(style.miterLimit, 2.squareRoot()) : 2.squareRoot()
      return Extent(path.boundingRect).outset(by: Double(style.lineWidth / 2 * join))
    case .text(let run):
      return textExtent(of: run)
    case .image(_, let rect):
      return Extent(rect)
    case .custom(let drawing):
      // A custom drawing is clipped to its frame.
      return Extent(drawing.frame)
    default:
      return VisualBounds.of(item).map { Extent($0) } ?? .infinite
    }
  }

  /// Where `run`'s pixels can land: its frame and its layout's ink (as `CairoRenderer` draws
  /// it, the logical rectangle's corner on the frame's), with room for what the layout
  /// drawn through another transformation places differently — hinting, and glyph positions
  /// rounded for a nearby scale under an animating transform: 2 points, a tenth of the font
  /// size and a twenty-fifth of the larger side.
  private static func textExtent(of run: DisplayList.TextRun) -> Extent {
    let frame = Extent(run.frame)
    guard frame.isBounded else { return .infinite }
    let ink = PangoLayoutCache.shared.inkFromOrigin(for: CairoRenderer.layoutParameters(of: run))
    let drawn = frame.union(Extent(ink).offsetBy(dx: frame.minX, dy: frame.minY))
    let side = max(drawn.maxX - drawn.minX, drawn.maxY - drawn.minY)
    return drawn.outset(by: 2 + 0.1 * Double(max(run.font.size, 1)) + 0.04 * side)
  }

  /// The area whose pixels the backdrops inside `item` read, in points, or `nil` when it has
  /// none. Through offsets, transforms and clips, which draw on the same surface, it is what
  /// each backdrop reads there: its frame grown by its blur's reach, moved as they move it
  /// (a clip limits what is drawn, not what is read). Inside anything drawn through a
  /// surface of its own (an opacity, a group, a shadow…), where a backdrop reads what that
  /// surface holds, it is all the item covers, grown by the farthest any of its blurs reaches.
  static func backdropReach(of item: DisplayList.Item) -> Extent? {
    switch item.operation {
    case .offset(let offset, let items):
      return backdropReach(of: items)?.offsetBy(
        dx: Double(offset.width), dy: Double(offset.height))
    case .transform(let transform, let items):
      return backdropReach(of: items)?.applying(transform)
    case .clip(_, let items):
      return backdropReach(of: items)
    default:
      break
    }
    guard let margin = backdropMargin(of: item) else { return nil }
    let bounds = extent(of: item)
    guard bounds.isBounded else { return .infinite }
    return bounds.outset(by: Double(margin))
  }

  /// The union of what the backdrops inside `items` read, or `nil` when they have none.
  private static func backdropReach(of items: [DisplayList.Item]) -> Extent? {
    var result: Extent?
    for item in items {
      guard let reach = backdropReach(of: item) else { continue }
      result = result.map { $0.union(reach) } ?? reach
    }
    return result
  }

  /// How far past its shape the farthest-reaching backdrop inside `item` reads, in the
  /// item's user space, or `nil` when it has none.
  private static func backdropMargin(of item: DisplayList.Item) -> CGFloat? {
    switch item.operation {
    case .backdrop(let backdrop):
      return BlurRenderer.margin(radius: backdrop.radius)
    case .fill, .stroke, .text, .image, .custom:
      return nil
    case .transform(let transform, let items):
      // A scaled backdrop reads as much farther as it is scaled.
      let stretch = max(
        abs(transform.a) + abs(transform.c), abs(transform.b) + abs(transform.d), 1)
      return backdropMargin(of: items).map { $0 * stretch }
    case .clip(_, let items), .opacity(_, let items), .group(let items), .blend(_, let items),
      .offset(_, let items), .shadow(_, let items), .blur(_, let items),
      .colorMatrix(_, let items):
      return backdropMargin(of: items)
    case .mask(let items, let mask):
      let inside = backdropMargin(of: items)
      let masking = backdropMargin(of: mask)
      guard let inside else { return masking }
      guard let masking else { return inside }
      return max(inside, masking)
    }
  }

  private static func backdropMargin(of items: [DisplayList.Item]) -> CGFloat? {
    var result: CGFloat?
    for item in items {
      guard let margin = backdropMargin(of: item) else { continue }
      result = max(result ?? margin, margin)
    }
    return result
  }
}
