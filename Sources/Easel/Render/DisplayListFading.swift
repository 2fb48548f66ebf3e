import Foundation

extension DisplayList.Item {
  /// This item drawn at `opacity`, as SwiftUI applies an opacity to a view that is not a
  /// compositing group: every layer inside is faded on its own, so overlapping layers show
  /// through one another.
  ///
  /// Fills, strokes and text take the opacity into their colours; containers (offsets,
  /// transforms, clips, the content of masks) pass it inward; opacity groups multiply it; what
  /// is drawn as a whole (images, custom drawings, shadows, blurs, compositing groups, the
  /// content of blended groups) is faded as one group.
  func faded(by opacity: Double) -> DisplayList.Item {
    func fade(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
      items.map { $0.faded(by: opacity) }
    }
    func wrapped(_ operation: DisplayList.Operation) -> DisplayList.Item {
      DisplayList.Item(operation: operation, source: source, isAnimating: isAnimating)
    }
    switch operation {
    case .fill(let path, let paint):
      return wrapped(.fill(path, paint.multiplyingOpacity(by: opacity)))
    case .stroke(let path, let paint, let style):
      return wrapped(.stroke(path, paint.multiplyingOpacity(by: opacity), style))
    case .text(let run):
      return wrapped(.text(run.multiplyingOpacity(by: opacity)))
    case .opacity(let inner, let items):
      return wrapped(.opacity(inner * opacity, items))
    case .offset(let offset, let items):
      return wrapped(.offset(offset, fade(items)))
    case .transform(let transform, let items):
      return wrapped(.transform(transform, fade(items)))
    case .clip(let path, let items):
      return wrapped(.clip(path, fade(items)))
    case .mask(let items, let mask):
      return wrapped(.mask(fade(items), mask: mask))
    case .blend(let mode, let items):
      // The group is faded before it is blended.
      return wrapped(.blend(mode, [wrapped(.opacity(opacity, items))]))
    case .backdrop(var backdrop):
      backdrop.tint.opacity *= Float(opacity)
      return wrapped(.opacity(opacity, [wrapped(.backdrop(backdrop))]))
    case .image, .custom, .shadow, .blur, .group, .colorMatrix:
      return wrapped(.opacity(opacity, [self]))
    }
  }
}
