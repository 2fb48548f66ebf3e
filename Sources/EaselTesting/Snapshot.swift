import Easel
import EaselCairo
import Foundation
import Testing

/// How closely a rendered image must match its reference.
public struct SnapshotTolerance: Equatable, Sendable {
  /// The largest difference in any channel (0–255, premultiplied) for two pixels to count as
  /// the same.
  public var channelTolerance: Int
  /// The fraction of pixels (0–1) that may differ by more than `channelTolerance`.
  public var allowedDifferingFraction: Double

  /// Creates a tolerance.
  public init(channelTolerance: Int = 0, allowedDifferingFraction: Double = 0) {
    self.channelTolerance = max(channelTolerance, 0)
    self.allowedDifferingFraction = min(max(allowedDifferingFraction, 0), 1)
  }

  /// Every pixel the same.
  public static let exact = SnapshotTolerance()

  /// Pixels within `channel` of each other count as the same, and up to `fraction` of them may
  /// still differ.
  public static func tolerant(channel: Int, fraction: Double = 0) -> SnapshotTolerance {
    SnapshotTolerance(channelTolerance: channel, allowedDifferingFraction: fraction)
  }
}

/// When snapshot references are written.
public enum SnapshotRecordMode: Equatable, Sendable {
  /// Write references that do not exist yet (the test records an issue saying so); compare
  /// the others.
  case missing
  /// Write every reference, replacing what is there (each test records an issue saying so).
  case all
  /// Never write: a missing reference is a failure.
  case never

  /// The mode chosen by the `EASEL_RECORD_SNAPSHOTS` environment variable: `1` (or `all`,
  /// `true`, `yes`) records all, `never` records none, anything else (or unset) records the
  /// missing ones.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotRecordMode {
    switch environment["EASEL_RECORD_SNAPSHOTS"]?.lowercased() {
    case "1", "all", "true", "yes": .all
    case "never": .never
    default: .missing
    }
  }
}

/// How two images differ, pixel by pixel.
public struct ImageDifference: Sendable {
  /// Whether both images have the same size in pixels.
  public var sizesMatch: Bool
  /// The number of pixels compared: those of the larger image in each direction.
  public var pixelCount: Int
  /// The number of pixels that differ by more than the tolerance (every pixel outside the
  /// other image counts).
  public var differingPixelCount: Int
  /// The largest difference in any channel of any pixel both images have.
  public var maximumChannelDifference: Int

  /// The fraction of pixels that differ.
  public var differingFraction: Double {
    pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
  }

  /// Whether the difference is within `tolerance`: same size, and few enough differing pixels.
  public func isWithin(_ tolerance: SnapshotTolerance) -> Bool {
    sizesMatch
      && (differingPixelCount == 0 || differingFraction <= tolerance.allowedDifferingFraction)
  }
}

/// The outcome of checking a view against its snapshot reference.
public enum SnapshotResult: Sendable {
  /// The rendering matched the reference.
  case matched
  /// The reference was written (it was missing, or every reference is being recorded).
  case recorded(reference: URL, replacedExisting: Bool)
  /// There was no reference and the record mode is `.never`.
  case missingReference(URL)
  /// The rendering differs from the reference beyond the tolerance.
  case mismatched(SnapshotMismatch)

  /// Whether the test should pass: only `.matched` passes.
  public var isMatch: Bool {
    if case .matched = self { return true }
    return false
  }
}

/// A failed snapshot comparison and the files written to look at it.
public struct SnapshotMismatch: Sendable {
  /// How the images differ.
  public var difference: ImageDifference
  /// The reference that was compared against.
  public var reference: URL
  /// A copy of the reference, next to the others.
  public var referenceCopy: URL
  /// The new rendering.
  public var actual: URL
  /// An image of the differences: differing pixels in red over a faded copy of the reference.
  public var diff: URL

  /// A readable account of the failure, naming the files.
  public var message: String {
    let sizes =
      difference.sizesMatch ? "" : " (the images have different sizes)"
    let percent = String(format: "%.3f", difference.differingFraction * 100)
    return """
      snapshot differs from \(reference.path)\(sizes): \(difference.differingPixelCount) of \
      \(difference.pixelCount) pixels (\(percent)%), largest channel difference \
      \(difference.maximumChannelDifference)
        actual:    \(actual.path)
        reference: \(referenceCopy.path)
        diff:      \(diff.path)
      """
  }
}

/// Where snapshots of a test file live: `__Snapshots__/<TestFileName>/` beside the file.
public func snapshotDirectory(forTestFile file: StaticString) -> URL {
  let fileURL = URL(fileURLWithPath: "\(file)")
  return fileURL.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)
    .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent, isDirectory: true)
}

