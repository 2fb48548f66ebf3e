import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `PhotoFilterEditor` (colour effects, `@SceneStorage`, `@AppStorage` of a `Date`),
/// driven through `ViewHost`: thumbnails tapped, the slider dragged, the editor closed and
/// opened again, and the photo's pixels read from the rendered frame.
@MainActor
@Suite struct PhotoFilterSourceTests {
  /// A `UserDefaults` suite for one test, removed at its end.
  final class Defaults {
    let name = "examples.filters.\(UUID().uuidString)"
    let store: UserDefaults
    init() { store = UserDefaults(suiteName: name)! }
    deinit { store.removePersistentDomain(forName: name) }
  }

  /// The editor in a screen that can close it and open it again.
  struct Screen: View {
    let store: UserDefaults
    @State private var isOpen = true

    var body: some View {
      VStack(spacing: 0) {
        Button(isOpen ? "Close" : "Open") { isOpen.toggle() }
          .frame(height: 30)
          .accessibilityIdentifier("openClose")
        if isOpen {
          PhotoFilterEditor()
        }
        Spacer(minLength: 0)
      }
      .defaultAppStorage(store)
    }
  }

  static let size = CGSize(width: 480, height: 440)

  struct Colour {
    let red: Int, green: Int, blue: Int
    var spread: Int { max(red, green, blue) - min(red, green, blue) }
  }

  /// The colour at a point of the photo: `x` and `y` are fractions of its frame.
  func colour<V: View>(_ host: ViewHost<V>, x: CGFloat, y: CGFloat) throws -> Colour {
    let photo = try #require(host.frame(of: "photo"))
    let point = CGPoint(x: photo.minX + photo.width * x, y: photo.minY + photo.height * y)
    let pixel = try #require(try host.pixel(at: point))
    return Colour(red: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue))
  }

  /// The middle of the sky band (the top quarter) and the sun (the middle).
  func sky<V: View>(_ host: ViewHost<V>) throws -> Colour { try colour(host, x: 0.5, y: 0.125) }
  func sun<V: View>(_ host: ViewHost<V>) throws -> Colour { try colour(host, x: 0.5, y: 0.5) }

  @Test func eachFilterChangesThePhotosColours() throws {
    let defaults = Defaults()
    let host = ViewHost(Screen(store: defaults.store), size: Self.size)
    let sky = try sky(host)
    let sun = try sun(host)
    // Blue sky (0, 122, 255), a yellow sun (255, 204, 0).
    #expect(sky.blue > 240 && sky.red < 20)
    #expect(sun.red > 240 && sun.green > 180 && sun.blue < 30)

    // Mono: every pixel grey, the sky darker than the sun, as luminance has it.
    #expect(host.tap("mono"))
    let monoSky = try self.sky(host)
    let monoSun = try self.sun(host)
    #expect(monoSky.spread <= 3)
    #expect(monoSun.spread <= 3)
    #expect(monoSky.green < monoSun.green)

    // Invert: the blue sky turns orange, (255 − 0, 255 − 122, 255 − 255).
    #expect(host.tap("invert"))
    let inverted = try self.sky(host)
    #expect(abs(inverted.red - (255 - sky.red)) <= 3)
    #expect(abs(inverted.green - (255 - sky.green)) <= 3)
    #expect(abs(inverted.blue - (255 - sky.blue)) <= 3)

    // Warm: each channel multiplied by (1, 0.85, 0.6).
    #expect(host.tap("warm"))
    let warm = try self.sky(host)
    #expect(abs(warm.green - Int((Double(sky.green) * 0.85).rounded())) <= 3)
    #expect(abs(warm.blue - Int((Double(sky.blue) * 0.6).rounded())) <= 3)

    // Fade: the sky's colour washes out.
    #expect(host.tap("fade"))
    #expect(try self.sky(host).spread < sky.spread * 6 / 10)

    // Shift: the hue turns a third of the way round, the yellow sun towards cyan.
    #expect(host.tap("shift"))
    let shifted = try self.sun(host)
    #expect(shifted.blue > shifted.red + 60)

    // The thumbnails show their own filters whichever is chosen: Mono's is grey.
    let thumbnail = try #require(host.frame(of: "mono"))
    let thumb = try #require(
      try host.pixel(at: CGPoint(x: thumbnail.midX, y: thumbnail.minY + 24)))
    #expect(
      Int(max(thumb.red, thumb.green, thumb.blue)) - Int(min(thumb.red, thumb.green, thumb.blue))
        <= 3)
  }

  @Test func theSceneKeepsTheFilterAndBrightnessWhileTheEditorIsClosed() throws {
    let defaults = Defaults()
    let host = ViewHost(Screen(store: defaults.store), size: Self.size)
    #expect(host.tap("mono"))
    let grey = try sun(host).green
    // The slider's thumb starts in the middle (0); dragged right, the photo brightens.
    let slider = try #require(host.frame(of: "brightness"))
    #expect(
      host.drag(from: CGPoint(x: slider.midX, y: slider.midY), by: CGSize(width: 60, height: 0)))
    let brighter = try sun(host).green
    #expect(brighter > grey + 30)
    #expect(try sun(host).spread <= 3)
    // Closed and opened again, the editor finds both in the scene's storage.
    #expect(host.tap("openClose"))
    #expect(host.frame(of: "photo") == nil)
    #expect(host.tap("openClose"))
    #expect(try sun(host).green == brighter)
    #expect(try sun(host).spread <= 3)
    // Another scene (another host) starts from the defaults.
    let other = ViewHost(Screen(store: defaults.store), size: Self.size)
    #expect(try sun(other).red > 240)
    #expect(try sun(other).blue < 30)
  }

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  @Test func theLastExportIsADateInUserDefaults() throws {
    let defaults = Defaults()
    let host = ViewHost(Screen(store: defaults.store), size: Self.size)
    #expect(label(host, "lastExport") == "Never exported")
    #expect(defaults.store.object(forKey: "editor.lastExport") == nil)
    let before = Date()
    #expect(host.tap("export"))
    let after = Date()
    // Stored as a Date, as SwiftUI stores it.
    let stored = try #require(defaults.store.object(forKey: "editor.lastExport") as? Date)
    #expect(stored >= before && stored <= after)
    let shown = try #require(label(host, "lastExport"))
    #expect(shown.hasPrefix("Exported "))
    // A new editor on the same defaults reads it back.
    let again = ViewHost(Screen(store: defaults.store), size: Self.size)
    #expect(label(again, "lastExport") == shown)
    // A date written to the defaults by other code is read too.
    let elsewhere = Date(timeIntervalSinceReferenceDate: 800_000_000)
    defaults.store.set(elsewhere, forKey: "editor.lastExport")
    let third = ViewHost(Screen(store: defaults.store), size: Self.size)
    #expect(
      label(third, "lastExport")
        == "Exported \(elsewhere.formatted(date: .numeric, time: .shortened))")
  }
}
