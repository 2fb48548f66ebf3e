import EaselCairo
import Foundation
import Testing

@testable import Easel

/// A long `TextEditor` lays its text out paragraph by paragraph with Pango: a keystroke lays
/// out again only the paragraph it changed (two when Return splits one), the display list
/// draws only the paragraphs in view, and clicks and carets land in the right paragraph.
@MainActor
@Suite struct TextEditorParagraphLayoutTests {
  /// The editor's text, outside the view.
  @MainActor final class Box {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// 200 lines of 49 characters and their newlines: 10,000 characters less one.
  static let text = (0..<200).map { line in
    let number = String(line)
    return number + String(repeating: "x", count: 49 - number.count)
  }.joined(separator: "\n")

  static let size = CGSize(width: 700, height: 600)

  /// A graph showing a `TextEditor` of `box`'s text filling `size`, laid out and drawn.
  func graph(_ box: Box) -> ViewGraph {
    let editor = TextEditor(text: Binding(get: { box.text }, set: { box.text = $0 }))
      .accessibilityIdentifier("editor")
    let graph = ViewGraph(root: editor, textEngine: PangoTextEngine())
    graph.layout(in: Self.size)
    _ = graph.displayList()
    return graph
  }

  /// Lays out and draws a frame, as a window does after a key.
  func frame(_ graph: ViewGraph) -> DisplayList {
    graph.layout(in: Self.size)
    return graph.displayList()
  }

  /// Clicks at `point`.
  func click(_ graph: ViewGraph, at point: CGPoint) {
    _ = graph.send(PointerEvent(.down, at: point, time: 0))
    _ = graph.send(PointerEvent(.up, at: point, time: 0.05))
    graph.layout(in: Self.size)
  }

  /// The strings of the text runs drawn.
  func drawnStrings(_ list: DisplayList) -> [String] {
    var strings: [String] = []
    func collect(_ items: [DisplayList.Item]) {
      for item in items {
        switch item.operation {
        case .text(let run): strings.append(run.string)
        case .clip(_, let inner), .group(let inner), .offset(_, let inner),
          .transform(_, let inner), .opacity(_, let inner):
          collect(inner)
        default: break
        }
      }
    }
    collect(list.items)
    return strings
  }

  @Test func aKeystrokeLaysOutOnlyTheEditedParagraph() throws {
    #expect(Self.text.count == 9_999)
    let box = Box(Self.text)
    let graph = graph(box)
    let session = try #require(graph.textInputSession(of: "editor"))
    // The first layout lays out every paragraph once.
    #expect(session.paragraphsLaidOut == 200)
    // A click on the third line puts the caret there; typing changes that line alone.
    let lineHeight = try #require(session.textLayout?.lines.first?.frame.height)
    click(graph, at: CGPoint(x: 690, y: lineHeight * 2.5))
    #expect(graph.focusedIdentifier == "editor")
    var before = session.paragraphsLaidOut
    #expect(graph.send(KeyPress("Z")))
    _ = frame(graph)
    #expect(session.paragraphsLaidOut - before == 1)
    let lines = box.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 200)
    #expect(lines[2].hasSuffix("Z"))
    #expect(lines.enumerated().allSatisfy { $0.offset == 2 || !$0.element.contains("Z") })
    // Return in the middle of the line splits it: two paragraphs are new; Backspace joins
    // them: one.
    for _ in 0..<10 { #expect(graph.send(KeyPress(.leftArrow))) }
    before = session.paragraphsLaidOut
    #expect(graph.send(KeyPress(.return)))
    _ = frame(graph)
    #expect(session.paragraphsLaidOut - before == 2)
    #expect(box.text.split(separator: "\n", omittingEmptySubsequences: false).count == 201)
    before = session.paragraphsLaidOut
    #expect(graph.send(KeyPress(.delete)))
    _ = frame(graph)
    #expect(session.paragraphsLaidOut - before == 1)
    #expect(box.text.split(separator: "\n", omittingEmptySubsequences: false).count == 200)
    // Moving the caret and drawing again lays nothing out.
    before = session.paragraphsLaidOut
    #expect(graph.send(KeyPress(.downArrow)))
    _ = frame(graph)
    #expect(session.paragraphsLaidOut == before)
  }

  @Test func onlyTheParagraphsInViewAreDrawn() throws {
    let box = Box(Self.text)
    let graph = graph(box)
    let session = try #require(graph.textInputSession(of: "editor"))
    let lineHeight = try #require(session.textLayout?.lines.first?.frame.height)
    let drawn = drawnStrings(frame(graph))
    // The lines that fit in 600 points, and one cut at the bottom.
    let visible = Int((Self.size.height / lineHeight).rounded(.up))
    #expect(drawn.count == visible)
    #expect(drawn.first == String(Self.text.prefix(49)))
    // Ctrl+End goes to the end: the view scrolls and the last lines are drawn.
    click(graph, at: CGPoint(x: 10, y: 10))
    #expect(graph.send(KeyPress(.end, modifiers: .control)))
    let scrolled = drawnStrings(frame(graph))
    #expect(scrolled.last == String(Self.text.suffix(49)))
    #expect(scrolled.count <= visible + 1)
    // A click on the last line shown puts the caret on the last line.
    click(graph, at: CGPoint(x: 690, y: Self.size.height - lineHeight / 2))
    #expect(graph.send(KeyPress("!")))
    #expect(box.text.hasSuffix("!"))
  }
}
