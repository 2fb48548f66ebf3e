import Easel
import Foundation

/// The built-in shapes a view node can draw.
public enum SpecShape: Equatable, Sendable {
  /// `Rectangle`.
  case rectangle
  /// `Circle`.
  case circle
  /// `Capsule`.
  case capsule
  /// `Ellipse`.
  case ellipse
  /// `RoundedRectangle` with a corner radius.
  case roundedRectangle(cornerRadius: SpecNumber)
  /// `ContainerRelativeShape`: the enclosing `containerShape`, inset to this view's frame.
  case containerRelative

  /// Builds the shape filled with `fill`, then traced with `stroke` of `lineWidth` on top;
  /// with neither, the shape is filled with the foreground colour, as in SwiftUI.
  @MainActor func makeView(
    fill: SpecColor?, stroke: SpecColor?, lineWidth: CGFloat, in context: SpecContext
  ) -> AnyView {
    switch self {
    case .rectangle: Self.paint(Rectangle(), fill: fill, stroke: stroke, lineWidth: lineWidth)
    case .circle: Self.paint(Circle(), fill: fill, stroke: stroke, lineWidth: lineWidth)
    case .capsule: Self.paint(Capsule(), fill: fill, stroke: stroke, lineWidth: lineWidth)
    case .ellipse: Self.paint(Ellipse(), fill: fill, stroke: stroke, lineWidth: lineWidth)
    case .roundedRectangle(let radius):
      Self.paint(
        RoundedRectangle(cornerRadius: context.number(radius)), fill: fill, stroke: stroke,
        lineWidth: lineWidth)
    case .containerRelative:
      Self.paint(ContainerRelativeShape(), fill: fill, stroke: stroke, lineWidth: lineWidth)
    }
  }

  @MainActor private static func paint<S: Shape>(
    _ shape: S, fill: SpecColor?, stroke: SpecColor?, lineWidth: CGFloat
  ) -> AnyView {
    switch (fill, stroke) {
    case (nil, nil):
      AnyView(shape)
    case (let fill?, nil):
      AnyView(shape.fill(fill.color))
    case (nil, let stroke?):
      AnyView(shape.stroke(stroke.color, lineWidth: lineWidth))
    case (let fill?, let stroke?):
      AnyView(shape.fill(fill.color).overlay(shape.stroke(stroke.color, lineWidth: lineWidth)))
    }
  }
}
