import EaselTesting
import Foundation
import Testing

@testable import Easel

/// The stack's space-sharing algorithm on its own (`StackSpaceSharing`), on worked examples
/// of SwiftUI's rules, and against what `StackNode` lays out for the same children.
@MainActor
@Suite struct StackSpaceSharingTests {
  typealias Child = StackSpaceSharing.Child

  /// A child whose length is its proposal held between `minimum` and `maximum`, as a view in
  /// `frame(minWidth:maxWidth:)` is (and, between its shortest and its natural width, as a
  /// line of text that truncates is).
  static func clamped(_ proposal: CGFloat, _ child: Child) -> CGFloat {
    min(max(proposal, child.minimum), child.maximum)
  }

  func lengths(_ available: CGFloat, _ children: [Child]) -> [CGFloat] {
    StackSpaceSharing.share(available, among: children) { index, proposal in
      Self.clamped(proposal, children[index])
    }.map(\.length)
  }

  @Test func equalFlexibleChildrenShareEqually() {
    let color = Child(minimum: 0, maximum: .infinity)
    #expect(lengths(300, [color, color]) == [150, 150])
    #expect(lengths(300, [color, color, color]) == [100, 100, 100])
  }

  @Test func aRigidChildKeepsItsLengthAndTheRestGoesToTheFlexible() {
    let rigid = Child(minimum: 100, maximum: 100)
    let color = Child(minimum: 0, maximum: .infinity)
    #expect(lengths(300, [rigid, color]) == [100, 200])
    // Rigid children keep their lengths when there is not enough: the stack overflows.
    #expect(lengths(200, [rigid, rigid, rigid]) == [100, 100, 100])
  }

  @Test func theLeastFlexibleChildIsSizedFirst() {
    // A label that is 120 points at its natural width and 30 when truncated, beside a colour:
    // the label is less flexible, is offered half of 300 and takes its 120; the colour gets
    // the 180 left.
    let label = Child(minimum: 30, maximum: 120)
    let color = Child(minimum: 0, maximum: .infinity)
    #expect(lengths(300, [color, label]) == [180, 120])
    let proposals = StackSpaceSharing.share(300, among: [color, label]) { index, proposal in
      Self.clamped(proposal, [color, label][index])
    }.map(\.proposal)
    #expect(proposals == [180, 150])
  }

  @Test func higherPriorityIsSizedFirstLeavingTheOthersTheirMinimums() {
    // Two labels that both want 400: the one of priority 1 is offered 300 less the other's
    // 20-point minimum, and the other gets what is left.
    let first = Child(priority: 1, minimum: 20, maximum: 400)
    let second = Child(priority: 0, minimum: 20, maximum: 400)
    #expect(lengths(300, [second, first]) == [20, 280])
    // At equal priority they would share: 150 each.
    #expect(lengths(300, [second, Child(minimum: 20, maximum: 400)]) == [150, 150])
  }

  @Test func equalFlexibilitiesGoInTheChildrensOrder() {
    // The first is offered 100 / 3 and takes its minimum of 40; the others share the 60 left.
    let child = Child(minimum: 0, maximum: 50)
    let floored = Child(minimum: 40, maximum: 90)
    #expect(lengths(100, [floored, child, child]) == [40, 30, 30])
  }

  /// Random rows of colours in `frame(minWidth:maxWidth:)` (some rigid, some with a layout
  /// priority), laid out by `StackNode` in an `HStack` without spacing: every child is as long
  /// as the plain algorithm says.
  @Test func stackNodeAgreesWithThePlainAlgorithm() throws {
    var generator = SystemRandomNumberGenerator()
    var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    let start = seed
    func next(_ range: ClosedRange<Int>) -> Int {
      // SplitMix64: a seed printed on failure replays the case.
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return range.lowerBound + Int(z % UInt64(range.count))
    }
    for round in 0..<40 {
      let count = next(1...6)
      var children: [Child] = []
      for _ in 0..<count {
        let minimum = CGFloat(next(0...60))
        let rigid = next(0...3) == 0
        let maximum = rigid ? minimum : minimum + CGFloat(next(0...200))
        children.append(
          Child(
            priority: Double(next(0...3) == 0 ? next(1...2) : 0), minimum: minimum, maximum: maximum
          ))
      }
      let available = CGFloat(next(40...500))
      let view = HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          Color.gray.frame(height: 10)
            .frame(minWidth: children[index].minimum, maxWidth: children[index].maximum)
            .layoutPriority(children[index].priority)
            .accessibilityIdentifier("child\(index)")
        }
      }
      // Scale 64: positions round to 1/64 point, far below the lengths compared.
      let host = ViewHost(view, size: CGSize(width: available, height: 10), scale: 64)
      let expected = lengths(available, children)
      let frames = try host.frames(of: (0..<count).map { "child\($0)" })
      for index in 0..<count {
        #expect(
          abs(frames[index].width - expected[index]) <= 1.0 / 32,
          "round \(round), seed \(start): child \(index) of \(children) in \(available)")
      }
    }
  }
}
