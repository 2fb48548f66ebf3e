import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Thousands of damaged image files go through a spec, loaded and rendered as `easel render`
/// does (`Spec.load`, then `PreviewRenderer`): each gives an error at the spec's `file` key
/// that says what is wrong with the image, or a spec that renders; none crashes or hangs; and
/// the whole run, with files that would take gigabytes without the limits, stays under
/// 200 MB of resident memory.
///
/// Seeded: the damage comes from a generator seeded with the run's seed, and a failure names
/// the seed and the case. `EASEL_IMAGE_FUZZ_SEED=n` runs another seed.
@MainActor
@Suite(.serialized)
struct ImageFuzzTests {
  typealias Generator = SpecFuzzTests.Generator

  /// The run's seed: `EASEL_IMAGE_FUZZ_SEED`, else a fixed one.
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["EASEL_IMAGE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 21

  /// The spec each case loads: a white canvas with the image over it.
  nonisolated static func specJSON(showing path: String) -> String {
    """
    {"size": {"width": 64, "height": 48},
     "view": {"type": "ZStack", "children": [
       {"type": "Color", "color": "white"},
       {"type": "Image", "file": "\(path)", "resizable": true}]}}
    """
  }

  /// The name of the spec that shows `art/fileName`: `PNG.json` for `x.png`, `SVG.json` for
  /// `x.svg`.
  nonisolated static func specName(showing fileName: String) -> String {
    fileName.hasSuffix(".svg") ? "SVG.json" : "PNG.json"
  }

  /// A spec folder in a scratch folder of its own: `specs/PNG.json` and `SVG.json` show
  /// `specs/art/x.png` and `x.svg`, beside which lie the files the SVGs refer to
  /// (`ImageFuzzCorpus.neighbours`).
  @MainActor final class Fixture {
    let scratch: ScratchFolder
    let specs: URL
    let art: URL

    init() throws {
      scratch = try ScratchFolder()
      specs = scratch.url.appendingPathComponent("specs")
      art = specs.appendingPathComponent("art")
      try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
      for (name, data) in ImageFuzzCorpus.neighbours {
        try data.write(to: art.appendingPathComponent(name))
      }
      for name in ["x.png", "x.svg"] {
        try Data(ImageFuzzTests.specJSON(showing: "art/\(name)").utf8)
          .write(to: specs.appendingPathComponent(ImageFuzzTests.specName(showing: name)))
      }
    }

    /// Puts `contents` at `art/fileName`, replacing what was there.
    func place(_ contents: ImageFuzzCorpus.Case.Contents, as fileName: String) throws {
      let url = art.appendingPathComponent(fileName)
      try? FileManager.default.removeItem(at: url)
      switch contents {
      case .bytes(let data):
        try data.write(to: url)
      case .folder:
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      case .fifo:
        guard mkfifo(url.path, 0o600) == 0 else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
      }
    }

    /// Loads the spec that shows `art/fileName` and renders it as `easel render` does.
    func run(_ fileName: String) -> Outcome {
      let url = specs.appendingPathComponent(ImageFuzzTests.specName(showing: fileName))
      do {
        let spec = try Spec.load(contentsOf: url, registry: .catalog)
        let device = spec.devices[0]
        do {
          let image = try PreviewRenderer.image(
            of: spec, on: device, scale: 1, colorScheme: spec.colorScheme)
          return .rendered(image)
        } catch {
          return .renderFailed("\(error)")
        }
      } catch {
        return .failed(error)
      }
    }
  }

  /// What became of a case.
  enum Outcome {
    case rendered(CairoImage)
    case failed(SpecError)
    case renderFailed(String)

    var error: SpecError? {
      if case .failed(let error) = self { return error }
      return nil
    }
  }

  /// Checks that `error` is an image error at the `file` key of the spec showing
  /// `art/fileName`, whose message starts with that path; returns what `#expect` found wrong.
  static func problems(with error: SpecError, fileName: String) -> [String] {
    let json = specJSON(showing: "art/\(fileName)")
    let value = json.range(of: "\"art/\(fileName)\"")!
    let before = json[..<value.lowerBound]
    let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
    let column =
      before.count
      - (before.lastIndex(of: "\n").map { json.distance(from: json.startIndex, to: $0) + 1 } ?? 0)
      + 1
    var problems: [String] = []
    if error.kind != .invalidImage { problems.append("kind \(error.kind), not invalidImage") }
    if error.fileName != specName(showing: fileName) {
      problems.append("file name \(error.fileName)")
    }
    if error.keyPath != "view.children[1].file" { problems.append("key path \(error.keyPath)") }
    if error.line != line || error.column != column {
      problems.append("location \(error.line ?? 0):\(error.column ?? 0), not \(line):\(column)")
    }
    let prefix = "art/\(fileName): "
    if !error.message.hasPrefix(prefix) || error.message.count <= prefix.count + 8 {
      problems.append("message does not start with \"\(prefix)\" and say what is wrong")
    }
    if error.message.contains(where: \.isNewline) { problems.append("message of several lines") }
    return problems
  }

  // MARK: Damaged files

  /// A damaged copy of a good image, and what must become of it.
  struct Damage {
    var description: String
    var data: Data
    /// Whether the damage must give an error (else either outcome is right).
    var mustFail: Bool
  }

  /// Whether flipping bit `bit` of byte `index` of a PNG may leave it decodable: inside an
  /// ancillary chunk's type, data or checksum (libpng only warns about those, and skips a chunk
  /// whose type it does not know), unless the flip makes the chunk critical (bit 5 of its
  /// type's first letter). Everything else — the signature, every chunk's length, and
  /// critical chunks whole — is checked by libpng or by the header check.
  static func isLenient(ofPNG data: Data) -> (_ index: Int, _ bit: Int) -> Bool {
    let bytes = [UInt8](data)
    var ancillary: [Range<Int>] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if bytes[offset + 4] & 0x20 != 0 { ancillary.append((offset + 4)..<(offset + 12 + length)) }
      offset += 12 + length
    }
    return { index, bit in
      ancillary.contains { $0.contains(index) && !(index == $0.lowerBound && bit == 5) }
    }
  }

