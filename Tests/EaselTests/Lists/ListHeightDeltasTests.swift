import Foundation
import Testing

@testable import Easel

/// What a list learnt about its rows' heights: each row's difference from the estimate, and
/// the differences before a row added up, as rows are measured in any order, remeasured and
/// found to match the estimate again.
@Suite struct ListHeightDeltasTests {
  @Test func sumsTheDifferencesBeforeAnItem() {
    var deltas = ListHeightDeltas()
    #expect(deltas.isEmpty)
    #expect(deltas.sum(before: 100) == 0)
    // Measured out of order, as rows scroll in from both ends.
    deltas.set(8.5, for: 10)
    deltas.set(-2.25, for: 3)
    deltas.set(20.5, for: 42)
    #expect(!deltas.isEmpty)
    #expect(deltas[10] == 8.5)
    #expect(deltas[3] == -2.25)
    #expect(deltas[4] == 0)
    #expect(deltas.sum(before: 0) == 0)
    #expect(deltas.sum(before: 3) == 0)
    #expect(deltas.sum(before: 4) == -2.25)
    #expect(deltas.sum(before: 10) == -2.25)
    #expect(deltas.sum(before: 11) == 6.25)
    #expect(deltas.sum(before: 42) == 6.25)
    #expect(deltas.sum(before: 43) == 26.75)
    #expect(deltas.sum(before: 1_000_000) == 26.75)
  }

  @Test func remeasuringChangesOrForgetsARow() {
    var deltas = ListHeightDeltas()
    deltas.set(8.5, for: 10)
    deltas.set(-2.25, for: 3)
    deltas.set(20.5, for: 42)
    // Taller than measured before.
    deltas.set(10, for: 10)
    #expect(deltas[10] == 10)
    #expect(deltas.sum(before: 43) == 28.25)
    // Back to the estimate: forgotten.
    deltas.set(0, for: 3)
    #expect(deltas[3] == 0)
    #expect(deltas.sum(before: 11) == 10)
    #expect(deltas.sum(before: 43) == 30.5)
    // Forgetting a row that has no difference changes nothing.
    deltas.set(0, for: 7)
    #expect(deltas.sum(before: 43) == 30.5)
    deltas.set(0, for: 10)
    deltas.set(0, for: 42)
    #expect(deltas.isEmpty)
    #expect(deltas.sum(before: 43) == 0)
  }

  /// Every sum agrees with adding up the differences one by one, over many rows set,
  /// changed and forgotten in a scrambled order.
  @Test func agreesWithAddingUpEveryRow() {
    var deltas = ListHeightDeltas()
    var plain: [Int: CGFloat] = [:]
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      // A fixed sequence (xorshift), so that a failure repeats.
      seed ^= seed << 13
      seed ^= seed >> 7
      seed ^= seed << 17
      return Int(seed % UInt64(bound))
    }
    for _ in 0..<2_000 {
      let item = next(300)
      // Multiples of Pango's unit, as measured heights are; a third of the time, none.
      let delta = next(3) == 0 ? 0 : CGFloat(next(40_000) - 20_000) / 1024
      deltas.set(delta, for: item)
      plain[item] = delta == 0 ? nil : delta
      let probe = next(302)
      let expected = plain.filter { $0.key < probe }.values.reduce(0, +)
      #expect(deltas.sum(before: probe) == expected)
      #expect(deltas[item] == delta)
    }
  }
}
