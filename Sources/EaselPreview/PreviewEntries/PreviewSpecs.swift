import Easel
import EaselCairo
import EaselPreviews
import Foundation

/// Shows `#Preview`s and registered `PreviewProvider`s with the spec machinery: each preview
/// becomes a component (`Preview 1`, `Preview 2`, …) and a spec that shows it — on the phones
/// and the iPad, at a fixed size, or at the view's own size, as its traits say — in light and
/// dark. `easel preview --previews` opens those specs; n and p step through them.
@MainActor
public enum PreviewSpecs {
  /// The devices a preview with the default layout is shown on.
  public static let devices = ["iPhone 15", "iPhone SE", "iPad"]

  /// The component name of the `number`-th preview (counting from 1).
  public static func componentName(_ number: Int) -> String { "Preview \(number)" }

  /// `base` plus one component per entry of `entries`, in order.
  public static func registry(
    for entries: [PreviewEntry], adding base: ComponentRegistry = .standard
  ) -> ComponentRegistry {
    var registry = base
    for (index, entry) in entries.enumerated() {
      registry.register(
        componentName(index + 1), summary: "\(entry.displayName) (\(entry.id))",
        defaults: PreviewProps()
      ) { _ in
        entry.makeView()
      }
    }
    return registry
  }

  /// The spec of the `number`-th preview, as JSON.
  public static func specData(for entry: PreviewEntry, number: Int) -> Data {
    var root: [String: Any] = [
      "title": entry.displayName,
      "notes": "Preview declared at \(entry.id)",
      "colorSchemes": ["light", "dark"],
      "view": ["type": "Component", "component": componentName(number)],
    ]
    switch entry.layout {
    case .device:
      // A device the catalog does not know (an older iPhone) falls back to the usual three.
      let asked = entry.device.flatMap { DeviceCatalog.device(named: $0)?.name }
      root["devices"] = asked.map { [$0] } ?? devices
    case .fixed(let width, let height):
      root["size"] = ["width": clamp(width), "height": clamp(height)]
    case .sizeThatFits:
      let size = idealSize(of: entry)
      root["size"] = ["width": clamp(size.width), "height": clamp(size.height)]
    }
    return (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
  }

  /// The spec of the `number`-th preview, read with `registry` (which must have its component).
  public static func spec(
    for entry: PreviewEntry, number: Int, registry: ComponentRegistry
  ) throws(SpecError) -> Spec {
    try Spec(
      data: specData(for: entry, number: number), fileName: fileName(for: entry, number: number),
      registry: registry)
  }

  /// Writes one spec file per entry into `folder` (emptied of earlier specs first) and returns
  /// their URLs in order; the names sort in the entries' order.
  public static func write(_ entries: [PreviewEntry], to folder: URL) throws -> [URL] {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for old in Spec.files(in: folder) { try? manager.removeItem(at: old) }
    return try entries.enumerated().map { index, entry in
      let url = folder.appendingPathComponent(fileName(for: entry, number: index + 1))
      try specData(for: entry, number: index + 1).write(to: url)
      return url
    }
  }

  /// The folder `easel preview --previews` writes the specs of `executable` into.
  public static func folder(for executable: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-previews-\(getuid())")
      .appendingPathComponent(executable)
  }

  /// `003-Gauge ring.json`: the number keeps the order, the name helps a reader.
  static func fileName(for entry: PreviewEntry, number: Int) -> String {
    let allowed = entry.displayName.map { $0.isLetter || $0.isNumber || $0 == " " ? $0 : "-" }
    let number = String(number)
    return String(repeating: "0", count: max(0, 3 - number.count)) + number + "-"
      + String(allowed.prefix(60)) + ".json"
  }

  /// The size the preview's view chooses for an unspecified proposal.
  static func idealSize(of entry: PreviewEntry) -> CGSize {
    let graph = ViewGraph(root: entry.makeView(), textEngine: PangoTextEngine())
    return graph.sizeThatFits(.unspecified)
  }

  /// A canvas side the spec format accepts: whole points from 1 to 10,000 (320 when the view
  /// has no finite size).
  static func clamp(_ value: CGFloat) -> Double {
    guard value.isFinite else { return 320 }
    return Double(min(max(value.rounded(.up), 1), 10_000))
  }

  /// A preview component takes no properties.
  struct PreviewProps: Codable, Sendable {}
}