/// Where failed snapshots of a test file are written: `.build/snapshot-failures/<TestFileName>/`
/// in the package that holds the file (the nearest folder above it with a `Package.swift`), or
/// in the temporary folder when there is none.
public func snapshotFailureDirectory(forTestFile file: StaticString) -> URL {
  let fileURL = URL(fileURLWithPath: "\(file)")
  let testName = fileURL.deletingPathExtension().lastPathComponent
  var folder = fileURL.deletingLastPathComponent()
  while folder.path != "/" {
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      return folder.appendingPathComponent(".build/snapshot-failures", isDirectory: true)
        .appendingPathComponent(testName, isDirectory: true)
    }
    folder.deleteLastPathComponent()
  }
  return FileManager.default.temporaryDirectory
    .appendingPathComponent("snapshot-failures", isDirectory: true)
    .appendingPathComponent(testName, isDirectory: true)
}

/// Compares two images pixel by pixel, and, when `diff` is given, paints into it (which must be
/// at least as large as the larger image) the differing pixels in red over a faded copy of
/// `reference`.
@MainActor
public func compareImages(
  _ actual: CairoImage, _ reference: CairoImage, tolerance: SnapshotTolerance = .exact,
  diff: CairoImage? = nil
) -> ImageDifference {
  let width = max(actual.pixelWidth, reference.pixelWidth)
  let height = max(actual.pixelHeight, reference.pixelHeight)
  let commonWidth = min(actual.pixelWidth, reference.pixelWidth)
  let commonHeight = min(actual.pixelHeight, reference.pixelHeight)
  var differing = (width * height) - (commonWidth * commonHeight)
  var maximum = 0
  let limit = tolerance.channelTolerance
  // Each diff pixel: red where the images differ, else the reference faded towards white.
  var diffWords = [UInt32](repeating: 0xFFFF_0000, count: diff == nil ? 0 : width * height)
  actual.withUnsafePixelBytes { actualBytes in
    reference.withUnsafePixelBytes { referenceBytes in
      for y in 0..<commonHeight {
        for x in 0..<commonWidth {
          let a = actualBytes.load(fromByteOffset: y * actual.bytesPerRow + x * 4, as: UInt32.self)
          let r = referenceBytes.load(
            fromByteOffset: y * reference.bytesPerRow + x * 4, as: UInt32.self)
          var largest = 0
          if a != r {
            for shift: UInt32 in [0, 8, 16, 24] {
              let difference = abs(
                Int((a >> shift) & 0xFF) - Int((r >> shift) & 0xFF))
              largest = max(largest, difference)
            }
          }
          maximum = max(maximum, largest)
          let differs = largest > limit
          if differs { differing += 1 }
          if diff != nil {
            diffWords[y * width + x] = differs ? 0xFFFF_0000 : faded(r)
          }
        }
      }
    }
  }
  if let diff {
    diff.withUnsafeMutablePixelBytes { bytes in
      for y in 0..<min(height, diff.pixelHeight) {
        for x in 0..<min(width, diff.pixelWidth) {
          bytes.storeBytes(
            of: diffWords[y * width + x], toByteOffset: y * diff.bytesPerRow + x * 4,
            as: UInt32.self)
        }
      }
    }
  }
  return ImageDifference(
    sizesMatch: actual.pixelWidth == reference.pixelWidth
      && actual.pixelHeight == reference.pixelHeight,
    pixelCount: width * height, differingPixelCount: differing,
    maximumChannelDifference: maximum)
}

/// A premultiplied ARGB word as an opaque grey a quarter as dark, for the background of diffs.
private func faded(_ word: UInt32) -> UInt32 {
  let alpha = Int((word >> 24) & 0xFF)
  let red = Int((word >> 16) & 0xFF)
  let green = Int((word >> 8) & 0xFF)
  let blue = Int(word & 0xFF)
  // The colour over white, then its luminance, lightened.
  let over = { (channel: Int) in channel + (255 - alpha) }
  let luminance = (over(red) * 299 + over(green) * 587 + over(blue) * 114) / 1000
  let grey = UInt32(255 - (255 - min(luminance, 255)) / 4)
  return 0xFF00_0000 | grey << 16 | grey << 8 | grey
}

/// Renders `view` and checks it against the reference `<name>.png` in `directory`, writing the
/// reference as `recordMode` says and, on a mismatch, the actual image, a copy of the reference
/// and a diff image into `failureDirectory`. `assertSnapshot` is this plus issue reporting.
@MainActor
public func verifySnapshot(
  of view: some View, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
  named name: String, tolerance: SnapshotTolerance = .exact,
  recordMode: SnapshotRecordMode = .fromEnvironment(), directory: URL, failureDirectory: URL
) throws -> SnapshotResult {
  let host = ViewHost(view, size: size, scale: scale, colorScheme: colorScheme)
  let actual = try host.renderedImage()
  return try verifySnapshot(
    actual, named: name, tolerance: tolerance, recordMode: recordMode, directory: directory,
    failureDirectory: failureDirectory)
}

