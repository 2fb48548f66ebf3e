import Foundation

/// A folder of the test's own under `$TMPDIR`, removed with everything in it when the value goes.
final class ScratchFolder {
  /// The folder, with every link in its path resolved (so paths compare as the kernel sees them).
  let url: URL

  init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.resolvingSymlinksInPath()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
