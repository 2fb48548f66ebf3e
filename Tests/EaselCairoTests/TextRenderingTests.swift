import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Drawn text matches measured text: aligned lines move, truncated text shows an ellipsis where
/// its mode says, and glyphs stay inside the text's frame.
@MainActor
@Suite struct TextRenderingTests {
  static let long = "The quick brown fox jumps over the lazy dog and keeps on running"
  static let canvas = CGSize(width: 300, height: 200)

  /// Whether a pixel is glyph ink on the white background.
  static func isDark(_ pixel: Pixel?) -> Bool {
    guard let pixel else { return false }
    return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384
  }

  /// The dark pixels of `rect` (in points, scale 1), as (column, row) pairs.
  static func darkPixels(in rect: CGRect, of host: ViewHost<some View>) throws -> Set<[Int]> {
    var pixels: Set<[Int]> = []
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where isDark(try host.pixel(x: x, y: y)) {
        pixels.insert([x, y])
      }
    }
    return pixels
  }

  /// A range of pixel columns.
  typealias Columns = ClosedRange<Int>

  /// The leftmost and rightmost dark columns of `rect`, or `nil` when it has no ink.
  static func inkColumns(in rect: CGRect, of host: ViewHost<some View>) throws -> Columns? {
    let columns = try darkPixels(in: rect, of: host).map { $0[0] }
    guard let low = columns.min(), let high = columns.max() else { return nil }
    return low...high
  }

  /// A text tagged "t" in a fixed-width frame at the top left of the canvas.
  static func hosted(_ text: some View, width: CGFloat = 200) -> ViewHost<some View> {
    ViewHost(
      text.accessibilityIdentifier("t").frame(width: width, alignment: .leading)
        .frame(width: canvas.width, height: canvas.height, alignment: .topLeading),
      size: canvas)
  }

  @Test func multilineAlignmentMovesTheShortLastLine() throws {
    let string = "A much longer first line\nshort"
    var starts: [TextAlignment: Int] = [:]
    var firstLineStarts: [TextAlignment: Int] = [:]
    var frames: [TextAlignment: CGRect] = [:]
    for alignment in TextAlignment.allCases {
      let host = Self.hosted(Text(string).multilineTextAlignment(alignment), width: 280)
      let frame = try #require(host.frame(of: "t"))
      frames[alignment] = frame
      let top = CGRect(x: 0, y: frame.minY, width: Self.canvas.width, height: frame.height / 2)
      let bottom = CGRect(
        x: 0, y: frame.midY, width: Self.canvas.width, height: frame.height / 2)
      starts[alignment] = try #require(try Self.inkColumns(in: bottom, of: host)).lowerBound
      firstLineStarts[alignment] = try #require(try Self.inkColumns(in: top, of: host))
        .lowerBound
      // Every glyph lies inside the text's frame.
      let ink = try #require(try Self.inkColumns(in: top.union(bottom), of: host))
      #expect(ink.lowerBound >= Int(frame.minX))
      #expect(ink.upperBound < Int(frame.maxX.rounded(.up)))
    }
    let leading = try #require(starts[.leading])
    let center = try #require(starts[.center])
    let trailing = try #require(starts[.trailing])
    #expect(leading + 10 < center)
    #expect(center + 10 < trailing)
    // The widest line fills the frame whatever the alignment, and the frame does not move.
    #expect(frames[.leading] == frames[.center])
    #expect(frames[.leading] == frames[.trailing])
    #expect(firstLineStarts[.leading] == firstLineStarts[.trailing])
    #expect(firstLineStarts[.leading] == firstLineStarts[.center])
  }

  @Test func wrappedTextAlignsInsideItsFrameNotTheProposal() throws {
    // Wrapped at 200 points, the text is narrower than that: trailing lines end at the text's
    // own trailing edge, not at the proposal's.
    let host = Self.hosted(Text(Self.long).multilineTextAlignment(.trailing), width: 200)
    let frame = try #require(host.frame(of: "t"))
    #expect(frame.width < 200)
    let ink = try #require(try Self.inkColumns(in: frame.insetBy(dx: -40, dy: 0), of: host))
    #expect(ink.upperBound < Int(frame.maxX.rounded(.up)))
    #expect(ink.upperBound >= Int(frame.maxX) - 3)
    #expect(ink.lowerBound >= Int(frame.minX))
  }

  @Test func tailTruncationDrawsAnEllipsisAtTheEnd() throws {
    let cut = Self.hosted(Text(Self.long).lineLimit(1), width: 120)
    let wrapped = Self.hosted(Text(Self.long), width: 120)
    let frame = try #require(cut.frame(of: "t"))
    #expect(frame.width <= 120)
    let cutInk = try Self.darkPixels(in: frame, of: cut)
    let wrappedInk = try Self.darkPixels(in: frame, of: wrapped)
    #expect(cutInk != wrappedInk)
    // The two agree at the start ("The quick brown") and differ only towards the end.
    let differing = cutInk.symmetricDifference(wrappedInk).map { $0[0] }
    #expect(try #require(differing.min()) > Int(frame.minX + frame.width / 2))
    // The last glyph is an ellipsis: low dots, no taller than a fifth of the font size, unlike
    // any letter.
    let columns = try #require(try Self.inkColumns(in: frame, of: cut))
    let tail = cutInk.filter { $0[0] > columns.upperBound - 7 }.map { $0[1] }
    let rows = try #require(tail.max()) - (try #require(tail.min()))
    #expect(rows <= 17 / 5)
    // Nothing is drawn below the one line.
    let below = CGRect(x: 0, y: frame.maxY, width: Self.canvas.width, height: 60)
    #expect(try Self.darkPixels(in: below, of: cut).isEmpty)
  }

  @Test func headTruncationDrawsTheEllipsisFirst() throws {
    let head = Self.hosted(Text(Self.long).lineLimit(1).truncationMode(.head), width: 120)
    let tail = Self.hosted(Text(Self.long).lineLimit(1).truncationMode(.tail), width: 120)
    let frame = try #require(head.frame(of: "t"))
    #expect(frame.width <= 120)
    let headInk = try Self.darkPixels(in: frame, of: head)
    let tailInk = try Self.darkPixels(in: frame, of: tail)
    #expect(headInk != tailInk)
    // The first glyph is the ellipsis: its ink is a few rows high.
    let columns = try #require(try Self.inkColumns(in: frame, of: head))
    let first = headInk.filter { $0[0] < columns.lowerBound + 7 }.map { $0[1] }
    #expect(try #require(first.max()) - (try #require(first.min())) <= 17 / 5)
  }

  @Test func middleTruncationKeepsBothEnds() throws {
    let middle = Self.hosted(Text(Self.long).lineLimit(1).truncationMode(.middle), width: 120)
    let tail = Self.hosted(Text(Self.long).lineLimit(1), width: 120)
    let head = Self.hosted(Text(Self.long).lineLimit(1).truncationMode(.head), width: 120)
    let frame = try #require(middle.frame(of: "t"))
    let middleInk = try Self.darkPixels(in: frame, of: middle)
    #expect(middleInk != (try Self.darkPixels(in: frame, of: tail)))
    #expect(middleInk != (try Self.darkPixels(in: frame, of: head)))
    // It starts as the tail-truncated text does ("The qu…").
    let start = CGRect(x: frame.minX, y: frame.minY, width: 18, height: frame.height)
    #expect(
      try Self.darkPixels(in: start, of: middle) == (try Self.darkPixels(in: start, of: tail)))
  }

  @Test func scaledTextIsDrawnAtItsScaledSize() throws {
    let string = "Scaled to fit here"
    let font = Font.system(size: 20)
    let scaled = Self.hosted(
      Text(string).font(font).lineLimit(1).minimumScaleFactor(0.5), width: 100)
    let frame = try #require(scaled.frame(of: "t"))
    #expect(frame.width <= 100)
    // All of the text is drawn, shrunk: its ink spans the frame, and stays inside it.
    let ink = try #require(
      try Self.inkColumns(in: frame.insetBy(dx: -20, dy: 0), of: scaled))
    #expect(ink.lowerBound >= Int(frame.minX))
    #expect(ink.upperBound < Int(frame.maxX.rounded(.up)))
    #expect(ink.upperBound > Int(frame.maxX) - 4)
    let below = CGRect(x: 0, y: frame.maxY, width: Self.canvas.width, height: 60)
    #expect(try Self.darkPixels(in: below, of: scaled).isEmpty)
  }

  @Test func reservedLinesStayEmpty() throws {
    let host = Self.hosted(Text("Hi").lineLimit(3, reservesSpace: true))
    let frame = try #require(host.frame(of: "t"))
    let top = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 3)
    let rest = CGRect(
      x: frame.minX, y: frame.minY + frame.height / 3, width: frame.width,
      height: frame.height * 2 / 3)
    #expect(try !Self.darkPixels(in: top, of: host).isEmpty)
    #expect(try Self.darkPixels(in: rest, of: host).isEmpty)
  }

  /// Writes a sheet of the variants to the path in `EASEL_TEXT_LAYOUT_PNG`, for a person to
  /// look at; it always checks that the variants draw differently.
  @Test func variantsSheet() throws {
    func row(_ label: String, _ text: some View) -> some View {
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        Text(label).font(.caption).frame(width: 70, alignment: .trailing)
        text.frame(width: 150, alignment: .leading).background(Color(white: 0.92))
      }
    }
    let sheet = VStack(alignment: .leading, spacing: 10) {
      row("tail", Text(Self.long).lineLimit(1))
      row("head", Text(Self.long).lineLimit(1).truncationMode(.head))
      row("middle", Text(Self.long).lineLimit(1).truncationMode(.middle))
      row("2 lines", Text(Self.long).lineLimit(2))
      row("leading", Text("A longer first line\nshort"))
      row("center", Text("A longer first line\nshort").multilineTextAlignment(.center))
      row("trailing", Text("A longer first line\nshort").multilineTextAlignment(.trailing))
      row(
        "scaled",
        Text("Shrunk to fit here").font(.system(size: 20)).lineLimit(1)
          .minimumScaleFactor(0.5))
      row("reserved", Text("Reserved").lineLimit(2, reservesSpace: true))
    }
    let host = ViewHost(sheet, size: CGSize(width: 260, height: 420), scale: 2)
    let list = host.displayList()
    var truncated = 0
    var alignments: Set<TextAlignment> = []
    func visit(_ items: [DisplayList.Item]) {
      for item in items {
        switch item.operation {
        case .text(let run):
          if run.isTruncated { truncated += 1 }
          alignments.insert(run.alignment)
        case .opacity(_, let inner), .offset(_, let inner), .shadow(_, let inner): visit(inner)
        default: break
        }
      }
    }
    visit(list.items)
    #expect(truncated == 4)
    #expect(alignments == Set(TextAlignment.allCases))
    if let path = ProcessInfo.processInfo.environment["EASEL_TEXT_LAYOUT_PNG"] {
      try host.writePNG(to: URL(fileURLWithPath: path))
    }
  }
}
