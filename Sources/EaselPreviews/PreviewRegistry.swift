import CEaselPreviewRecords

/// Every preview an executable has: the `#Preview`s of every module linked into it (found in
/// the `easel_previews` section, no registration needed) and the `PreviewProvider`s registered
/// with `register(_:)` (Swift cannot enumerate a protocol's conformances, so those are named
/// once, usually in the executable's `main`).
@MainActor
public enum PreviewRegistry {
  static var registered: [PreviewEntry] = []
  static var found: [PreviewEntry]?

  /// Adds the previews of `provider`, named after its type without `_Previews` (or by its
  /// `previewDisplayName`), laid out and turned as its `previewLayout`, `previewDevice` and
  /// `previewInterfaceOrientation` say.
  public static func register<Provider: PreviewProvider>(
    _ provider: Provider.Type, fileID: String = #fileID, line: Int = #line
  ) {
    var name = String(describing: provider)
    if name.hasSuffix("_Previews"), name.count > "_Previews".count {
      name.removeLast("_Previews".count)
    }
    let modifiers = PreviewTraitsReader.traits(of: Provider.previews)
    var traits: [PreviewTrait<Preview.ViewTraits>] = []
    if let layout = modifiers.layout { traits.append(PreviewTrait(value: .layout(layout))) }
    if let orientation = modifiers.orientation {
      traits.append(PreviewTrait(value: .orientation(orientation)))
    }
    let entry = PreviewEntry(
      modifiers.name ?? name, traits: traits, device: modifiers.device?.rawValue, fileID: fileID,
      line: line
    ) { Provider.previews }
    // A provider registered again (a new build of its module, loaded by the live preview)
    // takes the place of the one of its name.
    if let index = registered.firstIndex(where: { $0.name == entry.name }) {
      registered[index] = entry
    } else {
      registered.append(entry)
    }
  }

  /// The `#Preview`s compiled into this executable, in file and line order.
  public static var discovered: [PreviewEntry] {
    if let found { return found }
    let entries = readRecords().sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    found = entries
    return entries
  }

  /// The discovered previews, then the registered providers.
  public static var all: [PreviewEntry] { discovered + registered }

  /// The preview whose display name is `name`, or the `name`-th one counting from 1.
  public static func entry(named name: String) -> PreviewEntry? {
    let entries = all
    if let match = entries.first(where: { $0.displayName == name }) { return match }
    if let match = entries.first(where: { $0.displayName.lowercased() == name.lowercased() }) {
      return match
    }
    if let number = Int(name), entries.indices.contains(number - 1) { return entries[number - 1] }
    return nil
  }

  /// Reads the section's records: each one checked for its kind and version, then loaded.
  private static func readRecords() -> [PreviewEntry] {
    var end: UnsafeRawPointer?
    guard let start = easel_preview_records(&end), let end else { return [] }
    return entries(fromRecords: start, to: end)
  }

  /// The previews of the records from `start` to `end` (an image's `easel_previews` section):
  /// each one checked for its kind and version, then loaded.
  static func entries(fromRecords start: UnsafeRawPointer, to end: UnsafeRawPointer)
    -> [PreviewEntry]
  {
    let stride = MemoryLayout<_PreviewRecord>.stride
    var entries: [PreviewEntry] = []
    var cursor = start
    while end - cursor >= stride {
      let record = cursor.loadUnaligned(as: _PreviewRecord.self)
      if record.kind == 0x4550_5657, record.version == 1 {
        let storage = UnsafeMutablePointer<PreviewEntry>.allocate(capacity: 1)
        record.load(UnsafeMutableRawPointer(storage))
        entries.append(storage.move())
        storage.deallocate()
      }
      cursor += stride
    }
    return entries
  }
}
