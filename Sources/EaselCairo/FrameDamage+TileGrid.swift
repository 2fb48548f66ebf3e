import Easel
import Foundation

extension FrameDamage {
  /// The frame in tiles of `size` device pixels, each marked when damaged: a row of tiles is
  /// a few words of bits, so that marking, testing and finding runs go 64 tiles at a time.
  struct TileGrid {
    let size: Int
    let width: Int
    let height: Int
    let columns: Int
    let rows: Int
    /// Words per row; bit `c % 64` of word `c / 64` of a row is column `c`.
    private let stride: Int
    private var words: [UInt64]
    /// How many tiles are marked.
    private(set) var count = 0

    init(width: Int, height: Int, size: Int) {
      self.size = size
      self.width = max(width, 0)
      self.height = max(height, 0)
      columns = (self.width + size - 1) / size
      rows = (self.height + size - 1) / size
      stride = (columns + 63) / 64
      words = Array(repeating: 0, count: stride * rows)
    }

    /// Whether the tile at `column`, `row` is marked.
    func isMarked(column: Int, row: Int) -> Bool {
      words[row * stride + column / 64] & (1 << UInt64(column % 64)) != 0
    }

    /// The tiles `box` touches, clamped to the frame: columns `c0..<c1`, rows `r0..<r1`.
    private func span(_ box: PixelBox) -> (c0: Int, r0: Int, c1: Int, r1: Int)? {
      let x0 = max(box.x0, 0)
      let y0 = max(box.y0, 0)
      let x1 = min(box.x1, width)
      let y1 = min(box.y1, height)
      guard x1 > x0, y1 > y0 else { return nil }
      return (x0 / size, y0 / size, (x1 + size - 1) / size, (y1 + size - 1) / size)
    }

    /// The bits of columns `c0..<c1` that fall in word `word`.
    private static func bits(_ word: Int, _ c0: Int, _ c1: Int) -> UInt64 {
      let low = max(c0 - word * 64, 0)
      let high = min(c1 - word * 64, 64)
      guard high > low else { return 0 }
      let upper: UInt64 = high == 64 ? ~0 : (1 << UInt64(high)) - 1
      let lower: UInt64 = (1 << UInt64(low)) - 1
      return upper & ~lower
    }

    /// Marks every tile `box` touches.
    mutating func mark(_ box: PixelBox) {
      guard let (c0, r0, c1, r1) = span(box) else { return }
      for word in (c0 / 64)...((c1 - 1) / 64) {
        let bits = Self.bits(word, c0, c1)
        for row in r0..<r1 {
          let index = row * stride + word
          count += (bits & ~words[index]).nonzeroBitCount
          words[index] |= bits
        }
      }
    }

    /// Whether any tile `box` touches is marked.
    func touches(_ box: PixelBox) -> Bool {
      guard let (c0, r0, c1, r1) = span(box) else { return false }
      for word in (c0 / 64)...((c1 - 1) / 64) {
        let bits = Self.bits(word, c0, c1)
        for row in r0..<r1 where words[row * stride + word] & bits != 0 { return true }
      }
      return false
    }

    /// Whether every tile `box` touches is marked.
    func covers(_ box: PixelBox) -> Bool {
      guard let (c0, r0, c1, r1) = span(box) else { return true }
      for word in (c0 / 64)...((c1 - 1) / 64) {
        let bits = Self.bits(word, c0, c1)
        for row in r0..<r1 where words[row * stride + word] & bits != bits { return false }
      }
      return true
    }

    /// The runs of marked tiles in `row`, as column ranges, left to right.
    private func runs(in row: Int, into result: inout [(Int, Int)]) {
      result.removeAll(keepingCapacity: true)
      var start: Int?
      for word in 0..<stride {
        var bits = words[row * stride + word]
        var column = word * 64
        // Whole words at once: all clear, or all set.
        if bits == 0 {
          if let open = start {
            result.append((open, column))
            start = nil
          }
          continue
        }
        if bits == ~0, start != nil { continue }
        let end = min(column + 64, columns)
        while column < end {
          if start == nil {
            guard bits != 0 else { break }
            let skip = bits.trailingZeroBitCount
            column += skip
            bits >>= UInt64(skip)
            start = column
          } else {
            let run = (~bits).trailingZeroBitCount
            if run >= end - column {
              column = end
              break
            }
            column += run
            bits >>= UInt64(run)
            result.append((start!, column))
            start = nil
          }
        }
      }
      if let open = start { result.append((open, columns)) }
    }

    /// The marked tiles as disjoint rectangles of pixels, clamped to the frame: each row's
    /// runs of marked tiles, a run carried down while the rows below have the very same run.
    /// Ordered by `y0`, then `x0`.
    func rectangles() -> [PixelBox] {
      var result: [PixelBox] = []
      // The boxes the runs of the row above made or extended, left to right.
      var open: [Int] = []
      var current: [Int] = []
      var spans: [(Int, Int)] = []
      for row in 0..<rows {
        current.removeAll(keepingCapacity: true)
        runs(in: row, into: &spans)
        let y0 = row * size
        let y1 = min(y0 + size, height)
        var previous = 0
        for (start, end) in spans {
          let x0 = start * size
          let x1 = min(end * size, width)
          // The run above with the same columns, if any (runs above are ordered by x0).
          while previous < open.count, result[open[previous]].x0 < x0 { previous += 1 }
          if previous < open.count, result[open[previous]].x0 == x0,
            result[open[previous]].x1 == x1, result[open[previous]].y1 == y0
          {
            result[open[previous]].y1 = y1
            current.append(open[previous])
          } else {
            current.append(result.count)
            result.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: y1))
          }
        }
        swap(&open, &current)
      }
      // Boxes were made in the order their top rows were reached, left to right.
      return result
    }
  }
}
