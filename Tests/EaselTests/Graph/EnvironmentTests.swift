import Easel
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
    // The bystander draws a system colour, which resolves against the scheme, so it runs too;
    // the blank view draws nothing that depends on it.
    #expect(log.runs == ["scheme": 1, "bystander": 1])
  }
}
