import Foundation

/// Lays out and draws a text input's text: the characters (bullets in a secure field) or, when
/// empty, the prompt in the placeholder colour; while focused, the selection behind the text
/// and a blinking caret in the tint colour. Carets, clicks and lines come from the text
/// engine's index ↔ position queries, on the same layout the text is drawn with.
///
/// On one line the field takes the proposed width and one line's height (the line centred in a
/// taller frame); the text scrolls sideways to keep the caret in view. A vertical text field
/// wraps and grows with its lines, from its reserved lines up to its line limit, then scrolls;
/// a text editor fills the space proposed and scrolls.
@MainActor
final class TextInputNode: LayoutNode {
  let session: TextInputSession
  private let engine: any TextEngine
  private let kind: TextInputKind
  private let font: Font.Resolved
  private let color: Color.Resolved
  /// The prompt, resolved in the placeholder colour; `nil` when there is none.
  private let prompt: ResolvedText?
  private let alignment: TextAlignment
  private let lineLimit: Int?
  private let reservedLineCount: Int
  private let lineSpacing: CGFloat
  private let caretColor: Color.Resolved
  private let selectionColor: Color.Resolved
  /// The first line's metrics of empty text: the height and baseline of a line.
  private lazy var emptyLine: TextLineMetrics =
    engine.lines(of: "", request: textRequest(width: nil)).first
    ?? TextLineMetrics(
      range: 0..<0, frame: CGRect(x: 0, y: 0, width: 0, height: font.size * 1.2),
      baseline: font.size)

  /// The colour of a prompt: iOS's placeholder text colour.
  static let placeholderColor = Color(
    light: Color.Resolved(60, 60, 67, 0.3), dark: Color.Resolved(235, 235, 245, 0.3))

  /// The caret's width in points.
  static let caretWidth: CGFloat = 2

  init(
    _ context: NodeContext, session: TextInputSession, prompt: Text?, kind: TextInputKind
  ) {
    let environment = context.environment
    let options = environment.textLayoutOptions
    let resolved = ResolvedText(Text(verbatim: ""), in: environment, options: options)
    self.session = session
    engine = context.textEngine
    self.kind = kind
    font = resolved.font
    var color = resolved.color
    if !environment.isEnabled { color.opacity *= 0.5 }
    self.color = color
    let scheme = environment.colorScheme
    if let prompt {
      var promptEnvironment = environment
      promptEnvironment.foregroundColor = Self.placeholderColor
      let text = ResolvedText(prompt, in: promptEnvironment, options: options)
      self.prompt = text.string.isEmpty ? nil : text
    } else {
      self.prompt = nil
    }
    alignment = options.alignment
    lineLimit = options.lineLimit
    reservedLineCount = options.reservedLineCount
    lineSpacing = options.lineSpacing
    let tint = (environment.tint ?? .accentColor).resolve(for: scheme)
    caretColor = tint
    var selection = tint
    selection.opacity *= 0.25
    selectionColor = selection
    super.init(context)
  }

  /// Text takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  // MARK: Requests

  /// The request the field's text is laid out with, `width` wide (one line ignores it).
  private func textRequest(width: CGFloat?) -> TextLayoutRequest {
    kind == .singleLine
      ? TextLayoutRequest(font: font, lineSpacing: lineSpacing)
      : TextLayoutRequest(
        font: font, width: width, alignment: alignment, lineSpacing: lineSpacing)
  }

  /// The request the prompt is laid out with.
  private func promptRequest(_ prompt: ResolvedText, width: CGFloat?) -> TextLayoutRequest {
    var request = textRequest(width: width)
    request.font = prompt.font
    request.spans = prompt.spans
    return request
  }

  /// The width text wraps at in a field `width` wide: room is left for the caret.
  private func wrapWidth(_ width: CGFloat) -> CGFloat {
    max(width - Self.caretWidth, 1)
  }

  /// The height of `lines` lines.
  private func height(ofLines lines: Int) -> CGFloat {
    CGFloat(lines) * emptyLine.frame.height + CGFloat(max(lines - 1, 0)) * lineSpacing
  }

