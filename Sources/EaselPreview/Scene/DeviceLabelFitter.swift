import Easel
import Foundation

/// Fits the labels over a row of device canvases into their columns, measured with the text
/// engine that draws them.
///
/// Every label of a row shows the same kind of text: the richest of its candidates (such as
/// name and size, then the name alone) at which all of the row's labels fit on one line. When
/// even a name does not fit, the row's labels are names wrapped at word boundaries onto at
/// most two lines, and end in an ellipsis only when two lines cannot hold them. The row's
/// font is the largest of `fontSizes` at which every name fits in two lines.
@MainActor
struct DeviceLabelFitter {
  /// A label fitted to its column.
  struct Fitted: Equatable {
    /// The text shown.
    var text: String
    /// The font's size in points.
    var fontSize: CGFloat
    /// The size of the laid-out text in points, as the engine measured it in the column.
    var size: CGSize
    /// The number of lines the text takes.
    var lineCount: Int
    /// Whether the text was cut and ends in an ellipsis.
    var isTruncated: Bool
  }

  /// The most lines a label takes.
  static let lineLimit = 2
  /// The font sizes tried, largest first.
  static let fontSizes: [CGFloat] = [12, 10]

  /// The engine that measures the labels; it must lay text out as the window's does.
  let engine: any TextEngine

  /// The labels' font at `size` points.
  static func font(size: CGFloat) -> Font.Resolved {
    Font.Resolved(size: size, weight: .medium)
  }

  /// The request a label's `Text` makes when it is shown in a column `width` points wide:
  /// at most `lineLimit` lines, aligned by `alignment`.
  static func request(
    fontSize: CGFloat, width: CGFloat, alignment: TextAlignment
  ) -> TextLayoutRequest {
    TextLayoutRequest(
      font: font(size: fontSize), width: width, lineLimit: lineLimit, alignment: alignment)
  }

  /// Fits one row: `candidates[i]` are label `i`'s texts, richest first and ending with the
  /// device's name; `widths[i]` is its column's width in points.
  func fitRow(
    _ candidates: [[String]], widths: [CGFloat], alignment: TextAlignment
  ) -> [Fitted] {
    precondition(candidates.count == widths.count, "one column per label")
    guard !candidates.isEmpty else { return [] }
    let names = candidates.map { $0.last ?? "" }
    // A name fits at a size when it needs no ellipsis and no word of it is broken. Text on
    // one line is measured without a width, so resizing the window asks the engine for
    // nothing new until a label has to wrap.
    let fontSize =
      Self.fontSizes.first { size in
        zip(names, widths).allSatisfy { name, width in
          if self.width(of: name, fontSize: size) <= width { return true }
          let words = name.split(whereSeparator: \.isWhitespace)
          return words.allSatisfy { self.width(of: String($0), fontSize: size) <= width }
            && !engine.measure(
              name, request: Self.request(fontSize: size, width: width, alignment: alignment)
            ).isTruncated
        }
      } ?? Self.fontSizes[Self.fontSizes.count - 1]
    let levels = candidates.map(\.count).max() ?? 0
    var texts = names
    for level in 0..<levels {
      let chosen = candidates.map { $0.isEmpty ? "" : $0[min(level, $0.count - 1)] }
      let fitsOnOneLine = zip(chosen, widths).allSatisfy { text, width in
        self.width(of: text, fontSize: fontSize) <= width
      }
      if fitsOnOneLine {
        texts = chosen
        break
      }
    }
    return zip(texts, widths).map { text, width in
      let oneLine = engine.measure(
        text, request: TextLayoutRequest(font: Self.font(size: fontSize)))
      let metrics =
        oneLine.size.width <= width
        ? oneLine
        : engine.measure(
          text, request: Self.request(fontSize: fontSize, width: width, alignment: alignment))
      return Fitted(
        text: text, fontSize: fontSize, size: metrics.size,
        lineCount: max(metrics.lineCount, 1), isTruncated: metrics.isTruncated)
    }
  }

  /// The width of `text` on one line at `fontSize`, in points.
  private func width(of text: String, fontSize: CGFloat) -> CGFloat {
    engine.measure(text, request: TextLayoutRequest(font: Self.font(size: fontSize))).size.width
  }
}
