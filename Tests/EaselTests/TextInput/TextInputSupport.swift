import EaselTesting
import Foundation

@testable import Easel

/// Storage outside the view for a test to read and write: a text, a number, a log.
@MainActor
final class TextBox {
  var text: String
  var number: Double = 0
  var log: [String] = []

  init(_ text: String = "") {
    self.text = text
  }

  /// A binding to `text`.
  var binding: Binding<String> {
    Binding(get: { self.text }, set: { self.text = $0 })
  }

  /// A binding to `number`.
  var numberBinding: Binding<Double> {
    Binding(get: { self.number }, set: { self.number = $0 })
  }
}

/// Every drawing item of a display list, nested ones after their container.
func flattened(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
  var all: [DisplayList.Item] = []
  func collect(_ items: [DisplayList.Item]) {
    for item in items {
      all.append(item)
      switch item.operation {
      case .opacity(_, let inner), .offset(_, let inner), .shadow(_, let inner),
        .transform(_, let inner), .clip(_, let inner), .group(let inner), .blend(_, let inner):
        collect(inner)
      default: break
      }
    }
  }
  collect(items)
  return all
}

extension ViewHost {
  /// The text runs drawn now.
  func drawnTextRuns() -> [DisplayList.TextRun] {
    flattened(displayList().items).compactMap { item in
      if case .text(let run) = item.operation { return run }
      return nil
    }
  }

  /// The rectangles filled 2 points wide: a focused field's caret.
  func caretRects() -> [CGRect] {
    flattened(displayList().items).compactMap { item in
      guard case .fill(let path, _) = item.operation else { return nil }
      let bounds = path.boundingRect
      return abs(bounds.width - TextInputNode.caretWidth) < 0.001 ? bounds : nil
    }
  }
}