  /// The number of lines the text (or the prompt, when the text is empty) takes at `width`.
  private func contentLineCount(width: CGFloat?) -> Int {
    let display = session.displayText
    if display.isEmpty, let prompt {
      return max(
        engine.lines(of: prompt.string, request: promptRequest(prompt, width: width)).count, 1)
    }
    return max(layout(of: display, request: textRequest(width: width)).lines.count, 1)
  }

  /// The layout of `string` (the display text) with `request`: the last one when neither
  /// changed, else a new one that lays out only the paragraphs that changed (all of them when
  /// the request did, as when the field's width changes).
  private func layout(of string: String, request: TextLayoutRequest) -> TextParagraphLayout {
    let last = session.textLayout
    if let last, last.request == request, last.string == string { return last }
    let made = TextParagraphLayout(
      string, request: request, engine: engine, splitsParagraphs: kind != .singleLine,
      reusing: last)
    session.paragraphsLaidOut += made.laidOutCount
    session.textLayout = made
    return made
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let proposedWidth = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let width = proposedWidth ?? idealWidth()
    switch kind {
    case .singleLine:
      return CGSize(width: width, height: emptyLine.frame.height)
    case .vertical:
      var lines = contentLineCount(width: wrapWidth(width))
      lines = max(lines, reservedLineCount, 1)
      if let lineLimit { lines = min(lines, max(lineLimit, 1)) }
      return CGSize(width: width, height: height(ofLines: lines))
    case .editor:
      if let height = proposal.height, height.isFinite {
        return CGSize(width: width, height: height)
      }
      let lines = contentLineCount(width: wrapWidth(width))
      return CGSize(width: width, height: height(ofLines: lines))
    }
  }

  /// The width the text or the prompt takes on its lines, and the caret.
  private func idealWidth() -> CGFloat {
    var width = widestLine(engine.lines(of: session.displayText, request: textRequest(width: nil)))
    if let prompt {
      width = max(
        width,
        widestLine(engine.lines(of: prompt.string, request: promptRequest(prompt, width: nil))))
    }
    return (width + Self.caretWidth).rounded(.up)
  }

  private func widestLine(_ lines: [TextLineMetrics]) -> CGFloat {
    var widest: CGFloat = 0
    for line in lines { widest = max(widest, line.frame.width) }
    return widest
  }

  override var setsExplicitGuides: Bool { true }

