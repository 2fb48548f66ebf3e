import Easel
import EaselCairo
import Foundation
import Testing

/// A way to snapshot a value: what is taken of it (`snapshot`), the file extension its
/// reference is stored under, and how two snapshots are compared (`diffing`).
///
/// `assertSnapshot(of:as:named:)` takes any strategy: `.image()` for the rendered pixels,
/// `.accessibilityTree` for what a screen reader meets, `.layout` for the frames of the
/// identified views; the trees are text, compared line by line with a readable diff.
public struct Snapshotting<Value, Format> {
  /// The extension of the reference file, without the dot.
  public var pathExtension: String
  /// How snapshots are stored and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot of a value.
  public var snapshot: @MainActor (Value) throws -> Format

  /// A strategy that stores `snapshot`'s result as `.pathExtension` files compared by
  /// `diffing`.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping @MainActor (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// This strategy applied to what `transform` makes of another value.
  public func pullback<Other>(_ transform: @escaping @MainActor (Other) throws -> Value)
    -> Snapshotting<Other, Format>
  {
    let snapshot = self.snapshot
    return Snapshotting<Other, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

/// How snapshots of one format are stored and compared.
public struct Diffing<Format> {
  /// The bytes of a reference file.
  public var toData: @MainActor (Format) throws -> Data
  /// A snapshot read back from a reference file.
  public var fromData: @MainActor (Data) throws -> Format
  /// `nil` when `actual` matches `reference`; else what differs, and files that show it.
  public var diff: @MainActor (_ reference: Format, _ actual: Format) throws -> SnapshotDiff?

  /// A way to store and compare snapshots.
  public init(
    toData: @escaping @MainActor (Format) throws -> Data,
    fromData: @escaping @MainActor (Data) throws -> Format,
    diff: @escaping @MainActor (_ reference: Format, _ actual: Format) throws -> SnapshotDiff?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// How a snapshot differs from its reference: a message, and files that show the difference
/// (each a name suffix, such as `diff.png`, and its bytes).
public struct SnapshotDiff {
  /// What differs, readably.
  public var message: String
  /// Files written beside the failed snapshot.
  public var files: [(suffix: String, data: Data)]

  /// A difference described by `message`, shown by `files`.
  public init(message: String, files: [(suffix: String, data: Data)] = []) {
    self.message = message
    self.files = files
  }
}

extension Diffing where Format == String {
  /// Text compared line by line; a difference lists the lines that went (`-`) and came (`+`)
  /// with two lines of context around each change.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        reference == actual ? nil : SnapshotDiff(message: LineDiff.render(reference, actual))
      })
  }
}

extension Diffing where Format == CairoImage {
  /// Images compared pixel by pixel within `tolerance`, read back at `scale`; a difference
  /// comes with a diff image (differing pixels red over a faded reference).
  public static func image(tolerance: SnapshotTolerance = .exact, scale: CGFloat = 1)
    -> Diffing<CairoImage>
  {
    Diffing(
      toData: { try $0.pngData() },
      fromData: { try CairoImage(pngData: $0, scale: scale) },
      diff: { reference, actual in
        let difference = compareImages(actual, reference, tolerance: tolerance)
        if difference.isWithin(tolerance) { return nil }
        let diff = try CairoImage(
          size: CGSize(
            width: CGFloat(max(actual.pixelWidth, reference.pixelWidth)),
            height: CGFloat(max(actual.pixelHeight, reference.pixelHeight))))
        _ = compareImages(actual, reference, tolerance: tolerance, diff: diff)
        let sizes = difference.sizesMatch ? "" : " (the images have different sizes)"
        return SnapshotDiff(
          message: "\(difference.differingPixelCount) of \(difference.pixelCount) pixels "
            + "differ\(sizes), largest channel difference \(difference.maximumChannelDifference)",
          files: [("diff.png", try diff.pngData())])
      })
  }
}

extension Snapshotting where Format == CairoImage {
  /// The host's rendered image, compared within `tolerance`.
  public static func image<Content: View>(tolerance: SnapshotTolerance = .exact)
    -> Snapshotting<ViewHost<Content>, CairoImage>
  {
    Snapshotting<ViewHost<Content>, CairoImage>(
      pathExtension: "png", diffing: .image(tolerance: tolerance)
    ) { host in
      try host.renderedImage()
    }
  }
}

extension Snapshotting where Format == String {
  /// The host's accessibility elements in reading order, one a line: label, value, hint,
  /// traits, identifier and frame.
  public static func accessibilityTree<Content: View>() -> Snapshotting<ViewHost<Content>, String> {
    Snapshotting<ViewHost<Content>, String>(pathExtension: "txt", diffing: .lines) { host in
      host.accessibilityTree().map(\.description).joined(separator: "\n") + "\n"
    }
  }

