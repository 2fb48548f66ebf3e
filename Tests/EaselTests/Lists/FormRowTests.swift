import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The standard controls as a form lays them out: each a row, its label at the leading edge
/// of the content (40 points in: a card 20 in, content 20 in the card), its control at the
/// trailing edge (353: 20 in from the card's right edge at 373).
@MainActor
@Suite struct FormRowTests {
  struct Settings: View {
    @State var airplane = false
    @State var wifi = true
    @State var size = 3
    @State var theme = "System"
    @State var brightness = 0.5
    @State var advanced = false

    var body: some View {
      Form {
        Section {
          Toggle("Airplane Mode", isOn: $airplane).accessibilityIdentifier("airplane")
          Toggle("Wi-Fi", isOn: $wifi)
          LabeledContent("Version", value: "17.2").accessibilityIdentifier("version")
        } header: {
          Text("Connectivity")
        } footer: {
          Text("Airplane Mode turns off every radio.")
        }
        Section("Display") {
          Picker("Appearance", selection: $theme) {
            Text("Light").tag("Light")
            Text("Dark").tag("Dark")
            Text("System").tag("System")
          }
          .accessibilityIdentifier("appearance")
          Stepper("Text Size: \(size)", value: $size, in: 0...10)
            .accessibilityIdentifier("stepper")
          Slider(value: $brightness).accessibilityIdentifier("slider")
          DisclosureGroup("Advanced", isExpanded: $advanced) {
            Text("Hidden detail").accessibilityIdentifier("detail")
          }
          .accessibilityIdentifier("advanced")
        }
      }
    }
  }

  static let size = CGSize(width: 393, height: 852)

  @Test func controlsSpanTheRowFromLabelToTrailingEdge() {
    let host = ViewHost(Settings(), size: Self.size)
    for id in ["airplane", "version", "appearance", "stepper", "slider", "advanced"] {
      let frame = host.frame(of: id) ?? .null
      #expect(frame.minX == 40, "\(id) starts at \(frame.minX)")
      #expect(frame.maxX == 353, "\(id) ends at \(frame.maxX)")
    }
    // The toggle's row is 44 tall: the 31-point switch centred in it, under the header.
    let toggle = host.frame(of: "airplane") ?? .null
    #expect(toggle.height == 31)
    let header = 17 + 16 + 7  // the caps footnote header's text between its paddings
    #expect(close(toggle.minY, CGFloat(header) + (44 - 31) / 2))
  }

  @Test func theControlsWorkInTheirRows() {
    let host = ViewHost(Settings(), size: Self.size)
    let stepper = host.frame(of: "stepper") ?? .null
    // The plus button is the trailing half of the 93-point stepper control.
    #expect(host.tap(at: CGPoint(x: stepper.maxX - 23, y: stepper.midY)))
    host.update()
    #expect(host.accessibilityTree().contains { $0.label.contains("Text Size: 4") })
    // The disclosure group opens with its chevron, growing its row.
    #expect(host.frame(of: "detail") == nil)
    let before = host.frame(of: "advanced") ?? .null
    #expect(host.tap(at: CGPoint(x: before.maxX - 10, y: before.minY + 16)))
    host.advance(by: 1)
    #expect(host.frame(of: "detail") != nil)
    #expect((host.frame(of: "advanced")?.height ?? 0) > before.height)
  }

  @Test func settingsFormSnapshots() throws {
    try assertSnapshot(of: Settings(), size: Self.size, named: "settings-light")
    try assertSnapshot(
      of: Settings(), size: Self.size, colorScheme: .dark, named: "settings-dark")
  }

  struct Contacts: View {
    let names = [
      "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Donald Knuth",
      "Edsger Dijkstra", "Grace Hopper", "John McCarthy", "Ken Thompson", "Margaret Hamilton",
    ]

    var body: some View {
      List {
        Section("Favourites") {
          Label("Grace Hopper", systemImage: "star.fill")
        }
        Section("All") {
          ForEach(names, id: \.self) { name in
            HStack {
              Image(systemName: "person.circle.fill").foregroundStyle(Color.gray)
              Text(name)
            }
          }
        }
      }
      .listStyle(.plain)
    }
  }

  @Test func plainListSnapshots() throws {
    try assertSnapshot(of: Contacts(), size: Self.size, named: "plain-light")
    try assertSnapshot(of: Contacts(), size: Self.size, colorScheme: .dark, named: "plain-dark")
  }
}