  /// Cuts of `data` — its first n bytes — for every n below its length, or for `sample` of
  /// them drawn by `generator` and the last 16. Those shorter than `wholeUntil` must give an
  /// error.
  static func truncations(
    of data: Data, named name: String, wholeUntil: Int, sample: Int? = nil,
    _ generator: inout Generator
  ) -> [Damage] {
    var cuts = Set(0..<data.count)
    if let sample, sample < data.count {
      cuts = Set((0..<sample).map { _ in generator.below(data.count) })
        .union(max(0, data.count - 16)..<data.count)
    }
    return cuts.sorted().map { cut in
      Damage(
        description: "\(name) cut to \(cut) of \(data.count) bytes", data: data.prefix(cut),
        mustFail: cut < wholeUntil)
    }
  }

  /// `count` copies of `data` with one to four bits flipped each.
  static func bitFlips(
    of data: Data, named name: String, count: Int, lenient: ((Int, Int) -> Bool)?,
    _ generator: inout Generator
  ) -> [Damage] {
    (0..<count).map { _ in
      var bytes = [UInt8](data)
      var flips: [(Int, Int)] = []
      for _ in 0...generator.below(4) {
        let index = generator.below(bytes.count)
        let bit = generator.below(8)
        bytes[index] ^= UInt8(1 << bit)
        flips.append((index, bit))
      }
      // Flips that cancel out leave the file whole.
      let changed = flips.filter { flip in flips.filter { $0 == flip }.count % 2 == 1 }
      let mustFail =
        lenient.map { isLenient in
          changed.contains { !isLenient($0.0, $0.1) }
        } ?? false
      return Damage(
        description: "\(name) with bits flipped at "
          + flips.map { "\($0.0).\($0.1)" }.joined(separator: ", "),
        data: Data(bytes), mustFail: mustFail)
    }
  }

