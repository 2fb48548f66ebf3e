import Easel
import EaselTesting
import Foundation
import Testing

/// The standard controls in every built-in style, over a colourful backdrop so that glass and
/// materials show what they blur, in light and dark at scale 1 and 2. References checked by
/// eye.
@MainActor
@Suite struct ControlSnapshotTests {
  struct Gallery: View {
    @State var on = true
    @State var off = false
    @State var level = 0.4
    @State var count = 3

    var backdrop: some View {
      ZStack {
        LinearGradient(
          colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading,
          endPoint: .bottomTrailing)
        HStack(spacing: 30) {
          Circle().fill(Color.yellow).frame(width: 70, height: 70)
          Rectangle().fill(Color.green).frame(width: 50, height: 90)
          Capsule().fill(Color.white).frame(width: 30, height: 100)
        }
      }
    }

    var body: some View {
      VStack(spacing: 14) {
        HStack(spacing: 10) {
          Button("Automatic") {}
          Button("Plain") {}.buttonStyle(.plain)
          Button("Delete", role: .destructive) {}
        }
        HStack(spacing: 10) {
          Button("Bordered") {}.buttonStyle(.bordered)
          Button("Prominent") {}.buttonStyle(.borderedProminent)
          Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
        }
        Button("Large rounded") {}.buttonStyle(.borderedProminent).controlSize(.large)
          .buttonBorderShape(.roundedRectangle(radius: 12))
        ZStack {
          backdrop
          VStack(spacing: 12) {
            HStack(spacing: 12) {
              Button("Glass") {}.buttonStyle(.glass)
              Button("Prominent") {}.buttonStyle(.glassProminent)
            }
            Button("Concentric Button") {}
              .buttonStyle(.glassProminent)
              .buttonBorderShape(.roundedRectangle(radius: 20))
              .buttonSizing(.flexible)
              .padding(.horizontal, 16)
            Text("ultraThinMaterial").padding(10)
              .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
          }
        }
        .frame(width: 320, height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        Toggle("Switch on", isOn: $on).frame(width: 300)
        Toggle("Switch off", isOn: $off).frame(width: 300)
        Toggle("Button toggle", isOn: $on).toggleStyle(.button)
        Slider(value: $level).frame(width: 300)
        Stepper("Count: \(count)", value: $count, in: 0...10).frame(width: 300)
      }
      .padding(12)
    }
  }

  /// Labels in their three styles and progress views as bars, a ring and a spinner.
  struct LabelsAndProgress: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Label("Favourites", systemImage: "star.fill")
        Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
        Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
        ProgressView("Downloading", value: 0.25)
        ProgressView(value: 0.7) {
          Text("Uploading")
        } currentValueLabel: {
          Text("70%")
        }
        .tint(.green)
        HStack(spacing: 24) {
          ProgressView(value: 0.6).progressViewStyle(.circular)
          ProgressView()
          ProgressView("Loading")
        }
      }
      .padding(16)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func labelsAndProgressViewsLookRight(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: LabelsAndProgress(), size: CGSize(width: 300, height: 360), scale: 2,
      colorScheme: scheme, named: "labels-progress-\(scheme.rawValue)@2x")
  }

  @Test(arguments: [ColorScheme.light, .dark], [1, 2] as [CGFloat])
  func controlsLookRight(scheme: ColorScheme, scale: CGFloat) throws {
    try assertSnapshot(
      of: Gallery(), size: CGSize(width: 360, height: 640), scale: scale, colorScheme: scheme,
      named: "controls-\(scheme.rawValue)@\(Int(scale))x")
  }
}
