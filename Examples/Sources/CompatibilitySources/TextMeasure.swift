import SwiftUI

/// UIKit-style text measurement, CoreGraphics geometry, and a `Canvas`, as iOS code mixes them.
public enum TextMeasure {
  /// The size of `text` in the system font at `size` points and `weight`.
  public static func size(of text: String, size: CGFloat, weight: UIFont.Weight) -> CGSize {
    let font = UIFont.systemFont(ofSize: size, weight: weight)
    return text.size(withAttributes: [.font: font])
  }

  /// A point turned about the origin and moved along `vector`.
  public static func transformed(_ point: CGPoint, degrees: CGFloat, by vector: CGVector) -> CGPoint
  {
    let transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
      .concatenating(CGAffineTransform(translationX: vector.dx, y: vector.dy))
    return point.applying(transform)
  }
}

/// A label sized from UIKit's measurement, under a canvas that draws a measuring tape.
public struct MeasuredLabel: View {
  let text: String

  public init(_ text: String) {
    self.text = text
  }

  public var body: some View {
    let size = TextMeasure.size(of: text, size: 17, weight: .semibold)
    VStack(alignment: .leading, spacing: 4) {
      Text(text)
        .font(.system(size: 17, weight: .semibold))
        .fixedSize()
        .accessibilityIdentifier("label")
      Canvas { context, canvasSize in
        var tape = Path()
        tape.move(to: CGPoint(x: 0, y: canvasSize.height / 2))
        tape.addLine(to: CGPoint(x: canvasSize.width, y: canvasSize.height / 2))
        context.stroke(tape, with: .color(.orange), lineWidth: 2)
      }
      .frame(width: size.width, height: 6)
      .accessibilityIdentifier("tape")
    }
  }
}
