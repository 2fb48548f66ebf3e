import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// System symbols: sizes, colours, shapes, the placeholder, and a snapshot of them all.
@MainActor
@Suite struct SymbolSnapshotTests {
  static let canvas = CGSize(width: 120, height: 120)
  static let white = Pixel(red: 255, green: 255, blue: 255)

  /// Hosts one symbol, tagged "symbol".
  static func host(_ image: some View, colorScheme: ColorScheme = .light) -> ViewHost<some View> {
    ViewHost(image.accessibilityIdentifier("symbol"), size: canvas, colorScheme: colorScheme)
  }

  /// The pixels inside `rect` (points) that are not the background.
  static func inkedPixels(in rect: CGRect, of host: ViewHost<some View>, background: Pixel)
    throws -> [Pixel]
  {
    var pixels: [Pixel] = []
    for y in Int(rect.minY.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
      for x in Int(rect.minX.rounded(.down))..<Int(rect.maxX.rounded(.up)) {
        if let pixel = try host.pixel(x: x, y: y), pixel != background { pixels.append(pixel) }
      }
    }
    return pixels
  }

  @Test func thereAreAtLeastSixtySymbolsIncludingTheCommonOnes() {
    let names = Image.systemSymbolNames
    #expect(names.count >= 60)
    for name in [
      "heart", "heart.fill", "star.fill", "checkmark.circle.fill", "xmark", "chevron.right",
      "gear", "person.circle", "magnifyingglass", "trash", "house.fill", "bell", "envelope",
      "info.circle", "exclamationmark.triangle", "arrow.clockwise", "play.fill", "pause.fill",
      "speaker.wave.2", "hand.thumbsup.fill", "ellipsis", "line.3.horizontal", "calendar",
      "clock", "location", "lock.fill", "eye", "camera", "photo", "paperplane",
      "square.and.arrow.up", "slider.horizontal.3", "bolt.fill", "cloud", "sun.max", "moon",
    ] {
      #expect(Image.hasSystemSymbol(named: name), "\(name)")
    }
    #expect(!Image.hasSystemSymbol(named: "no.such.symbol"))
  }

  @Test func symbolSizeFollowsTheFontAndImageScale() throws {
    func side(_ view: some View) throws -> CGFloat {
      try #require(Self.host(view).frame(of: "symbol")).width
    }
    #expect(try side(Image(systemName: "heart")) == 17)
    #expect(try side(Image(systemName: "heart").font(.largeTitle)) == 34)
    #expect(try side(Image(systemName: "heart").font(.system(size: 50))) == 50)
    let large = try side(Image(systemName: "heart").imageScale(.large))
    let small = try side(Image(systemName: "heart").imageScale(.small))
    #expect(large >= 21 && large <= 23)
    #expect(small > 12 && small < 14.5)
    // Symbols keep their size whatever they are offered, unless resizable.
    let offered = Self.host(
      Image(systemName: "heart").accessibilityIdentifier("heart").frame(width: 80, height: 80))
    #expect(offered.frame(of: "heart")?.size == CGSize(width: 17, height: 17))
    let resized = Self.host(
      Image(systemName: "heart").resizable().accessibilityIdentifier("heart")
        .frame(width: 80, height: 60))
    #expect(resized.frame(of: "heart")?.size == CGSize(width: 80, height: 60))
  }

  @Test func heartFillIsRedAtItsCentre() throws {
    let host = Self.host(
      Image(systemName: "heart.fill").foregroundColor(.red).font(.system(size: 60)))
    let frame = try #require(host.frame(of: "symbol"))
    let centre = try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(centre == Pixel(red: 255, green: 59, blue: 48))
  }

  @Test func heartOutlineHasAHoleInTheMiddle() throws {
    let host = Self.host(Image(systemName: "heart").foregroundColor(.red).font(.system(size: 60)))
    let frame = try #require(host.frame(of: "symbol"))
    #expect(try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY)) == Self.white)
    // The outline itself is red: the left edge of the left lobe, halfway down the frame's
    // upper half.
    let edge = try Self.inkedPixels(
      in: CGRect(
        x: frame.minX, y: frame.minY + frame.height * 0.35, width: frame.width / 4,
        height: 1), of: host, background: Self.white)
    #expect(edge.contains(Pixel(red: 255, green: 59, blue: 48)))
  }