/// Checks an already rendered image against the reference `<name>.png` in `directory`, as
/// `verifySnapshot(of:...)` does: the image strategy's check (`verifySnapshot(of:as:named:...)`
/// with `Diffing.image(tolerance:scale:)`), its outcome told with the images' difference.
@MainActor
public func verifySnapshot(
  _ actual: CairoImage, named name: String, tolerance: SnapshotTolerance = .exact,
  recordMode: SnapshotRecordMode = .fromEnvironment(), directory: URL, failureDirectory: URL
) throws -> SnapshotResult {
  let strategy = Snapshotting<CairoImage, CairoImage>(
    pathExtension: "png", diffing: .image(tolerance: tolerance, scale: actual.scale)
  ) { $0 }
  let outcome = try verifySnapshot(
    of: actual, as: strategy, named: name, recordMode: recordMode, directory: directory,
    failureDirectory: failureDirectory)
  switch outcome {
  case .matched: return .matched
  case .recorded(let reference, let replacedExisting):
    return .recorded(reference: reference, replacedExisting: replacedExisting)
  case .missingReference(let reference): return .missingReference(reference)
  case .mismatched:
    let reference = directory.appendingPathComponent("\(name).png")
    let expected = try CairoImage(contentsOfPNG: reference, scale: actual.scale)
    return .mismatched(
      SnapshotMismatch(
        difference: compareImages(actual, expected, tolerance: tolerance), reference: reference,
        referenceCopy: failureDirectory.appendingPathComponent("\(name).reference.png"),
        actual: failureDirectory.appendingPathComponent("\(name).actual.png"),
        diff: failureDirectory.appendingPathComponent("\(name).diff.png")))
  }
}

/// Renders `view` at `size` points and `scale`, in `colorScheme`, and compares it with the
/// reference image `__Snapshots__/<TestFileName>/<name>.png` beside the calling test file.
///
/// A missing reference is written and the test records an issue saying so (run the test again
/// to compare). `EASEL_RECORD_SNAPSHOTS=1` rewrites every reference, `EASEL_RECORD_SNAPSHOTS=never`
/// never writes one. On a mismatch beyond `tolerance` the actual, reference and diff PNGs are
/// written under `.build/snapshot-failures/<TestFileName>/`, their paths printed and named in the
/// recorded issue.
@MainActor
public func assertSnapshot(
  of view: some View, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
  named name: String, tolerance: SnapshotTolerance = .exact, file: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try verifySnapshot(
    of: view, size: size, scale: scale, colorScheme: colorScheme, named: name,
    tolerance: tolerance, directory: snapshotDirectory(forTestFile: file),
    failureDirectory: snapshotFailureDirectory(forTestFile: file))
  SnapshotIssue.report(result.outcome, at: sourceLocation)
}

extension SnapshotResult {
  /// The result as any strategy's outcome (the mismatch's message names its files).
  var outcome: SnapshotOutcome {
    switch self {
    case .matched: .matched
    case .recorded(let reference, let replacedExisting):
      .recorded(reference: reference, replacedExisting: replacedExisting)
    case .missingReference(let reference): .missingReference(reference)
    case .mismatched(let mismatch): .mismatched(message: mismatch.message, files: [])
    }
  }
}

/// The issues a snapshot assertion records, worded alike for every strategy.
enum SnapshotIssue {
  /// Records the issue `outcome` calls for: none for a match.
  static func report(_ outcome: SnapshotOutcome, at location: SourceLocation) {
    switch outcome {
    case .matched:
      break
    case .recorded(let reference, let replacedExisting):
      recorded(reference, replacedExisting: replacedExisting, at: location)
    case .missingReference(let reference):
      missing(reference, at: location)
    case .mismatched(let message, let files):
      let written = files.isEmpty ? "" : "\n  written: " + files.map(\.path).joined(separator: ", ")
      mismatched(message + written, at: location)
    }
  }

  /// A reference was written.
  static func recorded(_ reference: URL, replacedExisting: Bool, at location: SourceLocation) {
    let verb = replacedExisting ? "re-recorded" : "recorded a new"
    Issue.record(
      "\(verb) snapshot reference at \(reference.path); check it and run the test again",
      sourceLocation: location)
  }

  /// There was no reference, and none may be written.
  static func missing(_ reference: URL, at location: SourceLocation) {
    Issue.record(
      "no snapshot reference at \(reference.path), and EASEL_RECORD_SNAPSHOTS=never",
      sourceLocation: location)
  }

  /// The snapshot differs, as `message` says (also printed, for logs).
  static func mismatched(_ message: String, at location: SourceLocation) {
    print(message)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}
