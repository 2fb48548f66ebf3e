import Easel
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

  static var scene: some View {
    VStack(spacing: 24) {
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
      of: Self.scene, size: CGSize(width: 300, height: 300), scale: 2, colorScheme: scheme,
      named: "seed000-\(scheme.rawValue)")
  }
}