  @Test func symbolWeightFollowsTheFont() throws {
    func ink(_ weight: Font.Weight) throws -> Int {
      let host = Self.host(Image(systemName: "circle").font(.system(size: 60, weight: weight)))
      let frame = try #require(host.frame(of: "symbol"))
      return try Self.inkedPixels(in: frame, of: host, background: Self.white).count
    }
    #expect(try ink(.bold) > ink(.regular))
    #expect(try ink(.regular) > ink(.ultraLight))
  }

  @Test func everySymbolDrawsInTheForegroundColourInsideItsFrame() throws {
    let blue = Pixel(red: 0, green: 122, blue: 255)
    for name in Image.systemSymbolNames {
      let host = Self.host(
        Image(systemName: name).foregroundColor(.blue).font(.system(size: 48)))
      let frame = try #require(host.frame(of: "symbol"))
      let ink = try Self.inkedPixels(in: frame, of: host, background: Self.white)
      // Some ink, and never more than the frame.
      #expect(ink.count > Int(frame.width * frame.height) / 40, "\(name) is nearly empty")
      #expect(ink.count < Int(frame.width * frame.height) * 9 / 10, "\(name) fills its frame")
      // Every inked pixel is blue over white, the fully inked ones exactly blue.
      let strays = ink.filter { pixel in
        abs(Int(pixel.red) - Int(255 - (255 - Int(pixel.green)) * 255 / 133)) > 6
          || pixel.blue < 250
      }
      #expect(
        strays.isEmpty, "\(name) has pixels not in the foreground colour: \(strays.prefix(3))")
      #expect(ink.contains(blue), "\(name) has no fully inked pixel")
      // Nothing is drawn outside the frame.
      let outside =
        try Self.inkedPixels(
          in: CGRect(origin: .zero, size: Self.canvas), of: host, background: Self.white
        ).count - ink.count
      #expect(outside == 0, "\(name) draws outside its frame")
    }
  }

  @Test func unknownSymbolDrawsThePlaceholder() throws {
    let unknown = Self.host(Image(systemName: "no.such.symbol").font(.system(size: 48)))
    let frame = try #require(unknown.frame(of: "symbol"))
    #expect(frame.size == CGSize(width: 48, height: 48))
    let ink = try Self.inkedPixels(in: frame, of: unknown, background: Self.white)
    #expect(ink.count > 100)
    // The placeholder's left side is a line a quarter of the way down and up the frame; the
    // middle of the square between it and the question mark is empty.
    let leftSide = CGPoint(x: frame.minX + 3 * 2, y: frame.midY)
    #expect(try unknown.pixel(at: leftSide) == Pixel(red: 0, green: 0, blue: 0))
    #expect(
      try unknown.pixel(at: CGPoint(x: frame.minX + 12, y: frame.midY)) == Self.white)
    // Another unknown name draws the same placeholder.
    let other = Self.host(Image(systemName: "another.missing").font(.system(size: 48)))
    #expect(
      compareImages(try unknown.renderedImage(), try other.renderedImage()).differingPixelCount
        == 0)
  }

  @Test func filledVariantsCutTheirDetailsOut() throws {
    let host = Self.host(
      Image(systemName: "checkmark.circle.fill").foregroundColor(.green).font(.system(size: 48))
        .background(Color.yellow))
    let frame = try #require(host.frame(of: "symbol"))
    // The checkmark's corner is cut through to what is behind the symbol.
    let corner = CGPoint(x: frame.minX + 10.6 * 2, y: frame.minY + 15.4 * 2)
    #expect(try host.pixel(at: corner) == Pixel(red: 255, green: 204, blue: 0))
    #expect(
      try host.pixel(at: CGPoint(x: frame.minX + 4 * 2, y: frame.midY))
        == Pixel(red: 52, green: 199, blue: 89))
  }

  @Test func hierarchicalAndMulticolourModes() throws {
    func centreOfWave(_ mode: SymbolRenderingMode?) throws -> Pixel {
      let host = Self.host(
        Image(systemName: "speaker.wave.2").symbolRenderingMode(mode).foregroundColor(.black)
          .font(.system(size: 48)))
      let frame = try #require(host.frame(of: "symbol"))
      // The outer wave crosses the middle row at x = 12.5 + 7.6 grid units.
      return try #require(try host.pixel(at: CGPoint(x: frame.minX + 20.1 * 2, y: frame.midY)))
    }
    #expect(try centreOfWave(nil) == Pixel(red: 0, green: 0, blue: 0))
    let faded = try centreOfWave(.hierarchical)
    #expect(faded.red > 100 && faded.red < 200)
    let sun = Self.host(
      Image(systemName: "sun.max.fill").renderingMode(.original).font(.system(size: 48)))
    let frame = try #require(sun.frame(of: "symbol"))
    let disc = try #require(try sun.pixel(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(disc == Pixel(red: 255, green: 149, blue: 0))
  }

  @Test func symbolsInDarkModeUseTheDarkPrimaryColour() throws {
    let host = Self.host(
      Image(systemName: "square.fill").font(.system(size: 48)), colorScheme: .dark)
    let frame = try #require(host.frame(of: "symbol"))
    #expect(try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY)) == Self.white)
  }

  // MARK: Snapshot

  /// Every symbol in a grid, ten to a row, in alphabetical order (left to right, top to
  /// bottom), each in a 40-point cell at 24 points.
  struct SymbolGrid: View {
    static let columns = 10
    static var rows: Int { (Image.systemSymbolNames.count + columns - 1) / columns }
    static var size: CGSize { CGSize(width: 40 * columns + 8, height: 40 * rows + 8) }

    var body: some View {
      let names = Image.systemSymbolNames
      VStack(spacing: 0) {
        ForEach(0..<Self.rows, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(0..<Self.columns, id: \.self) { column in
              let index = row * Self.columns + column
              if index < names.count {
                Image(systemName: names[index]).font(.system(size: 24))
                  .frame(width: 40, height: 40)
              } else {
                Color.clear.frame(width: 40, height: 40)
              }
            }
          }
        }
      }
    }
  }

  /// Every symbol large, with its name under it, for people to look over: written to
  /// `.build/symbol-sheet.png` and not compared (its text depends on the installed fonts).
  struct LabelledSheet: View {
    static let columns = 8
    static var rows: Int { (Image.systemSymbolNames.count + columns - 1) / columns }
    static var size: CGSize { CGSize(width: 120 * columns, height: 96 * rows) }

    var body: some View {
      let names = Image.systemSymbolNames
      VStack(spacing: 0) {
        ForEach(0..<Self.rows, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(0..<Self.columns, id: \.self) { column in
              let index = row * Self.columns + column
              VStack(spacing: 6) {
                if index < names.count {
                  Image(systemName: names[index]).font(.system(size: 48))
                  Text(names[index]).font(.system(size: 11))
                }
              }
              .frame(width: 120, height: 96)
            }
          }
        }
      }
    }
  }

  @Test func writesALabelledSymbolSheet() throws {
    let host = ViewHost(LabelledSheet(), size: LabelledSheet.size, scale: 1)
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try host.writePNG(to: folder.appendingPathComponent("symbol-sheet.png"))
  }

  @Test func symbolGridLight() throws {
    try assertSnapshot(
      of: SymbolGrid(), size: SymbolGrid.size, scale: 2, colorScheme: .light,
      named: "symbols-light")
  }

  @Test func symbolGridDark() throws {
    try assertSnapshot(
      of: SymbolGrid(), size: SymbolGrid.size, scale: 2, colorScheme: .dark, named: "symbols-dark")
  }
}
