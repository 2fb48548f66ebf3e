import Easel
import Foundation
import Testing

@testable import EaselTesting

/// Snapshot strategies (`Snapshotting`): the image, the accessibility tree and the laid-out
/// frames go through one API, and text snapshots fail with a readable line diff.
@MainActor
@Suite struct SnapshottingTests {
  struct Row: View {
    let title: String

    var body: some View {
      HStack {
        Text(title).accessibilityIdentifier("title")
        Spacer()
        Circle().fill(Color.green).frame(width: 20, height: 20)
          .accessibilityLabel("Status").accessibilityValue("On")
          .accessibilityIdentifier("status")
      }
      .padding(10)
    }
  }

  /// A folder of its own under the temporary folder, removed by `body`'s end.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-snapshotting-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  @Test func theLayoutSnapshotListsTheIdentifiedFrames() throws {
    let host = ViewHost(Row(title: "Wi-Fi"), size: CGSize(width: 200, height: 40))
    let strategy: Snapshotting<ViewHost<Row>, String> = .layout()
    let text = try strategy.snapshot(host)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[1] == "status: x 170, y 10, width 20, height 20")
    #expect(lines[0].hasPrefix("title: x 10, "))
  }

  @Test func aChangedTreeFailsWithTheLinesThatChanged() throws {
    try withFolder { folder in
      let references = folder.appendingPathComponent("references")
      let failures = folder.appendingPathComponent("failures")
      let first = ViewHost(Row(title: "Wi-Fi"), size: CGSize(width: 200, height: 40))
      // Recorded when missing, then matched.
      let recorded = try verifySnapshot(
        of: first, as: .accessibilityTree(), named: "row", recordMode: .missing,
        directory: references, failureDirectory: failures)
      guard case .recorded(_, replacedExisting: false) = recorded else {
        Issue.record("expected a recorded reference, got \(recorded)")
        return
      }
      let again = try verifySnapshot(
        of: first, as: .accessibilityTree(), named: "row", recordMode: .missing,
        directory: references, failureDirectory: failures)
      guard case .matched = again else {
        Issue.record("expected a match, got \(again)")
        return
      }
      // Another title: the diff names the changed line and keeps the unchanged one.
      let second = ViewHost(Row(title: "Bluetooth"), size: CGSize(width: 200, height: 40))
      let outcome = try verifySnapshot(
        of: second, as: .accessibilityTree(), named: "row", recordMode: .missing,
        directory: references, failureDirectory: failures)
      guard case .mismatched(let message, let files) = outcome else {
        Issue.record("expected a mismatch, got \(outcome)")
        return
      }
      #expect(message.contains("- AccessibilityElement(\"Wi-Fi\""))
      #expect(message.contains("+ AccessibilityElement(\"Bluetooth\""))
      #expect(message.contains("  AccessibilityElement(\"Status\", value: \"On\""))
      #expect(files.map(\.lastPathComponent) == ["row.actual.txt", "row.reference.txt"])
    }
  }

  @Test func anImageMismatchWritesADiffImage() throws {
    try withFolder { folder in
      let references = folder.appendingPathComponent("references")
      let failures = folder.appendingPathComponent("failures")
      let size = CGSize(width: 200, height: 40)
      _ = try verifySnapshot(
        of: ViewHost(Row(title: "Wi-Fi"), size: size), as: .image(), named: "row",
        recordMode: .missing, directory: references, failureDirectory: failures)
      let outcome = try verifySnapshot(
        of: ViewHost(Row(title: "Wi-Fi!"), size: size), as: .image(), named: "row",
        recordMode: .missing, directory: references, failureDirectory: failures)
      guard case .mismatched(let message, let files) = outcome else {
        Issue.record("expected a mismatch, got \(outcome)")
        return
      }
      #expect(message.contains("pixels differ"))
      #expect(
        files.map(\.lastPathComponent) == ["row.actual.png", "row.reference.png", "row.diff.png"])
      for file in files { #expect(FileManager.default.fileExists(atPath: file.path)) }
    }
  }

  @Test func theLineDiffMatchesTheLongestCommonLines() {
    let diff = LineDiff.lines(["a", "b", "c", "d"], ["a", "c", "d", "e"])
    #expect(diff == [.same("a"), .removed("b"), .same("c"), .same("d"), .added("e")])
    let text = LineDiff.render(
      (1...10).map(String.init).joined(separator: "\n"),
      (1...10).map { $0 == 6 ? "six" : String($0) }.joined(separator: "\n"))
    #expect(
      text == """
        lines differ (- reference, + actual):
          …
          4
          5
        - 6
        + six
          7
          8
          …
        """)
  }
}
