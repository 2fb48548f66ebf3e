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

/// A value that is not `Equatable`: the graph cannot tell whether it changed.
private struct Opaque: Sendable {
  var level: Int
}

private struct OpaqueKey: EnvironmentKey {
  static var defaultValue: Opaque { Opaque(level: 0) }
}

extension EnvironmentValues {
  fileprivate var opaque: Opaque {
    get { self[OpaqueKey.self] }
    set { self[OpaqueKey.self] = newValue }
  }
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

  @Test func aKeyComparesItsValuesAsTheirTypeDoes() {
    var environment = EnvironmentValues()
    // Unset: the default.
    #expect(AccentKey._isUnchanged(1.0, in: environment))
    #expect(!AccentKey._isUnchanged(2.0, in: environment))
    environment.accent = 2
    #expect(AccentKey._isUnchanged(2.0, in: environment))
    #expect(!AccentKey._isUnchanged(1.0, in: environment))
    // A value of another type is not the key's value.
    #expect(!AccentKey._isUnchanged(2, in: environment))
    // A value that is not Equatable always counts as changed, even when it is the same.
    #expect(!OpaqueKey._isUnchanged(Opaque(level: 0), in: environment))
  }

  @Test func anEqualValueRunsNoReaderButAnOpaqueValueAlwaysDoes() {
    struct OpaqueReader: View {
      let log: BodyLog
      @Environment(\.opaque) private var opaque
      var body: some View {
        log.ran("opaque")
        return Color.red.frame(width: CGFloat(opaque.level + 1), height: 1)
      }
    }
    struct Holder: View {
      let log: BodyLog
      let tick: Probe<Int>
      @State private var tickValue = 0

      var body: some View {
        log.ran("holder")
        tick.binding = $tickValue
        return VStack {
          Reader(index: 0, log: log)
          OpaqueReader(log: log)
          Color.blue.frame(width: CGFloat(tickValue + 1), height: 1)
        }
        .environment(\.accent, 1.0)
        .environment(\.opaque, Opaque(level: 0))
      }
    }
    let log = BodyLog()
    let tick = Probe<Int>()
    let host = ViewHost(Holder(log: log, tick: tick), size: CGSize(width: 50, height: 50))
    #expect(log.runs == ["holder": 1, "reader": 1, "opaque": 1])
    log.reset()
    // The holder runs again and hands down an equal accent, and an opaque value made the same
    // way: the accent's reader does not run; the opaque value's cannot tell, and runs.
    tick.set(1)
    host.update()
    #expect(log.runs == ["holder": 1, "opaque": 1])
  }
}
