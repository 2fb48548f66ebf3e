import Easel
import Foundation

/// A 120-point square to try pinches and rotations on (a touchpad, or the window's Ctrl +
/// wheel and Shift + drag): it scales with a `MagnifyGesture` and turns with a
/// `RotateGesture`, keeps the result when the gesture ends, and is orange while a gesture goes
/// on, blue otherwise.
struct PinchableSquare: View {
  @State private var scale: CGFloat = 1
  /// The kept rotation and the current gesture's, in radians.
  @State private var angle = 0.0
  @State private var pinch: CGFloat = 1
  @State private var turn = 0.0
  @State private var active = false

  var body: some View {
    Rectangle()
      .fill(active ? Color.orange : Color.blue)
      .frame(width: 120, height: 120)
      .scaleEffect(scale * pinch)
      .rotationEffect(.radians(angle + turn))
      .gesture(
        MagnifyGesture()
          .onChanged { value in
            active = true
            pinch = value.magnification
          }
          .onEnded { value in
            scale *= value.magnification
            pinch = 1
            active = false
          }
      )
      .simultaneousGesture(
        RotateGesture()
          .onChanged { value in
            active = true
            turn = value.rotation.radians
          }
          .onEnded { value in
            angle += value.rotation.radians
            turn = 0
            active = false
          }
      )
  }
}

/// The properties of `PinchableSquare`: it has none.
public struct PinchableSquareProps: Codable, Sendable {
  /// No properties.
  public init() {}
}
