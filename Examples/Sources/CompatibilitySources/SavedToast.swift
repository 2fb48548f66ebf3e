import SwiftUI

/// A toast that drops in from above as it fades in, and leaves shrinking as it fades out:
/// a custom `Transition` with a different look for each phase.
struct DropInTransition: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .offset(y: phase == .willAppear ? -40 : 0)
      .scaleEffect(phase == .didDisappear ? 0.5 : 1)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// A Save button that shows a "Saved" toast below it, with `DropInTransition`.
public struct SavedToast: View {
  @State private var showing = false

  public init() {}

  public var body: some View {
    VStack(spacing: 20) {
      Button(showing ? "Dismiss" : "Save") {
        withAnimation(.linear(duration: 0.4)) { showing.toggle() }
      }
      .accessibilityIdentifier("save")
      ZStack {
        Color.clear
        if showing {
          Text("Saved")
            .foregroundColor(.white)
            .frame(width: 120, height: 40)
            .background(Capsule().fill(Color(red: 0, green: 0.6, blue: 0)))
            .transition(DropInTransition())
            .accessibilityIdentifier("toast")
        }
      }
      .frame(width: 200, height: 60)
    }
  }
}
