import Easel
import Foundation

/// A component spec: a JSON file that says what to preview and how.
///
/// This first version of the format holds a tree of primitive views and the canvas to show it
/// in:
///
/// ```json
/// {
///   "title": "Hello",
///   "size": { "width": 375, "height": 667 },
///   "colorScheme": "light",
///   "view": { "type": "Text", "text": "Hello, Easel", "font": "title" }
/// }
/// ```
///
/// Every key, type and default is documented in `docs/specs.md`. Loading never crashes on bad
/// input: every problem is a `SpecError` that names the file, the key path and the fix.
public struct Spec: Equatable, Sendable {
  /// The canvas size used when a spec gives none: an iPhone SE's screen, in points.
  public static let defaultSize = CGSize(width: 375, height: 667)
  /// The largest canvas side a spec may ask for, in points.
  public static let maximumSide: CGFloat = 8192
  /// The largest spec file the loader reads: 1 MiB.
  public static let maximumFileSize = 1 << 20
  /// The deepest view tree a spec may hold; the root view is at level 1.
  public static let maximumDepth = 64

  /// The name shown for the spec: the `title` key, else the file name without its extension.
  public var title: String
  /// The canvas size in points.
  public var size: CGSize
  /// The colour scheme to show the spec in. `makeView()` does not apply it: the host (window,
  /// renderer or test host) does, so that it can switch schemes without rebuilding the view.
  public var colorScheme: ColorScheme
  /// The root of the view tree.
  public var view: SpecNode

  /// Creates a spec from its parts.
  public init(
    title: String, size: CGSize = Spec.defaultSize, colorScheme: ColorScheme = .light,
    view: SpecNode
  ) {
    self.title = title
    self.size = size
    self.colorScheme = colorScheme
    self.view = view
  }

  /// Parses a spec from the bytes of a JSON file named `fileName` (the name appears in error
  /// messages and gives the default title).
  public init(data: Data, fileName: String) throws(SpecError) {
    self = try SpecParser(fileName: fileName).parse(data)
  }

  /// Reads and parses the spec file at `url`. Errors name the file by its last path component.
  public static func load(contentsOf url: URL) throws(SpecError) -> Spec {
    let fileName = url.lastPathComponent
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      // Read one byte past the limit, so that a larger file is reported without reading it all.
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw SpecError(
        kind: .unreadable, fileName: fileName,
        message: "cannot read the file (\(error.localizedDescription))")
    }
    return try Spec(data: data, fileName: fileName)
  }

  /// Builds the spec's view tree with the core's views and modifiers. The colour scheme is left
  /// to the host; see `colorScheme`.
  @MainActor public func makeView() -> AnyView {
    view.makeView()
  }

  /// The title a spec file gets when it has no `title`: its name without the extension.
  static func defaultTitle(forFileName fileName: String) -> String {
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
