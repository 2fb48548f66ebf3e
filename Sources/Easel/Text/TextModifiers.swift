import Foundation

/// The text layout options of an environment: everything `Text` reads besides its font and
/// colour. One value under one key, so that a `Text` records a single dependency for all of them.
struct TextLayoutOptions: Equatable, Sendable {
  /// The most lines text may take, or `nil` for no limit.
  var lineLimit: Int?
  /// The number of lines of height text takes even when it has fewer.
  var reservedLineCount = 0
  /// Where truncated text shows its ellipsis.
  var truncationMode = Text.TruncationMode.tail
  /// How the lines of multiline text align with one another.
  var alignment = TextAlignment.leading
  /// How far text may shrink to fit, as a fraction of its font size.
  var minimumScaleFactor: CGFloat = 1
  /// Extra space between lines, in points.
  var lineSpacing: CGFloat = 0
  /// Kerning for text that sets none itself, in points.
  var kerning: CGFloat = 0
  /// Tracking for text that sets none itself, in points.
  var tracking: CGFloat = 0
}

private struct TextLayoutOptionsKey: EnvironmentKey {
  static var defaultValue: TextLayoutOptions { TextLayoutOptions() }
}

extension EnvironmentValues {
  /// The text layout options, read by `Text` while its owner's body runs.
  var textLayoutOptions: TextLayoutOptions {
    get { self[TextLayoutOptionsKey.self] }
    set { self[TextLayoutOptionsKey.self] = newValue }
  }

  /// Changes one text layout option without recording a dependency on the others.
  fileprivate mutating func editTextLayoutOptions(_ edit: (inout TextLayoutOptions) -> Void) {
    var options = untrackedValue(for: TextLayoutOptionsKey.self)
    edit(&options)
    self[TextLayoutOptionsKey.self] = options
  }

  /// The maximum number of lines that text can occupy in a view, or `nil` for no limit.
  ///
  /// Setting it also drops space reserved by `lineLimit(_:reservesSpace:)`, as
  /// `lineLimit(_:)` does. Values below 1 count as 1.
  public var lineLimit: Int? {
    get { textLayoutOptions.lineLimit }
    set {
      editTextLayoutOptions {
        $0.lineLimit = newValue
        $0.reservedLineCount = 0
      }
    }
  }

  /// Where text that does not fit shows its ellipsis; `.tail` by default.
  public var truncationMode: Text.TruncationMode {
    get { textLayoutOptions.truncationMode }
    set { editTextLayoutOptions { $0.truncationMode = newValue } }
  }

  /// How the lines of multiline text align with one another; `.leading` by default.
  public var multilineTextAlignment: TextAlignment {
    get { textLayoutOptions.alignment }
    set { editTextLayoutOptions { $0.alignment = newValue } }
  }

  /// The smallest fraction of its font size that text may shrink to, to fit its space before
  /// it truncates; 1 (no shrinking) by default. Values are clamped to 0...1 when text is laid
  /// out.
  public var minimumScaleFactor: CGFloat {
    get { textLayoutOptions.minimumScaleFactor }
    set { editTextLayoutOptions { $0.minimumScaleFactor = newValue } }
  }

  /// The distance in points between the bottom of one line of text and the top of the next;
  /// 0 by default.
  public var lineSpacing: CGFloat {
    get { textLayoutOptions.lineSpacing }
    set { editTextLayoutOptions { $0.lineSpacing = newValue } }
  }
}

/// The modifier behind `lineLimit`, `truncationMode`, `multilineTextAlignment`,
/// `minimumScaleFactor`, `lineSpacing`, `kerning` and `tracking`.
public struct _TextLayoutModifier: ViewModifier, EnvironmentModifier {
  enum Edit: Sendable {
    case lineLimit(Int?)
    case lineRange(reserved: Int, maximum: Int?)
    case truncationMode(Text.TruncationMode)
    case alignment(TextAlignment)
    case minimumScaleFactor(CGFloat)
    case lineSpacing(CGFloat)
    case kerning(CGFloat)
    case tracking(CGFloat)
  }

  let edit: Edit

  func modify(_ environment: inout EnvironmentValues) {
    switch edit {
    case .lineLimit(let limit):
      environment.lineLimit = limit
    case .lineRange(let reserved, let maximum):
      environment.editTextLayoutOptions {
        $0.lineLimit = maximum
        $0.reservedLineCount = reserved
      }
    case .truncationMode(let mode):
      environment.truncationMode = mode
    case .alignment(let alignment):
      environment.multilineTextAlignment = alignment
    case .minimumScaleFactor(let factor):
      environment.minimumScaleFactor = factor
    case .lineSpacing(let spacing):
      environment.lineSpacing = spacing
    case .kerning(let kerning):
      environment.editTextLayoutOptions { $0.kerning = kerning }
    case .tracking(let tracking):
      environment.editTextLayoutOptions { $0.tracking = tracking }
    }
  }
}

extension View {
  /// Sets the maximum number of lines that text can occupy in this view; `nil` removes the
  /// limit. Text with more lines is truncated on its last line, with an ellipsis placed by
  /// `truncationMode(_:)`.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(_TextLayoutModifier(edit: .lineLimit(number)))
  }

  /// Sets the maximum number of lines that text can occupy in this view; with `reservesSpace`,
  /// text is as tall as `limit` lines even when it needs fewer (and its lines sit at the top).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      _TextLayoutModifier(edit: .lineRange(reserved: reservesSpace ? limit : 0, maximum: limit)))
  }

  /// Sets the range of lines text takes: at least `limit.lowerBound` lines of height, at most
  /// `limit.upperBound` lines of text.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      _TextLayoutModifier(edit: .lineRange(reserved: limit.lowerBound, maximum: limit.upperBound))
    )
  }

  /// Makes text at least `limit.lowerBound` lines tall, with no maximum number of lines.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(_TextLayoutModifier(edit: .lineRange(reserved: limit.lowerBound, maximum: nil)))
  }

  /// Limits text to at most `limit.upperBound` lines, reserving no space.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(_TextLayoutModifier(edit: .lineRange(reserved: 0, maximum: limit.upperBound)))
  }

  /// Sets where text that does not fit its space shows an ellipsis.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(_TextLayoutModifier(edit: .truncationMode(mode)))
  }

  /// Sets how the lines of multiline text in this view align with one another, inside each
  /// text's frame.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(_TextLayoutModifier(edit: .alignment(alignment)))
  }

  /// Sets the smallest fraction of its font size that text in this view may shrink to, to fit
  /// the proposed width on the lines it may use, before it truncates. `factor` is clamped to
  /// 0...1. Text also shrinks to fit a proposed height that holds fewer lines than it needs.
  /// Easel finds the largest fitting size by bisection, to within 1/256 of the range.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(_TextLayoutModifier(edit: .minimumScaleFactor(factor)))
  }

  /// Sets the space, in points, between the bottom of one line of text and the top of the
  /// next, for all text in this view.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    modifier(_TextLayoutModifier(edit: .lineSpacing(lineSpacing)))
  }

  /// Sets the kerning of all text in this view that sets none itself (see `Text.kerning(_:)`).
  public func kerning(_ kerning: CGFloat) -> some View {
    modifier(_TextLayoutModifier(edit: .kerning(kerning)))
  }

  /// Sets the tracking of all text in this view that sets none itself (see
  /// `Text.tracking(_:)`).
  public func tracking(_ tracking: CGFloat) -> some View {
    modifier(_TextLayoutModifier(edit: .tracking(tracking)))
  }
}
