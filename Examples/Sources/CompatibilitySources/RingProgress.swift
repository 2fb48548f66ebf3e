import SwiftUI

/// A ring whose trim animates: `animatableData` is the progress.
public struct Ring: Shape {
  public var progress: Double

  public init(progress: Double) {
    self.progress = progress
  }

  public var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = min(rect.width, rect.height) / 2
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY),
      radius: radius,
      startAngle: .degrees(-90),
      endAngle: .degrees(-90 + 360 * progress),
      clockwise: false
    )
    return path
  }
}

/// A button style that shrinks while pressed.
public struct PressableStyle: ButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 20)
      .padding(.vertical, 10)
      .background(Capsule().fill(Color.accentColor))
      .foregroundColor(.white)
      .scaleEffect(configuration.isPressed ? 0.94 : 1)
      .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
  }
}

/// A custom environment value.
private struct RingThicknessKey: EnvironmentKey {
  static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
  public var ringThickness: CGFloat {
    get { self[RingThicknessKey.self] }
    set { self[RingThicknessKey.self] = newValue }
  }
}

/// A card look as a `ViewModifier` with its `View` extension.
struct CardBackground: ViewModifier {
  var cornerRadius: CGFloat

  func body(content: Content) -> some View {
    content
      .padding(24)
      .background(
        RoundedRectangle(cornerRadius: cornerRadius)
          .fill(Color.gray.opacity(0.12))
      )
  }
}

extension View {
  func cardBackground(cornerRadius: CGFloat = 20) -> some View {
    modifier(CardBackground(cornerRadius: cornerRadius))
  }
}

/// The ring, a percentage, and a button that adds a quarter.
public struct RingProgressView: View {
  @State private var progress = 0.25
  @Environment(\.ringThickness) private var thickness

  public init() {}

  public var body: some View {
    VStack(spacing: 20) {
      ZStack {
        Ring(progress: 1)
          .stroke(Color.gray.opacity(0.2), lineWidth: thickness)
        Ring(progress: progress)
          .stroke(
            Color.green,
            style: StrokeStyle(lineWidth: thickness, lineCap: .round)
          )
        Text("\(Int(progress * 100))%")
          .font(.title.bold())
          .accessibilityIdentifier("percent")
      }
      .frame(width: 140, height: 140)
      .accessibilityIdentifier("ring")

      Button("Add 25%") {
        withAnimation(.easeInOut(duration: 0.5)) {
          progress = progress >= 1 ? 0.25 : progress + 0.25
        }
      }
      .buttonStyle(PressableStyle())
      .accessibilityIdentifier("add")
    }
    .cardBackground()
  }
}
