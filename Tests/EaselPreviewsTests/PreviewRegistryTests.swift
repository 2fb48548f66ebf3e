import EaselPreview
import EaselPreviews
import EaselTesting
import Foundation
import Testing

// Previews declared the way iOS code declares them; the registry must find these three in the
// test executable's `easel_previews` section, with their names, traits and lines.

#Preview("Greeting") {
  Text("Hello, previews").accessibilityIdentifier("greeting")
}

#Preview(traits: .fixedLayout(width: 200, height: 120), .landscapeLeft) {
  Color.orange.frame(width: 80, height: 40).accessibilityIdentifier("swatch")
}

#Preview("Fitted", traits: .sizeThatFitsLayout) {
  Color.green.frame(width: 64, height: 32)
}

/// A provider as seed 004 writes one.
struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Text("Badge").padding(6).accessibilityIdentifier("badge")
  }
}

/// A provider written the older way, with preview modifiers.
struct Chip_Previews: PreviewProvider {
  static var previews: some View {
    Text("Chip").padding(4)
      .previewLayout(.fixed(width: 120, height: 60))
      .previewDisplayName("Small chip")
      .previewInterfaceOrientation(.landscapeRight)
  }
}

/// A provider on a named device.
struct Card_Previews: PreviewProvider {
  static var previews: some View {
    Text("Card").previewDevice("iPad")
  }
}

@MainActor
@Suite struct PreviewRegistryTests {
  /// The previews this file declares, in line order.
  var ours: [PreviewEntry] {
    PreviewRegistry.discovered.filter {
      $0.fileID == "EaselPreviewsTests/PreviewRegistryTests.swift"
    }
  }

  @Test func findsEveryPreviewMacroInTheExecutable() {
    #expect(ours.map(\.name) == ["Greeting", nil, "Fitted"])
    #expect(ours.map(\.line) == [10, 14, 18])
    // Only previews linked into this executable are found: the `easel` executable's
    // catalog previews are not.
    #expect(!PreviewRegistry.discovered.contains { $0.name == "Rotary dial" })
  }

  @Test func readsTheTraits() {
    let entries = ours
    #expect(entries[0].layout == .device)
    #expect(entries[0].orientation == .portrait)
    #expect(entries[1].layout == .fixed(width: 200, height: 120))
    #expect(entries[1].orientation == .landscapeLeft)
    #expect(entries[1].displayName == "EaselPreviewsTests/PreviewRegistryTests.swift:14")
    #expect(entries[2].layout == .sizeThatFits)
  }

  @Test func buildsThePreviewedView() throws {
    let host = ViewHost(ours[0].makeView(), size: CGSize(width: 300, height: 100))
    let frame = try #require(host.frame(of: "greeting"))
    #expect(frame.width > 50)
    #expect(abs(frame.midX - 150) <= 0.5)
  }

  @Test func registersAProviderUnderItsTypeName() throws {
    PreviewRegistry.register(Badge_Previews.self)
    PreviewRegistry.register(Badge_Previews.self)
    let badges = PreviewRegistry.all.filter { $0.name == "Badge" }
    #expect(badges.count == 1)
    let entry = try #require(PreviewRegistry.entry(named: "badge"))
    #expect(entry.fileID == "EaselPreviewsTests/PreviewRegistryTests.swift")
    let host = ViewHost(entry.makeView(), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "badge") != nil)
  }

  @Test func findsEntriesByNameOrNumber() {
    #expect(PreviewRegistry.entry(named: "Greeting")?.line == 10)
    #expect(PreviewRegistry.entry(named: "1")?.id == PreviewRegistry.all.first?.id)
    #expect(PreviewRegistry.entry(named: "No such preview") == nil)
  }

  @Test func specsFollowTheLayoutTraits() throws {
    let entries = ours
    let registry = PreviewSpecs.registry(for: entries)
    let device = try PreviewSpecs.spec(for: entries[0], number: 1, registry: registry)
    #expect(device.devices.map(\.name) == PreviewSpecs.devices)
    #expect(device.colorSchemes == [.light, .dark])
    #expect(device.title == "Greeting")
    let fixed = try PreviewSpecs.spec(for: entries[1], number: 2, registry: registry)
    #expect(fixed.devices.map(\.size) == [CGSize(width: 200, height: 120)])
    let fitted = try PreviewSpecs.spec(for: entries[2], number: 3, registry: registry)
    #expect(fitted.devices.map(\.size) == [CGSize(width: 64, height: 32)])
  }

  @Test func writesOneSpecFilePerPreviewInOrder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-preview-specs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try PreviewSpecs.write(ours, to: folder)
    #expect(
      files.map(\.lastPathComponent) == [
        "001-Greeting.json", "002-EaselPreviewsTests-PreviewRegistryTests-swift-14.json",
        "003-Fitted.json",
      ])
    // Writing again replaces the earlier specs.
    _ = try PreviewSpecs.write(Array(ours.prefix(1)), to: folder)
    #expect(Spec.files(in: folder).map(\.lastPathComponent) == ["001-Greeting.json"])
  }

  @Test func previewModifiersNameSizeAndTurnAProvider() throws {
    PreviewRegistry.register(Chip_Previews.self)
    PreviewRegistry.register(Card_Previews.self)
    let chip = try #require(PreviewRegistry.entry(named: "Small chip"))
    #expect(chip.layout == .fixed(width: 120, height: 60))
    #expect(chip.orientation == .landscapeRight)
    let card = try #require(PreviewRegistry.entry(named: "Card"))
    #expect(card.device == "iPad")
    let registry = PreviewSpecs.registry(for: [card])
    let spec = try PreviewSpecs.spec(for: card, number: 1, registry: registry)
    #expect(spec.devices.map(\.name) == ["iPad"])
  }
}
