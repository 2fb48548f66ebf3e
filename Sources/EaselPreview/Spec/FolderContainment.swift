import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Decides whether a path stays inside a folder once every symbolic link on it is followed.
///
/// The decision must not depend on whether the file exists yet: a link out of the folder is
/// refused whether or not its target is there. So the path is resolved as far as it exists on
/// disk (`realpath` of its deepest existing ancestor, which follows every link and `..` the
/// kernel would) and the rest, which does not exist and so holds no link, is judged lexically.
/// A link that leads nowhere (dangling, or a loop) cannot be shown to stay inside and is refused.
enum FolderContainment {
  /// Whether `path` (absolute) lies in `folder` (absolute) or is the folder itself, after links.
  static func folder(_ folder: String, contains path: String) -> Bool {
    guard let base = physicalPath(of: folder), let resolved = physicalPath(of: path) else {
      return false
    }
    return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
  }

  /// The path with every link and `.`/`..` resolved: `realpath` of the deepest ancestor that
  /// exists, then the remaining components applied lexically. Nil when a component that exists
  /// cannot be resolved (a dangling link or a loop) or when a `..` in the rest would climb back
  /// into what exists (past a file, which the kernel would refuse).
  static func physicalPath(of path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    // Find the longest prefix that exists as a directory entry (a link counts, even dangling).
    var existing = components.count
    while existing > 0 {
      let prefix = "/" + components[..<existing].joined(separator: "/")
      if entryExists(prefix) { break }
      existing -= 1
    }
    let prefix = "/" + components[..<existing].joined(separator: "/")
    guard let resolved = realPath(prefix) else { return nil }
    // The rest does not exist, so it holds no link: `..` removes the component before it.
    var rest: [String] = []
    for component in components[existing...] {
      switch component {
      case ".": continue
      case "..":
        guard !rest.isEmpty else { return nil }
        rest.removeLast()
      default: rest.append(component)
      }
    }
    guard !rest.isEmpty else { return resolved }
    return (resolved == "/" ? "" : resolved) + "/" + rest.joined(separator: "/")
  }

  /// Whether a directory entry exists at `path` without following a final link (`lstat`).
  private static func entryExists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// `realpath(3)`: every link and `.`/`..` followed; nil when that fails (a dangling link).
  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
