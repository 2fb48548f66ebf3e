/// Where a value sits in a spec file, written the way a reader would point at it:
/// `view.children[2].frame.height`.
struct SpecKeyPath: CustomStringConvertible, Sendable {
  /// One step into a JSON value.
  enum Component: Sendable {
    /// A key of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }

  /// The steps from the top of the file, outermost first.
  private(set) var components: [Component] = []

  /// The top of the file.
  static let root = SpecKeyPath()

  /// This path followed by the key `key`.
  func appending(_ key: String) -> SpecKeyPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// This path followed by the array element at `index`.
  func appending(index: Int) -> SpecKeyPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The path in dotted form; keys that are not plain identifiers are quoted in brackets, and
  /// very long keys are shortened.
  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        if Self.isPlain(key) {
          text += text.isEmpty ? key : "." + key
        } else {
          text += "[" + SpecParser.quoted(key) + "]"
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// Whether `key` can be written after a dot: ASCII letters, digits and underscores, not
  /// starting with a digit.
  private static func isPlain(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
