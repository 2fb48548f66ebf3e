import EaselCairo
import EaselPreview
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `easel` reports each broken image at its spec's `file` key: `easel check` of
/// hundreds of image files in one run, and `easel render` of the largest PNG the limit lets
/// through and of an SVG that shows one beyond it.
@MainActor
@Suite(.serialized)
struct ImageCommandLineTests {
  /// A finished child process.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `executable` with `arguments` and `environment` added to this process's, its output
  /// and errors going to files in `folder`, and waits for it.
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    in folder: URL
  ) throws -> Run {
    let outputPath = folder.appendingPathComponent("child-output.txt").path
    let errorsPath = folder.appendingPathComponent("child-errors.txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return Run(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "")
  }

  /// Writes a spec `name.json` in `folder` that shows `img/file`, and returns its path.
  static func writeSpec(_ name: String, showing file: String, in folder: URL) throws -> String {
    let spec = folder.appendingPathComponent("\(name).json")
    try Data(
      #"{"size": {"width": 64, "height": 48}, "view": {"type": "Image", "file": "img/\#(file)", "resizable": true}}"#
        .utf8
    ).write(to: spec)
    return spec.path
  }

  /// What `easel check` must say of a spec.
  enum Verdict {
    /// "ok".
    case loads
    /// An error whose reason contains these words.
    case fails(String)
    /// Either (a damaged file).
    case either
  }

  /// `folder/img`, holding the corpus's neighbour files (what its SVGs refer to).
  static func imageFolder(in folder: URL) throws -> URL {
    let images = folder.appendingPathComponent("img")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    for (name, data) in ImageFuzzCorpus.neighbours {
      try data.write(to: images.appendingPathComponent(name))
    }
    return images
  }

  /// One `easel check` of the huge headers, the files that are not images and a twentieth of
  /// the damaged ones, each shown by a spec of its own: one line per spec, "ok" or an error at
  /// its `file` key (line 1, column 73) naming the image as written.
  @Test func easelCheckReportsEachImageAtItsFileKey() throws {
    let scratch = try ScratchFolder()
    let folder = scratch.url
    let images = try Self.imageFolder(in: folder)
    var items: [(data: Data, fileName: String, verdict: Verdict)] = []
    for item in ImageFuzzCorpus.hugeHeaders + ImageFuzzCorpus.otherFiles {
      guard case .bytes(let data) = item.contents else { continue }
      items.append(
        (data, item.fileName, item.expected == nil ? .loads : .fails(item.reasonContains)))
    }
    let damaged = try ImageFuzzTests.damagedCases()
    for index in stride(from: 0, to: damaged.count, by: 20) {
      items.append((damaged[index].damage.data, damaged[index].fileName, .either))
    }
    var specs: [String] = []
    var verdicts: [String: Verdict] = [:]
    for (index, item) in items.enumerated() {
      // Beside the files SVGs refer to.
      let name = String(format: "c%04d", index)
      let file = "\(name).\(item.fileName.split(separator: ".").last ?? "")"
      try item.data.write(to: images.appendingPathComponent(file))
      specs.append(try Self.writeSpec(name, showing: file, in: folder))
      verdicts["\(name).json"] = item.verdict
    }
    let run = try Self.spawn(EaselCommandTests.binary.path, ["check"] + specs, in: folder)
    #expect(run.status == 1)
    var lines: [String: String] = [:]
    for line in (run.output + run.errors).split(separator: "\n") {
      let spec = String(line.prefix { $0 != ":" })
      #expect(lines[spec] == nil, "two lines for \(spec)")
      lines[spec] = String(line)
    }
    for (spec, verdict) in verdicts {
      guard let line = lines[spec] else {
        Issue.record("no line for \(spec)")
        continue
      }
      let loaded = line.hasPrefix("\(spec): ok")
      // c0001.json:1:73: view.file: img/c0001.png: reason
      let fields = line.split(separator: ":", maxSplits: 5).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let located =
        fields.count == 6 && fields[1] == "1" && fields[2] == "73" && fields[3] == "view.file"
        && fields[4].hasPrefix("img/c") && !fields[5].isEmpty
      switch verdict {
      case .loads: #expect(loaded, "\(line)")
      case .fails(let words): #expect(located && line.contains(words), "\(line)")
      case .either: #expect(loaded || located, "\(line)")
      }
    }
  }

  /// `easel render` of the largest PNG the limit lets through writes the image; of an SVG that
  /// shows a PNG beyond it, fails with the error at the spec's `file` key.
  @Test func easelRenderShowsTheLargestAndRefusesBeyond() throws {
    let scratch = try ScratchFolder()
    let folder = scratch.url
    let images = try Self.imageFolder(in: folder)
    let heavy = ImageFuzzCorpus.heavyCases
    for (name, item) in [("at-limit.png", heavy[0]), ("giant-ref.svg", heavy[2])] {
      guard case .bytes(let data) = item.contents else { continue }
      try data.write(to: images.appendingPathComponent(name))
    }
    let output = folder.appendingPathComponent("out.png").path
    let large = try Self.spawn(
      EaselCommandTests.binary.path,
      ["render", try Self.writeSpec("Large", showing: "at-limit.png", in: folder), "-o", output],
      in: folder)
    #expect(large.status == 0, "\(large.errors)")
    #expect(large.output.hasPrefix("easel: wrote \(output) (64×48 px)"), "\(large.output)")
    let refused = try Self.spawn(
      EaselCommandTests.binary.path,
      ["render", try Self.writeSpec("Giant", showing: "giant-ref.svg", in: folder), "-o", output],
      in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "Giant.json:1:73: view.file: img/giant-ref.svg: SVG refers to an image of 8000×8000 "
        + "pixels, larger than the limit of 16777216 pixels (4096×4096)\n",
      "\(refused.errors)")
  }
}
