import Foundation

/// A text input's text laid out one paragraph (the text between two newlines) at a time, each
/// paragraph below the one before it with the request's line spacing between them: a keystroke
/// lays out only the paragraph it changed, and drawing draws only the paragraphs in view, so a
/// long `TextEditor` stays quick to type in. Carets, hit positions and lines are the text
/// engine's, on each paragraph's own layout, in UTF-8 offsets of the whole text.
///
/// A single-line field lays its whole text out as one paragraph.
struct TextParagraphLayout {
  /// A paragraph and its lines.
  struct Paragraph {
    /// The paragraph's text, without its newline.
    var text: String
    /// The UTF-8 offset of its first character in the whole text.
    var start: Int
    /// Where its first line starts, below the top of the first paragraph.
    var top: CGFloat
    /// Its lines, in its own coordinates (offsets in `text`, the first line at the top).
    var lines: [TextLineMetrics]

    /// The UTF-8 length of its text.
    var length: Int { text.utf8.count }
    /// The height of its lines.
    var height: CGFloat { lines.last?.frame.maxY ?? 0 }
  }

  /// The whole text.
  let string: String
  /// How each paragraph is laid out.
  let request: TextLayoutRequest
  /// The paragraphs, in order: at least one (an empty text is one empty paragraph).
  private(set) var paragraphs: [Paragraph] = []
  /// The lines of all the paragraphs, in the whole text's offsets and coordinates.
  private(set) var lines: [TextLineMetrics] = []
  /// How many paragraphs were laid out anew, rather than taken from the layout before.
  private(set) var laidOutCount = 0

  /// Lays `string` out with `request`, paragraph by paragraph when `splitsParagraphs` (else as
  /// one), taking the lines of each paragraph whose text `previous` (laid out with the same
  /// request) already laid out.
  @MainActor init(
    _ string: String, request: TextLayoutRequest, engine: any TextEngine,
    splitsParagraphs: Bool, reusing previous: TextParagraphLayout?
  ) {
    self.string = string
    self.request = request
    var known: [Substring: [TextLineMetrics]] = [:]
    if let previous, previous.request == request {
      known.reserveCapacity(previous.paragraphs.count)
      for paragraph in previous.paragraphs {
        known[Substring(paragraph.text)] = paragraph.lines
      }
    }
    let texts: [Substring] =
      splitsParagraphs
      ? string.split(separator: "\n", omittingEmptySubsequences: false) : [Substring(string)]
    paragraphs.reserveCapacity(texts.count)
    var start = 0
    var top: CGFloat = 0
    for text in texts {
      var paragraphLines: [TextLineMetrics]
      if let reused = known[text] {
        paragraphLines = reused
      } else {
        paragraphLines = engine.lines(of: String(text), request: request)
        laidOutCount += 1
      }
      let paragraph = Paragraph(text: String(text), start: start, top: top, lines: paragraphLines)
      for line in paragraph.lines {
        lines.append(
          TextLineMetrics(
            range: (line.range.lowerBound + start)..<(line.range.upperBound + start),
            frame: line.frame.offsetBy(dx: 0, dy: top), baseline: line.baseline + top))
      }
      paragraphs.append(paragraph)
      start += paragraph.length + 1
      top += paragraph.height + request.lineSpacing
    }
  }

  /// The height of all the lines.
  var contentHeight: CGFloat {
    guard let last = paragraphs.last else { return 0 }
    return last.top + last.height
  }

  /// The index of the paragraph that holds UTF-8 offset `offset` (its end included).
  func paragraphIndex(holding offset: Int) -> Int {
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if paragraphs[middle].start <= offset { low = middle } else { high = middle - 1 }
    }
    return max(low, 0)
  }

  /// The caret before the character at UTF-8 offset `offset` (the end when past it).
  @MainActor func caretRect(at offset: Int, engine: any TextEngine) -> CGRect {
    guard !paragraphs.isEmpty else { return .zero }
    let paragraph = paragraphs[paragraphIndex(holding: offset)]
    let local = min(max(offset - paragraph.start, 0), paragraph.length)
    return engine.caretRect(at: local, in: paragraph.text, request: request)
      .offsetBy(dx: 0, dy: paragraph.top)
  }

  /// The UTF-8 offset of the grapheme boundary nearest `point` (layout coordinates): in the
  /// paragraph whose lines (and half the spacing around them) hold its height.
  @MainActor func offset(at point: CGPoint, engine: any TextEngine) -> Int {
    guard !paragraphs.isEmpty else { return 0 }
    var index = paragraphs.count - 1
    for (candidate, paragraph) in paragraphs.enumerated()
    where point.y < paragraph.top + paragraph.height + request.lineSpacing / 2 {
      index = candidate
      break
    }
    let paragraph = paragraphs[index]
    let local = engine.offset(
      at: CGPoint(x: point.x, y: point.y - paragraph.top), in: paragraph.text, request: request)
    return paragraph.start + local
  }
}
