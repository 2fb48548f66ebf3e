import Foundation

/// One keyframe of a track as the timeline evaluates it: where it goes, for how long, and
/// how it gets there from the keyframe before.
struct KeyframeSegment<Value: Animatable> {
  /// How a keyframe interpolates from the value before it.
  enum Kind {
    /// Along `curve`, in a straight line from the value before.
    case linear(UnitCurve)
    /// Like a spring pulling towards the target, starting with `startVelocity` (or, when
    /// `nil`, the velocity the value had at the end of the keyframe before).
    case spring(Spring, startVelocity: Value.AnimatableData?)
    /// Along a cubic (Hermite) curve through the keyframe values, with the given velocities
    /// at its ends or, when `nil`, velocities that keep the motion smooth.
    case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    /// At once.
    case move
  }

  let target: Value
  /// Seconds, or `nil` for a spring's settling duration.
  let duration: Double?
  let kind: Kind

  /// The time the keyframe lasts.
  var length: Double {
    if case .move = kind { return 0 }
    if let duration { return max(duration, 0) }
    if case .spring(let spring, _) = kind { return spring.settlingDuration }
    return 0
  }
}

/// The path of one track: its keyframes laid back to back from the track's start value,
/// each with its start value and velocities resolved, evaluated at any time.
@MainActor
struct KeyframeCurve<Value: Animatable> {
  typealias Data = Value.AnimatableData

  /// A resolved keyframe: when it starts, how long it lasts and how it moves.
  struct Piece {
    enum Shape {
      case linear(from: Data, to: Data, curve: UnitCurve)
      case spring(from: Data, to: Data, velocity: Data, spring: Spring)
      case hermite(from: Data, to: Data, startVelocity: Data, endVelocity: Data)
    }
    let start: Double
    let length: Double
    let shape: Shape
    /// The value the keyframe names: its non-animated parts are shown while it runs.
    let template: Value
  }

  private(set) var pieces: [Piece] = []
  /// The time the track takes.
  private(set) var duration: Double = 0
  /// The value at and after the end of the track.
  private(set) var finalValue: Value

  init(start: Value, segments: [KeyframeSegment<Value>]) {
    finalValue = start
    var value = start.animatableData
    var velocity = Data.zero
    var time = 0.0
    for (index, segment) in segments.enumerated() {
      let length = segment.length
      let target = segment.target.animatableData
      var endValue = target
      var endVelocity = Data.zero
      switch segment.kind {
      case .move:
        break
      case .linear(let curve):
        if length > 0 {
          pieces.append(
            Piece(
              start: time, length: length,
              shape: .linear(from: value, to: target, curve: curve), template: segment.target))
          endVelocity = (target - value).scaled(by: curve.velocity(at: 1) / length)
        }
      case .spring(let spring, let startVelocity):
        let initial = startVelocity ?? velocity
        if length > 0 {
          pieces.append(
            Piece(
              start: time, length: length,
              shape: .spring(from: value, to: target, velocity: initial, spring: spring),
              template: segment.target))
          // A spring given a duration hands on where it got to; one left to settle rests
          // at its target.
          if segment.duration != nil {
            endValue = spring.value(
              fromValue: value, toValue: target, initialVelocity: initial, time: length)
            endVelocity = spring.velocity(
              fromValue: value, toValue: target, initialVelocity: initial, time: length)
          }
        }
      case .cubic(let startVelocity, let givenEnd):
        let m0 = startVelocity ?? velocity
        let m1 =
          givenEnd
          ?? Self.smoothVelocity(
            after: index, in: segments, previous: value, previousTime: time, through: target,
            at: time + length)
        if length > 0 {
          pieces.append(
            Piece(
              start: time, length: length,
              shape: .hermite(from: value, to: target, startVelocity: m0, endVelocity: m1),
              template: segment.target))
        }
        endVelocity = m1
      }
      time += length
      value = endValue
      velocity = endVelocity
      var shown = segment.target
      shown.animatableData = endValue
      finalValue = shown
    }
    duration = time
  }

  /// The velocity at the end of the cubic keyframe at `index` (which passes through `point`
  /// at `time`) when none is given: the next keyframe's start velocity when it is linear or
  /// gives one, a Catmull-Rom tangent through its neighbours when the next is cubic or a
  /// spring, and rest when nothing (or a move) follows.
  private static func smoothVelocity(
    after index: Int, in segments: [KeyframeSegment<Value>], previous: Data,
    previousTime: Double, through point: Data, at time: Double
  ) -> Data {
    guard index + 1 < segments.count else { return .zero }
    let next = segments[index + 1]
    let nextLength = next.length
    let nextPoint = next.target.animatableData
    func catmullRom() -> Data {
      let span = time + nextLength - previousTime
      guard span > 0 else { return .zero }
      return (nextPoint - previous).scaled(by: 1 / span)
    }
    switch next.kind {
    case .move: return .zero
    case .linear(let curve):
      guard nextLength > 0 else { return .zero }
      return (nextPoint - point).scaled(by: curve.velocity(at: 0) / nextLength)
    case .spring(_, let startVelocity): return startVelocity ?? catmullRom()
    case .cubic(let startVelocity, _): return startVelocity ?? catmullRom()
    }
  }

  /// The track's value `time` seconds after it starts; before the start, its first value,
  /// and after the end, its last.
  func value(at time: Double, start: Value) -> Value {
    guard time < duration else { return finalValue }
    guard let first = pieces.first, time >= first.start else { return start }
    // The last piece that has begun.
    var low = 0
    var high = pieces.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if pieces[middle].start <= time { low = middle } else { high = middle - 1 }
    }
    let piece = pieces[low]
    var shown = piece.template
    shown.animatableData = piece.data(at: time - piece.start)
    return shown
  }
}

extension KeyframeCurve.Piece {
  /// The animated data `t` seconds into the keyframe.
  func data(at t: Double) -> Value.AnimatableData {
    let t = min(max(t, 0), length)
    switch shape {
    case .linear(let from, let to, let curve):
      return from + (to - from).scaled(by: curve.value(at: t / length))
    case .spring(let from, let to, let velocity, let spring):
      return spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: t)
    case .hermite(let from, let to, let m0, let m1):
      let s = t / length
      let s2 = s * s
      let s3 = s2 * s
      let h00 = 2 * s3 - 3 * s2 + 1
      let h10 = s3 - 2 * s2 + s
      let h01 = -2 * s3 + 3 * s2
      let h11 = s3 - s2
      return from.scaled(by: h00) + m0.scaled(by: h10 * length) + to.scaled(by: h01)
        + m1.scaled(by: h11 * length)
    }
  }
}
