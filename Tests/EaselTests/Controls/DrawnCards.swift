import Foundation

@testable import Easel

/// A solid fill as it shows on screen: its colour (with every opacity around it multiplied
/// in), the bounds of its path through every offset and transform around it, and the blur
/// around it.
struct DrawnFill {
  var color: Color.Resolved
  var bounds: CGRect
  var blurRadius: CGFloat = 0
}

/// The solid fills of `items`, with what wraps them applied.
func drawnFills(
  _ items: [DisplayList.Item],
  transform: DisplayList.AffineTransform = DisplayList.AffineTransform(about: .zero),
  opacity: Double = 1, blurRadius: CGFloat = 0
) -> [DrawnFill] {
  func then(_ inner: DisplayList.AffineTransform) -> DisplayList.AffineTransform {
    let t = transform
    return DisplayList.AffineTransform(
      a: t.a * inner.a + t.c * inner.b, b: t.b * inner.a + t.d * inner.b,
      c: t.a * inner.c + t.c * inner.d, d: t.b * inner.c + t.d * inner.d,
      tx: t.a * inner.tx + t.c * inner.ty + t.tx, ty: t.b * inner.tx + t.d * inner.ty + t.ty)
  }
  var fills: [DrawnFill] = []
  for item in items {
    switch item.operation {
    case .fill(let path, let paint):
      var color = paint.representativeColor
      color.opacity *= Float(opacity)
      fills.append(
        DrawnFill(
          color: color, bounds: transform.apply(to: path.boundingRect), blurRadius: blurRadius))
    case .offset(let offset, let inner):
      let move = DisplayList.AffineTransform(
        a: 1, b: 0, c: 0, d: 1, tx: offset.width, ty: offset.height)
      fills += drawnFills(
        inner, transform: then(move), opacity: opacity, blurRadius: blurRadius)
    case .transform(let inner, let items):
      fills += drawnFills(
        items, transform: then(inner), opacity: opacity, blurRadius: blurRadius)
    case .opacity(let value, let inner):
      fills += drawnFills(
        inner, transform: transform, opacity: opacity * value, blurRadius: blurRadius)
    case .blur(let blur, let inner):
      fills += drawnFills(
        inner, transform: transform, opacity: opacity, blurRadius: blurRadius + blur.radius)
    case .clip(_, let inner), .shadow(_, let inner), .blend(_, let inner), .group(let inner),
      .mask(let inner, _), .colorMatrix(_, let inner):
      fills += drawnFills(
        inner, transform: transform, opacity: opacity, blurRadius: blurRadius)
    case .stroke, .text, .image, .custom, .backdrop:
      break
    }
  }
  return fills
}

/// The colour of card `index` in the carousels of these tests: red in tenths by index.
func cardColor(_ index: Int) -> Color {
  Color(red: Double(index) / 10, green: 0.5, blue: 1)
}

/// How card `index` (coloured `cardColor(index)`) is drawn, or `nil` when it is not drawn.
func drawnCard(_ index: Int, in list: DisplayList) -> DrawnFill? {
  drawnFills(list.items).first {
    abs(Double($0.color.red) - Double(index) / 10) < 0.01 && abs($0.color.green - 0.5) < 0.01
  }
}