  /// The cases of one run: the good files; every cut of each (of the large SVG, 500 drawn by
  /// the generator and the last 16); and seeded bit flips of each (200 of each PNG, 400 of
  /// each SVG).
  static func damagedCases() throws -> [(fileName: String, damage: Damage)] {
    var generator = Generator(state: seed)
    let swatch = try Data(
      contentsOf: ImageFuzzCorpus.assets.appendingPathComponent("sample-swatch.png"))
    let badge = try Data(
      contentsOf: ImageFuzzCorpus.assets.appendingPathComponent("sample-badge.svg"))
    let pngs: [(String, Data)] = [
      ("palette.png", ImageFuzzCorpus.palettePNG),
      ("interlaced.png", ImageFuzzCorpus.interlacedPNG),
      ("cairo.png", try ImageFuzzCorpus.cairoPNG()), ("sample-swatch.png", swatch),
    ]
    let svgs: [(String, Data)] = [
      ("sample-badge.svg", badge), ("rich.svg", ImageFuzzCorpus.richSVG),
    ]
    var cases: [(String, Damage)] = []
    for (name, data) in pngs {
      cases.append(("x.png", Damage(description: "\(name), whole", data: data, mustFail: false)))
    }
    for (name, data) in svgs {
      cases.append(("x.svg", Damage(description: "\(name), whole", data: data, mustFail: false)))
    }
    for (name, data) in pngs {
      cases += truncations(of: data, named: name, wholeUntil: data.count, &generator).map {
        ("x.png", $0)
      }
    }
    for (name, data) in svgs {
      let text = String(decoding: data, as: UTF8.self)
      let end = text.utf8.distance(
        from: text.utf8.startIndex,
        to: text.range(of: "</svg>")!.upperBound.samePosition(in: text.utf8)!)
      cases += truncations(
        of: data, named: name, wholeUntil: end, sample: data.count > 600 ? 500 : nil, &generator
      ).map { ("x.svg", $0) }
    }
    for (name, data) in pngs {
      cases += bitFlips(
        of: data, named: name, count: 200, lenient: isLenient(ofPNG: data), &generator
      )
      .map { ("x.png", $0) }
    }
    for (name, data) in svgs {
      cases += bitFlips(of: data, named: name, count: 400, lenient: nil, &generator).map {
        ("x.svg", $0)
      }
    }
    return cases
  }

  /// What a run of damaged files gave.
  struct Tally {
    var failed = 0
    var rendered = 0
    var seconds = 0.0
  }