  /// The frames of the host's identified views (`accessibilityIdentifier(_:)`), in the order
  /// of the view tree, one a line.
  public static func layout<Content: View>() -> Snapshotting<ViewHost<Content>, String> {
    Snapshotting<ViewHost<Content>, String>(pathExtension: "txt", diffing: .lines) { host in
      host.identifiedFrames().map { entry in
        let frame = entry.frame
        return "\(entry.identifier): x \(LineDiff.number(frame.minX)), "
          + "y \(LineDiff.number(frame.minY)), width \(LineDiff.number(frame.width)), "
          + "height \(LineDiff.number(frame.height))"
      }.joined(separator: "\n") + "\n"
    }
  }
}

/// The outcome of checking a value against its snapshot reference with a strategy.
public enum SnapshotOutcome: Sendable {
  /// The snapshot matched the reference.
  case matched
  /// The reference was written (it was missing, or every reference is being recorded).
  case recorded(reference: URL, replacedExisting: Bool)
  /// There was no reference and the record mode is `.never`.
  case missingReference(URL)
  /// The snapshot differs: what differs, and the files written to look at it.
  case mismatched(message: String, files: [URL])
}

/// Takes `value`'s snapshot `as` a strategy and checks it against the reference
/// `<name>.<extension>` in `directory`, writing the reference as `recordMode` says and, on a
/// mismatch, the actual snapshot, a copy of the reference and the strategy's diff files into
/// `failureDirectory`. `assertSnapshot(of:as:named:)` is this plus issue reporting.
@MainActor
public func verifySnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
  recordMode: SnapshotRecordMode = .fromEnvironment(), directory: URL, failureDirectory: URL
) throws -> SnapshotOutcome {
  let fileManager = FileManager.default
  let reference = directory.appendingPathComponent("\(name).\(strategy.pathExtension)")
  let actual = try strategy.snapshot(value)
  let exists = fileManager.fileExists(atPath: reference.path)
  if recordMode == .all || (!exists && recordMode == .missing) {
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    try strategy.diffing.toData(actual).write(to: reference)
    return .recorded(reference: reference, replacedExisting: exists)
  }
  guard exists else { return .missingReference(reference) }
  let expected = try strategy.diffing.fromData(Data(contentsOf: reference))
  guard let difference = try strategy.diffing.diff(expected, actual) else { return .matched }
  try fileManager.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
  let ext = strategy.pathExtension
  let actualFile = failureDirectory.appendingPathComponent("\(name).actual.\(ext)")
  let referenceCopy = failureDirectory.appendingPathComponent("\(name).reference.\(ext)")
  try strategy.diffing.toData(actual).write(to: actualFile)
  try Data(contentsOf: reference).write(to: referenceCopy)
  var written = [actualFile, referenceCopy]
  for (suffix, data) in difference.files {
    let url = failureDirectory.appendingPathComponent("\(name).\(suffix)")
    try data.write(to: url)
    written.append(url)
  }
  return .mismatched(
    message: "snapshot differs from \(reference.path): \(difference.message)", files: written)
}

/// Compares `value`, snapshotted `as` a strategy, with the reference
/// `__Snapshots__/<TestFileName>/<name>.<extension>` beside the calling test file, writing the
/// reference when it is missing or every one is recorded (`EASEL_RECORD_SNAPSHOTS`, as
/// `assertSnapshot(of:size:...)`). On a mismatch the actual snapshot, a copy of the reference
/// and the strategy's diff files go under `.build/snapshot-failures/<TestFileName>/`, and the
/// issue recorded says what differs:
///
/// ```swift
/// let host = ViewHost(SettingsRow(), size: CGSize(width: 390, height: 60))
/// try assertSnapshot(of: host, as: .image(), named: "row")
/// try assertSnapshot(of: host, as: .accessibilityTree(), named: "row-accessibility")
/// try assertSnapshot(of: host, as: .layout(), named: "row-layout")
/// ```
@MainActor
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
  recordMode: SnapshotRecordMode = .fromEnvironment(), file: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let outcome = try verifySnapshot(
    of: value, as: strategy, named: name, recordMode: recordMode,
    directory: snapshotDirectory(forTestFile: file),
    failureDirectory: snapshotFailureDirectory(forTestFile: file))
  SnapshotIssue.report(outcome, at: sourceLocation)
}
