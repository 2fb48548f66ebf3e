import Foundation

/// The selection of one selectable `Text` (`textSelection(.enabled)`), kept across updates of
/// its view: a range of the text's characters (grapheme clusters), empty for none.
@MainActor
final class TextSelectionAnchor: NodeAttachment {
  /// The selected characters, as offsets of `Character`s in the text.
  var range: Range<Int> = 0..<0 {
    didSet {
      guard range != oldValue else { return }
      node?.invalidateDrawing()
    }
  }
  /// Where a press started the selection: a drag selects from here to the pointer.
  var pressOffset = 0
  private var nodeReference = NodeReference<TextNode>(nil)

  /// The text's latest node.
  var node: TextNode? {
    get { nodeReference.node }
    set { nodeReference = NodeReference(newValue) }
  }

  /// The text of the latest node, for word boundaries and offsets.
  var model: TextEditingModel { TextEditingModel(node?.string ?? "") }

  /// The selected text.
  var selectedText: String {
    let model = self.model
    let lower = min(range.lowerBound, model.count)
    return String(
      model.text[model.stringRange(lower..<max(min(range.upperBound, model.count), lower))])
  }

  override func detach() {
    nodeReference = NodeReference(nil)
  }
}
