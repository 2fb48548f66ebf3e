import SwiftUI

/// A countdown driven by a timeline (`TimelineView(.periodic(from:by:))`), its remaining
/// time in seconds from the timeline's date and as `Text(_:style: .timer)` (which counts
/// from the wall clock), with its settings as labelled rows (`LabeledContent`, a
/// toggle with its label hidden) and a card that flips (`rotation3DEffect`) when tapped.
public struct CountdownCard: View {
  let start: Date
  let length: TimeInterval = 90
  @State private var flipped = false
  @State private var sound = true

  public init(start: Date) {
    self.start = start
  }

  public var body: some View {
    VStack(spacing: 16) {
      TimelineView(.periodic(from: start, by: 1)) { context in
        let end = start.addingTimeInterval(length)
        let left = max(end.timeIntervalSince(context.date), 0)
        VStack {
          Text(end, style: .timer)
            .font(.largeTitle.monospacedDigit())
            .accessibilityIdentifier("timer")
          Text("\(Int(left)) s left").accessibilityIdentifier("left")
        }
      }
      LabeledContent("Length", value: "1:30")
        .accessibilityIdentifier("length")
      HStack {
        Text("Sound")
        Spacer()
        Toggle("Sound", isOn: $sound)
          .labelsHidden()
          .accessibilityIdentifier("sound")
      }
      RoundedRectangle(cornerRadius: 12)
        .fill(flipped ? Color.orange : Color.blue)
        .frame(width: 120, height: 80)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
          withAnimation(.spring(duration: 0.6, bounce: 0.2)) { flipped.toggle() }
        }
        .accessibilityIdentifier("card")
    }
    .padding()
    .navigationTitle("Countdown")
    .preferredColorScheme(.dark)
  }
}
