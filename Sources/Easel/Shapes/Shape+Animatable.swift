import Foundation

// What the built-in shapes and shape modifiers animate, as in SwiftUI: corner sizes, a
// trim's ends, an offset, a rotation, a scale and an inset, each with the wrapped shape's
// own data.

extension RoundedRectangle {
  /// The corner size.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

extension _TrimmedShape {
  /// The trim's start and end, and the shape's own data.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData>
  {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
      shape.animatableData = newValue.second
    }
  }
}

extension OffsetShape {
  /// The offset, and the shape's own data.
  public var animatableData: AnimatablePair<CGSize.AnimatableData, Content.AnimatableData> {
    get { AnimatablePair(offset.animatableData, shape.animatableData) }
    set {
      offset.animatableData = newValue.first
      shape.animatableData = newValue.second
    }
  }
}

extension RotatedShape {
  /// The angle, and the shape's own data.
  public var animatableData: AnimatablePair<Angle.AnimatableData, Content.AnimatableData> {
    get { AnimatablePair(angle.animatableData, shape.animatableData) }
    set {
      angle.animatableData = newValue.first
      shape.animatableData = newValue.second
    }
  }
}

extension ScaledShape {
  /// The scale, and the shape's own data.
  public var animatableData: AnimatablePair<CGSize.AnimatableData, Content.AnimatableData> {
    get { AnimatablePair(scale.animatableData, shape.animatableData) }
    set {
      scale.animatableData = newValue.first
      shape.animatableData = newValue.second
    }
  }
}

extension _StrokedShape {
  /// The stroked shape's own data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension _Inset {
  /// The inset.
  public var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
}
