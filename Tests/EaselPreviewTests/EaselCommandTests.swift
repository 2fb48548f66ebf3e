import EaselPreview
import Foundation
import Testing

/// The `easel` command line, run as the built binary: `check`, `inspect`, `render` and their
/// errors.
@Suite(.serialized)
struct EaselCommandTests {
  /// The `easel` binary that `swift build --build-tests` made beside the tests.
  static let binary = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/easel")

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `easel` with `arguments` and waits for it.
  func easel(_ arguments: String...) throws -> Run {
    try easel(arguments)
  }

  /// Runs `easel` with `arguments` and waits for it.
  func easel(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "DISPLAY")
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  /// A folder with a spec named `name` holding `json`.
  func specFile(_ json: String, name: String = "Card.json") throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return url
  }

  /// The pixel size in a PNG's header.
  func pngSize(_ url: URL) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: url))
    try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47])
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  static let card = """
    {"title": "Card", "devices": ["iPhone SE", {"name": "Square", "width": 200, "height": 200}],
     "colorSchemes": ["light", "dark"],
     "view": {"type": "VStack", "spacing": 10, "children": [
       {"type": "Text", "text": "Hello", "accessibilityIdentifier": "greeting"},
       {"type": "Color", "color": "#FF0000", "accessibilityIdentifier": "swatch",
        "accessibilityLabel": "Swatch", "frame": {"width": 100, "height": "height / 4"}}
     ]}}
    """

  @Test func checkPassesGoodSpecsAndReportsBadOnes() throws {
    let good = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: good.deletingLastPathComponent()) }
    let bad = try specFile(#"{"view": {"type": "Txt"}}"#, name: "Bad.json")
    defer { try? FileManager.default.removeItem(at: bad.deletingLastPathComponent()) }
    let ok = try easel("check", good.path)
    #expect(ok.status == 0)
    #expect(ok.output == "Card.json: ok (a view tree, 2 devices)\n")
    let failed = try easel("check", good.path, bad.path)
    #expect(failed.status == 1)
    #expect(failed.output == "Card.json: ok (a view tree, 2 devices)\n")
    #expect(
      failed.errors
        == "Bad.json:1:19: view.type: unknown view type \"Txt\"; did you mean \"Text\"?\n")
  }

  @Test func inspectPrintsTheLaidOutTree() throws {
    let url = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let run = try easel("inspect", url.path, "--device", "square")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Card on Square (200×200 pt, light)")
    // The column is 100 wide and 21 (a line of body text) + 10 + 50 tall, centred in 200 × 200
    // and snapped to whole points.
    #expect(lines.contains("    Color #swatch (50, 91, 100×50) \"Swatch\"  view.children[1]"))
    #expect(lines.contains("    Text #greeting (80, 60, 41×21) \"Hello\"  view.children[0]"))
    #expect(lines.contains { $0.hasPrefix("  VStack (50, 60, 100×") })
  }

  @Test func inspectWritesJSON() throws {
    let url = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let run = try easel("inspect", url.path, "--device", "Square", "--json", "--scheme", "dark")
    #expect(run.status == 0)
    let report = try JSONDecoder().decode(SpecInspector.Report.self, from: Data(run.output.utf8))
    #expect(report.device == "Square")
    #expect(report.colorScheme == "dark")
    #expect(report.tree.type == "VStack")
    #expect(report.tree.children.map(\.identifier) == ["greeting", "swatch"])
    #expect(
      report.tree.children[1].frame
        == SpecInspector.Frame(CGRect(x: 50, y: 91, width: 100, height: 50)))
    #expect(report.tree.children[1].accessibility?.label == "Swatch")
  }

  @Test func renderWritesADeviceOrASize() throws {
    let url = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let out = url.deletingLastPathComponent().appendingPathComponent("out.png")
    let device = try easel("render", url.path, "--device", "iPhone SE", "-o", out.path)
    #expect(device.status == 0)
    #expect(try pngSize(out) == (750, 1334))
    let sized = try easel("render", url.path, "--size", "300x100", "--scale", "2", "-o", out.path)
    #expect(sized.status == 0)
    #expect(sized.output == "easel: wrote \(out.path) (600×200 px)\n")
    #expect(try pngSize(out) == (600, 200))
  }

  @Test func renderAllDevicesMakesAContactSheet() throws {
    let url = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let out = url.deletingLastPathComponent().appendingPathComponent("sheet.png")
    let run = try easel("render", url.path, "--all-devices", "-o", out.path)
    #expect(run.status == 0)
    // Two devices side by side (375 + 200 and three 24-point margins), two schemes stacked
    // (each a 28-point label over the taller device, 667, and margins).
    #expect(try pngSize(out) == (24 + 375 + 24 + 200 + 24, 24 + 2 * (28 + 667 + 24)))
  }

  /// `--state NAME=VALUE` starts a state entry at another value: the gallery's second tab.
  @Test func renderStartsAStateEntryAtTheGivenValue() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = specAssetsFolder.appendingPathComponent("Gallery.json").path
    let controls = folder.appendingPathComponent("controls.png")
    let screens = folder.appendingPathComponent("screens.png")
    #expect(try easel("render", gallery, "-o", controls.path).status == 0)
    #expect(try easel("render", gallery, "--state", "page=Screens", "-o", screens.path).status == 0)
    #expect(try Data(contentsOf: controls) != Data(contentsOf: screens))
    // Inspected, the identified views are the settings form's, not the controls page's.
    let inspect = try easel("inspect", gallery, "--state", "page=Screens")
    #expect(inspect.output.contains("\n  #settings ("), "\(inspect.output)")
    #expect(!inspect.output.contains("\n  #gallery ("), "\(inspect.output)")
    #expect(try easel("inspect", gallery).output.contains("\n  #gallery ("))
    let wrong = try easel("render", gallery, "--state", "pag=Screens", "-o", screens.path)
    #expect(wrong.status == 1)
    #expect(
      wrong.errors.hasPrefix(#"Gallery.json: state.pag: unknown state "pag""#), "\(wrong.errors)")
  }

  @Test func badFlagsSayWhatIsWrong() throws {
    let url = try specFile(Self.card)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let cases: [([String], String)] = [
      (["render", url.path], "easel: render needs an output file: -o OUT.png"),
      (
        ["render", url.path, "-o", "x.png", "--scale", "9"],
        "easel: --scale must be a number from 1 to 4, not \"9\""
      ),
      (["render", url.path, "--devic", "iPad"], "easel: unknown option --devic for render"),
      (
        ["inspect", url.path, "--scheme", "dim"],
        "easel: --scheme must be light or dark, not \"dim\""
      ),
      (
        ["render", url.path, "--all-devices", "--size", "10x10", "-o", "x.png"],
        "easel: --all-devices draws every device the spec lists; drop --device/--size"
      ),
      (["chek", url.path], "easel: unknown command \"chek\"; did you mean \"check\"?"),
      (
        ["render", url.path, "--state", "on", "-o", "x.png"],
        "easel: --state must be NAME=VALUE, not \"on\""
      ),
      (["preview", url.path, "--state", "on=true"], "easel: unknown option --state for preview"),
      (["check"], "easel: check needs one or more spec files"),
      (
        ["inspect", url.path, "--device", "Squar"],
        "easel: unknown device \"Squar\"; did you mean \"Square\"? (easel devices lists the catalog)"
      ),
    ]
    for (arguments, message) in cases {
      let run = try easel(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.hasPrefix(message + "\n"), "\(arguments): \(run.errors)")
    }
  }

  @Test func listsAndRendersTheCatalogPreviews() throws {
    let list = try easel("previews")
    #expect(list.status == 0)
    let lines = list.output.split(separator: "\n")
    #expect(lines.count >= 8)
    let gauge = try #require(lines.first { $0.contains("Gauge ring") })
    #expect(gauge.contains("240×200 pt"))
    #expect(gauge.hasSuffix("EaselCLI/CatalogPreviews.swift:26"))

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("gauge.png")
    let render = try easel("render", "--previews", "Gauge ring", "-o", out.path)
    #expect(render.status == 0, "\(render.errors)")
    #expect(try pngSize(out) == (240, 200))
    // A landscape preview starts on its first device, turned.
    let turned = folder.appendingPathComponent("adaptive.png")
    #expect(try easel("render", "--previews", "Adaptive layout", "-o", turned.path).status == 0)
    #expect(try pngSize(turned) == (852, 393))
    let tree = try easel("inspect", "--previews", "gauge ring")
    #expect(tree.output.contains("\"Progress\" value \"62 percent\""))
  }

  @Test func anUnknownPreviewIsAnErrorWithASuggestion() throws {
    let run = try easel("render", "--previews", "Gauge rin", "-o", "/tmp/never.png")
    #expect(run.status == 1)
    #expect(
      run.errors
        == "easel: no preview is named \"Gauge rin\"; did you mean \"Gauge ring\"? "
        + "(easel previews lists them)\n")
    let missing = try easel("render", "--previews", "-o", "/tmp/never.png")
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("easel: render --previews needs a preview's name or number"))
    #expect(try easel("previews", "extra").status == 2)
  }
}
