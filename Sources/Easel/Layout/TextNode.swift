import Foundation

/// Lays out a string with the text engine: its ideal size is one line per paragraph, and it
/// wraps at word boundaries when proposed less width.
@MainActor
final class TextNode: LayoutNode {
  let string: String
  let font: Font.Resolved
  let color: Color.Resolved
  private let engine: any TextEngine

  init(_ context: NodeContext, string: String) {
    self.string = string
    // Environment values are read now, while the owner's body runs, so that the owner
    // depends on them.
    let environment = context.environment
    self.font = (environment.font ?? .body).resolved
    self.color = (environment.foregroundColor ?? .primary).resolve(for: environment.colorScheme)
    self.engine = context.textEngine
    super.init(context)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    return engine.measure(string, font: font, width: width).size
  }

  override var setsExplicitGuides: Bool { true }

  /// Text sets its first and last baselines, from the font's real metrics.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard
      key == VerticalAlignment.firstTextBaseline.key
        || key == VerticalAlignment.lastTextBaseline.key
    else { return nil }
    let metrics = engine.measure(string, font: font, width: size.width)
    return key == VerticalAlignment.firstTextBaseline.key
      ? metrics.firstBaseline : metrics.lastBaseline
  }

  override func render(into list: inout DisplayList) {
    emit(.text(.init(string: string, font: font, color: color, frame: frame)), into: &list)
  }
}
