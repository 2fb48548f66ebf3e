import Foundation

/// Lays out a text with the text engine: its ideal size is one line per paragraph, and it
/// wraps at word boundaries when proposed less width. Proposed less height than its lines need,
/// it shows the lines that fit (at least one); `lineLimit`, `truncationMode`,
/// `multilineTextAlignment`, `minimumScaleFactor` and `lineSpacing` from its environment shape
/// the layout. Its segments become spans of one layout.
@MainActor
final class TextNode: LayoutNode {
  /// Text takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  let string: String
  let font: Font.Resolved
  let color: Color.Resolved
  /// The attributes of the text's segments, at full size; empty for plain text.
  let spans: [TextSpan]
  let options: TextLayoutOptions
  private let engine: any TextEngine
  /// The layouts behind recent sizes, newest last, so that baselines use the very layout that
  /// chose the size.
  private var layouts: [TextMetrics] = []
  /// The run drawn last and the proposal it was laid out for: text placed with the same
  /// proposal draws the same run (only its frame may move), without asking the engine again.
  private var drawnRun: (proposal: ProposedViewSize, run: DisplayList.TextRun)?

  init(_ context: NodeContext, text: Text) {
    // Environment values are read now, while the owner's body runs, so that the owner
    // depends on them.
    let environment = context.environment
    let options = environment.textLayoutOptions
    let resolved = ResolvedText(text, in: environment, options: options)
    self.string = resolved.string
    self.font = resolved.font
    self.color = resolved.color
    self.spans = resolved.spans
    self.options = options
    self.engine = context.textEngine
    isPlaceholder = environment.redactionReasons.contains(.placeholder)
    if environment.isTextSelectable {
      selection = context.attachment { TextSelectionAnchor() }.attachment
      var highlight = (environment.tint ?? .accentColor).resolve(for: environment.colorScheme)
      highlight.opacity *= 0.25
      selectionColor = highlight
    } else {
      selection = nil
      selectionColor = nil
    }
    super.init(context)
    selection?.node = self
  }

  /// Where the text's selection is kept, when it can be selected (`textSelection(.enabled)`).
  let selection: TextSelectionAnchor?
  /// The colour behind selected characters, when the text can be selected: the tint at a
  /// quarter of its opacity.
  private let selectionColor: Color.Resolved?

  /// Whether the text is redacted as a placeholder (`redacted(reason: .placeholder)`): its
  /// lines are drawn as rounded bars of its colour, faint, where the glyphs would be.
  let isPlaceholder: Bool

  /// The engine request for a proposal of `width` by `height` (`nil` or infinite: unlimited).
  private func request(width: CGFloat?, height: CGFloat?) -> TextLayoutRequest {
    TextLayoutRequest(
      font: font,
      width: Self.finite(width), height: Self.finite(height),
      lineLimit: options.lineLimit, reservedLineCount: options.reservedLineCount,
      truncationMode: options.truncationMode, alignment: options.alignment,
      minimumScaleFactor: options.minimumScaleFactor, spans: spans,
      lineSpacing: options.lineSpacing)
  }

  /// `length` when it is a finite number, else `nil`.
  private nonisolated static func finite(_ length: CGFloat?) -> CGFloat? {
    guard let length, length.isFinite else { return nil }
    return length
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let request = request(width: proposal.width, height: proposal.height)
    let metrics = engine.measure(string, request: request)
    if layouts.count == 8 { layouts.removeFirst() }
    layouts.append(metrics)
    return metrics.size
  }

  /// The metrics of the layout that chose `size`; for a size the text did not choose, of a
  /// layout proposed exactly that size.
  private func metrics(for size: CGSize) -> TextMetrics {
    // A plain loop, newest first: no isolated closure on the layout path.
    var index = layouts.count - 1
    while index >= 0 {
      if layouts[index].size == size { return layouts[index] }
      index -= 1
    }
    return engine.measure(string, request: request(width: size.width, height: size.height))
  }

  override var setsExplicitGuides: Bool { true }