  /// Runs each damaged file in `fixture`, recording an issue (with the seed and the case) for
  /// an error that is not at the `file` key or does not say what is wrong, for a file that
  /// renders where its damage must fail, and for a spec that loads but does not render.
  static func run(_ cases: [(fileName: String, damage: Damage)], in fixture: Fixture) throws
    -> Tally
  {
    var tally = Tally()
    let started = ContinuousClock.now
    for (number, (fileName, damage)) in cases.enumerated() {
      let replay = "seed \(seed), case \(number): \(damage.description)"
      try fixture.place(.bytes(damage.data), as: fileName)
      switch fixture.run(fileName) {
      case .rendered:
        tally.rendered += 1
        #expect(!damage.mustFail, "rendered, but the damage must give an error (\(replay))")
      case .failed(let error):
        tally.failed += 1
        let problems = problems(with: error, fileName: fileName)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; ")): \(error) (\(replay))")
      case .renderFailed(let message):
        Issue.record("loaded but did not render: \(message) (\(replay))")
      }
    }
    tally.seconds = (ContinuousClock.now - started) / .seconds(1)
    return tally
  }

  // MARK: Hand-made cases

  /// Runs each hand-made case in `fixture`: through the spec, its error's location and words
  /// (and, `checkingKinds`, its kind from `CairoImageFile.check`, which reads the file again);
  /// or, for a case without an error, a spec that loads and renders. Each ends within 60 s
  /// (librsvg's own limits stop loops): a bound on a hang, not a speed — the slowest case,
  /// ten levels of ten SVG `<use>`s, took 11.8 s in a full `make test` on a loaded 2-core
  /// machine.
  static func run(
    _ cases: [ImageFuzzCorpus.Case], in fixture: Fixture, checkingKinds: Bool = true
  ) throws {
    for item in cases {
      try fixture.place(item.contents, as: item.fileName)
      let started = ContinuousClock.now
      let outcome = fixture.run(item.fileName)
      let elapsed = ContinuousClock.now - started
      switch outcome {
      case .rendered:
        #expect(item.expected == nil, "\(item.name): rendered")
      case .failed(let error):
        if checkingKinds {
          do {
            _ = try CairoImageFile.check(fixture.art.appendingPathComponent(item.fileName))
            Issue.record("\(item.name): the spec failed, but CairoImageFile.check passes")
          } catch {
            #expect(error.kind == item.expected, "\(item.name): kind")
          }
        }
        let problems = problems(with: error, fileName: item.fileName)
        #expect(problems.isEmpty, "\(item.name): \(problems.joined(separator: "; ")): \(error)")
        #expect(
          item.expected != nil && error.message.contains(item.reasonContains),
          "\(item.name): \(error)")
      case .renderFailed(let message):
        Issue.record("\(item.name): loaded but did not render: \(message)")
      }
      #expect(elapsed < .seconds(60), "\(item.name) took \(elapsed)")
    }
  }

  // MARK: The run, in a process of its own

  /// The environment variable that enables `wholeFuzzRunInThisProcess`.
  nonisolated static let childVariable = "EASEL_IMAGE_FUZZ_CHILD"

  /// This process's peak resident memory (`VmHWM`), in kilobytes.
  static func peakResidentKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// The running test binary.
  static func testBinary() -> String {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = buffer.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) {
        readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1)
      }
    }
    return String(decoding: buffer[..<max(count, 0)], as: UTF8.self)
  }

  /// The whole run — every damaged file, every hand-made case, and files that would take
  /// gigabytes without the limits — in a process of its own: this test binary, started again
  /// to run `wholeFuzzRunInThisProcess` alone, which reports its cases, its time and its peak
  /// resident memory (`VmHWM`, which a new program starts afresh; `ru_maxrss` from `wait4`
  /// would not do, as a child started with `posix_spawn` carries its parent's peak). Its issues
  /// are recorded here, and its peak must stay under 200 MB.
  ///
  /// To run it in the test process instead (to debug it):
  /// `EASEL_IMAGE_FUZZ_CHILD=1 swift test --filter wholeFuzzRunInThisProcess`.
  @Test func fuzzRunStaysUnder200MBInAProcessOfItsOwn() throws {
    let scratch = try ScratchFolder()
    let run = try ImageCommandLineTests.spawn(
      Self.testBinary(),
      ["--testing-library", "swift-testing", "--filter", "wholeFuzzRunInThisProcess"],
      environment: [Self.childVariable: "1"], in: scratch.url)
    let lines = (run.output + run.errors).split(separator: "\n")
    // Each issue of the child: its ✘ line and the ↳ lines under it.
    var issues: [String] = []
    for line in lines {
      if line.contains("✘") {
        issues.append(String(line))
      } else if line.contains("↳"), !issues.isEmpty, issues.count < 40 {
        issues[issues.count - 1] += "\n" + line
      }
    }
    for issue in issues.prefix(40) { Issue.record("in the child run: \(issue)") }
    #expect(run.status == 0, "the child run ended with status \(run.status)")
    guard let report = lines.first(where: { $0.contains("image fuzz, whole run:") }) else {
      Issue.record("the child run printed no report:\n\(run.output.suffix(3000))")
      return
    }
    print(String(report))
    let words = report.split(separator: " ")
    let peak = words.firstIndex(of: "kB").flatMap { Int(words[$0 - 1]) }
    #expect(peak.map { $0 < 200 * 1024 } == true, "\(report)")
  }

  /// The run that `fuzzRunStaysUnder200MBInAProcessOfItsOwn` starts; it runs only there
  /// (`EASEL_IMAGE_FUZZ_CHILD=1`).
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
  func wholeFuzzRunInThisProcess() throws {
    let started = ContinuousClock.now
    let fixture = try Fixture()
    let damaged = try Self.damagedCases()
    let tally = try Self.run(damaged, in: fixture)
    let handMade =
      ImageFuzzCorpus.hugeHeaders + ImageFuzzCorpus.selfReferences + ImageFuzzCorpus.otherFiles
      + ImageFuzzCorpus.externalReferences(to: "http://127.0.0.1:9") + ImageFuzzCorpus.heavyCases
    let handMadeStarted = ContinuousClock.now
    // Their kinds are checked in `brokenFilesGiveTheirKindOfError`.
    try Self.run(handMade, in: fixture, checkingKinds: false)
    let handMadeSeconds = (ContinuousClock.now - handMadeStarted) / .seconds(1)
    let seconds = (ContinuousClock.now - started) / .seconds(1)
    let peak = try #require(Self.peakResidentKilobytes())
    print(
      "image fuzz, whole run: \(damaged.count + handMade.count) cases in "
        + String(format: "%.1f", seconds) + " s (\(damaged.count) damaged files, seed "
        + "\(Self.seed): \(tally.failed) errors, \(tally.rendered) rendered, "
        + String(format: "%.1f", tally.seconds) + " s; \(handMade.count) hand-made, "
        + String(format: "%.1f", handMadeSeconds) + " s); peak resident memory \(peak) kB")
    // Both outcomes are exercised in earnest.
    #expect(tally.rendered > 100)
    #expect(tally.failed > 2000)
  }

  /// PNG headers past the limits and the files that are not images (or not ones Easel reads)
  /// give their kind of `ImageFileError`, and through the spec their error at its `file` key.
  @Test func brokenFilesGiveTheirKindOfError() throws {
    try Self.run(ImageFuzzCorpus.hugeHeaders + ImageFuzzCorpus.otherFiles, in: try Fixture())
  }

  /// The error as `easel render` prints it: the spec, the line and column of the `file` value,
  /// its key path, the image's path as written, and what is wrong.
  @Test func errorsReadAsOneLine() throws {
    let fixture = try Fixture()
    let huge = ImageFuzzCorpus.hugeHeaders[0]
    try fixture.place(huge.contents, as: "x.png")
    #expect(
      fixture.run("x.png").error?.description
        == "PNG.json:4:30: view.children[1].file: art/x.png: image of 30000×30000 pixels is "
        + "larger than the limit of 16777216 pixels (4096×4096)")
    try fixture.place(.bytes(Data("not an image\n".utf8)), as: "x.png")
    #expect(
      fixture.run("x.png").error?.description
        == "PNG.json:4:30: view.children[1].file: art/x.png: not a PNG or SVG image")
    try fixture.place(.folder, as: "x.svg")
    #expect(
      fixture.run("x.svg").error?.description
        == "SVG.json:4:30: view.children[1].file: art/x.svg: is a folder, not an image file")
    // A file that is not there is not an error: it draws nothing, as SwiftUI's missing images.
    try FileManager.default.removeItem(at: fixture.art.appendingPathComponent("x.svg"))
    guard case .rendered = fixture.run("x.svg") else {
      Issue.record("a missing image must not fail the spec")
      return
    }
  }
}
