import Foundation

/// The key of a localized string: what a string literal passed to `Text` becomes, with the
/// values interpolated into it.
///
/// Interpolated numbers are formatted with the `String(format:)` specifiers SwiftUI uses
/// (`%lld` for integers, `%lf` for `Double`, so `"\(2.5)"` shows `2.500000`, as in SwiftUI;
/// pass `specifier:` to choose), strings as they are, and `Text` with its own attributes.
///
/// Differs from SwiftUI: Easel has no string tables, so a key shows as written, and an
/// interpolated `Image` is left out: Easel does not draw images inside text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The pieces of the key, with the attributes of interpolated texts.
  let segments: [Text.Segment]

  /// Creates a key from a string.
  public init(_ value: String) {
    segments = [Text.Segment(string: value, attributes: TextAttributes())]
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
  }

  /// The contents of a string literal with interpolations, while it is being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The pieces so far.
    var segments: [Text.Segment] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends `string` with no attributes of its own, joining it to a plain piece before it.
    private mutating func appendPlain(_ string: String) {
      guard !string.isEmpty else { return }
      if let last = segments.last, last.attributes == TextAttributes() {
        segments[segments.count - 1].string += string
      } else {
        segments.append(Text.Segment(string: string, attributes: TextAttributes()))
      }
    }

    /// Appends a literal string.
    public mutating func appendLiteral(_ literal: String) {
      appendPlain(literal)
    }

    /// Appends a string as it is.
    public mutating func appendInterpolation(_ string: String) {
      appendPlain(string)
    }

    /// Appends a text with its attributes.
    public mutating func appendInterpolation(_ text: Text) {
      for segment in text.segments {
        if segment.attributes == TextAttributes() {
          appendPlain(segment.string)
        } else {
          segments.append(segment)
        }
      }
    }

    /// Appends an image.
    ///
    /// Differs from SwiftUI: appends nothing, as Easel does not draw images inside text.
    public mutating func appendInterpolation(_ image: Image) {}

    /// Appends an attributed string with its attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendInterpolation(Text(attributedString))
    }

    /// Appends a number formatted with its default specifier.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      appendPlain(String(format: value._specifier, value._arg))
    }

    /// Appends a number formatted with `specifier`, such as `"%.2f"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {
      appendPlain(String(format: specifier, value._arg))
    }
  }
}
