import Foundation

/// Easel only: one line of laid-out text, as a `TextEngine` reports it for placing a caret and
/// a selection.
public struct TextLineMetrics: Equatable, Sendable {
  /// The UTF-8 offsets of the line's characters in the laid-out string, without the line
  /// break that ends it.
  public var range: Range<Int>
  /// The line's logical rectangle (its height is the line's, its width the text's) in layout
  /// coordinates.
  public var frame: CGRect
  /// The distance from the layout's top to the line's baseline.
  public var baseline: CGFloat

  /// Creates the metrics of a line.
  public init(range: Range<Int>, frame: CGRect, baseline: CGFloat) {
    self.range = range
    self.frame = frame
    self.baseline = baseline
  }
}

extension TextEngine {
  /// Lines broken only at line breaks, each measured alone with `measure(_:request:)` and
  /// stacked at `request.lineSpacing` apart; wrapping, alignment and bidirectional text are
  /// not taken into account. Engines that lay text out (Pango's) give the real lines.
  public func lines(of string: String, request: TextLayoutRequest) -> [TextLineMetrics] {
    var lines: [TextLineMetrics] = []
    var top: CGFloat = 0
    var start = 0
    var offset = 0
    var current = ""
    func finish() {
      let metrics = measureLine(current, request: request)
      lines.append(
        TextLineMetrics(
          range: start..<offset,
          frame: CGRect(x: 0, y: top, width: metrics.size.width, height: metrics.size.height),
          baseline: top + metrics.firstBaseline))
      top += metrics.size.height + request.lineSpacing
    }
    for character in string {
      let length = String(character).utf8.count
      if character.isNewline {
        finish()
        offset += length
        start = offset
        current = ""
      } else {
        current.append(character)
        offset += length
      }
    }
    finish()
    return lines
  }

  /// The caret at `offset` among the lines of `lines(of:request:)`, at the measured width of
  /// its line's text before it.
  public func caretRect(at offset: Int, in string: String, request: TextLayoutRequest) -> CGRect {
    let lines = lines(of: string, request: request)
    let line = lines.last { $0.range.lowerBound <= offset } ?? lines[0]
    let prefix = Self.substring(
      of: string, utf8: line.range.lowerBound..<max(offset, line.range.lowerBound))
    let x = prefix.isEmpty ? 0 : measureLine(String(prefix), request: request).size.width
    return CGRect(x: line.frame.minX + x, y: line.frame.minY, width: 0, height: line.frame.height)
  }

  /// The boundary nearest `point` among the lines of `lines(of:request:)`, measuring the
  /// line's text before each boundary.
  public func offset(at point: CGPoint, in string: String, request: TextLayoutRequest) -> Int {
    let lines = lines(of: string, request: request)
    let line =
      lines.first { point.y < $0.frame.maxY } ?? lines[lines.count - 1]
    let text = Self.substring(of: string, utf8: line.range)
    var best = line.range.lowerBound
    var bestDistance = abs(point.x - line.frame.minX)
    var offset = line.range.lowerBound
    var prefix = ""
    for character in text {
      prefix.append(character)
      offset += String(character).utf8.count
      let x = line.frame.minX + measureLine(prefix, request: request).size.width
      if abs(point.x - x) < bestDistance {
        best = offset
        bestDistance = abs(point.x - x)
      }
    }
    return best
  }

  /// One line of text measured without wrapping.
  private func measureLine(_ line: String, request: TextLayoutRequest) -> TextMetrics {
    measure(line, request: TextLayoutRequest(font: request.font, spans: []))
  }

  /// The characters of `string` between two UTF-8 offsets (clamped to it).
  static func substring(of string: String, utf8 range: Range<Int>) -> Substring {
    let bytes = string.utf8
    let lower = bytes.index(bytes.startIndex, offsetBy: min(max(range.lowerBound, 0), bytes.count))
    let upper = bytes.index(
      lower, offsetBy: min(range.count, bytes.distance(from: lower, to: bytes.endIndex)))
    return string[lower..<upper]
  }
}
