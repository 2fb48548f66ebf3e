import Foundation

/// One problem a live build reported: a compiler error at a place in a file, a link or load
/// failure, or a crash of the previewed code.
struct LiveDiagnostic: Equatable, CustomStringConvertible {
  /// The file, relative to the package (`Sources/StarRating/StarRating.swift`), if any.
  var file: String?
  var line = 0
  var column = 0
  /// The compiler's message, or what failed.
  var message: String

  /// `file:line:column: message`, or the message alone.
  var description: String {
    guard let file else { return message }
    return "\(file):\(line):\(column): \(message)"
  }

  /// The errors in a compiler's output (`/path/File.swift:12:5: error: message`), with paths
  /// under `root` made relative to it; the whole output as one problem when it names no
  /// error at a place (a linker's failure).
  static func errors(inCompilerOutput output: String, root: URL) -> [LiveDiagnostic] {
    var found: [LiveDiagnostic] = []
    let prefix = root.standardizedFileURL.path + "/"
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let number = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      else {
        found.append(LiveDiagnostic(message: String(line[marker.upperBound...])))
        continue
      }
      var file = place.dropLast(2).joined(separator: ":")
      if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
      found.append(
        LiveDiagnostic(
          file: file, line: number, column: column, message: String(line[marker.upperBound...])))
    }
    if found.isEmpty {
      let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
      found.append(LiveDiagnostic(message: text.isEmpty ? "the build failed" : text))
    }
    return found
  }
}
