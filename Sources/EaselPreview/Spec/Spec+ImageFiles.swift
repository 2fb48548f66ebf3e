import EaselCairo
import Foundation

/// The image files a spec shows, checked when it loads: a file that is there but cannot be
/// shown is an error at its `file` key, as any other mistake in the spec is.
extension Spec {
  /// Reads every image file the view tree shows that exists, as drawing it would
  /// (`CairoImageFile.check`), and throws an `invalidImage` error at the first one that cannot
  /// be shown: a folder, an empty file, not a PNG or SVG image, a damaged one, or one larger
  /// than the limits. A file that does not exist is not an error here: it draws nothing, with
  /// a warning, as a missing image does in SwiftUI (docs/images.md).
  func checkImageFiles() throws(SpecError) {
    guard let root = view else { return }
    var images: [(SpecImage, relative: String, url: URL)] = []
    func visit(_ node: SpecNode) {
      if case .image(let image) = node.content, case .file(let relative, let url?) = image.source {
        images.append((image, relative, url))
      }
      node.content.childNodes.forEach(visit)
      for layer in [node.modifiers.background, node.modifiers.overlay] {
        if case .view(let inner) = layer { visit(inner) }
      }
    }
    visit(root)
    for (image, relative, url) in images where Self.exists(url) {
      do {
        _ = try CairoImageFile.check(url)
      } catch {
        throw SpecError(
          kind: .invalidImage, fileName: image.origin?.fileName ?? fileName,
          keyPath: image.origin?.keyPath ?? "", message: "\(relative): \(error.reason)",
          line: image.origin?.location.line, column: image.origin?.location.column)
      }
    }
  }

  /// Whether there is anything at `url`'s path (a dangling link counts as nothing).
  private static func exists(_ url: URL) -> Bool {
    var information = stat()
    return stat(url.path, &information) == 0
  }
}
