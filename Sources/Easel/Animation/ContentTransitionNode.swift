import Foundation

extension ContentTransition {
  /// `node`, which shows `content` (a `Text` or an `Image`), wrapped to animate a change of
  /// its content with the environment's content transition; `node` itself when there is none.
  @MainActor
  static func wrap<Content: Equatable>(
    _ node: LayoutNode, showing content: Content, in context: NodeContext
  ) -> LayoutNode {
    let transition = context.environment.contentTransition
    guard transition.kind != .identity else { return node }
    let key = context.path.appending(.layer).appending(.content).appending(.attachment)
    let (state, isNew) = context.owner.attachment(at: key) {
      ContentTransitionState(graph: context.graph)
    }
    state.update(content: content, transition: transition, isNew: isNew, in: context)
    return ContentTransitionNode(context, state: state, child: node)
  }
}

/// The content a `Text` or `Image` showed, what it drew, and the transition from the old
/// drawing to the new one while a change animates.
@MainActor
final class ContentTransitionState: NodeAttachment, AnimationDriver {
  @GraphReference var graph: ViewGraph?
  private var content: Any?
  /// The value of the last `numericText(value:)`.
  private var numericValue: Double?
  /// What the node drew last, and where.
  var lastItems: [DisplayList.Item] = []
  var lastFrame = CGRect.zero
  /// The change animating now: the old drawing and frame, how it goes, since when.
  private(set) var outgoing: [DisplayList.Item] = []
  private(set) var outgoingFrame = CGRect.zero
  private(set) var kind = ContentTransition.Kind.identity
  /// Whether digits roll downwards (the old ones leave downwards).
  private(set) var rollsDown = false
  private var animation: Animation?
  private var start = 0.0
  var node: ContentTransitionNode? {
    get { nodeReference.node }
    set { nodeReference.node = newValue }
  }
  private var nodeReference = NodeReference<ContentTransitionNode>(nil)

  init(graph: ViewGraph) { self.graph = graph }

  /// Takes the content shown now: a change made with an animation starts the transition
  /// from what was drawn last.
  func update<Content: Equatable>(
    content newContent: Content, transition: ContentTransition, isNew: Bool,
    in context: NodeContext
  ) {
    defer { content = newContent }
    var countsDown = false
    if case .numericText(let down, let value) = transition.kind {
      countsDown = down
      if let value {
        if let old = numericValue { countsDown = value < old }
        numericValue = value
      }
    }
    guard !isNew, let content, !valuesEqual(content, newContent),
      let animation = context.animation, !lastItems.isEmpty, let graph
    else { return }
    if case .symbolReplace(_, let speed) = transition.kind {
      self.animation = animation.speed(speed)
    } else {
      self.animation = animation
    }
    kind = transition.kind
    rollsDown = countsDown
    outgoing = lastItems
    outgoingFrame = lastFrame
    start = graph.animationTime
    graph.startAnimating(self)
  }

  /// How far the change has come at `time`: `nil` when none animates.
  func progress(at time: Double) -> Double? {
    guard let animation else { return nil }
    return animation.fraction(at: time - start)
  }

  func advance(to time: Double) -> Bool {
    node?.invalidateDrawing()
    guard let animation, !animation.isFinished(at: time - start) else {
      animation = nil
      outgoing = []
      return false
    }
    return true
  }

  override func detach() {
    graph?.stopAnimating(self)
  }
}

