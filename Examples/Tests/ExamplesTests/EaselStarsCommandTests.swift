import Foundation
import Testing

/// `easel-stars`, the example's own `easel`: its component in a spec, its previews listed and
/// rendered.
@Suite struct EaselStarsCommandTests {
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func run(_ arguments: String...) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = Self.package.appendingPathComponent(".build/debug/easel-stars")
    process.arguments = arguments
    process.currentDirectoryURL = Self.package
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "DISPLAY")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func listsBothKindsOfPreview() throws {
    let list = try run("previews")
    #expect(list.status == 0)
    #expect(
      list.output.contains(
        "Star rating              size that fits      StarRating/StarRating.swift:53"))
    #expect(list.output.contains("StarRating               devices"))
  }

  @Test func theSpecShowsTheRegisteredComponent() throws {
    let check = try run("check", "Specs/StarRating.json")
    #expect(check.output == "StarRating.json: ok (a view tree, 3 devices)\n")
    let tree = try run("inspect", "Specs/StarRating.json")
    #expect(tree.output.contains("\"Rating\" value \"3 of 5 stars\""))
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("stars-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try run("render", "--previews", "Star rating", "-o", out.path)
    #expect(render.status == 0, "\(render.output)")
    #expect(FileManager.default.fileExists(atPath: out.path))
  }
}
