import SwiftUI

/// A "like" heart: each tap fills (or empties) it, and it jumps, swells and wiggles with
/// keyframes on three tracks at once.
public struct LikeButton: View {
  struct Motion {
    var scale = 1.0
    var lift = 0.0
    var angle = Angle.zero
  }

  @State private var liked = false
  @State private var taps = 0

  public init() {}

  public var body: some View {
    Image(systemName: liked ? "heart.fill" : "heart")
      .font(.system(size: 40))
      .foregroundStyle(Color(red: 0.9, green: 0, blue: 0))
      .keyframeAnimator(initialValue: Motion(), trigger: taps) { content, motion in
        content
          .scaleEffect(motion.scale)
          .rotationEffect(motion.angle)
          .offset(y: motion.lift)
      } keyframes: { _ in
        KeyframeTrack(\.lift) {
          CubicKeyframe(-30, duration: 0.25)
          CubicKeyframe(0, duration: 0.35)
        }
        KeyframeTrack(\.scale) {
          LinearKeyframe(0.9, duration: 0.1)
          SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
          SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.angle) {
          LinearKeyframe(.degrees(-15), duration: 0.1)
          LinearKeyframe(.degrees(15), duration: 0.2)
          LinearKeyframe(.degrees(-8), duration: 0.15)
          LinearKeyframe(.zero, duration: 0.15)
        }
      }
      .onTapGesture {
        liked.toggle()
        taps += 1
      }
      .accessibilityLabel(liked ? "Liked" : "Like")
      .accessibilityIdentifier("like")
  }
}
