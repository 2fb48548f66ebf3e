import Easel
import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

/// Rendering a spec keeps nothing of it: its live state (and with it the tree, which the
/// state's root view holds) goes with the graph. valgrind found Hello.json's whole tree
/// "definitely lost" after `easel render`, kept alive by a cycle through its
/// `GeometryReader`'s node (see GraphReleaseTests).
@MainActor
@Suite struct SpecReleaseTests {
  @Test(arguments: ["Hello.json", "Gallery.json", "FlexiblePicker.json", "GeometryLayout.json"])
  func aRenderedSpecsStateGoesWithItsGraph(_ fileName: String) throws {
    let spec = try Spec.load(
      contentsOf: specAssetsFolder.appendingPathComponent(fileName), registry: .catalog)
    weak var weakStore: SpecStateStore?
    try {
      let store = SpecStateStore(spec.state)
      weakStore = store
      let image = try PreviewRenderer.image(
        of: spec, on: spec.devices[0], store: store, registry: .catalog)
      #expect(image.pixelWidth > 0)
    }()
    #expect(weakStore == nil)
  }
}
