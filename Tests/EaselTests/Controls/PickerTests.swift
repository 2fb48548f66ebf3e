import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `Picker` chooses among tagged views in its three drawings: segments, a menu, a list.
@MainActor
@Suite struct PickerTests {
  struct Choice: View {
    let style: PickerStyleKind
    @State private var speed = 1

    var body: some View {
      VStack(alignment: .leading) {
        switch style {
        case .segmented, .palette: picker.pickerStyle(.segmented)
        case .inline, .wheel, .navigationLink: picker.pickerStyle(.inline)
        case .menu, .automatic: picker.pickerStyle(.menu)
        }
        Text("Speed \(speed)").accessibilityIdentifier("speed")
        Spacer()
      }
      .frame(width: 300)
    }

    var picker: some View {
      Picker("Speed", selection: $speed) {
        Text("Slow").tag(0)
        Text("Normal").tag(1)
        Text("Fast").tag(2)
      }
      .accessibilityIdentifier("picker")
    }
  }

  func speed<V: View>(_ host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.identifier == "speed" }?.label
  }

  /// A tap on a segment chooses its tag; the white plate slides under it.
  @Test func segmentsChooseByTap() throws {
    let host = ViewHost(Choice(style: .segmented), size: CGSize(width: 300, height: 200))
    let picker = try #require(host.frame(of: "picker"))
    #expect(picker.width == 300)
    #expect(picker.height == 32)
    let third = CGPoint(x: picker.minX + 250, y: picker.midY)
    // The plate is under the middle segment, not the third.
    let plateBefore = try #require(
      try host.pixel(at: CGPoint(x: picker.minX + 150 - 40, y: picker.midY)))
    let thirdBefore = try #require(try host.pixel(at: CGPoint(x: third.x - 40, y: third.y)))
    #expect(plateBefore == Pixel(red: 255, green: 255, blue: 255))
    #expect(thirdBefore != plateBefore)
    #expect(host.tap(at: third))
    #expect(speed(host) == "Speed 2")
    host.advance(by: 1)
    #expect(try host.pixel(at: CGPoint(x: third.x - 40, y: third.y)) == plateBefore)
    #expect(try host.pixel(at: CGPoint(x: picker.minX + 150 - 40, y: picker.midY)) == thirdBefore)
  }

  /// The menu shows the chosen value; a tap drops the choices down, choosing one closes them.
  @Test func theMenuDropsDownAndChooses() throws {
    let host = ViewHost(Choice(style: .menu), size: CGSize(width: 300, height: 300))
    func labels() -> [String] { host.accessibilityTree().compactMap(\.label) }
    #expect(labels().contains("Normal"))
    #expect(!labels().contains("Fast"))
    #expect(host.tap("picker"))
    #expect(labels().contains("Fast") && labels().contains("Slow"))
    let picker = try #require(host.frame(of: "picker"))
    // The third row of the list under the button: 30 points down, 44 points a row.
    #expect(host.tap(at: CGPoint(x: picker.minX + 40, y: picker.minY + 30 + 44 * 2.5)))
    #expect(speed(host) == "Speed 2")
    #expect(!labels().contains("Slow"))
    #expect(labels().contains("Fast"))
  }

  /// The inline list chooses the row tapped.
  @Test func theListChoosesARow() throws {
    let host = ViewHost(Choice(style: .inline), size: CGSize(width: 300, height: 300))
    let picker = try #require(host.frame(of: "picker"))
    #expect(host.tap(at: CGPoint(x: picker.minX + 40, y: picker.maxY - 22)))
    #expect(speed(host) == "Speed 2")
    #expect(host.tap(at: CGPoint(x: picker.minX + 40, y: picker.maxY - 22 - 88)))
    #expect(speed(host) == "Speed 0")
  }
}
