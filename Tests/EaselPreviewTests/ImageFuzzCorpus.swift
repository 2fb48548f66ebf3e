import Easel
import EaselCairo
import EaselPreview
import Foundation

/// The image files the image fuzz tests feed to specs: PNG and SVG documents to damage, and
/// the hand-made cases (huge headers, self-references, external URLs, files that are not
/// images). PNGs are written here byte by byte, so that a header can claim any size with a
/// valid checksum.
enum ImageFuzzCorpus {
  // MARK: Writing PNGs

  /// The CRC-32 of PNG chunks (written here independently of the code under test).
  static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// One chunk: length, type, data, CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// A zlib stream of `raw` in stored (uncompressed) deflate blocks.
  static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let final: UInt8 = offset + count == raw.count ? 1 : 0
      out += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
      out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// A zlib stream of `count` zero bytes, compressed with deflate's fixed codes (a literal
  /// zero, then copies of 258 bytes at distance 1): about 13 bits per 258 bytes, so that an
  /// image of hundreds of megabytes of black fits in a small file.
  static func zlibZeros(count: Int) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var bits: UInt64 = 0
    var bitCount = 0
    func put(_ value: UInt32, _ length: Int) {  // least significant bit first
      bits |= UInt64(value) << bitCount
      bitCount += length
      while bitCount >= 8 {
        out.append(UInt8(bits & 0xFF))
        bits >>= 8
        bitCount -= 8
      }
    }
    // Huffman codes go most significant bit first: reverse them once.
    func reversed(_ value: UInt32, _ length: Int) -> UInt32 {
      (0..<length).reduce(0) { $0 | (value >> $1 & 1) << (length - 1 - $1) }
    }
    let zero = reversed(0x30, 8)  // the literal 0
    let copy = reversed(0b1100_0101, 8)  // length 258 (code 285), then distance 1 (code 0)
    put(1, 1)  // final block
    put(1, 2)  // fixed codes
    var left = count
    if left > 0 {
      put(zero, 8)
      left -= 1
    }
    while left >= 258 {
      put(copy, 8)
      put(0, 5)
      left -= 258
    }
    for _ in 0..<left { put(zero, 8) }
    put(0, 7)  // end of block
    if bitCount > 0 { put(0, 8 - bitCount) }
    let adler = UInt32(count % 65_521) << 16 | 1
    return out + bigEndian(adler)
  }

  /// A PNG: signature, `IHDR` of `width` × `height` (`depth` bits, `colorType`, `interlace`),
  /// `extra` chunks, one `IDAT` holding `idat`, and `IEND`.
  static func png(
    width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 2, interlace: UInt8 = 0,
    extra: [[UInt8]] = [], idat: [UInt8]
  ) -> Data {
    let header = bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace]
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", header)
    for extraChunk in extra { bytes += extraChunk }
    bytes += chunk("IDAT", idat)
    bytes += chunk("IEND", [])
    return Data(bytes)
  }

  /// A PNG of `width` × `height` black RGB pixels whose data is all there (compressed): what
  /// a decoder without a limit would allocate and fill.
  static func blackPNG(width: UInt32, height: UInt32) -> Data {
    png(
      width: width, height: height,
      idat: zlibZeros(count: Int(height) * (1 + 3 * Int(width))))
  }

  // MARK: The images to damage

  /// A 12 × 9 four-bit palette PNG with transparency and a text chunk (whose checksum libpng
  /// only warns about, so some damage there still decodes).
  static let palettePNG: Data = {
    let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 0, 160, 0, 255, 255, 255]
    var raw: [UInt8] = []
    for row in 0..<9 {
      raw.append(0)
      for pair in 0..<6 {
        let left = UInt8((row + pair * 2) % 4)
        let right = UInt8((row + pair * 2 + 1) % 4)
        raw.append(left << 4 | right)
      }
    }
    return png(
      width: 12, height: 9, depth: 4, colorType: 3,
      extra: [
        chunk("PLTE", palette), chunk("tRNS", [255, 255, 128, 0]),
        chunk("tEXt", Array("Comment\u{0}made for the image fuzz test".utf8)),
      ],
      idat: zlibStored(raw))
  }()

  /// An 8 × 8 sixteen-bit grey-and-alpha PNG, interlaced (Adam7).
  static let interlacedPNG: Data = {
    // Adam7's seven passes: (x start, y start, x step, y step).
    let passes = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    var raw: [UInt8] = []
    for (x0, y0, dx, dy) in passes {
      for y in stride(from: y0, to: 8, by: dy) {
        let xs = Array(stride(from: x0, to: 8, by: dx))
        guard !xs.isEmpty else { continue }
        raw.append(0)
        for x in xs {
          let grey = UInt16(x * 8000 + y * 500)
          raw += [UInt8(grey >> 8), UInt8(grey & 0xFF), 0xFF, UInt8(0xFF - y * 16)]
        }
      }
    }
    return png(width: 8, height: 8, depth: 16, colorType: 4, interlace: 1, idat: zlibStored(raw))
  }()

  /// A 24 × 16 PNG that Cairo wrote (zlib-compressed): red on the left, blue on the right.
  @MainActor static func cairoPNG() throws -> Data {
    let view = HStack(spacing: 0) {
      Color(red: 1, green: 0, blue: 0)
      Color(red: 0, green: 0, blue: 1)
    }
    return try PreviewRenderer.image(of: view, size: CGSize(width: 24, height: 16)).pngData()
  }

  /// An SVG with most of what librsvg draws: a gradient, a pattern, a clip, a filter, text, a
  /// `<use>`, CSS, and an image beside it (`red.png`, in the same folder).
  static let richSVG = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
         width="60" height="40" viewBox="0 0 60 40">
      <style>.dot { fill: #ff8000; stroke: black; stroke-width: 0.5 }</style>
      <defs>
        <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#00a000"/><stop offset="1" stop-color="#004000"/>
        </linearGradient>
        <pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="2" height="2" fill="#ffffff" opacity="0.5"/>
        </pattern>
        <clipPath id="c"><circle cx="30" cy="20" r="18"/></clipPath>
        <filter id="f"><feGaussianBlur stdDeviation="1"/></filter>
        <circle id="d" class="dot" r="3"/>
      </defs>
      <rect width="60" height="40" rx="6" fill="url(#g)"/>
      <rect width="60" height="40" fill="url(#p)" clip-path="url(#c)"/>
      <path d="M5 35 L15 25 Q 20 20 25 25 T 35 35 Z" fill="none" stroke="#fff" filter="url(#f)"/>
      <use xlink:href="#d" x="50" y="8"/><use href="#d" x="44" y="8"/>
      <text x="4" y="12" font-family="DejaVu Sans" font-size="8" fill="#fff">Ez</text>
      <image href="red.png" x="40" y="24" width="12" height="12"/>
    </svg>

    """.utf8)

  /// The repository's sample images.
  static let assets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Images")

  // MARK: Hand-made cases

  /// A case made by hand: the file's contents (or `nil` for a folder, "fifo" for a FIFO), its
  /// name, and the kind of error it must give (`nil`: it must load and render).
  struct Case {
    enum Contents {
      case bytes(Data)
      case folder
      case fifo
    }

    var name: String
    var fileName: String
    var contents: Contents
    var expected: ImageFileError.Kind?
    /// Words the error's reason must contain.
    var reasonContains: String = ""
  }

  /// PNG headers that claim sizes past the limits (each with a valid checksum and a little
  /// data), and two at the limit whose data ends early.
  static let hugeHeaders: [Case] = {
    let tooLarge: [(UInt32, UInt32)] = [
      (30_000, 30_000), (4097, 4096), (4096, 4097), (16_777_217, 1), (1, 16_777_217),
      (65_535, 65_535), (0x7FFF_FFFF, 0x7FFF_FFFF), (0x7FFF_FFFF, 1), (32_768, 1), (1, 32_768),
    ]
    let idat = zlibStored([0, 0, 0, 0])
    var cases = tooLarge.map { width, height in
      Case(
        name: "PNG header of \(width)×\(height)", fileName: "x.png",
        contents: .bytes(png(width: width, height: height, idat: idat)), expected: .tooLarge,
        reasonContains: "image of \(width)×\(height) pixels is larger than the limit of")
    }
    for (width, height) in [(0, 10), (10, 0), (0x8000_0000, 1), (UInt32.max, UInt32.max)] {
      cases.append(
        Case(
          name: "PNG header of \(width)×\(height)", fileName: "x.png",
          contents: .bytes(png(width: UInt32(width), height: UInt32(height), idat: idat)),
          expected: .damaged, reasonContains: "each side must be from 1 to 2147483647"))
    }
    for (width, height) in [(4096, 4096), (32_767, 512)] {
      cases.append(
        Case(
          name: "PNG header of \(width)×\(height) (within the limits) with 4 bytes of data",
          fileName: "x.png",
          contents: .bytes(png(width: UInt32(width), height: UInt32(height), idat: idat)),
          expected: .damaged, reasonContains: "PNG"))
    }
    return cases
  }()

  /// The files beside every case, which SVGs refer to: `red.png` (a small good PNG),
  /// `huge.png` (a header of 30000 × 30000 and four bytes of data), `giant.png` (8000 × 8000
  /// black pixels, all there: 256 MB decoded) and `canvas.svg` (30000 × 30000 points).
  static let neighbours: [(name: String, data: Data)] = [
    ("red.png", palettePNG),
    ("huge.png", png(width: 30_000, height: 30_000, idat: zlibStored([0, 0, 0, 0]))),
    ("giant.png", giantPNG),
    (
      "canvas.svg",
      Data(
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="30000" height="30000" fill="#00f"/></svg>"##
          .utf8)
    ),
  ]

  /// 8000 × 8000 black pixels whose data is all there, 1.2 MB compressed.
  static let giantPNG = blackPNG(width: 8000, height: 8000)

  /// Files that would take hundreds of megabytes or more without the limits, and the largest
  /// PNG the limit lets through.
  static let heavyCases: [Case] = [
    Case(
      name: "a 4096×4096 black PNG (64 MiB decoded, at the limit)", fileName: "x.png",
      contents: .bytes(blackPNG(width: 4096, height: 4096)), expected: nil),
    Case(
      name: "an 8000×8000 black PNG whose data is all there", fileName: "x.png",
      contents: .bytes(giantPNG), expected: .tooLarge,
      reasonContains: "image of 8000×8000 pixels is larger than the limit"),
    Case(
      name: "an SVG that shows the 8000×8000 PNG beside it", fileName: "x.svg",
      contents: .bytes(
        Data(#"<svg \#(svgRoot)><image href="giant.png" width="9" height="9"/></svg>"#.utf8)),
      expected: .tooLarge, reasonContains: "SVG refers to an image of 8000×8000 pixels"),
    Case(
      name: "an SVG with the 8000×8000 PNG in a data: URL", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<svg \#(svgRoot)><image href="data:image/png;base64,\#(giantPNG.base64EncodedString())" width="9" height="9"/></svg>"#
            .utf8)), expected: .tooLarge,
      reasonContains: "SVG refers to an image of 8000×8000 pixels"),
    Case(
      name: "an SVG of 30000×30000 points", fileName: "x.svg",
      contents: .bytes(neighbours[3].data), expected: nil),
    Case(
      name: "an SVG that shows an SVG of 30000×30000 points beside it", fileName: "x.svg",
      contents: .bytes(
        Data(#"<svg \#(svgRoot)><image href="canvas.svg" width="9" height="9"/></svg>"#.utf8)),
      expected: .tooLarge, reasonContains: "SVG refers to an image of 30000×30000 pixels"),
  ]

  /// SVGs that refer to themselves, directly or through each other.
  static let selfReferences: [Case] =
    [
      (
        "<use> of its own root",
        ##"<svg id="self" \##(svgRoot)><rect width="9" height="9"/><use href="#self" x="2"/></svg>"##
      ),
      (
        "<use> loop a → b → a",
        ##"<svg \##(svgRoot)><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g><use href="#a"/></svg>"##
      ),
      (
        "<use> of an ancestor",
        ##"<svg \##(svgRoot)><g id="g"><rect width="4" height="4"/><g><use href="#g" x="1"/></g></g></svg>"##
      ),
      (
        "<image> of its own file",
        ##"<svg \##(svgRoot)><rect width="9" height="9" fill="green"/><image href="x.svg" width="20" height="20"/></svg>"##
      ),
      (
        "<use> of its own file",
        ##"<svg \##(svgRoot)><g id="g"><rect width="9" height="9"/><use href="x.svg#g" x="3"/></g></svg>"##
      ),
      (
        "pattern that fills with itself",
        ##"<svg \##(svgRoot)><pattern id="p" width="4" height="4"><rect width="4" height="4" fill="url(#p)"/></pattern><rect width="20" height="20" fill="url(#p)"/></svg>"##
      ),
      (
        "filter that takes itself",
        ##"<svg \##(svgRoot)><filter id="f"><feImage href="#f"/></filter><rect width="20" height="20" filter="url(#f)"/></svg>"##
      ),
      (
        "clip path clipped by itself",
        ##"<svg \##(svgRoot)><clipPath id="c" clip-path="url(#c)"><rect width="9" height="9"/></clipPath><rect width="20" height="20" clip-path="url(#c)"/></svg>"##
      ),
      (
        "mask that masks itself",
        ##"<svg \##(svgRoot)><mask id="m"><rect width="9" height="9" fill="white" mask="url(#m)"/></mask><rect width="20" height="20" mask="url(#m)"/></svg>"##
      ),
      (
        "gradient that inherits from itself",
        ##"<svg \##(svgRoot)><linearGradient id="l" href="#l"><stop offset="0" stop-color="red"/></linearGradient><rect width="20" height="20" fill="url(#l)"/></svg>"##
      ),
    ].map { name, text in
      Case(
        name: "SVG: \(name)", fileName: "x.svg", contents: .bytes(Data(text.utf8)), expected: nil)
    } + [
      Case(
        name: "SVG: ten levels of ten <use>s", fileName: "x.svg",
        contents: .bytes(Data(nestedUses.utf8)), expected: .damaged,
        reasonContains: "librsvg cannot draw the SVG image (exceeded more than 500000 referenced")
    ]

  /// The attributes of every hand-made SVG's root.
  static let svgRoot =
    #"xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20""#

  /// Ten groups, each using the one before ten times: 10¹⁰ rectangles if librsvg did not stop
  /// (it stops at 500,000 and reports it).
  static let nestedUses: String = {
    var text = "<svg \(svgRoot)><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
    for level in 1...10 {
      text += "<g id=\"l\(level)\">"
      for index in 0..<10 { text += "<use href=\"#l\(level - 1)\" x=\"\(index % 2)\"/>" }
      text += "</g>"
    }
    return text + "</defs><use href=\"#l10\"/></svg>"
  }()

  /// SVGs that refer to `url`, a resource on the network, as an image, a stylesheet, an
  /// import, a font, a filter input and a `<use>`.
  static func externalReferences(to url: String) -> [Case] {
    [
      (
        "<image> over http",
        ##"<svg \##(svgRoot)><image href="\##(url)/a.png" width="20" height="20"/></svg>"##
      ),
      (
        "<image xlink:href> over https",
        ##"<svg \##(svgRoot)><image xlink:href="\##(url.replacingOccurrences(of: "http:", with: "https:"))/b.png" width="20" height="20"/></svg>"##
      ),
      (
        "xml-stylesheet over http",
        ##"<?xml-stylesheet type="text/css" href="\##(url)/c.css"?><svg \##(svgRoot)><rect width="9" height="9"/></svg>"##
      ),
      (
        "CSS @import over http",
        ##"<svg \##(svgRoot)><style>@import url(\##(url)/d.css); rect { fill: red }</style><rect width="9" height="9"/></svg>"##
      ),
      (
        "@font-face over http",
        ##"<svg \##(svgRoot)><style>@font-face { font-family: Far; src: url(\##(url)/e.ttf) } text { font-family: Far }</style><text y="12">Hi</text></svg>"##
      ),
      (
        "<feImage> over http",
        ##"<svg \##(svgRoot)><filter id="f"><feImage href="\##(url)/f.png"/></filter><rect width="20" height="20" filter="url(#f)"/></svg>"##
      ),
      (
        "<use> of a document over http",
        ##"<svg \##(svgRoot)><use href="\##(url)/g.svg#x"/></svg>"##
      ),
      (
        "fill from a document over http",
        ##"<svg \##(svgRoot)><rect width="20" height="20" fill="url(\##(url)/h.svg#paint)"/></svg>"##
      ),
    ].map { name, text in
      Case(
        name: "SVG: \(name)", fileName: "x.svg", contents: .bytes(Data(text.utf8)), expected: nil)
    }
  }

  /// Files that are not images at all, empty files, folders, and SVGs beyond what Easel reads.
  static let otherFiles: [Case] = [
    Case(
      name: "empty x.png", fileName: "x.png", contents: .bytes(Data()), expected: .empty,
      reasonContains: "empty"),
    Case(
      name: "empty x.svg", fileName: "x.svg", contents: .bytes(Data()), expected: .empty,
      reasonContains: "empty"),
    Case(
      name: "a folder named x.png", fileName: "x.png", contents: .folder, expected: .notAFile,
      reasonContains: "is a folder"),
    Case(
      name: "a FIFO named x.png", fileName: "x.png", contents: .fifo, expected: .notAFile,
      reasonContains: "not a regular file"),
    Case(
      name: "text named x.png", fileName: "x.png", contents: .bytes(Data("hello, world\n".utf8)),
      expected: .notAnImage, reasonContains: "not a PNG or SVG image"),
    Case(
      name: "JSON named x.svg", fileName: "x.svg",
      contents: .bytes(Data(##"{"type": "Image"}"##.utf8)), expected: .notAnImage,
      reasonContains: "not a PNG or SVG image"),
    Case(
      name: "white space named x.svg", fileName: "x.svg", contents: .bytes(Data(" \n\t\n".utf8)),
      expected: .notAnImage, reasonContains: "not a PNG or SVG image"),
    Case(
      name: "a JPEG header named x.png", fileName: "x.png",
      contents: .bytes(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0])),
      expected: .notAnImage, reasonContains: "not a PNG or SVG image"),
    Case(
      name: "a GIF header named x.png", fileName: "x.png",
      contents: .bytes(Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0])), expected: .notAnImage,
      reasonContains: "not a PNG or SVG image"),
    Case(
      name: "a PNG signature alone", fileName: "x.png",
      contents: .bytes(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])), expected: .damaged,
      reasonContains: "truncated PNG"),
    Case(
      name: "gzip (SVGZ) named x.svg", fileName: "x.svg",
      contents: .bytes(Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
      expected: .unsupported, reasonContains: "SVGZ"),
    Case(
      name: "UTF-16 SVG", fileName: "x.svg",
      contents: .bytes(
        Data([0xFF, 0xFE] + Array("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))),
      expected: .unsupported, reasonContains: "UTF-16"),
    Case(
      name: "HTML named x.svg", fileName: "x.svg",
      contents: .bytes(Data("<html><body>hi</body></html>".utf8)), expected: .damaged,
      reasonContains: "not a valid SVG image"),
    Case(
      name: "unclosed <svg", fileName: "x.svg",
      contents: .bytes(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"".utf8)), expected: .damaged,
      reasonContains: "not a valid SVG image"),
    Case(
      name: "XInclude", fileName: "x.svg",
      contents: .bytes(
        Data(
          ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="red.png" parse="text"/></svg>"##
            .utf8)), expected: .unsupported, reasonContains: "XInclude"),
    Case(
      name: "an SVG of 60,000 elements", fileName: "x.svg",
      contents: .bytes(
        Data(("<svg \(svgRoot)>" + String(repeating: "<g/>", count: 60_000) + "</svg>").utf8)),
      expected: .tooLarge, reasonContains: "elements"),
    Case(
      name: "an SVG 40,000 points wide", fileName: "x.svg",
      contents: .bytes(
        Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="10"/>"##.utf8)),
      expected: .tooLarge, reasonContains: "points a side"),
    Case(
      name: "an SVG that refers to a 30000×30000 PNG beside it", fileName: "x.svg",
      contents: .bytes(
        Data(##"<svg \##(svgRoot)><image href="huge.png" width="20" height="20"/></svg>"##.utf8)),
      expected: .tooLarge, reasonContains: "refers to an image of 30000×30000 pixels"),
    Case(
      name: "an SVG with a 30000×30000 PNG in a data: URL", fileName: "x.svg",
      contents: .bytes(
        Data(
          ##"<svg \##(svgRoot)><image href="data:image/png;base64,\##(png(width: 30_000, height: 30_000, idat: zlibStored([0, 0, 0, 0])).base64EncodedString())" width="20" height="20"/></svg>"##
            .utf8)), expected: .tooLarge, reasonContains: "refers to an image of 30000×30000 pixels"
    ),
    Case(
      name: "an entity that expands to elements", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY e "<g/><g/>">]><svg \#(svgRoot)>&e;&e;&e;</svg>"#.utf8)),
      expected: .unsupported, reasonContains: "XML entity"),
    Case(
      name: "an entity that expands to elements through a character reference", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY e "&#60;g/>">]><svg \#(svgRoot)>&e;&e;&e;</svg>"#.utf8)),
      expected: .unsupported, reasonContains: "XML entity"),
    Case(
      name: "entities that expand each other (a billion laughs)", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]><svg \#(svgRoot)><text>&b;</text></svg>"#
            .utf8)), expected: .unsupported, reasonContains: "XML entity"),
    Case(
      name: "an external entity", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY e SYSTEM "red.png">]><svg \#(svgRoot)><text>&e;</text></svg>"#
            .utf8)), expected: .unsupported, reasonContains: "XML entity"),
    Case(
      name: "a parameter entity", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY % p "x"> %p;]><svg \#(svgRoot)/>"#.utf8)),
      expected: .unsupported, reasonContains: "XML entity"),
    // As Adobe Illustrator writes them: the namespace as a text entity.
    Case(
      name: "a plain text entity", fileName: "x.svg",
      contents: .bytes(
        Data(
          #"<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]><svg xmlns="&ns_svg;" width="20" height="20"><rect width="9" height="9"/></svg>"#
            .utf8)), expected: nil),
  ]
}
