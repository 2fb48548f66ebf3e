import Foundation

extension DisplayList.Item {
  /// This item drawn as if black at `amount` opacity lay over it and what it covers, or `nil`
  /// when that cannot be drawn in its colours.
  ///
  /// Black at opacity `d` over a pixel scales its colour by `1 - d`; and a layer of colour `c`
  /// and opacity `a` drawn over a pixel `p` gives `a·c + (1 - a)·p`, so scaling every colour
  /// drawn (and what is under all of it) by `1 - d` scales the result by the same: the
  /// darkened colours draw the darkened picture without a second pass over its pixels.
  /// Shadows and blurs are linear in their colours too. What is drawn whole from pixels the
  /// list does not describe (images in their own colours, custom drawings, backdrops) and what
  /// mixes colours other than linearly (blend modes, colour matrices) cannot be darkened so.
  func darkened(by amount: Double) -> DisplayList.Item? {
    let factor = Float(max(0, min(1, 1 - amount)))
    func darken(_ color: Color.Resolved) -> Color.Resolved {
      var color = color
      color.red *= factor
      color.green *= factor
      color.blue *= factor
      return color
    }
    func darken(_ items: [DisplayList.Item]) -> [DisplayList.Item]? {
      items.darkenedAll(by: amount)
    }
    func wrapped(_ operation: DisplayList.Operation) -> DisplayList.Item {
      DisplayList.Item(operation: operation, source: source, isAnimating: isAnimating)
    }
    switch operation {
    case .fill(let path, let paint):
      return wrapped(.fill(path, paint.mappingColors(darken)))
    case .stroke(let path, let paint, let style):
      return wrapped(.stroke(path, paint.mappingColors(darken), style))
    case .text(let run):
      return wrapped(.text(run.mappingColors(darken)))
    case .opacity(let opacity, let items):
      return darken(items).map { wrapped(.opacity(opacity, $0)) }
    case .offset(let offset, let items):
      return darken(items).map { wrapped(.offset(offset, $0)) }
    case .transform(let transform, let items):
      return darken(items).map { wrapped(.transform(transform, $0)) }
    case .clip(let path, let items):
      return darken(items).map { wrapped(.clip(path, $0)) }
    case .group(let items):
      return darken(items).map { wrapped(.group($0)) }
    case .mask(let items, let mask):
      // The mask gives coverage only; its colours do not show.
      return darken(items).map { wrapped(.mask($0, mask: mask)) }
    case .shadow(var shadow, let items):
      shadow.color = darken(shadow.color)
      return darken(items).map { wrapped(.shadow(shadow, $0)) }
    case .blur(let blur, let items):
      return darken(items).map { wrapped(.blur(blur, $0)) }
    case .image(var image, let rect):
      switch image.content {
      case .vector(var graphic):
        graphic.layers = graphic.layers.map { layer in
          var layer = layer
          layer.paint = layer.paint?.mappingColors(darken)
          return layer
        }
        image.content = .vector(graphic)
      case .resource:
        // A template image is drawn in its tint; an image in its own colours is not.
        guard let tint = image.tint else { return nil }
        image.tint = darken(tint)
      }
      return wrapped(.image(image, rect))
    case .custom, .backdrop, .blend, .colorMatrix:
      return nil
    }
  }
}

extension [DisplayList.Item] {
  /// Every item darkened by `amount` (`DisplayList.Item.darkened(by:)`), or `nil` when one
  /// of them cannot be.
  func darkenedAll(by amount: Double) -> [DisplayList.Item]? {
    var result: [DisplayList.Item] = []
    result.reserveCapacity(count)
    for item in self {
      guard let darkened = item.darkened(by: amount) else { return nil }
      result.append(darkened)
    }
    return result
  }
}
