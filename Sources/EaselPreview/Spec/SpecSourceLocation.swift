/// A line and column in a spec file, both counted from 1; columns count characters, not bytes.
public struct SpecSourceLocation: Equatable, Hashable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location `count` characters to the right on the same line.
  func advanced(by count: Int) -> SpecSourceLocation {
    SpecSourceLocation(line: line, column: column + count)
  }
}
