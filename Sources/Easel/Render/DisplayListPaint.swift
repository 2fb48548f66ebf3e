import Foundation

extension DisplayList {
  /// How an area is painted: a colour, or a gradient in root coordinates.
  public enum Paint: Equatable, Sendable {
    /// A solid colour.
    case color(Color.Resolved)
    /// Colours that change along the line from `start` to `end`; lines across it (at right
    /// angles) have one colour, and beyond either end the end colour continues.
    case linearGradient(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// Colours that change along circles about `center`: the first colour within
    /// `startRadius`, the last beyond `endRadius`.
    case radialGradient(
      ResolvedGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours that change with the angle about `center`, from `startAngle` to `endAngle`
    /// (radians, clockwise on screen from the positive x axis, `endAngle > startAngle` and at
    /// most a full turn apart). Where the angles leave part of the turn uncovered the last
    /// colour turns into the first halfway across the gap.
    case angularGradient(
      ResolvedGradient, center: CGPoint, startAngle: Double, endAngle: Double)
    /// Colours that change along ellipses about `center` shaped like a rectangle of `size`:
    /// the ellipse at fraction `f` reaches `f × size.width` across and `f × size.height` down
    /// from the centre. The first colour is within `startRadiusFraction`, the last beyond
    /// `endRadiusFraction`.
    case ellipticalGradient(
      ResolvedGradient, center: CGPoint, size: CGSize, startRadiusFraction: CGFloat,
      endRadiusFraction: CGFloat)

    /// The paint with the opacity of every colour multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> Paint {
      mappingColors { color in
        var color = color
        color.opacity *= Float(factor)
        return color
      }
    }

    /// The paint with every colour (a gradient's at each stop) replaced by `map` of it.
    func mappingColors(_ map: (Color.Resolved) -> Color.Resolved) -> Paint {
      func mapped(_ gradient: ResolvedGradient) -> ResolvedGradient {
        ResolvedGradient(
          stops: gradient.stops.map {
            ResolvedGradient.Stop(color: map($0.color), location: $0.location)
          })
      }
      switch self {
      case .color(let color):
        return .color(map(color))
      case .linearGradient(let gradient, let start, let end):
        return .linearGradient(mapped(gradient), start: start, end: end)
      case .radialGradient(let gradient, let center, let startRadius, let endRadius):
        return .radialGradient(
          mapped(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
      case .angularGradient(let gradient, let center, let startAngle, let endAngle):
        return .angularGradient(
          mapped(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
      case .ellipticalGradient(let gradient, let center, let size, let start, let end):
        return .ellipticalGradient(
          mapped(gradient), center: center, size: size, startRadiusFraction: start,
          endRadiusFraction: end)
      }
    }

    /// One colour standing for the paint where only one can be used (the colour of a gradient's
    /// first stop).
    public var representativeColor: Color.Resolved {
      switch self {
      case .color(let color): color
      case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
        .angularGradient(let gradient, _, _, _), .ellipticalGradient(let gradient, _, _, _, _):
        gradient.stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
      }
    }
  }

  /// A gradient's colour stops, resolved for one environment: locations in `0...1`, in
  /// increasing order.
  public struct ResolvedGradient: Equatable, Sendable {
    /// A colour at a location along the gradient.
    public struct Stop: Equatable, Sendable {
      /// The colour.
      public var color: Color.Resolved
      /// Where the colour is, from 0 (the start) to 1 (the end).
      public var location: Double

      /// Creates a stop.
      public init(color: Color.Resolved, location: Double) {
        self.color = color
        self.location = location
      }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a resolved gradient; the stops are sorted by location (stops at the same
    /// location keep their order, making a sharp edge) and locations clamped to `0...1`.
    public init(stops: [Stop]) {
      self.stops = stops.enumerated()
        .map { Stop(color: $0.element.color, location: min(max($0.element.location, 0), 1)) }
        .enumerated()
        .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        .map(\.element)
    }

    /// The colour at `location`, interpolated between the stops on either side (the end
    /// colours beyond the first and last stop), in premultiplied components as a renderer
    /// blends them.
    public func color(at location: Double) -> Color.Resolved {
      guard let first = stops.first, let last = stops.last else {
        return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
      }
      if location <= first.location { return first.color }
      if location >= last.location { return last.color }
      for (lower, upper) in zip(stops, stops.dropFirst()) where location < upper.location {
        guard location >= lower.location else { continue }
        let span = upper.location - lower.location
        let t = span > 0 ? Float((location - lower.location) / span) : 1
        return Self.mix(lower.color, upper.color, t)
      }
      return last.color
    }

    /// `a` blended towards `b` by `t`, with premultiplied components.
    static func mix(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Float) -> Color.Resolved {
      let opacity = a.opacity + (b.opacity - a.opacity) * t
      guard opacity > 0 else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
      func channel(_ x: Float, _ y: Float) -> Float {
        (x * a.opacity + (y * b.opacity - x * a.opacity) * t) / opacity
      }
      return Color.Resolved(
        red: channel(a.red, b.red), green: channel(a.green, b.green),
        blue: channel(a.blue, b.blue), opacity: opacity)
    }
  }
}
