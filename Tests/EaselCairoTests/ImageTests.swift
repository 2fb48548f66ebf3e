import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Image resources (PNG and SVG), resizing, `CairoRepresentable` and the snapshot helper.
@MainActor
@Suite struct ImageTests {
  /// The package's `Assets/Images/`, found from this file so that tests do not depend on the
  /// working directory.
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Images", isDirectory: true)

  static let canvas = CGSize(width: 160, height: 120)

  static func host(_ view: some View, scale: CGFloat = 1) -> ViewHost<some View> {
    ViewHost(
      view, size: canvas, scale: scale,
      imageProvider: CairoImageProvider(searchPaths: [assets]))
  }

  static let white = Pixel(red: 255, green: 255, blue: 255)

  // MARK: Resources

  @Test func pngHasItsPixelSizeAndColours() throws {
    let host = Self.host(Image("sample-swatch").accessibilityIdentifier("swatch"))
    let frame = try #require(host.frame(of: "swatch"))
    #expect(frame.size == CGSize(width: 40, height: 30))
    // Centred in the canvas; the left half is red, the right half blue.
    #expect(frame.origin == CGPoint(x: 60, y: 45))
    #expect(
      try host.pixel(at: CGPoint(x: frame.minX + 5, y: frame.midY))
        == Pixel(
          red: 255, green: 0, blue: 0))
    #expect(
      try host.pixel(at: CGPoint(x: frame.maxX - 5, y: frame.midY))
        == Pixel(
          red: 0, green: 0, blue: 255))
    #expect(try host.pixel(at: CGPoint(x: frame.minX - 2, y: frame.midY)) == Self.white)
  }

  @Test func pngAtScaleTwoKeepsItsSizeInPoints() throws {
    let host = Self.host(Image("sample-swatch").accessibilityIdentifier("swatch"), scale: 2)
    let frame = try #require(host.frame(of: "swatch"))
    #expect(frame.size == CGSize(width: 40, height: 30))
    #expect(
      try host.pixel(at: CGPoint(x: frame.minX + 1, y: frame.minY + 1))
        == Pixel(
          red: 255, green: 0, blue: 0))
    #expect(
      try host.pixel(at: CGPoint(x: frame.maxX - 1, y: frame.maxY - 1))
        == Pixel(
          red: 0, green: 0, blue: 255))
  }

  @Test func svgIsDrawnAtItsIntrinsicSize() throws {
    let host = Self.host(Image("sample-badge").accessibilityIdentifier("badge"))
    let frame = try #require(host.frame(of: "badge"))
    #expect(frame.size == CGSize(width: 48, height: 32))
    // A green card with a white dot in the middle.
    let card = try #require(try host.pixel(at: CGPoint(x: frame.minX + 6, y: frame.midY)))
    #expect(card.isClose(to: Pixel(red: 0, green: 160, blue: 0)))
    let dot = try #require(try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(dot.isClose(to: Self.white))
    // A rounded corner leaves the background showing.
    #expect(try host.pixel(at: CGPoint(x: frame.minX, y: frame.minY)) == Self.white)
  }

  @Test func templateImagesTakeTheForegroundColour() throws {
    let host = Self.host(
      Image("sample-badge").renderingMode(.template).foregroundColor(.purple)
        .accessibilityIdentifier("badge"))
    let frame = try #require(host.frame(of: "badge"))
    let purple = Pixel(red: 175, green: 82, blue: 222)
    let card = try #require(try host.pixel(at: CGPoint(x: frame.minX + 6, y: frame.midY)))
    let dot = try #require(try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(card.isClose(to: purple))
    #expect(dot.isClose(to: purple))
  }

  @Test func imagesFromTheDefaultSearchPathOfTheEnvironment() throws {
    let paths = CairoImageProvider.defaultSearchPaths(
      environment: ["EASEL_ASSETS": "/opt/one:/opt/two"],
      workingDirectory: URL(fileURLWithPath: "/work/app"))
    #expect(
      paths.map(\.path) == [
        "/work/app/Assets/Images", "/opt/one", "/opt/one/Images", "/opt/two", "/opt/two/Images",
      ])
    let provider = CairoImageProvider(
      searchPaths: [URL(fileURLWithPath: "/nonexistent")], additionalSearchPaths: [Self.assets])
    #expect(provider.url(forImageNamed: "sample-swatch")?.lastPathComponent == "sample-swatch.png")
    #expect(provider.url(forImageNamed: "sample-badge.svg") != nil)
    #expect(provider.image(named: "sample-badge")?.size == CGSize(width: 48, height: 32))
  }

  @Test func missingImageTakesNoSpaceAndDrawsNothing() throws {
    let host = Self.host(
      HStack(spacing: 0) {
        Image("no-such-image").accessibilityIdentifier("missing")
        Color.green.frame(width: 10, height: 10)
      })
    let frame = try #require(host.frame(of: "missing"))
    #expect(frame.size == .zero)
  }

  // MARK: Resizing

  @Test func fixedImagesIgnoreTheProposal() throws {
    let host = Self.host(
      Image("sample-swatch").accessibilityIdentifier("swatch").frame(width: 10, height: 100))
    let frame = try #require(host.frame(of: "swatch"))
    #expect(frame.size == CGSize(width: 40, height: 30))
  }

  @Test func resizableImageScaledToFitKeepsItsAspectRatio() throws {
    let host = Self.host(
      Image("sample-swatch").resizable().accessibilityIdentifier("swatch").scaledToFit()
        .frame(width: 100, height: 100))
    let frame = try #require(host.frame(of: "swatch"))
    // 40×30 fitted into 100×100 is 100×75, centred (on whole pixels).
    #expect(frame.size == CGSize(width: 100, height: 75))
    #expect(frame.minX == 30)
    #expect(frame.minY >= 22 && frame.minY <= 23)
    #expect(
      try host.pixel(at: CGPoint(x: frame.minX + 2, y: frame.midY))
        == Pixel(
          red: 255, green: 0, blue: 0))
    #expect(
      try host.pixel(at: CGPoint(x: frame.maxX - 2, y: frame.midY))
        == Pixel(
          red: 0, green: 0, blue: 255))
  }

  @Test func resizableImageFillsItsFrameAndIdealsAtItsNaturalSize() throws {
    let stretched = Self.host(
      Image("sample-swatch").resizable().accessibilityIdentifier("swatch")
        .frame(width: 120, height: 20))
    #expect(stretched.frame(of: "swatch")?.size == CGSize(width: 120, height: 20))
    let ideal = Self.host(
      Image("sample-swatch").resizable().accessibilityIdentifier("swatch").fixedSize())
    #expect(ideal.frame(of: "swatch")?.size == CGSize(width: 40, height: 30))
    let filled = Self.host(
      Image("sample-swatch").resizable().accessibilityIdentifier("swatch").scaledToFill()
        .frame(width: 60, height: 60))
    #expect(filled.frame(of: "swatch")?.size == CGSize(width: 80, height: 60))
  }

  @Test func capInsetsKeepTheCornersAndTilingRepeats() throws {
    // With 20-point side caps the red and blue halves stay 20 points wide however wide the
    // image is; the middle stretches the seam between them.
    let capped = Self.host(
      Image("sample-swatch").resizable(capInsets: EdgeInsets(leading: 20, trailing: 20))
        .accessibilityIdentifier("swatch").frame(width: 140, height: 30))
    let frame = try #require(capped.frame(of: "swatch"))
    #expect(
      try capped.pixel(at: CGPoint(x: frame.minX + 19, y: frame.midY))
        == Pixel(
          red: 255, green: 0, blue: 0))
    #expect(
      try capped.pixel(at: CGPoint(x: frame.maxX - 19, y: frame.midY))
        == Pixel(
          red: 0, green: 0, blue: 255))
    // Tiled, the 40-point image repeats: red again from 40 to 60 points.
    let tiled = Self.host(
      Image("sample-swatch").resizable(resizingMode: .tile)
        .accessibilityIdentifier("swatch").frame(width: 120, height: 30))
    let tiles = try #require(tiled.frame(of: "swatch"))
    #expect(
      try tiled.pixel(at: CGPoint(x: tiles.minX + 45, y: tiles.midY))
        == Pixel(
          red: 255, green: 0, blue: 0))
    #expect(
      try tiled.pixel(at: CGPoint(x: tiles.minX + 65, y: tiles.midY))
        == Pixel(
          red: 0, green: 0, blue: 255))
  }

  // MARK: CairoRepresentable

  /// Counts what a representable's coordinator goes through.
  final class Log {
    var coordinatorsMade = 0
    var draws = 0
    var dismantled = 0
  }

  /// Fills a 20-point square at (10, 10) of its own space in red, and a 4-point square at its
  /// bottom-right corner in the colour of `tick`'s parity.
  struct Squares: CairoRepresentable {
    final class Coordinator {}
    let log: Log
    let tick: Int

    func makeCoordinator() -> Coordinator {
      log.coordinatorsMade += 1
      return Coordinator()
    }

    func draw(in context: CairoDrawingContext, size: CGSize, coordinator: Coordinator) {
      log.draws += 1
      context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .red)
      context.fill(
        Path(CGRect(x: size.width - 4, y: size.height - 4, width: 4, height: 4)),
        with: tick.isMultiple(of: 2) ? .blue : .green)
      // Drawing past the frame is clipped.
      context.fill(Path(CGRect(x: -50, y: 40, width: 10, height: 10)), with: .black)
    }

    func dismantle(coordinator: Coordinator) {
      log.dismantled += 1
    }
  }

  struct RepresentableHost: View {
    let log: Log
    @State private var tick = 0
    @State private var shows = true

    var body: some View {
      VStack(spacing: 0) {
        Color.gray.frame(width: 100, height: 20).onTapGesture { tick += 1 }
          .accessibilityIdentifier("tick")
        if shows {
          Squares(log: log, tick: tick).frame(width: 100, height: 60)
            .accessibilityIdentifier("squares")
        }
        Color.gray.frame(width: 100, height: 20).onTapGesture { shows.toggle() }
          .accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func representableDrawsItsCallbackInPlace() throws {
    let log = Log()
    let host = Self.host(RepresentableHost(log: log))
    let frame = try #require(host.frame(of: "squares"))
    #expect(frame.size == CGSize(width: 100, height: 60))
    let red = Pixel(red: 255, green: 59, blue: 48)
    #expect(try host.pixel(at: CGPoint(x: frame.minX + 15, y: frame.minY + 15)) == red)
    #expect(try host.pixel(at: CGPoint(x: frame.minX + 29, y: frame.minY + 29)) == red)
    #expect(try host.pixel(at: CGPoint(x: frame.minX + 5, y: frame.minY + 15)) == Self.white)
    #expect(try host.pixel(at: CGPoint(x: frame.minX + 31, y: frame.minY + 15)) == Self.white)
    #expect(
      try host.pixel(at: CGPoint(x: frame.maxX - 2, y: frame.maxY - 2))
        == Pixel(red: 0, green: 122, blue: 255))
    // Nothing drawn outside its frame, though the callback tried.
    #expect(try host.pixel(at: CGPoint(x: frame.minX - 5, y: frame.minY + 45)) == Self.white)
  }

  @Test func representableMakesOneCoordinatorAndDismantlesIt() throws {
    let log = Log()
    let host = Self.host(RepresentableHost(log: log))
    _ = try host.renderedImage()
    #expect(log.coordinatorsMade == 1)
    for _ in 0..<3 {
      #expect(host.tap("tick"))
      _ = try host.renderedImage()
    }
    #expect(log.coordinatorsMade == 1)
    #expect(log.draws >= 4)
    // The last tick is odd: the corner is green, so the new value was drawn.
    let frame = try #require(host.frame(of: "squares"))
    #expect(
      try host.pixel(at: CGPoint(x: frame.maxX - 2, y: frame.maxY - 2))
        == Pixel(red: 52, green: 199, blue: 89))
    #expect(log.dismantled == 0)
    #expect(host.tap("toggle"))
    #expect(host.frame(of: "squares") == nil)
    #expect(log.dismantled == 1)
  }

  // MARK: Snapshots

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-snapshot-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func card(_ color: Color) -> some View {
    ZStack {
      Color.white
      color.frame(width: 30, height: 20)
    }
  }

  @Test func snapshotRecordsMatchesAndReportsDifferences() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("__Snapshots__/Cards")
    let failures = folder.appendingPathComponent("failures")
    let size = CGSize(width: 60, height: 40)
    func check(_ view: some View, _ mode: SnapshotRecordMode, _ tolerance: SnapshotTolerance)
      throws -> SnapshotResult
    {
      try verifySnapshot(
        of: view, size: size, scale: 2, named: "card", tolerance: tolerance, recordMode: mode,
        directory: references, failureDirectory: failures)
    }

    // Never recording, a missing reference is reported, not written.
    guard case .missingReference = try check(Self.card(.blue), .never, .exact) else {
      Issue.record("expected a missing reference")
      return
    }
    // The first run records the reference.
    guard
      case .recorded(let reference, let replaced) = try check(Self.card(.blue), .missing, .exact)
    else {
      Issue.record("expected the reference to be recorded")
      return
    }
    #expect(!replaced)
    #expect(reference.lastPathComponent == "card.png")
    let recorded = try CairoImage(contentsOfPNG: reference, scale: 2)
    #expect(recorded.pixelWidth == 120)
    #expect(recorded.size == size)
    // The same view matches.
    #expect(try check(Self.card(.blue), .missing, .exact).isMatch)
    // A changed view fails and leaves the three images to look at.
    guard case .mismatched(let mismatch) = try check(Self.card(.red), .missing, .exact) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(mismatch.difference.sizesMatch)
    #expect(mismatch.difference.differingPixelCount == 60 * 40)
    #expect(mismatch.difference.pixelCount == 120 * 80)
    for file in [mismatch.actual, mismatch.referenceCopy, mismatch.diff] {
      #expect(FileManager.default.fileExists(atPath: file.path))
      #expect(file.deletingLastPathComponent().path == failures.path)
    }
    #expect(mismatch.message.contains(mismatch.diff.path))
    // The diff is red where the card changed and pale grey elsewhere.
    let diff = try CairoImage(contentsOfPNG: mismatch.diff)
    #expect(diff.pixel(x: 60, y: 40) == Pixel(red: 255, green: 0, blue: 0))
    #expect(diff.pixel(x: 2, y: 2) == Pixel(red: 255, green: 255, blue: 255))
    // A small change passes with a tolerance that allows it.
    let nearlyBlue = Color(red: 0, green: 122 / 255, blue: 253 / 255)
    #expect(try !check(Self.card(nearlyBlue), .missing, .exact).isMatch)
    #expect(try check(Self.card(nearlyBlue), .missing, .tolerant(channel: 3)).isMatch)
    #expect(
      try check(Self.card(.red), .missing, .tolerant(channel: 0, fraction: 0.3)).isMatch)
    // Recording all replaces the reference.
    guard case .recorded(_, let replacedAgain) = try check(Self.card(.red), .all, .exact) else {
      Issue.record("expected the reference to be re-recorded")
      return
    }
    #expect(replacedAgain)
    #expect(try check(Self.card(.red), .never, .exact).isMatch)
  }

  @Test func snapshotSizeChangesAreMismatches() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func check(_ size: CGSize) throws -> SnapshotResult {
      try verifySnapshot(
        of: Self.card(.blue), size: size, named: "card", recordMode: .missing,
        directory: folder, failureDirectory: folder.appendingPathComponent("failures"))
    }
    _ = try check(CGSize(width: 60, height: 40))
    guard case .mismatched(let mismatch) = try check(CGSize(width: 70, height: 40)) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(!mismatch.difference.sizesMatch)
  }

  @Test func snapshotPathsAndRecordModes() {
    let file: StaticString = "/work/pkg/Tests/SomeTests/CardTests.swift"
    #expect(
      snapshotDirectory(forTestFile: file).path
        == "/work/pkg/Tests/SomeTests/__Snapshots__/CardTests")
    let failures = snapshotFailureDirectory(forTestFile: #filePath)
    #expect(failures.path.hasSuffix(".build/snapshot-failures/ImageTests"))
    #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
    #expect(SnapshotRecordMode.fromEnvironment(["EASEL_RECORD_SNAPSHOTS": "1"]) == .all)
    #expect(SnapshotRecordMode.fromEnvironment(["EASEL_RECORD_SNAPSHOTS": "never"]) == .never)
  }

  @Test func pngDataRoundTrips() throws {
    let host = Self.host(Image("sample-swatch"))
    let image = try host.renderedImage()
    let decoded = try CairoImage(pngData: try image.pngData())
    #expect(compareImages(image, decoded).differingPixelCount == 0)
    #expect(throws: CairoError.self) { try CairoImage(pngData: Data("not a png".utf8)) }
    #expect(throws: CairoError.self) {
      try CairoImage(contentsOfPNG: URL(fileURLWithPath: "/nonexistent.png"))
    }
  }
}
