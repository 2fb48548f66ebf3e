import Foundation

extension DisplayList {
  /// A colour matrix: each component of a drawn pixel (red, green, blue and opacity, not
  /// premultiplied, from 0 to 1) becomes a weighted sum of the pixel's four components plus a
  /// constant, clamped to 0...1.
  ///
  /// The effects `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
  /// `colorInvert`, `colorMultiply` and `luminanceToAlpha` are each one matrix; a backend draws
  /// the content, then passes its pixels through the matrix.
  public struct ColorMatrix: Equatable, Sendable {
    /// Twenty numbers, row by row: the red, green, blue and opacity rows, each five long (the
    /// weights of red, green, blue and opacity, then the constant).
    public var entries: [Double]

    /// Creates a matrix from its twenty entries, row by row.
    public init(_ entries: [Double]) {
      precondition(entries.count == 20, "a colour matrix has 4 rows of 5 entries")
      self.entries = entries
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix([
      1, 0, 0, 0, 0,
      0, 1, 0, 0, 0,
      0, 0, 1, 0, 0,
      0, 0, 0, 1, 0,
    ])

    /// The weights of red, green and blue in a colour's luminance (Rec. 709, as the
    /// `saturate` and `luminanceToAlpha` filters of SVG and CSS take them).
    static let luminance = (red: 0.2125, green: 0.7154, blue: 0.0721)

    /// Adds `amount` to red, green and blue.
    public static func brightness(_ amount: Double) -> ColorMatrix {
      ColorMatrix([
        1, 0, 0, 0, amount,
        0, 1, 0, 0, amount,
        0, 0, 1, 0, amount,
        0, 0, 0, 1, 0,
      ])
    }

    /// Scales red, green and blue away from (or, below 1, towards) middle grey by `amount`;
    /// a negative amount inverts them as well.
    public static func contrast(_ amount: Double) -> ColorMatrix {
      let offset = 0.5 * (1 - amount)
      return ColorMatrix([
        amount, 0, 0, 0, offset,
        0, amount, 0, 0, offset,
        0, 0, amount, 0, offset,
        0, 0, 0, 1, 0,
      ])
    }

    /// Moves each colour from its grey (its luminance) by `amount`: 0 is grey, 1 unchanged,
    /// more than 1 more intense.
    public static func saturation(_ amount: Double) -> ColorMatrix {
      let (r, g, b) = luminance
      let s = amount
      return ColorMatrix([
        r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
        r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
        r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
        0, 0, 0, 1, 0,
      ])
    }

    /// Turns the hue of each colour by `radians` about the grey axis, keeping its luminance
    /// (the matrix of SVG's `hueRotate`).
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
      let (r, g, b) = luminance
      let c = cos(radians)
      let s = sin(radians)
      return ColorMatrix([
        r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
        r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0,
        r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
        0, 0, 0, 1, 0,
      ])
    }

    /// Replaces red, green and blue by one minus themselves.
    public static let colorInvert = ColorMatrix([
      -1, 0, 0, 0, 1,
      0, -1, 0, 0, 1,
      0, 0, -1, 0, 1,
      0, 0, 0, 1, 0,
    ])

    /// Multiplies each component by the matching one of `color`.
    public static func multiply(_ color: Color.Resolved) -> ColorMatrix {
      ColorMatrix([
        Double(color.red), 0, 0, 0, 0,
        0, Double(color.green), 0, 0, 0,
        0, 0, Double(color.blue), 0, 0,
        0, 0, 0, Double(color.opacity), 0,
      ])
    }

    /// Makes every pixel black with its luminance as its opacity.
    public static let luminanceToAlpha = ColorMatrix([
      0, 0, 0, 0, 0,
      0, 0, 0, 0, 0,
      0, 0, 0, 0, 0,
      luminance.red, luminance.green, luminance.blue, 0, 0,
    ])

    /// The matrix that applies this one, then `next`.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
      var result = [Double](repeating: 0, count: 20)
      for row in 0..<4 {
        for column in 0..<5 {
          var sum = column == 4 ? next.entries[row * 5 + 4] : 0
          for k in 0..<4 { sum += next.entries[row * 5 + k] * entries[k * 5 + column] }
          result[row * 5 + column] = sum
        }
      }
      return ColorMatrix(result)
    }

    /// The colour `(red, green, blue, opacity)` (not premultiplied, 0...1) through the
    /// matrix, each component clamped to 0...1.
    public func apply(
      to color: (red: Double, green: Double, blue: Double, opacity: Double)
    ) -> (red: Double, green: Double, blue: Double, opacity: Double) {
      let input = [color.red, color.green, color.blue, color.opacity]
      var output = [Double](repeating: 0, count: 4)
      for row in 0..<4 {
        var sum = entries[row * 5 + 4]
        for k in 0..<4 { sum += entries[row * 5 + k] * input[k] }
        output[row] = min(max(sum, 0), 1)
      }
      return (output[0], output[1], output[2], output[3])
    }
  }
}
