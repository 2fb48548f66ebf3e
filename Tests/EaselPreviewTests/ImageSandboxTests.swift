import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An SVG that a spec shows reads nothing outside its folder and nothing from the network:
/// librsvg is given the file as its base, and loads only files in the SVG's folder and below
/// (links resolved), and no `http` URL at all.
@MainActor
@Suite(.serialized)
struct ImageSandboxTests {
  /// A TCP socket listening on 127.0.0.1 at a port of the system's choosing, that never
  /// accepts: a connection to it waits in its queue, where `connectionWaiting` finds it.
  final class Listener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, length) == 0 && listen(descriptor, 64) == 0
            && getsockname(descriptor, $0, &length) == 0
        }
      }
      guard descriptor >= 0, bound, fcntl(descriptor, F_SETFL, O_NONBLOCK) == 0 else {
        if descriptor >= 0 { close(descriptor) }
        throw CocoaError(.featureUnsupported)
      }
      self.descriptor = descriptor
      port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }

    /// Whether a connection has come: the kernel completes a connection to a listening socket
    /// before `connect` returns, so one made before this call is already queued.
    func connectionWaiting() -> Bool {
      let client = accept(descriptor, nil, nil)
      guard client >= 0 else { return false }
      close(client)
      return true
    }
  }

  /// A PNG of 4 × 4 pixels of one colour.
  static func solidPNG(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Data {
    let row: [UInt8] = [0] + Array([[UInt8]](repeating: [red, green, blue], count: 4).joined())
    return ImageFuzzCorpus.png(
      width: 4, height: 4,
      idat: ImageFuzzCorpus.zlibStored(Array([[UInt8]](repeating: row, count: 4).joined())))
  }

  /// Renders the spec `folder/Sandbox.json`, which shows `art/x.svg` stretched over its 80 × 20
  /// points, as `easel render` does.
  func render(_ svg: String, in folder: URL) throws -> CairoImage {
    try Data(svg.utf8).write(to: folder.appendingPathComponent("art/x.svg"))
    let spec = try Spec.load(
      contentsOf: folder.appendingPathComponent("Sandbox.json"), registry: .catalog)
    return try PreviewRenderer.image(of: spec, on: spec.devices[0])
  }

  /// A spec folder `specs` with `art/red.png` and `art/blue.png`, beside a folder `outside`
  /// with `blue.png` and `doc.svg` (a blue square with the id `b`), and a link `art/link`
  /// to `outside`.
  func makeFolders(in scratch: ScratchFolder) throws -> (specs: URL, outside: URL) {
    let specs = scratch.url.appendingPathComponent("specs")
    let outside = scratch.url.appendingPathComponent("outside")
    let art = specs.appendingPathComponent("art")
    for folder in [art, outside] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Self.solidPNG(255, 0, 0).write(to: art.appendingPathComponent("red.png"))
    try Self.solidPNG(0, 0, 255).write(to: art.appendingPathComponent("blue.png"))
    try Self.solidPNG(0, 0, 255).write(to: outside.appendingPathComponent("blue.png"))
    try Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect id="b" width="10" height="20" fill="#0000ff"/></svg>"##
        .utf8
    ).write(to: outside.appendingPathComponent("doc.svg"))
    try FileManager.default.createSymbolicLink(
      atPath: art.appendingPathComponent("link").path, withDestinationPath: "../../outside")
    try Data(
      #"{"size": {"width": 80, "height": 20}, "view": {"type": "Image", "file": "art/x.svg", "resizable": true}}"#
        .utf8
    ).write(to: specs.appendingPathComponent("Sandbox.json"))
    return (specs, outside)
  }

  /// Eight strips of 10 × 20 over green: the two images inside the folder are drawn (so a
  /// blue image would show), and the blue image or document outside it — by `..`, by an
  /// absolute `file:` URL, through a link, over http, as a `<use>` and as a filter input —
  /// is not.
  @Test func filesOutsideTheFolderAndTheNetworkAreNotRead() throws {
    let scratch = try ScratchFolder()
    let (specs, outside) = try makeFolders(in: scratch)
    let listener = try Listener()
    let server = "http://127.0.0.1:\(listener.port)"
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
           width="80" height="20">
        <filter id="f" x="0" y="0" width="1" height="1">
          <feImage href="../../outside/blue.png" preserveAspectRatio="none"/>
        </filter>
        <rect width="80" height="20" fill="#00ff00"/>
        <image href="red.png" x="0" width="10" height="20" preserveAspectRatio="none"/>
        <image href="blue.png" x="10" width="10" height="20" preserveAspectRatio="none"/>
        <image href="../../outside/blue.png" x="20" width="10" height="20"
               preserveAspectRatio="none"/>
        <image xlink:href="\(outside.appendingPathComponent("blue.png").absoluteString)" x="30"
               width="10" height="20" preserveAspectRatio="none"/>
        <image href="link/blue.png" x="40" width="10" height="20" preserveAspectRatio="none"/>
        <image href="\(server)/blue.png" x="50" width="10" height="20"
               preserveAspectRatio="none"/>
        <use href="../../outside/doc.svg#b" x="60"/>
        <rect x="70" width="10" height="20" filter="url(#f)"/>
      </svg>
      """
    let image = try render(svg, in: specs)
    let expected: [(String, Pixel)] = [
      ("red.png, inside", Pixel(red: 255, green: 0, blue: 0)),
      ("blue.png, inside", Pixel(red: 0, green: 0, blue: 255)),
      ("../../outside/blue.png", Pixel(red: 0, green: 255, blue: 0)),
      ("file: URL of outside/blue.png", Pixel(red: 0, green: 255, blue: 0)),
      ("link/blue.png, a link out", Pixel(red: 0, green: 255, blue: 0)),
      ("http URL", Pixel(red: 0, green: 255, blue: 0)),
      ("<use> of outside/doc.svg", Pixel(red: 0, green: 255, blue: 0)),
      ("<feImage> of outside/blue.png", Pixel(red: 0, green: 255, blue: 0)),
    ]
    for (index, (name, pixel)) in expected.enumerated() {
      let found = image.pixel(x: 5 + 10 * index, y: 10)
      #expect(
        found?.isClose(to: pixel, tolerance: 8) == true, "\(name): \(String(describing: found))")
    }
    #expect(!listener.connectionWaiting(), "the SVG connected to \(server)")
  }

  /// Every way an SVG can name a URL — image, stylesheet, import, font, filter input, `<use>`,
  /// paint — loads and renders without connecting; a connection made on purpose shows that
  /// the listener would have seen one.
  @Test func noReferenceConnectsToTheNetwork() throws {
    let scratch = try ScratchFolder()
    let (specs, _) = try makeFolders(in: scratch)
    let listener = try Listener()
    let server = "http://127.0.0.1:\(listener.port)"
    for item in ImageFuzzCorpus.externalReferences(to: server) {
      guard case .bytes(let data) = item.contents else { continue }
      _ = try render(String(decoding: data, as: UTF8.self), in: specs)
      #expect(!listener.connectionWaiting(), "\(item.name) connected to \(server)")
    }
    // The control: a connection of our own is seen.
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(client) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = listener.port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    #expect(connected)
    #expect(listener.connectionWaiting())
  }
}
