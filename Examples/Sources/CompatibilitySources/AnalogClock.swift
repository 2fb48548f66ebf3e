import SwiftUI

/// A clock face redrawn every second by a `TimelineView`: hour, minute and second hands
/// turned from the timeline's date, in the calendar's time zone of the environment.
public struct AnalogClock: View {
  @Environment(\.calendar) private var calendar

  public init() {}

  public var body: some View {
    TimelineView(.periodic(from: .now, by: 1)) { context in
      let parts = calendar.dateComponents([.hour, .minute, .second], from: context.date)
      let seconds = Double(parts.second ?? 0)
      let minutes = Double(parts.minute ?? 0) + seconds / 60
      let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
      ZStack {
        Circle().fill(Color.white)
        Circle().stroke(Color.black, lineWidth: 4)
        hand(length: 50, width: 6, color: .black, angle: .degrees(hours * 30))
        hand(length: 75, width: 4, color: .black, angle: .degrees(minutes * 6))
        hand(length: 85, width: 2, color: .red, angle: .degrees(seconds * 6))
          .accessibilityIdentifier("secondHand")
        Circle().fill(Color.red).frame(width: 10, height: 10)
      }
      .frame(width: 200, height: 200)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text("\(parts.hour ?? 0):\(parts.minute ?? 0):\(parts.second ?? 0)"))
      .accessibilityIdentifier("clock")
    }
  }

  /// A hand pointing up from the centre, turned by `angle` clockwise.
  private func hand(length: CGFloat, width: CGFloat, color: Color, angle: Angle) -> some View {
    Capsule()
      .fill(color)
      .frame(width: width, height: length)
      .offset(y: -length / 2)
      .rotationEffect(angle)
  }
}