  /// The first and last baselines of the lines shown.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let first = key == VerticalAlignment.firstTextBaseline.key
    guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
    let line = emptyLine
    if kind == .singleLine { return (size.height - line.frame.height) / 2 + line.baseline }
    if first { return line.baseline }
    let lines = max(
      Int(((size.height + lineSpacing) / (line.frame.height + lineSpacing)).rounded(.down)), 1)
    return height(ofLines: lines - 1) + (lines > 1 ? lineSpacing : 0) + line.baseline
  }

  /// The number of whole lines the field shows.
  var visibleLineCount: Int {
    let line = emptyLine.frame.height + lineSpacing
    return max(Int(((frame.height + lineSpacing) / max(line, 1)).rounded(.down)), 1)
  }

  // MARK: Geometry

  /// Where a string is laid out in the field: its lines, and the root point of the layout's
  /// origin.
  private struct Placement {
    var layout: TextParagraphLayout
    var origin: CGPoint

    var string: String { layout.string }
    var request: TextLayoutRequest { layout.request }
    var lines: [TextLineMetrics] { layout.lines }
    /// The height of the lines.
    var contentHeight: CGFloat { layout.contentHeight }
  }

  /// The placement of the text being edited (the display text, even when empty), scrolled to
  /// keep the caret in view while focused (unless `scrollingToCaret` is `false`).
  private func textPlacement(scrollingToCaret: Bool = true) -> Placement {
    let frame = self.frame
    let string = session.displayText
    let request = textRequest(width: wrapWidth(frame.width))
    var placement = Placement(layout: layout(of: string, request: request), origin: .zero)
    if scrollingToCaret, session.isFocused { scrollToCaret(placement) }
    placement.origin = origin(of: placement, scroll: session.scrollOffset)
    return placement
  }

  /// The placement of the prompt.
  private func promptPlacement(_ prompt: ResolvedText) -> Placement {
    let request = promptRequest(prompt, width: wrapWidth(frame.width))
    let layout = TextParagraphLayout(
      prompt.string, request: request, engine: engine, splitsParagraphs: false, reusing: nil)
    var placement = Placement(layout: layout, origin: .zero)
    placement.origin = origin(of: placement, scroll: .zero)
    return placement
  }

  /// The root point of a placement's layout origin: on one line, the line centred in the
  /// frame's height and aligned in its width while it fits, else scrolled; on several, the
  /// lines from the top, scrolled.
  private func origin(of placement: Placement, scroll: CGPoint) -> CGPoint {
    let frame = self.frame
    let inset = Self.caretWidth / 2
    guard kind == .singleLine else {
      return CGPoint(x: frame.minX + inset, y: frame.minY - scroll.y)
    }
    let available = frame.width - Self.caretWidth
    let width = widestLine(placement.lines)
    var x = -scroll.x
    if width <= available {
      switch alignment {
      case .leading: x = 0
      case .center: x = (available - width) / 2
      case .trailing: x = available - width
      }
    }
    let lineHeight = placement.lines.first?.frame.height ?? emptyLine.frame.height
    return CGPoint(x: frame.minX + inset + x, y: frame.minY + (frame.height - lineHeight) / 2)
  }

  /// Scrolls the session's text so that the caret is inside the field.
  private func scrollToCaret(_ placement: Placement) {
    let caret = placement.layout.caretRect(at: session.caretDisplayOffset, engine: engine)
    var scroll = session.scrollOffset
    if kind == .singleLine {
      let available = frame.width - Self.caretWidth
      let width = widestLine(placement.lines)
      if width <= available {
        scroll.x = 0
      } else {
        scroll.x = min(max(scroll.x, caret.minX - available), caret.minX)
        scroll.x = min(max(scroll.x, 0), width - available)
      }
    } else {
      let visible = frame.height
      let height = placement.contentHeight
      if height <= visible {
        scroll.y = 0
      } else {
        scroll.y = min(max(scroll.y, caret.maxY - visible), caret.minY)
        scroll.y = min(max(scroll.y, 0), height - visible)
      }
    }
    session.scrollOffset = scroll
  }

  // MARK: Positions

  /// The character position nearest `point` (root coordinates).
  ///
  /// On several lines the point maps to the lines as shown: a click that focuses a long
  /// editor lands on the line clicked, not on one of the lines the caret it had would scroll
  /// to. A click that focuses one line scrolled to its start maps to where its caret was
  /// (its end): the tap near the trailing edge that `ViewHost.type(_:into:)` makes puts the
  /// caret at the end.
  func position(at point: CGPoint) -> Int {
    let placement = textPlacement(scrollingToCaret: kind == .singleLine)
    let local = CGPoint(x: point.x - placement.origin.x, y: point.y - placement.origin.y)
    let offset = placement.layout.offset(at: local, engine: engine)
    return session.position(ofDisplayOffset: offset)
  }

  /// The caret's rectangle at character position `position`, in root coordinates.
  func caretRect(at position: Int) -> CGRect {
    let placement = textPlacement()
    let rect = placement.layout.caretRect(at: session.displayOffset(of: position), engine: engine)
    return rect.offsetBy(dx: placement.origin.x, dy: placement.origin.y)
  }

  /// The rectangle of the caret as drawn (inside an input method's pre-edit while there is
  /// one), in root coordinates: where an input method shows its candidates.
  var displayedCaretRect: CGRect {
    let placement = textPlacement()
    let rect = placement.layout.caretRect(at: session.caretDisplayOffset, engine: engine)
    return rect.offsetBy(dx: placement.origin.x, dy: placement.origin.y)
  }

  /// The position `lines` lines below (above, when negative) `position`, at the horizontal
  /// position `goalX` (the caret's when `nil`), and that horizontal position. Past the first
  /// or last line, the start or end of the text.
  func verticalTarget(from position: Int, goalX: CGFloat?, lines: Int) -> (Int, CGFloat) {
    let placement = textPlacement()
    let caret = placement.layout.caretRect(
      at: session.displayOffset(of: position), engine: engine)
    let x = goalX ?? caret.minX
    let index =
      placement.lines.firstIndex { caret.midY < $0.frame.maxY } ?? placement.lines.count - 1
    let target = index + lines
    if target < 0 { return (0, x) }
    if target >= placement.lines.count { return (session.model.count, x) }
    let offset = placement.layout.offset(
      at: CGPoint(x: x, y: placement.lines[target].frame.midY), engine: engine)
    return (session.position(ofDisplayOffset: offset), x)
  }

  /// The start (or, `end`, the end) of the laid-out line that holds `position`.
  func lineBoundary(of position: Int, end: Bool) -> Int {
    let placement = textPlacement()
    let offset = session.displayOffset(of: position)
    let line =
      placement.lines.last { $0.range.lowerBound <= offset } ?? placement.lines.first
    guard let line else { return position }
    return session.position(ofDisplayOffset: end ? line.range.upperBound : line.range.lowerBound)
  }

  /// The selection's rectangles, one per line it touches, in root coordinates.
  private func selectionRects(_ placement: Placement) -> [CGRect] {
    let selection = session.model.selection
    let lower = session.displayOffset(of: selection.lowerBound)
    let upper = session.displayOffset(of: selection.upperBound)
    return rangeRects(lower..<upper, placement)
  }

  /// The underline of an input method's pre-edit: a line under the pre-edit's text on each
  /// line it takes, a twelfth of the font's size (at least one point) thick, just below the
  /// baseline.
  private func preeditUnderlineRects(_ placement: Placement) -> [CGRect] {
    guard let range = session.preeditDisplayRange else { return [] }
    let thickness = max((font.size / 12).rounded(), 1)
    var rects: [CGRect] = []
    for line in placement.lines
    where range.lowerBound < line.range.upperBound && range.upperBound > line.range.lowerBound {
      let start = max(range.lowerBound, line.range.lowerBound)
      let end = min(range.upperBound, line.range.upperBound)
      guard start < end else { continue }
      let x1 = placement.layout.caretRect(at: start, engine: engine).minX
      let x2 = placement.layout.caretRect(at: end, engine: engine).minX
      rects.append(
        CGRect(
          x: placement.origin.x + min(x1, x2),
          y: placement.origin.y + line.frame.minY + line.baseline + thickness,
          width: abs(x2 - x1), height: thickness))
    }
    return rects
  }

  /// The rectangles of the display text's UTF-8 range `lower..<upper`, one per line it
  /// touches, in root coordinates (covering the line's end when the range runs on).
  private func rangeRects(_ range: Range<Int>, _ placement: Placement) -> [CGRect] {
    let lower = range.lowerBound
    let upper = range.upperBound
    var rects: [CGRect] = []
    for line in placement.lines
    where lower <= line.range.upperBound && upper >= line.range.lowerBound {
      let start = max(lower, line.range.lowerBound)
      let end = min(upper, line.range.upperBound)
      let continues = upper > line.range.upperBound
      guard start < end || continues else { continue }
      let x1 = placement.layout.caretRect(at: start, engine: engine).minX
      var x2 = placement.layout.caretRect(at: end, engine: engine).minX
      // A selection that runs on past the line covers its end, and the line break.
      if continues { x2 = max(x2, line.frame.maxX + font.size / 3) }
      rects.append(
        CGRect(
          x: placement.origin.x + min(x1, x2), y: placement.origin.y + line.frame.minY,
          width: abs(x2 - x1), height: line.frame.height))
    }
    return rects
  }

  // MARK: Drawing

  /// The frame, with room above and below for glyphs that reach past their line.
  override func localDrawingBounds() -> CGRect? {
    let margin = font.size * 2
    let size = presentedLocalFrame.size
    return CGRect(
      x: -Self.caretWidth, y: -margin, width: size.width + 2 * Self.caretWidth,
      height: size.height + 2 * margin)
  }

  override func render(into list: inout DisplayList) {
    let frame = self.frame
    let placement = textPlacement()
    let focused = session.isFocused
    var inner = DisplayList()
    if focused, session.model.hasSelection, session.preedit == nil {
      for rect in selectionRects(placement) {
        emit(.fill(Path(rect), .color(selectionColor)), into: &inner)
      }
    }
    if placement.string.isEmpty, let prompt {
      let shown = promptPlacement(prompt)
      emit(
        .text(run(shown, color: prompt.color, font: prompt.font, spans: prompt.spans)), into: &inner
      )
    } else if !placement.string.isEmpty {
      // Only the paragraphs in view are drawn.
      let visible = kind == .singleLine ? nil : frame
      for paragraph in placement.layout.paragraphs where !paragraph.text.isEmpty {
        if let visible {
          let top = placement.origin.y + paragraph.top
          guard top + paragraph.height >= visible.minY, top <= visible.maxY else { continue }
        }
        emit(
          .text(run(paragraph, of: placement, color: color, font: font, spans: [])), into: &inner)
      }
    }
    if focused {
      for rect in preeditUnderlineRects(placement) {
        emit(.fill(Path(rect), .color(color)), into: &inner)
      }
    }
    if focused, session.graph?.isWindowFocused == true, session.caretIsVisible,
      !session.model.hasSelection || session.preedit != nil
    {
      let caret = placement.layout.caretRect(at: session.caretDisplayOffset, engine: engine)
      let rect = CGRect(
        x: placement.origin.x + caret.minX - Self.caretWidth / 2,
        y: placement.origin.y + caret.minY, width: Self.caretWidth, height: caret.height)
      emit(.fill(Path(rect), .color(caretColor)), into: &inner)
    }
    guard !inner.items.isEmpty else { return }
    // One line clips only at its sides (glyphs may reach above and below their line); lines
    // that scroll clip at the frame.
    let clip =
      kind == .singleLine
      ? CGRect(
        x: frame.minX, y: frame.minY - font.size * 2, width: frame.width,
        height: frame.height + font.size * 4)
      : frame
    emit(.clip(Path(clip), inner.items), into: &list)
  }

  /// The text run of a placement (its first paragraph: a prompt is one).
  private func run(
    _ placement: Placement, color: Color.Resolved, font: Font.Resolved, spans: [TextSpan]
  ) -> DisplayList.TextRun {
    run(placement.layout.paragraphs[0], of: placement, color: color, font: font, spans: spans)
  }

  /// The text run of one paragraph of a placement.
  private func run(
    _ paragraph: TextParagraphLayout.Paragraph, of placement: Placement, color: Color.Resolved,
    font: Font.Resolved, spans: [TextSpan]
  ) -> DisplayList.TextRun {
    var minX = CGFloat.infinity
    for line in paragraph.lines { minX = min(minX, line.frame.minX) }
    if !minX.isFinite { minX = 0 }
    let top = paragraph.lines.first?.frame.minY ?? 0
    return DisplayList.TextRun(
      string: paragraph.text, font: font, color: color,
      frame: CGRect(
        x: placement.origin.x + minX, y: placement.origin.y + paragraph.top + top,
        width: widestLine(paragraph.lines), height: paragraph.height - top),
      layoutWidth: placement.request.width ?? .infinity, alignment: placement.request.alignment,
      spans: spans, lineSpacing: placement.request.lineSpacing)
  }
}

extension TextInputNode: AccessibilityElementNode {
  /// A text field reads its prompt (or title) as its label and its text as its value (a
  /// secure field's bullets).
  var defaultAccessibilityElement: AccessibilityElement {
    AccessibilityElement(
      label: prompt?.string ?? "", value: session.displayText, traits: [], frame: frame)
  }
}
