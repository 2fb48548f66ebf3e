import Foundation

extension View {
  /// Adds `effect` to the symbol images inside, playing it while `isActive`: a pulse or a
  /// variable colour repeats (unless `options` say otherwise), a scale holds, an appear or
  /// disappear shows or hides the symbols.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        motion: (effect as? any SymbolEffectMotion)?.motion, options: options,
        trigger: .active(isActive)))
  }

  /// Adds `effect` to the symbol images inside, playing it each time `value` changes (once,
  /// unless `options` say otherwise).
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        motion: (effect as? any SymbolEffectMotion)?.motion, options: options,
        trigger: .value(value)))
  }

  /// Removes the symbol effects of the views inside when `isEnabled`.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\.symbolEffectsRemoved, isEnabled)
  }
}

extension EnvironmentValues {
  /// Whether symbol effects below are removed (`symbolEffectsRemoved(_:)`).
  var symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
  static let defaultValue = false
}

/// The modifier behind `symbolEffect(_:options:isActive:)` and
/// `symbolEffect(_:options:value:)`.
public struct _SymbolEffectModifier: ViewModifier, WrappingModifier {
  enum Trigger {
    case active(Bool)
    case value(Any)
  }

  let motion: SymbolMotion?
  let options: SymbolEffectOptions
  let trigger: Trigger

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    guard let motion, !context.environment.symbolEffectsRemoved else { return node }
    let graph = context.graph
    let (state, isNew) = context.attachment { SymbolEffectState(graph: graph, motion: motion) }
    state.update(motion: motion, options: options, trigger: trigger, isNew: isNew)
    let wrapped = SymbolEffectNode(context, state: state, child: node)
    return wrapped
  }
}

/// The state of a symbol effect: when its plays began and how many there are, or how far a
/// held effect (a scale, a disappearance) has come in.
@MainActor
final class SymbolEffectState: NodeAttachment, AnimationDriver {
  @GraphReference var graph: ViewGraph?
  private(set) var motion: SymbolMotion
  private var speed = 1.0
  /// The trigger's value as last seen.
  private var value: Any?
  /// When the plays began and how many (`nil`: forever); no plays when `playStart` is nil.
  private var playStart: Double?
  private var plays: Int?
  /// How far a held effect shows: 0 not at all, 1 fully.
  let level: AnimatedValue<Double>
  var node: SymbolEffectNode? {
    get { nodeReference.node }
    set { nodeReference.node = newValue }
  }
  private var nodeReference = NodeReference<SymbolEffectNode>(nil)

  init(graph: ViewGraph, motion: SymbolMotion) {
    self.graph = graph
    self.motion = motion
    level = AnimatedValue(0, graph: graph)
  }

  /// The length of one play, in seconds at normal speed.
  private var playLength: Double {
    switch motion {
    case .bounce: 0.5
    case .pulse: 1
    case .variableColor: 1.2
    case .scale, .visibility: 0
    }
  }

  func update(
    motion: SymbolMotion, options: SymbolEffectOptions, trigger: _SymbolEffectModifier.Trigger,
    isNew: Bool
  ) {
    self.motion = motion
    speed = options.speed
    switch trigger {
    case .active(let active):
      let wasActive = (value as? Bool) ?? false
      value = active
      if case .scale = motion {
        hold(active ? 1 : 0, animated: !isNew)
      } else if case .visibility(let hidesWhenActive, _) = motion {
        hold(active == hidesWhenActive ? 1 : 0, animated: !isNew)
      } else if active && (isNew || !wasActive) {
        // A pulse and a variable colour repeat while active; a bounce too.
        play(count(options, automatic: nil))
      } else if !active {
        stop()
      }
    case .value(let newValue):
      defer { value = newValue }
      guard !isNew, let value, !valuesEqual(value, newValue) else { return }
      switch motion {
      case .scale, .visibility: break
      default: play(count(options, automatic: 1))
      }
    }
  }

  private func count(_ options: SymbolEffectOptions, automatic: Int?) -> Int? {
    switch options.repetition {
    case .automatic: automatic
    case .forever: nil
    case .count(let count): count
    }
  }

  /// Starts `count` plays (`nil`: forever) now.
  private func play(_ count: Int?) {
    guard let graph else { return }
    playStart = graph.animationTime
    plays = count
    node?.invalidateDrawing()
    graph.startAnimating(self)
  }

  private func stop() {
    playStart = nil
    node?.invalidateDrawing()
    graph?.stopAnimating(self)
  }

  /// Moves a held effect to `target` (1 full, 0 none), over a quarter second when animated.
  private func hold(_ target: Double, animated: Bool) {
    level.update(to: target, animation: animated ? .easeInOut(duration: 0.25 / speed) : nil)
  }

