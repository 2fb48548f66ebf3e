import Foundation

/// How a container of several views (a stack) makes its own explicit value of a guide from
/// its children's explicit values, as SwiftUI does: the edge and centre guides are not passed
/// on at all (a stack's `.leading` is its default whatever its children set), the first text
/// baseline is the highest of the children's, the last the lowest, and a custom guide the
/// average of the children's.
enum GuideMerge: Sendable {
  case none, minimum, maximum, average

  /// Children's explicit values of a guide, merged one by one as `rule` says.
  struct Result {
    let rule: GuideMerge
    /// The merge of the values added so far; `nil` before the first, or when the rule
    /// passes nothing on.
    private(set) var value: CGFloat?
    private var count: CGFloat = 0

    init(_ rule: GuideMerge) { self.rule = rule }

    /// Merges one child's value into `value`.
    mutating func add(_ child: CGFloat) {
      switch rule {
      case .none: return
      case .minimum: value = Swift.min(value ?? child, child)
      case .maximum: value = Swift.max(value ?? child, child)
      case .average: value = ((value ?? 0) * count + child) / (count + 1)
      }
      count += 1
    }
  }
}

/// A built-in guide that says how stacks merge it; every other guide is averaged.
protocol MergedAlignmentID: AlignmentID {
  static var merge: GuideMerge { get }
}
