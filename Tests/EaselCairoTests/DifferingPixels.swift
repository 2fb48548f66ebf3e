import EaselCairo

/// How many pixels of `a` and `b` differ at all (any channel, by any amount): 0 when the
/// two images are the same pixel for pixel.
@MainActor
func differingPixels(_ a: CairoImage, _ b: CairoImage) -> Int {
  a.withUnsafePixelBytes { first in
    b.withUnsafePixelBytes { second in
      var pixels = 0
      for offset in stride(from: 0, to: min(first.count, second.count), by: 4)
      where first.load(fromByteOffset: offset, as: UInt32.self)
        != second.load(fromByteOffset: offset, as: UInt32.self)
      {
        pixels += 1
      }
      return pixels
    }
  }
}
