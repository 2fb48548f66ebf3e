import Easel
import Foundation

/// Where a frame differs from the frame drawn before it: the rectangles of the back buffer
/// that must be drawn again for it to hold the new frame, found by comparing the two display
/// lists item by item.
///
/// Items that are the same in both lists keep their pixels; an item that changed, appeared or
/// went away damages where it was and where it is. Every item that touches a damaged
/// rectangle is drawn again there, in order, over the background, so the pixels inside come
/// out as a full redraw would make them. A backdrop (material, glass) reads the pixels under
/// it, so a damaged rectangle that reaches what one reads grows to hold all of it.
@MainActor
struct FrameDamage {
  /// The rectangles to draw again, in device pixels, disjoint.
  var rectangles: [PixelBox]
  /// The extent of each of the new list's items, in points: reused as the old extents when
  /// the next frame is compared with this one, and to find the items inside a rectangle.
  var extents: [CGRect]

  /// A rectangle of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
  struct PixelBox: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    /// Whether the two boxes overlap or come within `gap` pixels of each other.
    func isNear(_ other: PixelBox, gap: Int) -> Bool {
      x0 <= other.x1 + gap && other.x0 <= x1 + gap && y0 <= other.y1 + gap
        && other.y0 <= y1 + gap
    }

    func union(_ other: PixelBox) -> PixelBox {
      PixelBox(
        x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
        y1: max(y1, other.y1))
    }

    func intersection(_ other: PixelBox) -> PixelBox {
      PixelBox(
        x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
        y1: min(y1, other.y1))
    }

    /// The box in points at `scale`.
    func rect(scale: CGFloat) -> CGRect {
      CGRect(
        x: CGFloat(x0) / scale, y: CGFloat(y0) / scale, width: CGFloat(x1 - x0) / scale,
        height: CGFloat(y1 - y0) / scale)
    }

