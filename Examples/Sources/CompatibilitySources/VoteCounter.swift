import SwiftUI

/// An up/down vote counter: the number rolls with `contentTransition(.numericText(value:))`,
/// the arrow bounces with `symbolEffect(.bounce, value:)`, and each vote plays
/// `sensoryFeedback` (increase or decrease; a warning at the floor).
public struct VoteCounter: View {
  @State private var votes = 0
  @State private var blocked = 0

  public init() {}

  public var body: some View {
    HStack(spacing: 16) {
      Button {
        withAnimation(.snappy) { votes -= 1 }
      } label: {
        Image(systemName: "arrow.down")
          .font(.title)
      }
      .disabled(votes == 0)
      .accessibilityIdentifier("down")

      Text("\(votes)")
        .font(.largeTitle.monospacedDigit())
        .contentTransition(.numericText(value: Double(votes)))
        .frame(minWidth: 60)
        .accessibilityIdentifier("votes")

      Button {
        if votes >= 9 {
          blocked += 1
        } else {
          withAnimation(.snappy) { votes += 1 }
        }
      } label: {
        Image(systemName: "arrow.up")
          .font(.title)
          .symbolEffect(.bounce, value: votes)
      }
      .accessibilityIdentifier("up")
    }
    .sensoryFeedback(trigger: votes) { old, new in
      new > old ? .increase : .decrease
    }
    .sensoryFeedback(.warning, trigger: blocked)
    .padding()
  }
}
