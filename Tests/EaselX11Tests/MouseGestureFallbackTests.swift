import Easel
import Foundation
import Testing

@testable import EaselX11

/// The window's mouse fallback for pinches and rotations, as events: Ctrl + wheel notches
/// multiply the scale by 1.1 from where the pinch began, and Shift + drag turns by the angle
/// between the first and the current direction from the press point.
@MainActor
@Suite struct MouseGestureFallbackTests {
  func scale(_ kind: PointerEvent.Kind?) -> CGFloat? {
    guard case .transform(let scale, let rotation) = kind, rotation == .zero else { return nil }
    return scale
  }

  func degrees(_ kind: PointerEvent.Kind?) -> Double? {
    guard case .transform(let scale, let rotation) = kind, scale == 1 else { return nil }
    return (rotation.degrees * 1000).rounded() / 1000
  }

  @Test func wheelNotchesAccumulateAPinch() throws {
    var fallback = MouseGestureFallback()
    let start = CGPoint(x: 40, y: 60)
    #expect(fallback.wheel(notches: 0, at: start) == nil)
    #expect(!fallback.isPinching)
    let first = try #require(scale(fallback.wheel(notches: -1, at: start)))
    #expect(abs(first - 1.1) < 1e-9)
    let second = try #require(scale(fallback.wheel(notches: -2, at: CGPoint(x: 90, y: 90))))
    #expect(abs(second - 1.331) < 1e-9)
    let third = try #require(scale(fallback.wheel(notches: 1, at: start)))
    #expect(abs(third - 1.21) < 1e-9)
    #expect(fallback.pinch?.location == start, "the pinch stays where it began")
    #expect(fallback.endPinch() == start)
    #expect(!fallback.isPinching)
    #expect(fallback.endPinch() == nil)
    // A new pinch starts again from 1, at its own point.
    let down = try #require(scale(fallback.wheel(notches: 1, at: CGPoint(x: 5, y: 5))))
    #expect(abs(down - 1 / 1.1) < 1e-9)
    #expect(fallback.pinch?.location == CGPoint(x: 5, y: 5))
  }

  @Test func shiftDragTurnsAroundThePressPoint() {
    var fallback = MouseGestureFallback()
    #expect(fallback.rotate(to: CGPoint(x: 10, y: 10)) == nil, "no rotation before a press")
    let center = CGPoint(x: 100, y: 100)
    fallback.beginRotation(at: center)
    #expect(fallback.isRotating)
    #expect(fallback.rotate(to: CGPoint(x: 105, y: 100)) == nil, "too close to have a direction")
    #expect(fallback.rotate(to: CGPoint(x: 150, y: 100)) == nil, "the first direction: right")
    #expect(degrees(fallback.rotate(to: CGPoint(x: 150, y: 150))) == 45, "clockwise is positive")
    #expect(degrees(fallback.rotate(to: CGPoint(x: 100, y: 150))) == 90)
    #expect(degrees(fallback.rotate(to: CGPoint(x: 40, y: 100))) == 180)
    #expect(degrees(fallback.rotate(to: CGPoint(x: 100, y: 30))) == 270, "counts past 180°")
    #expect(fallback.rotate(to: CGPoint(x: 100, y: 20)) == nil, "the same direction: no change")
    #expect(degrees(fallback.rotate(to: CGPoint(x: 200, y: 100))) == 360)
    #expect(degrees(fallback.rotate(to: CGPoint(x: 100, y: 40))) == 270, "and back")
    #expect(fallback.endRotation() == center)
    #expect(!fallback.isRotating)
  }
}
