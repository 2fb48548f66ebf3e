import Foundation

/// A readable line-by-line difference of two texts, for text snapshots.
enum LineDiff {
  /// One line of the difference.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The lines of `old` and `new` matched by their longest common subsequence: lines in both
  /// are `.same`, lines only in `old` `.removed`, lines only in `new` `.added`, in order.
  static func lines(_ old: [String], _ new: [String]) -> [Line] {
    // common[i][j]: the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        // A removed line is listed before the line that came in its place.
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }

  /// The difference of `reference` and `actual` as text: changed lines marked `-` (in the
  /// reference only) and `+` (in the actual only), with `context` unchanged lines around each
  /// change and `…` for the lines left out.
  static func render(_ reference: String, _ actual: String, context: Int = 2) -> String {
    let diff = lines(
      reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    let changed = diff.indices.filter { diff[$0] != .same(diffText(diff[$0])) }
    var shown = Set<Int>()
    for index in changed {
      for near in max(index - context, 0)...min(index + context, diff.count - 1) {
        shown.insert(near)
      }
    }
    var output = ["lines differ (- reference, + actual):"]
    var skipped = false
    for (index, line) in diff.enumerated() {
      guard shown.contains(index) else {
        if !skipped { output.append("  …") }
        skipped = true
        continue
      }
      skipped = false
      switch line {
      case .same(let text): output.append("  " + text)
      case .removed(let text): output.append("- " + text)
      case .added(let text): output.append("+ " + text)
      }
    }
    return output.joined(separator: "\n")
  }

  private static func diffText(_ line: Line) -> String {
    switch line {
    case .same(let text), .removed(let text), .added(let text): text
    }
  }

  /// `value` without a fraction when it is whole, else to two decimals.
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
