import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Seed 000's controls as the article writes them, drawn in light and dark at scale 2 and
/// compared with references checked by eye: the like button's capsule at 20 % secondary with a
/// red heart, the custom button's rounded blue background and shadow, and the toggle's thumb
/// shadow, off and on.
@MainActor
@Suite struct SeedLookTests {
  struct CustomButtonModifier: ViewModifier {
    let backgroundColor: Color
    let textColor: Color
    func body(content: Content) -> some View {
      content
        .font(.headline)
        .foregroundColor(textColor)
        .padding()
        .background(backgroundColor)
        .cornerRadius(10)
        .shadow(radius: 5)
    }
  }

  struct ToggleLook: View {
    let isOn: Bool
    var body: some View {
      ZStack {
        Capsule()
          .fill(isOn ? Color.green : Color.gray.opacity(0.6))
          .frame(width: 60, height: 35)
        Circle()
          .fill(Color.white)
          .frame(width: 30, height: 30)
          .offset(x: isOn ? 12.5 : -12.5)
          .shadow(radius: 2, x: 1, y: 1)
      }
    }
  }

  /// Seed 000's ArcShape, verbatim.
  struct ArcShape: Shape {
    let startAngle: Angle
    let endAngle: Angle
    let clockwise: Bool

    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY),
        radius: rect.width / 2,
        startAngle: startAngle,
        endAngle: endAngle,
        clockwise: clockwise)
      return path
    }
  }

  static var arc: some View {
    ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
      .stroke(Color.blue, lineWidth: 10)
      .frame(width: 60, height: 60)
  }

  @Test func arcShapeDrawsAQuarterFromThreeToSixOClock() throws {
    // SwiftUI's y axis points down, so `clockwise: false` turns clockwise on screen: from the
    // trailing point (3 o'clock) down to the bottom (6 o'clock).
    let host = ViewHost(Self.arc, size: CGSize(width: 80, height: 80))
    let centre = 40.0
    let radius = 30.0
    func pixel(atDegrees degrees: Double) throws -> Pixel? {
      let angle = degrees * .pi / 180
      return try host.pixel(
        x: Int(centre + radius * cos(angle)), y: Int(centre + radius * sin(angle)))
    }
    #expect(try pixel(atDegrees: 45)?.blue == 255)
    #expect(try pixel(atDegrees: 45)?.red == 0)
    #expect(try pixel(atDegrees: 225) == Pixel(red: 255, green: 255, blue: 255))
    #expect(try pixel(atDegrees: 135) == Pixel(red: 255, green: 255, blue: 255))
  }

  static var scene: some View {
    VStack(spacing: 24) {
      arc
      HStack(spacing: 5) {
        Image(systemName: "heart.fill").foregroundColor(.red)
        Text("42")
      }
      .padding(.horizontal, 10)
      .background(Capsule().fill(Color.secondary.opacity(0.2)))
      Text("Press me")
        .modifier(CustomButtonModifier(backgroundColor: .blue, textColor: .white))
      Text("Értesítések")
      HStack {
        ToggleLook(isOn: false)
        ToggleLook(isOn: true)
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func seedControlsLookRight(scheme: ColorScheme) throws {
    try assertSnapshot(
      of: Self.scene, size: CGSize(width: 300, height: 400), scale: 2, colorScheme: scheme,
      named: "seed000-\(scheme.rawValue)")
  }
}
