import EaselCairo
import EaselControls
import EaselTesting
import Foundation
import Testing

/// The `EaselControls` catalog drawn as one labelled grid per seed, at iPhone SE size
/// (375×667) and scale 1, in light and dark, compared with references checked by eye.
@MainActor
@Suite struct CatalogSnapshotTests {
  static let iPhoneSE = CGSize(width: 375, height: 667)

  /// A cell: the control above its caption.
  struct Cell<Content: View>: View {
    let caption: String
    let content: Content

    init(_ caption: String, @ViewBuilder content: () -> Content) {
      self.caption = caption
      self.content = content()
    }

    var body: some View {
      VStack(spacing: 6) {
        content
        Text(caption).font(.caption).foregroundColor(.secondary)
      }
      .frame(maxWidth: .infinity)
    }
  }

  /// Seed 000's controls and the ones it suggests.
  static var seed000: some View {
    VStack(spacing: 18) {
      Text("Seed 000").font(.headline)
      HStack {
        Cell("Like (off)") { CustomLikeButton(isLiked: .constant(false), likeCount: 42) }
        Cell("Like (on)") { CustomLikeButton(isLiked: .constant(true), likeCount: 43) }
      }
      HStack {
        Cell("ArcShape") {
          ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            .stroke(Color.blue, lineWidth: 10)
            .frame(width: 80, height: 80)
        }
        Cell("DraggableCircle") { DraggableCircle().scaleEffect(0.8).frame(width: 80, height: 80) }
      }
      HStack {
        Cell("customButtonStyle") {
          Button("Kattints ide!") {}
            .customButtonStyle(backgroundColor: .purple, textColor: .white)
        }
        Cell("CustomToggle (Ki, Be)") {
          HStack(spacing: 16) {
            CustomToggle(isOn: .constant(false))
            CustomToggle(isOn: .constant(true))
          }
        }
      }
      HStack(alignment: .bottom) {
        Cell("RotaryDial") {
          RotaryDial(value: .constant(40), in: 0...100, step: 5, diameter: 110, lineWidth: 10)
        }
        Cell("GaugeRing") { GaugeRing(progress: 0.65, diameter: 100, lineWidth: 10) }
        Cell("PieChart") {
          PieChart(values: [3, 2, 1]).frame(width: 100, height: 100)
        }
      }
    }
    .padding(12)
  }

  /// Seed 004's three layouts side by side, each filling its column's height.
  static var seed004: some View {
    HStack(spacing: 8) {
      VStack(spacing: 4) {
        Text("Adaptive").font(.caption)
        AdaptiveLayoutView()
      }
      VStack(spacing: 4) {
        Text("Geometry").font(.caption)
        GeometryLayoutView()
      }
      VStack(spacing: 4) {
        Text("Priority").font(.caption)
        PriorityLayoutView()
      }
    }
    .padding(8)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func seed000Grid(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: Self.seed000, size: Self.iPhoneSE, colorScheme: scheme,
      named: "seed000-iPhoneSE-\(scheme.rawValue)")
  }

  /// The larger devices of issue 9: iPhone 15 and iPad (10th generation), in points.
  static let devices: [String: CGSize] = [
    "iPhone15": CGSize(width: 393, height: 852), "iPad": CGSize(width: 820, height: 1180),
  ]

  @Test(arguments: [ColorScheme.light, .dark], ["iPhone15", "iPad"])
  func seedGridsOnLargerDevices(scheme: ColorScheme, device: String) throws {
    let size = try #require(Self.devices[device])
    try assertSnapshot(
      of: Self.seed000, size: size, colorScheme: scheme,
      named: "seed000-\(device)-\(scheme.rawValue)")
    try assertSnapshot(
      of: Self.seed004, size: size, colorScheme: scheme,
      named: "seed004-\(device)-\(scheme.rawValue)")
  }

  /// Seed 002's picker (centred with a selection, and leading-aligned in the seed's other
  /// options) and seed 003's concentric button in a container of radius 70 and in a tighter
  /// one with a minimum radius.
  static var seed002And003: some View {
    VStack(spacing: 18) {
      Text("Seed 002").font(.headline)
      FlexiblePicker(
        inputData: .constant(
          ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "C++", "Zig"].enumerated().map {
            var option = CatalogOption(displayedName: $0.element)
            option.isSelected = $0.offset == 2
            return option
          }), textColor: .primary)
      FlexiblePicker(
        inputData: .constant(["Small", "Medium", "Large"].map(CatalogOption.init)),
        fontWeight: .bold, fontSize: 14, spacing: 8, textColor: .primary, selectedColor: .orange,
        borderWidth: 1, borderColor: .orange, alignment: .leading, cornerRadius: 16)
      Text("Seed 003").font(.headline)
      VStack {
        Button("Concentric Button") {}
          .buttonStyle(.borderedProminent)
          .buttonBorderShape(.concentric(minimum: 0))
      }
      .padding(12)
      .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 70))
      .containerShape(.rect(cornerRadius: 70))
      VStack {
        Button("Minimum 12") {}
          .buttonStyle(.borderedProminent)
          .buttonBorderShape(.concentric(minimum: 12))
      }
      .padding(4)
      .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
      .containerShape(.rect(cornerRadius: 16))
    }
    .padding(12)
  }

  @Test(arguments: [ColorScheme.light, .dark], ["iPhoneSE", "iPhone15", "iPad"])
  func seed002And003Grid(scheme: ColorScheme, device: String) throws {
    let size = device == "iPhoneSE" ? Self.iPhoneSE : try #require(Self.devices[device])
    try assertSnapshot(
      of: Self.seed002And003, size: size, colorScheme: scheme,
      named: "seed002-003-\(device)-\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func seed004Grid(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: Self.seed004, size: Self.iPhoneSE, colorScheme: scheme,
      named: "seed004-iPhoneSE-\(scheme.rawValue)")
  }
}