  /// The time into the current play and which play it is, or `nil` when none is playing.
  private func play(at time: Double) -> (progress: Double, index: Int)? {
    guard let playStart, playLength > 0 else { return nil }
    let elapsed = (time - playStart) * speed / playLength
    guard elapsed >= 0 else { return (0, 0) }
    let index = Int(elapsed.rounded(.down))
    if let plays, index >= plays { return nil }
    return (elapsed - Double(index), index)
  }

  /// The scale and opacity the effect gives the symbols at `time`.
  func appearance(at time: Double) -> (scale: Double, opacity: Double) {
    switch motion {
    case .bounce(let amount):
      guard let play = play(at: time) else { return (1, 1) }
      return (1 + amount * sin(Double.pi * play.progress), 1)
    case .pulse(let low):
      guard let play = play(at: time) else { return (1, 1) }
      let dip = sin(Double.pi * play.progress)
      return (1, 1 - (1 - low) * dip * dip)
    case .variableColor(let low):
      guard let play = play(at: time) else { return (1, 1) }
      // Three steps up, then full.
      let step = (play.progress * 4).rounded(.down) / 3
      return (1, low + (1 - low) * min(step, 1))
    case .scale(let amount):
      return (1 + amount * level.presented, 1)
    case .visibility(_, let scale):
      let hidden = min(max(level.presented, 0), 1)
      return (1 + (scale - 1) * hidden, 1 - hidden)
    }
  }

  func advance(to time: Double) -> Bool {
    node?.invalidateDrawing()
    guard let playStart else { return false }
    if let plays, (time - playStart) * speed >= playLength * Double(plays) {
      self.playStart = nil
      return false
    }
    return true
  }

  override func detach() {
    level.detach()
    graph?.stopAnimating(self)
  }
}

/// Draws the symbol images of its content with a symbol effect: scaled about their centres
/// and faded. Other content is drawn as it is.
@MainActor
final class SymbolEffectNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let state: SymbolEffectState

  init(_ context: NodeContext, state: SymbolEffectState, child: LayoutNode) {
    self.state = state
    super.init(context, child: child)
    state.node = self
    state.level.drawingNode = self
  }

  override func render(into list: inout DisplayList) {
    let time = state.graph?.animationTime ?? 0
    let (scale, opacity) = state.appearance(at: time)
    guard scale != 1 || opacity != 1 else { return super.render(into: &list) }
    var content = DisplayList()
    super.render(into: &content)
    list.items.append(
      contentsOf: content.items.map { $0.withSymbols(scaledBy: scale, opacity: opacity) })
  }
}

extension DisplayList.Item {
  /// This item with the symbol images inside scaled by `scale` about their centres and
  /// faded to `opacity`.
  func withSymbols(scaledBy scale: Double, opacity: Double) -> DisplayList.Item {
    func inner(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
      items.map { $0.withSymbols(scaledBy: scale, opacity: opacity) }
    }
    func wrapped(_ operation: DisplayList.Operation) -> DisplayList.Item {
      DisplayList.Item(operation: operation, source: source, isAnimating: true)
    }
    switch operation {
    case .image(let reference, let rect):
      guard case .vector = reference.content else { return self }
      var item = self
      if scale != 1 {
        let factor = CGFloat(max(scale, 0.0001))
        item = wrapped(
          .transform(
            DisplayList.AffineTransform(
              scale: CGSize(width: factor, height: factor),
              about: CGPoint(x: rect.midX, y: rect.midY)), [item]))
      }
      return opacity < 1 ? item.faded(by: max(opacity, 0)) : item
    case .opacity(let value, let items): return wrapped(.opacity(value, inner(items)))
    case .offset(let offset, let items): return wrapped(.offset(offset, inner(items)))
    case .shadow(let shadow, let items): return wrapped(.shadow(shadow, inner(items)))
    case .clip(let path, let items): return wrapped(.clip(path, inner(items)))
    case .transform(let transform, let items): return wrapped(.transform(transform, inner(items)))
    case .blur(let blur, let items): return wrapped(.blur(blur, inner(items)))
    case .colorMatrix(let matrix, let items): return wrapped(.colorMatrix(matrix, inner(items)))
    case .mask(let items, let mask): return wrapped(.mask(inner(items), mask: mask))
    case .blend(let mode, let items): return wrapped(.blend(mode, inner(items)))
    case .group(let items): return wrapped(.group(inner(items)))
    case .fill, .stroke, .text, .custom, .backdrop: return self
    }
  }
}