    /// The whole pixels `rect` (points at `scale`) touches, with `margin` pixels more around
    /// for antialiasing.
    /// A null rectangle (nothing drawn) covers no pixel; an infinite or unbounded one, all.
    init(covering rect: CGRect, scale: CGFloat, margin: Int = 1) {
      if rect.isNull {
        self.init(x0: 0, y0: 0, x1: 0, y1: 0)
        return
      }
      guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
        rect.maxY.isFinite
      else {
        // Unbounded: the whole frame, once clamped.
        self.init(x0: Int.min / 4, y0: Int.min / 4, x1: Int.max / 4, y1: Int.max / 4)
        return
      }
      func clamped(_ value: CGFloat) -> Int { Int(min(max(value, -1e9), 1e9)) }
      self.init(
        x0: clamped((rect.minX * scale).rounded(.down)) - margin,
        y0: clamped((rect.minY * scale).rounded(.down)) - margin,
        x1: clamped((rect.maxX * scale).rounded(.up)) + margin,
        y1: clamped((rect.maxY * scale).rounded(.up)) + margin)
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
      self.x0 = x0
      self.y0 = y0
      self.x1 = x1
      self.y1 = y1
    }
  }

  /// Rectangles closer than this many pixels are drawn as one.
  static let mergeGap = 8
  /// Past this many rectangles, or this share of the frame, the whole frame is drawn.
  static let maximumCount = 160
  static let maximumShare = 0.6

  /// The damage of drawing `new` where `old` (with its items' `oldExtents`) was drawn, in a
  /// frame of `pixelWidth` × `pixelHeight` device pixels at `scale`; `nil` rectangles mean
  /// the whole frame.
  static func between(
    old: [DisplayList.Item], oldExtents: [CGRect], new: [DisplayList.Item], scale: CGFloat,
    pixelWidth: Int, pixelHeight: Int
  ) -> (rectangles: [PixelBox]?, extents: [CGRect]) {
    let extents = new.map { extent(of: $0) }
    let frame = PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
    var damaged: [CGRect] = []
    // The items alike at the start and at the end of both lists are left as they are; in
    // between, items are compared pair by pair when both lists hold as many, else all of
    // them are damaged.
    var prefix = 0
    while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    if oldMiddle.count == newMiddle.count {
      for offset in 0..<oldMiddle.count {
        let o = oldMiddle.lowerBound + offset
        let n = newMiddle.lowerBound + offset
        if same(old[o], new[n]) { continue }
        damaged.append(oldExtents[o])
        damaged.append(extents[n])
      }
    } else {
      for o in oldMiddle { damaged.append(oldExtents[o]) }
      for n in newMiddle { damaged.append(extents[n]) }
    }
    var boxes: [PixelBox] = []
    for rect in damaged {
      let box = PixelBox(covering: rect, scale: scale).intersection(frame)
      if !box.isEmpty { boxes.append(box) }
    }
    guard !boxes.isEmpty else { return ([], extents) }
    // What backdrops read: a damaged box reaching one takes in all of it.
    var reads: [PixelBox] = []
    for item in new {
      guard let reach = backdropReach(of: item) else { continue }
      let box = PixelBox(covering: reach, scale: scale).intersection(frame)
      if !box.isEmpty { reads.append(box) }
    }
    var merged = merge(boxes)
    if !reads.isEmpty {
      // Each pass can only grow boxes; stop when no read area is partly covered.
      for _ in 0...reads.count {
        var grew = false
        for read in reads {
          for index in merged.indices where merged[index].isNear(read, gap: 0) {
            let grown = merged[index].union(read)
            if grown != merged[index] {
              merged[index] = grown
              grew = true
            }
          }
        }
        merged = merge(merged)
        if !grew { break }
      }
    }
    let area = merged.reduce(0) { $0 + $1.area }
    if ProcessInfo.processInfo.environment["DEBUG_DAMAGE"] != nil { print("DEBUG", boxes.count, merged.count, Double(area) / Double(frame.area), prefix, suffix, old.count, new.count, merged.prefix(5)) }
    if merged.count > maximumCount || Double(area) > maximumShare * Double(frame.area) {
      return (nil, extents)
    }
    return (merged, extents)
  }

  /// `boxes` with every two that overlap or nearly touch replaced by their union, until none
  /// do: disjoint boxes.
  static func merge(_ boxes: [PixelBox]) -> [PixelBox] {
    var result = boxes.sorted { $0.y0 < $1.y0 }
    var changed = true
    while changed {
      changed = false
      var index = 0
      while index < result.count {
        var other = index + 1
        while other < result.count {
          if result[other].y0 > result[index].y1 + mergeGap { break }
          if result[index].isNear(result[other], gap: mergeGap) {
            result[index] = result[index].union(result[other])
            result.remove(at: other)
            changed = true
          } else {
            other += 1
          }
        }
        index += 1
      }
      if changed { result.sort { $0.y0 < $1.y0 } }
    }
    return result
  }

  /// Whether drawing `a` and `b` gives the same pixels for certain: equal operations. Custom
  /// drawings, which run code, are never the same; images only when they are the very same
  /// loaded image.
  static func same(_ a: DisplayList.Item, _ b: DisplayList.Item) -> Bool {
    guard a.isAnimating == b.isAnimating else { return false }
    switch (a.operation, b.operation) {
    case (.fill(let p1, let c1), .fill(let p2, let c2)):
      return c1 == c2 && p1 == p2
    case (.stroke(let p1, let c1, let s1), .stroke(let p2, let c2, let s2)):
      return c1 == c2 && s1 == s2 && p1 == p2
    case (.text(let r1), .text(let r2)):
      return r1 == r2
    case (.opacity(let o1, let i1), .opacity(let o2, let i2)):
      return o1 == o2 && same(i1, i2)
    case (.offset(let o1, let i1), .offset(let o2, let i2)):
      return o1 == o2 && same(i1, i2)
    case (.shadow(let s1, let i1), .shadow(let s2, let i2)):
      return s1 == s2 && same(i1, i2)
    case (.clip(let p1, let i1), .clip(let p2, let i2)):
      return p1 == p2 && same(i1, i2)
    case (.transform(let t1, let i1), .transform(let t2, let i2)):
      return t1 == t2 && same(i1, i2)
    case (.image(let r1, let f1), .image(let r2, let f2)):
      return f1 == f2 && same(r1, r2)
    case (.custom, .custom):
      return false
    case (.blur(let b1, let i1), .blur(let b2, let i2)):
      return b1 == b2 && same(i1, i2)
    case (.mask(let i1, let m1), .mask(let i2, let m2)):
      return same(i1, i2) && same(m1, m2)
    case (.blend(let m1, let i1), .blend(let m2, let i2)):
      return m1 == m2 && same(i1, i2)
    case (.group(let i1), .group(let i2)):
      return same(i1, i2)
    case (.backdrop(let b1), .backdrop(let b2)):
      return b1.path == b2.path && b1.frame == b2.frame && b1.radius == b2.radius
        && b1.saturation == b2.saturation && b1.tint == b2.tint
    default:
      return false
    }
  }

  static func same(_ a: [DisplayList.Item], _ b: [DisplayList.Item]) -> Bool {
    guard a.count == b.count else { return false }
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

  /// A rectangle, in points, holding every pixel `item` can change; `.infinite` when that is
  /// not known.
  static func extent(of item: DisplayList.Item) -> CGRect {
    switch item.operation {
    case .fill, .stroke, .text, .image, .custom:
      return VisualBounds.of(item) ?? .infinite
    case .backdrop(let backdrop):
      return backdrop.frame
    case .clip(let path, let items):
      return path.boundingRect.intersection(extent(of: items))
    case .opacity(_, let items), .group(let items), .blend(_, let items):
      return extent(of: items)
    case .mask(let items, _):
      return extent(of: items)
    case .offset(let offset, let items):
      return extent(of: items).offsetBy(dx: offset.width, dy: offset.height)
    case .transform(let transform, let items):
      let inner = extent(of: items)
      guard !inner.isNull else { return .null }
      guard !inner.isInfinite else { return .infinite }
      return transform.apply(to: inner)
    case .shadow(let shadow, let items):
      let content = extent(of: items)
      guard !content.isNull, !content.isInfinite else { return content }
      let spread = BlurRenderer.margin(radius: shadow.radius)
      return content.union(
        content.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -spread, dy: -spread))
    case .blur(let blur, let items):
      if blur.isOpaque { return blur.frame }
      let content = extent(of: items)
      guard !content.isNull, !content.isInfinite else { return content }
      let margin = BlurRenderer.margin(radius: blur.radius)
      return content.insetBy(dx: -margin, dy: -margin)
    }
  }

  static func extent(of items: [DisplayList.Item]) -> CGRect {
    var result = CGRect.null
    for item in items {
      let bounds = extent(of: item)
      if bounds.isInfinite { return .infinite }
      result = result.union(bounds)
    }
    return result
  }

  /// The area whose pixels the backdrops inside `item` read, in points, or `nil` when it has
  /// none: all the item covers, grown by the farthest any of its blurs reaches.
  static func backdropReach(of item: DisplayList.Item) -> CGRect? {
    guard let margin = backdropMargin(of: item) else { return nil }
    let bounds = extent(of: item)
    guard !bounds.isNull, !bounds.isInfinite else { return .infinite }
    return bounds.insetBy(dx: -margin, dy: -margin)
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
      .offset(_, let items), .shadow(_, let items), .blur(_, let items):
      return backdropMargin(of: items)
    case .mask(let items, let mask):
      return [backdropMargin(of: items), backdropMargin(of: mask)].compactMap { $0 }.max()
    }
  }

  private static func backdropMargin(of items: [DisplayList.Item]) -> CGFloat? {
    items.compactMap { backdropMargin(of: $0) }.max()
  }
}
