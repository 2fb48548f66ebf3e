import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A slider's value labels sit at the ends of its track; its label is only read.
@MainActor
@Suite struct SliderLabelTests {
  @Test func valueLabelsFlankTheTrack() throws {
    let view = Slider(value: .constant(0.5), in: 0...1) {
      Text("Volume")
    } minimumValueLabel: {
      Text("0").accessibilityIdentifier("min")
    } maximumValueLabel: {
      Text("100").accessibilityIdentifier("max")
    }
    .accessibilityIdentifier("slider")
    .frame(width: 300)
    let host = ViewHost(view, size: CGSize(width: 300, height: 60))
    let slider = try #require(host.frame(of: "slider"))
    let minimum = try #require(host.frame(of: "min"))
    let maximum = try #require(host.frame(of: "max"))
    #expect(minimum.minX == slider.minX)
    #expect(maximum.maxX == slider.maxX)
    let element = host.accessibilityTree().first { $0.identifier == "slider" }
    #expect(element?.label.contains("Volume") == true)
    // The label is not drawn: a slider with only a label is as wide as one without.
    let plain = ViewHost(
      Slider(value: .constant(0.5)) {
        Text("Volume")
      } onEditingChanged: { _ in
      }
      .accessibilityIdentifier("s").frame(width: 300),
      size: CGSize(width: 300, height: 60))
    #expect(
      plain.frame(of: "s")?.height
        == ViewHost(
          Slider(value: .constant(0.5)).accessibilityIdentifier("s").frame(width: 300),
          size: CGSize(width: 300, height: 60)
        ).frame(of: "s")?.height)
  }

  /// SwiftUI's deprecated order, the label last (still common), lays out as the current one:
  /// the value labels at the ends of the track, the label read by assistive technologies.
  @available(*, deprecated, message: "calls the deprecated initializers on purpose")
  @Test func theDeprecatedLabelLastOrder() throws {
    let stepped = Slider(
      value: .constant(5.0), in: 1...10, step: 1,
      minimumValueLabel: Text("1").accessibilityIdentifier("min"),
      maximumValueLabel: Text("10").accessibilityIdentifier("max"), label: { Text("Rating") }
    )
    .accessibilityIdentifier("slider").frame(width: 300)
    let host = ViewHost(stepped, size: CGSize(width: 300, height: 60))
    let slider = try #require(host.frame(of: "slider"))
    #expect(try #require(host.frame(of: "min")).minX == slider.minX)
    #expect(try #require(host.frame(of: "max")).maxX == slider.maxX)
    let element = host.accessibilityTree().first { $0.identifier == "slider" }
    #expect(element?.label.contains("Rating") == true)
    #expect(element?.value == "44 %")
    let continuous = Slider(
      value: .constant(25.0), in: 0...100, minimumValueLabel: Text("0%"),
      maximumValueLabel: Text("100%"), label: { Text("Volume") }
    )
    .accessibilityIdentifier("volume")
    let other = ViewHost(continuous, size: CGSize(width: 300, height: 60))
    #expect(other.accessibilityTree().first { $0.identifier == "volume" }?.value == "25 %")
  }
}
