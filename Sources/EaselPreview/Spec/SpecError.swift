/// A problem with a spec file, with a message that says where it is and how to fix it.
///
/// The description names the file, the line and column, the key path of the offending value,
/// then what was expected and what was found, and for an unknown name the closest valid one:
///
/// ```
/// Hello.json:7:9: view.children[1].fram: unknown key; did you mean "frame"?
/// Hello.json:4:15: malformed JSON: invalid value
/// ```
public struct SpecError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The kinds of problem a spec can have.
  public enum Kind: String, Equatable, Sendable {
    /// The file could not be read.
    case unreadable
    /// The file is larger than `Spec.maximumFileSize`.
    case fileTooLarge
    /// The file is not valid JSON.
    case malformedJSON
    /// A required key is absent.
    case missingKey
    /// A key that the object it is in does not have.
    case unknownKey
    /// A view node's `type` names no known view.
    case unknownType
    /// A value of the wrong JSON type, such as a string where a number belongs.
    case typeMismatch
    /// A value that is not a colour.
    case invalidColor
    /// A value of the right JSON type that is out of range or not one of the allowed names.
    case invalidValue
    /// The view tree is deeper than `Spec.maximumDepth`.
    case tooDeep
    /// A `component` names no registered component.
    case unknownComponent
    /// A device name that is not in the catalog.
    case unknownDevice
    /// An expression that cannot be read or evaluated: a syntax error, an unknown name,
    /// division by zero.
    case badExpression
    /// Computed state entries that depend on each other in a cycle.
    case cycle
    /// An image path that leaves the spec's folder.
    case pathOutsideFolder
    /// An image file that exists but cannot be shown: a folder, empty, not a PNG or SVG
    /// image, damaged, or larger than the limits of `CairoImageFile`.
    case invalidImage
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The name of the spec file, as given to the loader.
  public var fileName: String
  /// The key path of the offending value, such as `view.children[2].frame.height`; empty when
  /// the problem is with the file as a whole.
  public var keyPath: String
  /// What was expected and what was found.
  public var message: String
  /// The valid name closest to an unknown one, if any is close.
  public var suggestion: String?
  /// The line, from 1, where the offending value (or key) starts; `nil` only when the file
  /// could not be read.
  public var line: Int?
  /// The column, from 1, in characters.
  public var column: Int?

  /// Creates an error.
  public init(
    kind: Kind, fileName: String, keyPath: String = "", message: String,
    suggestion: String? = nil, line: Int? = nil, column: Int? = nil
  ) {
    self.kind = kind
    self.fileName = fileName
    self.keyPath = keyPath
    self.message = message
    self.suggestion = suggestion
    self.line = line
    self.column = column
  }

  /// The readable message: `file[:line:column]: [key path: ]message[; did you mean "name"?]`.
  public var description: String {
    var text = fileName
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    text += ": "
    if !keyPath.isEmpty { text += keyPath + ": " }
    text += message
    if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
    return text
  }
}