  /// Text sets its first and last baselines, from the font's real metrics, in the layout that
  /// has its size (truncated and scaled as drawn).
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard
      key == VerticalAlignment.firstTextBaseline.key
        || key == VerticalAlignment.lastTextBaseline.key
    else { return nil }
    let metrics = metrics(for: size)
    return key == VerticalAlignment.firstTextBaseline.key
      ? metrics.firstBaseline : metrics.lastBaseline
  }

  /// The frame, with a margin of twice the largest font's size for ink beyond the line boxes
  /// (accents, italics, lines laid out a little wider than the rounded frame), and of the
  /// largest baseline offset.
  override func localDrawingBounds() -> CGRect? {
    var size = max(font.size, 1)
    var shift: CGFloat = 0
    for span in spans {
      size = max(size, span.font.size)
      shift = max(shift, abs(span.baselineOffset))
    }
    let margin = size * 2 + shift
    let frame = presentedLocalFrame
    return CGRect(
      x: -margin, y: -margin, width: frame.width + 2 * margin, height: frame.height + 2 * margin)
  }

  override func render(into list: inout DisplayList) {
    if isPlaceholder { return renderPlaceholder(into: &list) }
    if let selection, let selectionColor, !selection.range.isEmpty {
      for rect in selectionRects(selection.range) {
        emit(.fill(Path(rect), .color(selectionColor)), into: &list)
      }
    }
    if let drawnRun, drawnRun.proposal == placementProposal {
      var run = drawnRun.run
      run.frame = frame
      emit(.text(run), into: &list)
      return
    }
    // The layout for the proposal that sized the text: its placed frame is rounded to pixels,
    // so its size may differ a little from the one the text chose.
    let request = request(width: placementProposal.width, height: placementProposal.height)
    let metrics = engine.measure(string, request: request)
    var drawnFont = font
    if metrics.fontSize > 0 { drawnFont.size = metrics.fontSize }
    let run = DisplayList.TextRun(
      string: string, font: drawnFont, color: color, frame: frame,
      layoutWidth: request.width ?? .infinity,
      lineLimit: metrics.isTruncated ? max(metrics.lineCount, 1) : nil,
      truncationMode: request.truncationMode, alignment: request.alignment,
      spans: spans.scaled(from: font.size, to: drawnFont.size),
      lineSpacing: request.lineSpacing)
    drawnRun = (placementProposal, run)
    emit(.text(run), into: &list)
  }

  /// The text's lines as bars: each as wide as the text's frame (the last of several,
  /// 60 % of it), three quarters of a line high, with rounded ends, in its colour at 16 %.
  private func renderPlaceholder(into list: inout DisplayList) {
    let request = request(width: placementProposal.width, height: placementProposal.height)
    let lines = max(engine.measure(string, request: request).lineCount, 1)
    let box = frame
    let lineHeight = box.height / CGFloat(lines)
    var bar = color
    bar.opacity *= 0.16
    for line in 0..<lines {
      let width = lines > 1 && line == lines - 1 ? box.width * 0.6 : box.width
      let rect = CGRect(
        x: box.minX, y: box.minY + CGFloat(line) * lineHeight + lineHeight * 0.125,
        width: width, height: lineHeight * 0.75)
      emit(
        .fill(Path(roundedRect: rect, cornerRadius: rect.height / 4), .color(bar)), into: &list)
    }
  }

  // MARK: Selection

  /// The request the text is drawn with (at the size `minimumScaleFactor` chose), and the
  /// layout point drawn at the frame's origin: the top left of the lines' logical box.
  private func drawnLayout() -> (
    request: TextLayoutRequest, lines: [TextLineMetrics], origin: CGPoint
  ) {
    var request = request(width: placementProposal.width, height: placementProposal.height)
    let metrics = engine.measure(string, request: request)
    if metrics.fontSize > 0, metrics.fontSize != font.size {
      request.spans = spans.scaled(from: font.size, to: metrics.fontSize)
      request.font.size = metrics.fontSize
    }
    let lines = engine.lines(of: string, request: request)
    var minX = CGFloat.infinity
    for line in lines { minX = min(minX, line.frame.minX) }
    return (request, lines, CGPoint(x: minX.isFinite ? minX : 0, y: lines.first?.frame.minY ?? 0))
  }

  /// The character offset (grapheme clusters from the start) of the boundary nearest `point`
  /// (root coordinates).
  func characterOffset(at point: CGPoint) -> Int {
    let layout = drawnLayout()
    let frame = self.frame
    let offset = engine.offset(
      at: CGPoint(
        x: point.x - frame.minX + layout.origin.x, y: point.y - frame.minY + layout.origin.y),
      in: string, request: layout.request)
    return TextEditingModel(string).characterOffset(ofUTF8: offset)
  }

  /// The rectangles behind the characters `range` counts, one per line it touches, in root
  /// coordinates.
  func selectionRects(_ range: Range<Int>) -> [CGRect] {
    let layout = drawnLayout()
    let model = TextEditingModel(string)
    let lower = model.utf8Offset(of: min(range.lowerBound, model.count))
    let upper = model.utf8Offset(of: min(range.upperBound, model.count))
    let shift = CGPoint(x: frame.minX - layout.origin.x, y: frame.minY - layout.origin.y)
    var rects: [CGRect] = []
    for line in layout.lines where lower <= line.range.upperBound && upper >= line.range.lowerBound
    {
      let start = max(lower, line.range.lowerBound)
      let end = min(upper, line.range.upperBound)
      let continues = upper > line.range.upperBound
      guard start < end || continues else { continue }
      let x1 = engine.caretRect(at: start, in: string, request: layout.request).minX
      // At the line's end the caret may stand at the next line's start: the line's end.
      var x2 =
        end == line.range.upperBound
        ? line.frame.maxX : engine.caretRect(at: end, in: string, request: layout.request).minX
      // A selection that runs on past the line covers its end, and the line break.
      if continues { x2 = max(x2, line.frame.maxX) }
      rects.append(
        CGRect(
          x: shift.x + min(x1, x2), y: shift.y + line.frame.minY, width: abs(x2 - x1),
          height: line.frame.height))
    }
    return rects
  }
}
