import Foundation
import Testing

@testable import EaselCairo

/// The blur behind shadows, blurred content and materials gives, to the bit, what a plain
/// running sum over each line gives (`reference`, the blur as it was first written): making it
/// faster changed no pixel.
@Suite struct GaussianBlurTests {
  /// Blurs interleaved channels one line at a time, each read checked against the line's ends.
  static func reference(
    _ data: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
    edges: GaussianBlur.Edges
  ) {
    let sizes = GaussianBlur.boxSizes(sigma: sigma, passes: 3)
    var buffer = [Float](repeating: 0, count: width * height)
    var scratch = buffer
    func pass(
      _ source: [Float], into target: inout [Float], lines: Int, length: Int, step: Int,
      lineStep: Int, radius: Int
    ) {
      let scale = 1 / Float(2 * radius + 1)
      for line in 0..<lines {
        let base = line * lineStep
        func value(_ index: Int) -> Float {
          if index >= 0 && index < length { return source[base + index * step] }
          guard edges == .repeated else { return 0 }
          return source[base + min(max(index, 0), length - 1) * step]
        }
        var sum: Float = 0
        for i in -radius...radius { sum += value(i) }
        for i in 0..<length {
          target[base + i * step] = sum * scale
          sum += value(i + radius + 1) - value(i - radius)
        }
      }
    }
    for channel in 0..<channels {
      for y in 0..<height {
        for x in 0..<width {
          buffer[y * width + x] = Float(data[y * stride + x * channels + channel])
        }
      }
      for size in sizes {
        let radius = (size - 1) / 2
        pass(
          buffer, into: &scratch, lines: height, length: width, step: 1, lineStep: width,
          radius: radius)
        pass(
          scratch, into: &buffer, lines: width, length: height, step: width, lineStep: 1,
          radius: radius)
      }
      for y in 0..<height {
        for x in 0..<width {
          data[y * stride + x * channels + channel] = UInt8(
            max(0, min(255, buffer[y * width + x].rounded())))
        }
      }
    }
  }

  @Test(arguments: [1, 4])
  func theBlurIsTheRunningSumsToTheBit(channels: Int) {
    var generator = SystemRandomNumberGenerator()
    let sizes = [(1, 1), (3, 50), (50, 3), (37, 23), (120, 64)]
    for (width, height) in sizes {
      for sigma in [0.4, 1.5, 4, 15, 40] {
        for edges in [GaussianBlur.Edges.transparent, .repeated] {
          // Rows padded past their pixels, as image surfaces' strides are.
          let stride = width * channels + 5
          var pixels = (0..<(stride * height)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
          }
          // Flat stretches too, where sums cancel exactly.
          for index in pixels.indices where index % 97 < 30 { pixels[index] = 200 }
          var expected = pixels
          Self.reference(
            &expected, width: width, height: height, stride: stride, channels: channels,
            sigma: sigma, edges: edges)
          pixels.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blur(
              buffer.baseAddress!, width: width, height: height, stride: stride,
              channels: channels, sigma: sigma, edges: edges)
          }
          #expect(pixels == expected, "\(width)×\(height), σ \(sigma), \(edges)")
        }
      }
    }
  }
}
