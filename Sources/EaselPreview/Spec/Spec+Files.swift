import Foundation

extension Spec {
  /// The spec files (`*.json`) in `folder`, sorted by name: what a preview steps through.
  public static func files(in folder: URL) -> [URL] {
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
      ?? []
    return files.filter { $0.pathExtension == "json" }.sorted {
      $0.lastPathComponent < $1.lastPathComponent
    }
  }
}