/// Draws a `Text` or `Image` with its content transition: the old drawing going and the new
/// one coming while a change animates, the new one alone otherwise.
@MainActor
final class ContentTransitionNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let state: ContentTransitionState
  private let textEngine: any TextEngine

  init(_ context: NodeContext, state: ContentTransitionState, child: LayoutNode) {
    self.state = state
    self.textEngine = context.textEngine
    super.init(context, child: child)
    state.node = self
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    super.render(into: &content)
    state.lastItems = content.items
    state.lastFrame = frame
    guard let time = state.graph?.animationTime, let progress = state.progress(at: time) else {
      list.items.append(contentsOf: content.items)
      return
    }
    let old = state.outgoing
    let new = content.items
    switch state.kind {
    case .identity:
      list.items.append(contentsOf: new)
    case .opacity, .interpolate:
      list.items.append(contentsOf: Self.faded(old, by: 1 - progress))
      list.items.append(contentsOf: Self.faded(new, by: progress))
    case .numericText:
      if let rolled = rolling(from: old, to: new, progress: progress) {
        list.items.append(contentsOf: rolled)
      } else {
        list.items.append(contentsOf: Self.faded(old, by: 1 - progress))
        list.items.append(contentsOf: Self.faded(new, by: progress))
      }
    case .symbolReplace(let effect, _):
      let leaving: Double =
        switch effect.style {
        case .downUp: 1 - 0.5 * progress
        case .upUp: 1 + 0.5 * progress
        case .offUp: 0
        }
      if leaving > 0 {
        list.items.append(
          contentsOf: Self.scaled(old, by: leaving, about: state.outgoingFrame, source: id)
            .map { $0.faded(by: 1 - progress) })
      }
      list.items.append(
        contentsOf: Self.scaled(new, by: 0.5 + 0.5 * progress, about: frame, source: id)
          .map { $0.faded(by: progress) })
    }
  }

  private static func faded(_ items: [DisplayList.Item], by opacity: Double)
    -> [DisplayList.Item]
  {
    let opacity = min(max(opacity, 0), 1)
    guard opacity < 1 else { return items }
    return opacity > 0 ? items.map { $0.faded(by: opacity) } : []
  }

  private static func scaled(
    _ items: [DisplayList.Item], by scale: Double, about frame: CGRect, source: Int
  ) -> [DisplayList.Item] {
    guard scale != 1 else { return items }
    let factor = CGFloat(max(scale, 0.0001))
    return [
      DisplayList.Item(
        operation: .transform(
          DisplayList.AffineTransform(
            scale: CGSize(width: factor, height: factor),
            about: CGPoint(x: frame.midX, y: frame.midY)), items), source: source,
        isAnimating: true)
    ]
  }

  /// The numeric roll from the old text to the new: the characters both share at their
  /// start and end stay (drawn from the new text); the old characters between them move out
  /// by a line's height as they fade, and the new ones move in from the other side. `nil`
  /// when either drawing is not a single run of text.
  private func rolling(
    from old: [DisplayList.Item], to new: [DisplayList.Item], progress: Double
  ) -> [DisplayList.Item]? {
    guard old.count == 1, new.count == 1, case .text(let oldRun) = old[0].operation,
      case .text(let newRun) = new[0].operation
    else { return nil }
    let oldCharacters = Array(oldRun.string)
    let newCharacters = Array(newRun.string)
    var prefix = 0
    while prefix < min(oldCharacters.count, newCharacters.count),
      oldCharacters[prefix] == newCharacters[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldCharacters.count, newCharacters.count) - prefix,
      oldCharacters[oldCharacters.count - 1 - suffix]
        == newCharacters[newCharacters.count - 1 - suffix]
    {
      suffix += 1
    }
    // Where the changed characters lie in each run, measured as the text engine lays them.
    func span(of run: DisplayList.TextRun, characters: [Character]) -> ClosedRange<CGFloat> {
      let start = width(String(characters[..<prefix]), font: run.font)
      let end = width(String(characters[..<(characters.count - suffix)]), font: run.font)
      return (run.frame.minX + start)...(run.frame.minX + max(end, start))
    }
    let oldSpan = span(of: oldRun, characters: oldCharacters)
    let newSpan = span(of: newRun, characters: newCharacters)
    let direction: CGFloat = state.rollsDown ? 1 : -1
    let distance = newRun.frame.height * direction
    let source = id
    func clipped(_ item: DisplayList.Item, to range: ClosedRange<CGFloat>, frame: CGRect)
      -> DisplayList.Item
    {
      let rect = CGRect(
        x: range.lowerBound, y: frame.minY - frame.height,
        width: range.upperBound - range.lowerBound,
        height: frame.height * 3)
      return DisplayList.Item(operation: .clip(Path(rect), [item]), source: source)
    }
    var items: [DisplayList.Item] = []
    // The characters that stay: the new text outside its changed span.
    let outside = CGFloat(10_000)
    items.append(
      clipped(new[0], to: (newRun.frame.minX - outside)...newSpan.lowerBound, frame: newRun.frame))
    items.append(
      clipped(
        new[0], to: newSpan.upperBound...(newRun.frame.maxX + outside), frame: newRun.frame))
    // The old characters leave; the new ones come.
    if progress < 1 {
      items.append(
        DisplayList.Item(
          operation: .offset(
            CGSize(width: 0, height: distance * progress),
            [clipped(old[0], to: oldSpan, frame: oldRun.frame).faded(by: 1 - progress)]),
          source: source, isAnimating: true))
    }
    if progress > 0 {
      items.append(
        DisplayList.Item(
          operation: .offset(
            CGSize(width: 0, height: -distance * (1 - progress)),
            [clipped(new[0], to: newSpan, frame: newRun.frame).faded(by: progress)]),
          source: source, isAnimating: true))
    }
    return items
  }

  private func width(_ string: String, font: Font.Resolved) -> CGFloat {
    string.isEmpty ? 0 : textEngine.measure(string, font: font, width: nil).size.width
  }
}
