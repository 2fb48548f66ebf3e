import Foundation

@testable import Easel

/// What a display list draws, flattened for tests: each text run and image with the offset,
/// scale and opacity the operations around it give it.
struct DrawnItem {
  enum Kind {
    case text(String)
    case image(CGRect)
  }
  let kind: Kind
  let offset: CGSize
  let scale: CGFloat
  let opacity: Double
  /// How many clips are around the item.
  let clips: Int

  var text: String? {
    if case .text(let string) = kind { return string }
    return nil
  }

  static func collect(_ list: DisplayList) -> [DrawnItem] {
    var found: [DrawnItem] = []
    func walk(
      _ items: [DisplayList.Item], offset: CGSize, scale: CGFloat, opacity: Double, clips: Int
    ) {
      for item in items {
        switch item.operation {
        case .text(let run):
          found.append(
            DrawnItem(
              kind: .text(run.string), offset: offset, scale: scale,
              opacity: opacity * Double(run.color.opacity), clips: clips))
        case .image(_, let rect):
          found.append(
            DrawnItem(
              kind: .image(rect), offset: offset, scale: scale, opacity: opacity, clips: clips))
        case .offset(let move, let inner):
          walk(
            inner,
            offset: CGSize(width: offset.width + move.width, height: offset.height + move.height),
            scale: scale, opacity: opacity, clips: clips)
        case .transform(let transform, let inner):
          walk(inner, offset: offset, scale: scale * transform.a, opacity: opacity, clips: clips)
        case .opacity(let value, let inner):
          walk(inner, offset: offset, scale: scale, opacity: opacity * value, clips: clips)
        case .clip(_, let inner):
          walk(inner, offset: offset, scale: scale, opacity: opacity, clips: clips + 1)
        case .group(let inner), .blend(_, let inner), .blur(_, let inner), .shadow(_, let inner):
          walk(inner, offset: offset, scale: scale, opacity: opacity, clips: clips)
        default:
          break
        }
      }
    }
    walk(list.items, offset: .zero, scale: 1, opacity: 1, clips: 0)
    return found
  }
}
