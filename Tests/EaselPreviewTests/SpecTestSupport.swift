import EaselPreview
import EaselPreviewCatalog
import Foundation

/// Parses `json` as a spec file named `fileName`.
func parseSpec(_ json: String, fileName: String = "Hello.json") throws -> Spec {
  try Spec(data: Data(json.utf8), fileName: fileName, registry: .catalog)
}

/// The error parsing `json` raises, or `nil` when it parses.
func specError(_ json: String, fileName: String = "Hello.json") -> SpecError? {
  do {
    _ = try Spec(data: Data(json.utf8), fileName: fileName, registry: .catalog)
    return nil
  } catch {
    return error
  }
}

/// The error for a spec whose `view` is `view` (JSON text).
func viewError(_ view: String) -> SpecError? {
  specError(#"{"view": \#(view)}"#)
}

/// The repository's `Assets/Specs` folder, found from this file's path.
let specAssetsFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Assets/Specs")
