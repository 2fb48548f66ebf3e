/// Finds the valid name a user most likely meant when they typed an unknown one, for the
/// "did you mean" part of a `SpecError`.
public enum NameSuggestion {
  /// The candidate closest to `name`, or `nil` when none is close enough to be a plausible
  /// typo.
  ///
  /// Names are compared without regard to case. A candidate is close when its edit distance
  /// (insertions, deletions, substitutions and swaps of adjacent characters) is at most a third
  /// of `name`'s length (at least 1, at most 3), or when one name starts with the other and
  /// the shorter has at least three characters. Ties go to the earlier candidate.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    guard !typed.isEmpty, typed.count <= 256 else { return nil }
    let threshold = min(3, max(1, typed.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let wanted = Array(candidate.lowercased())
      var distance = editDistance(typed, wanted)
      if distance > threshold {
        let shorter = min(typed.count, wanted.count)
        let isPrefix =
          shorter >= 3 && typed.prefix(shorter).elementsEqual(wanted.prefix(shorter))
        guard isPrefix else { continue }
        distance = threshold + 1
      }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two strings: the fewest insertions,
  /// deletions, substitutions and adjacent transpositions that turn `a` into `b`.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
