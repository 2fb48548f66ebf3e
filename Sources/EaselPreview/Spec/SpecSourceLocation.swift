import Foundation

/// A line and column in a spec file, both counted from 1, found from a byte offset.
struct SpecSourceLocation: Equatable, Sendable {
  /// The line, from 1.
  var line: Int
  /// The column, from 1, in characters.
  var column: Int

  /// The location of the byte at `offset` in `data`; an offset past the end means the end of
  /// the file.
  init(offset: Int, in data: Data) {
    let bytes = [UInt8](data.prefix(max(offset, 0)))
    let newline = UInt8(ascii: "\n")
    line = 1 + bytes.reduce(0) { $0 + ($1 == newline ? 1 : 0) }
    let lineStart = (bytes.lastIndex(of: newline) ?? -1) + 1
    let prefix = String(decoding: bytes[lineStart...], as: UTF8.self)
    column = prefix.count + 1
  }

  /// The location of the end of `data`.
  static func end(of data: Data) -> SpecSourceLocation {
    SpecSourceLocation(offset: data.count, in: data)
  }
}
