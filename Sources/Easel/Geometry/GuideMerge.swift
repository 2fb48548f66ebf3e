import Foundation

/// How a container of several views (a stack) makes its own explicit value of a guide from
/// its children's explicit values, as SwiftUI does: the edge and centre guides are not passed
/// on at all (a stack's `.leading` is its default whatever its children set), the first text
/// baseline is the highest of the children's, the last the lowest, and a custom guide the
/// average of the children's.
enum GuideMerge: Sendable {
  case none, minimum, maximum, average

  /// Merges `value`, the explicit value of the child numbered `index` among those that have
  /// one (from zero), into `result`, which holds the merge of the children before it.
  func merge(_ value: CGFloat, index: Int, into result: inout CGFloat?) {
    switch self {
    case .none: result = nil
    case .minimum: result = Swift.min(result ?? value, value)
    case .maximum: result = Swift.max(result ?? value, value)
    case .average:
      let count = CGFloat(index)
      result = ((result ?? 0) * count + value) / (count + 1)
    }
  }
}

/// A built-in guide that says how stacks merge it; every other guide is averaged.
protocol MergedAlignmentID: AlignmentID {
  static var merge: GuideMerge { get }
}
