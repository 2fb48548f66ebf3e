import Foundation

/// How a stack shares its length among its children, as SwiftUI's `HStack` and `VStack` do:
/// the algorithm on its own, over each child's sizing facts, for reading and for tests.
///
/// `StackNode` runs the same steps over its child records, with what makes them fast beside
/// them (facts probed once per cross-axis proposal, records packed inline, children
/// prefetched, scratch space on the stack); `StackSpaceSharingTests` checks that the two
/// agree.
///
/// The steps, for a length `available` after the spacing between the children:
/// 1. Each child is asked for its length at a proposal of 0 (its minimum) and of infinity
///    (its maximum); the difference is its flexibility. A child whose two answers are equal
///    is rigid: it takes its minimum, whatever is left.
/// 2. Children are sized a priority at a time, highest `layoutPriority` first. A group may use
///    what is left less the minimums of the children of lower priority, which are kept for
///    them.
/// 3. Within a group, the least flexible child goes first (ties in the children's order) and is
///    proposed an equal share of what the group has left, `left / children not yet sized`; what
///    it takes is gone, and the next child shares the rest.
enum StackSpaceSharing {
  /// What a stack knows of a child before sharing: its priority and its lengths along the axis
  /// for the smallest and the largest proposals.
  struct Child: Equatable, Sendable {
    /// The child's `layoutPriority`.
    var priority: Double
    /// Its length for a proposal of 0.
    var minimum: CGFloat
    /// Its length for a proposal of infinity.
    var maximum: CGFloat

    /// How much longer than its minimum the child can grow.
    var flexibility: CGFloat { maximum - minimum }
    /// Whether the child answers every proposal alike.
    var isRigid: Bool { minimum == maximum }

    /// A child of `priority` whose length runs from `minimum` to `maximum`.
    init(priority: Double = 0, minimum: CGFloat, maximum: CGFloat) {
      self.priority = priority
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// The length proposed to each child, and the length each takes, when `children` share
  /// `available` points; `length(index, proposal)` asks child `index` for its length at a
  /// proposal (rigid children are not asked: they take their minimum, proposed 0).
  static func share(
    _ available: CGFloat, among children: [Child],
    length: (_ index: Int, _ proposal: CGFloat) -> CGFloat
  ) -> [(proposal: CGFloat, length: CGFloat)] {
    var result = children.map { (proposal: CGFloat(0), length: $0.minimum) }
    var remaining = available
    let priorities = Set(children.map(\.priority)).sorted(by: >)
    for priority in priorities {
      // Kept for the children of lower priority: at least their minimums.
      let reserved = children.filter { $0.priority < priority }.reduce(0) { $0 + $1.minimum }
      let group = children.indices.filter { children[$0].priority == priority }
        .sorted { (children[$0].flexibility, $0) < (children[$1].flexibility, $1) }
      var groupRemaining = remaining - reserved
      var unsized = group.count
      for index in group {
        if !children[index].isRigid {
          let proposal = max(groupRemaining / CGFloat(unsized), 0)
          result[index] = (proposal, length(index, proposal))
        }
        groupRemaining -= result[index].length
        remaining -= result[index].length
        unsized -= 1
      }
    }
    return result
  }
}
