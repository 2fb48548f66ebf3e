import Easel
import EaselTesting
import Foundation
import Testing

/// The progress-ring idiom: a circle's path starts at three o'clock and runs clockwise on
/// screen, and a negative `rotationEffect` turns counterclockwise, so
/// `Circle().trim(from: 0, to: 0.25).rotationEffect(.degrees(-90))` covers twelve to three.
@MainActor
@Suite struct TrimDirectionTests {
  /// Which quadrants (top-right, bottom-right, bottom-left, top-left) hold stroked pixels.
  func quadrants<V: View>(_ view: V) throws -> [Bool] {
    let host = ViewHost(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
    func inked(_ x: Int, _ y: Int) throws -> Bool {
      let pixel = try #require(try host.pixel(x: x, y: y))
      return pixel.red < 128
    }
    // Points on the ring (radius 45 around the centre) in the middle of each quadrant.
    let d = Int(45 * 0.7071)
    return try [
      inked(50 + d, 50 - d), inked(50 + d, 50 + d), inked(50 - d, 50 + d), inked(50 - d, 50 - d),
    ]
  }

  @Test func aTrimmedCircleRunsClockwiseFromThreeOClock() throws {
    let quarter = Circle().inset(by: 5).trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 6)
    #expect(try quadrants(quarter) == [false, true, false, false])
  }

  @Test func aNegativeRotationTurnsCounterclockwise() throws {
    let ring = Circle().inset(by: 5).trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 6)
      .rotationEffect(.degrees(-90))
    #expect(try quadrants(ring) == [true, false, false, false])
    let square = Rectangle().fill(Color.black).frame(width: 20, height: 4).offset(x: 20)
      .rotationEffect(.degrees(90))
    let host = ViewHost(
      square.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
    // Turned clockwise by 90°, the bar to the right of the centre hangs below it.
    #expect(try #require(try host.pixel(x: 50, y: 70)).red < 128)
  }
}
