import Easel
import Foundation

/// Finds the image files behind `Image(_:)` and decodes them with Cairo (PNG) and librsvg (SVG).
///
/// A name is looked up in each folder of `searchPaths` in turn, as written when it has an
/// extension, else as `name.png`, `name@2x.png`, `name@3x.png` and `name.svg` (a PNG named
/// `@2x` or `@3x` has that many pixels per point). An absolute path is read as it is. The default
/// search path is, in order:
///
/// 1. `Assets/Images/` in the working directory;
/// 2. each folder in the `EASEL_ASSETS` environment variable (a colon-separated list), and its
///    `Images/` subfolder;
/// 3. `additionalSearchPaths` (the preview adds the folder of the spec it shows).
///
/// Files are read within the limits of `CairoImageFile` (a pixel count checked before
/// decoding, SVGs that load nothing from outside their folder). Decoded images are cached by
/// name until `removeCachedImages()`; a file that cannot be shown is reported on standard error
/// once by this provider, with what is wrong with it (`easel: /path/x.png: not a PNG or SVG
/// image`).
@MainActor
public final class CairoImageProvider: ImageProvider {
  /// The folders searched, in order.
  public var searchPaths: [URL]
  private var cache: [String: ImageAsset] = [:]
  private var reportedFailures: Set<String> = []

  /// Creates a provider that searches `searchPaths`, or the default search path followed by
  /// `additionalSearchPaths` when `searchPaths` is `nil`.
  public init(searchPaths: [URL]? = nil, additionalSearchPaths: [URL] = []) {
    self.searchPaths = (searchPaths ?? Self.defaultSearchPaths()) + additionalSearchPaths
  }

  /// The default search path: `Assets/Images/` of `workingDirectory`, then the folders of the
  /// `EASEL_ASSETS` variable in `environment`, each followed by its `Images/` subfolder.
  public nonisolated static func defaultSearchPaths(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> [URL] {
    var paths = [workingDirectory.appendingPathComponent("Assets/Images", isDirectory: true)]
    let assets = environment["EASEL_ASSETS"] ?? ""
    for folder in assets.split(separator: ":") where !folder.isEmpty {
      let url = URL(fileURLWithPath: String(folder), isDirectory: true)
      paths.append(url)
      paths.append(url.appendingPathComponent("Images", isDirectory: true))
    }
    return paths
  }

  /// The file names tried for `name`, in order.
  nonisolated static func candidateFileNames(for name: String) -> [String] {
    let lowercased = name.lowercased()
    if lowercased.hasSuffix(".png") || lowercased.hasSuffix(".svg") { return [name] }
    return ["\(name).png", "\(name)@2x.png", "\(name)@3x.png", "\(name).svg"]
  }

  /// The file that `Image(name)` shows, or `nil` when no folder of the search path has one.
  public func url(forImageNamed name: String) -> URL? {
    Self.url(forImageNamed: name, in: searchPaths)
  }

  /// The file that `Image(name)` shows when the search path is `searchPaths` (the default
  /// one unless given), or `nil` when none of its folders has one.
  public nonisolated static func url(
    forImageNamed name: String, in searchPaths: [URL] = defaultSearchPaths()
  ) -> URL? {
    let fileManager = FileManager.default
    let candidates = candidateFileNames(for: name)
    if name.hasPrefix("/") {
      return candidates.map { URL(fileURLWithPath: $0) }.first {
        fileManager.isReadableFile(atPath: $0.path)
      }
    }
    for folder in searchPaths {
      for candidate in candidates {
        let url = folder.appendingPathComponent(candidate)
        if fileManager.isReadableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }

  /// The image called `name`, decoded, or `nil` when there is no such file or it cannot be read.
  public func image(named name: String) -> ImageAsset? {
    if let cached = cache[name] { return cached }
    guard let url = url(forImageNamed: name) else { return nil }
    do {
      let decoded = try CairoImageAsset.load(url)
      let asset = ImageAsset(name: name, size: decoded.size, backing: decoded)
      cache[name] = asset
      return asset
    } catch {
      if reportedFailures.insert(url.path).inserted {
        FileHandle.standardError.write(Data("easel: \(error)\n".utf8))
      }
      return nil
    }
  }

  /// Forgets every decoded image, so that the next lookups read the files again (after they
  /// changed on disk).
  public func removeCachedImages() {
    cache.removeAll()
  }
}
