import Easel
import Foundation

/// Seed 000's `DraggableCircle`, as the seed writes it: a blue 100-point circle that follows
/// a drag and springs back to its place when released.
struct DraggableCircle: View {
  @State private var offset = CGSize.zero

  var body: some View {
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
              offset = .zero  // Visszaáll a helyére elengedéskor
            }
          }
      )
      .foregroundColor(.blue)
  }
}

/// The properties of `DraggableCircle`: it has none.
public struct DraggableCircleProps: Codable, Sendable {
  /// No properties.
  public init() {}
}
