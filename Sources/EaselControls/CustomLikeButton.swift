import Foundation

/// Seed 000's like button, built by composition: a heart (filled and red when liked, outlined
/// and grey otherwise) and the like count in a translucent capsule; a tap toggles `isLiked`.
///
/// The seed's listing writes `Text("(likeCount)")`, a typo for interpolation; this control shows
/// the count. It reads as one button to accessibility: label "Like", value the count, and the
/// `.isSelected` trait while liked.
public struct CustomLikeButton: View {
  @Binding var isLiked: Bool
  let likeCount: Int

  /// Creates a like button bound to `isLiked`, showing `likeCount`.
  public init(isLiked: Binding<Bool>, likeCount: Int) {
    _isLiked = isLiked
    self.likeCount = likeCount
  }

  /// The button: heart and count in a capsule, animated with `.easeInOut` when toggled.
  public var body: some View {
    Button {
      isLiked.toggle()
    } label: {
      HStack(spacing: 5) {
        Image(systemName: isLiked ? "heart.fill" : "heart")
          .foregroundColor(isLiked ? .red : .gray)
        Text("\(likeCount)")
          .foregroundColor(.primary)
      }
      .padding(.horizontal, 10)
      .padding(.vertical, 5)
      .background(Capsule().fill(Color.secondary.opacity(0.2)))
      .animation(.easeInOut, value: isLiked)
    }
    .accessibilityLabel("Like")
    .accessibilityValue("\(likeCount)")
    .accessibilityAddTraits(isLiked ? .isSelected : [])
  }
}
