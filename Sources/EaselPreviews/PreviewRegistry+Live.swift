/// What the live preview (`watch`) uses to show a new build of a module: the previews of a
/// loaded library's records take the place of the module's earlier ones.
extension PreviewRegistry {
  /// The previews of the records from `start` to `end` (the `easel_previews` section of a
  /// library loaded at run time), in file and line order.
  @_spi(LivePreview)
  public static func entries(recordsFrom start: UnsafeRawPointer, to end: UnsafeRawPointer)
    -> [PreviewEntry]
  {
    entries(fromRecords: start, to: end).sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
  }

  /// Replaces the discovered previews declared in `module` with `entries` (a new build's),
  /// keeping the others; a preview keeps its place (and number) when one of the new build has
  /// its file and name, so the window goes on showing it even when lines above it moved.
  @_spi(LivePreview)
  public static func replaceDiscovered(inModule module: String, with entries: [PreviewEntry]) {
    let current = discovered
    let prefix = module + "/"
    var remaining = entries
    var result: [PreviewEntry] = []
    for entry in current {
      guard entry.fileID.hasPrefix(prefix) else {
        result.append(entry)
        continue
      }
      let match =
        remaining.firstIndex {
          $0.fileID == entry.fileID && $0.name == entry.name && $0.name != nil
        }
        ?? remaining.firstIndex { $0.id == entry.id }
        ?? remaining.firstIndex { $0.fileID == entry.fileID }
      if let match { result.append(remaining.remove(at: match)) }
    }
    found = result + remaining
  }
}
