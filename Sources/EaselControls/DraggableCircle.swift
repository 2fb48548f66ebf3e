import Foundation

/// Seed 000's gesture example: a 100-point circle that follows a drag and springs back to its
/// place, animated, when released.
public struct DraggableCircle: View {
  @State private var offset = CGSize.zero
  let color: Color

  /// Creates a draggable circle filled with `color` (blue, as in the seed, by default).
  public init(color: Color = .blue) {
    self.color = color
  }

  /// The circle, moved by the drag's translation.
  public var body: some View {
    Circle()
      .frame(width: 100, height: 100)
      .offset(offset)
      .gesture(
        DragGesture()
          .onChanged { gesture in
            offset = gesture.translation
          }
          .onEnded { _ in
            withAnimation {
              offset = .zero
            }
          }
      )
      .foregroundColor(color)
      .accessibilityLabel("Draggable circle")
      .accessibilityHint("Drag to move; it returns when released")
  }
}
