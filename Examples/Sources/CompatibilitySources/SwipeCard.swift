import SwiftUI

/// A card that follows the finger, tilts as it goes, and either flies off (past 120 points)
/// or springs back.
public struct SwipeCard: View {
  @GestureState private var dragOffset: CGSize = .zero
  @State private var dismissed = 0
  @State private var restingOffset: CGFloat = 0

  public init() {}

  public var body: some View {
    VStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 24, style: .continuous)
        .fill(Color.indigo.gradient)
        .frame(width: 220, height: 300)
        .overlay(alignment: .bottomLeading) {
          Text("Swipe me")
            .font(.title3.weight(.semibold))
            .foregroundColor(.white)
            .padding()
        }
        .offset(x: restingOffset + dragOffset.width, y: dragOffset.height / 4)
        .rotationEffect(.degrees(Double(dragOffset.width / 12)))
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in
              state = value.translation
            }
            .onEnded { value in
              if abs(value.translation.width) > 120 {
                dismissed += 1
              }
            }
        )
        .animation(.spring(response: 0.35, dampingFraction: 0.7), value: dragOffset)
        .accessibilityIdentifier("card")
      Text("Dismissed: \(dismissed)")
        .accessibilityIdentifier("dismissed")
    }
  }
}
