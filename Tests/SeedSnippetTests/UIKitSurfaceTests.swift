import EaselCairo
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The UIKit surface `import SwiftUI` brings, as on iOS: colours (constant, system and
/// dynamic) drawn through `Color(uiColor:)`, the screen and device, and feedback a desktop
/// records rather than performs.
@MainActor
@Suite(.serialized) struct UIKitSurfaceTests {
  /// A system UIKit colour draws its light value in light mode and its dark value in dark; a
  /// colour literal is a UIColor (the literal is tested: the lint rule against it is off).
  // swift-format-ignore: NoPlaygroundLiterals
  @Test func uiColorsDrawInBothSchemes() throws {
    let host = ViewHost(Color(.systemGray6), size: CGSize(width: 20, height: 20))
    #expect(try host.pixel(x: 10, y: 10) == Pixel(red: 242, green: 242, blue: 247))
    host.setColorScheme(.dark)
    #expect(try host.pixel(x: 10, y: 10) == Pixel(red: 28, green: 28, blue: 30))
    // A dynamic colour made with a provider, and the colour of a SwiftUI colour.
    let dynamic = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .white : .black
    }
    let drawn = ViewHost(Color(uiColor: dynamic), size: CGSize(width: 20, height: 20))
    #expect(try drawn.pixel(x: 10, y: 10) == Pixel(red: 0, green: 0, blue: 0))
    drawn.setColorScheme(.dark)
    #expect(try drawn.pixel(x: 10, y: 10) == Pixel(red: 255, green: 255, blue: 255))
    let literal: UIColor = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
    #expect(literal.light == Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 1))
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor(Color.red).getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 1 && alpha == 1)
  }

  /// UIImages from image data, a file and a system symbol: sizes as UIKit gives them (data
  /// given a scale of 2 has half as many points), `nil` for what is not an image, and each
  /// drawn by `Image(uiImage:)`.
  @Test func uiImagesFromDataFilesAndSymbols() throws {
    let png = try ViewHost(Color.red, size: CGSize(width: 12, height: 8), scale: 1).pngData()
    let image = try #require(UIImage(data: png))
    #expect(image.size == CGSize(width: 12, height: 8) && image.scale == 1)
    let doubled = try #require(UIImage(data: png, scale: 2))
    #expect(doubled.size == CGSize(width: 6, height: 4) && doubled.scale == 2)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    let drawn = ViewHost(Image(uiImage: image), size: CGSize(width: 12, height: 8), scale: 1)
    #expect(try drawn.pixel(x: 6, y: 4) == Pixel(red: 255, green: 59, blue: 48))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-uiimage-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("swatch@2x.png")
    try png.write(to: file)
    let fromFile = try #require(UIImage(contentsOfFile: file.path))
    #expect(fromFile.size == CGSize(width: 6, height: 4) && fromFile.scale == 2)
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    #expect(UIImage(named: "no-such-image-anywhere") == nil)

    let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
    let star = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
    #expect(star.size == CGSize(width: 30, height: 30) && star.isSymbolImage)
    #expect(star.symbolConfiguration?.weight == .bold)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    let symbol = ViewHost(
      Image(uiImage: star).foregroundStyle(Color.blue).font(.system(size: 40)),
      size: CGSize(width: 60, height: 60), scale: 1)
    #expect(try symbol.pixel(x: 30, y: 32) == Pixel(red: 0, green: 122, blue: 255))
    // An original-colour copy keeps its tint for UIKit code to read.
    let tinted = star.withTintColor(.red)
    #expect(tinted.renderingMode == .alwaysOriginal && tinted.tintColor == .red)
  }

  /// `UIScreen.main` and `UIDevice.current` describe the device the preview presents (other
  /// tests in this process present theirs: the screen is the process's, as on iOS).
  @Test func theScreenIsTheDeviceShown() {
    UIScreen.present(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3, idiom: .phone)
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIScreen.main.nativeBounds.width == 1179)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    UIScreen.present(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2, idiom: .pad)
    #expect(UIScreen.main.bounds.width == 1024)
    #expect(UIScreen.main.nativeBounds.width == 2048)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
  }

  struct Liker: View {
    @State private var liked = false
    var body: some View {
      Button(liked ? "Liked" : "Like") {
        liked.toggle()
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 0.6)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
      }
      .accessibilityIdentifier("like")
    }
  }

  /// Haptic feedback and opened URLs are recorded, in order, when a tap asks for them.
  @Test func feedbackIsRecorded() throws {
    UIKitRecord.reset()
    let host = ViewHost(Liker(), size: CGSize(width: 200, height: 80))
    #expect(host.tap("like"))
    #expect(
      UIKitRecord.events == [.impact(.rigid, intensity: 0.6), .notification(.success)])
    let url = try #require(URL(string: "https://example.com/help"))
    var opened = false
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened)
    #expect(UIKitRecord.events.last == .open(url))
  }
}
