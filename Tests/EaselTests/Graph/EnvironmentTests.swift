import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

private struct AccentKey: EnvironmentKey {
  static var defaultValue: Double { 1 }
}

private struct OtherKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  fileprivate var accent: Double {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
  fileprivate var other: Int {
    get { self[OtherKey.self] }
    set { self[OtherKey.self] = newValue }
  }
}

@MainActor
@Suite struct EnvironmentTests {
  struct Reader: View {
    let index: Int
    let log: BodyLog
    @Environment(\.accent) private var accent

    var body: some View {
      log.ran("reader")
      return Color.red.frame(width: CGFloat(accent * 10), height: 1)
        .accessibilityIdentifier("reader\(index)")
    }
  }

  struct Bystander: View {
    let log: BodyLog
    var body: some View {
      log.ran("bystander")
      return Color.gray.frame(width: 5, height: 1)
    }
  }

  /// A view between the root and the readers that reads nothing itself.
  struct Middle: View {
    let log: BodyLog
    var body: some View {
      log.ran("middle")
      return VStack(spacing: 0) {
        ForEach(0..<1000) { index in
          if index % 2 == 0 {
            Reader(index: index, log: log)
          } else {
            Bystander(log: log)
          }
        }
      }
    }
  }

  struct Root: View {
    let log: BodyLog
    let accent: Probe<Double>
    let other: Probe<Int>
    @State private var accentValue = 1.0
    @State private var otherValue = 0

    var body: some View {
      log.ran("root")
      accent.binding = $accentValue
      other.binding = $otherValue
      return Middle(log: log)
        .environment(\.accent, accentValue)
        .environment(\.other, otherValue)
    }
  }

  @Test func changingAValueRunsOnlyTheViewsThatReadIt() {
    let log = BodyLog()
    let accent = Probe<Double>()
    let other = Probe<Int>()
    let host = ViewHost(
      Root(log: log, accent: accent, other: other), size: CGSize(width: 100, height: 3000))
    #expect(log.runs == ["root": 1, "middle": 1, "reader": 500, "bystander": 500])
    #expect(host.frame(of: "reader0")?.width == 10)

    log.reset()
    accent.set(2)
    host.update()
    // The root owns the state; of the rest only the 500 readers of `accent` run again.
    #expect(log.runs == ["root": 1, "reader": 500])
    #expect(host.frame(of: "reader998")?.width == 20)

    log.reset()
    other.set(5)
    host.update()
    // Nobody reads `other`.
    #expect(log.runs == ["root": 1])
  }

  @Test func hostEnvironmentChangeReachesReaders() {
    struct SchemeReader: View {
      let log: BodyLog
      @Environment(\.colorScheme) private var scheme
      var body: some View {
        log.ran("scheme")
        return Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1)
          .accessibilityIdentifier("scheme")
      }
    }
    struct Blank: View {
      let log: BodyLog
      var body: some View {
        log.ran("blank")
        return Spacer().frame(width: 5, height: 5)
      }
    }
    let log = BodyLog()
    let host = ViewHost(
      VStack {
        SchemeReader(log: log)
        Bystander(log: log)
        Blank(log: log)
      }, size: CGSize(width: 50, height: 50))
    #expect(host.frame(of: "scheme")?.width == 10)
    log.reset()
    host.setColorScheme(.dark)
    #expect(host.frame(of: "scheme")?.width == 20)
    // The bystander draws a system colour, which resolves against the scheme: the colour's
    // shape depends on it, not the body that made it, which does not run again; the blank
    // view draws nothing that depends on it.
    #expect(log.runs == ["scheme": 1])
  }

  @Test func aColourFollowsTheSchemeWithoutRunningTheBodyThatMadeIt() throws {
    struct Swatch: View {
      let log: BodyLog
      var body: some View {
        log.ran("swatch")
        return VStack(spacing: 0) {
          Color.red.frame(width: 20, height: 10)
          Rectangle().fill(Color.blue).frame(width: 20, height: 10)
            .environment(\.colorScheme, .light)
        }
      }
    }
    let log = BodyLog()
    let host = ViewHost(Swatch(log: log), size: CGSize(width: 20, height: 20))
    let lightRed = Pixel(red: 255, green: 59, blue: 48)
    let lightBlue = Pixel(red: 0, green: 122, blue: 255)
    #expect(try host.pixel(x: 10, y: 5) == lightRed)
    #expect(try host.pixel(x: 10, y: 15) == lightBlue)
    log.reset()
    host.setColorScheme(.dark)
    // The colours read the scheme, not the body: the swatch draws iOS's dark red without
    // running, and the shape kept light by the modifier between them stays light blue.
    #expect(log.runs.isEmpty)
    #expect(try host.pixel(x: 10, y: 5) == Pixel(red: 255, green: 69, blue: 58))
    #expect(try host.pixel(x: 10, y: 15) == lightBlue)
    host.setColorScheme(.light)
    #expect(try host.pixel(x: 10, y: 5) == lightRed)
    #expect(log.runs.isEmpty)
  }
}
