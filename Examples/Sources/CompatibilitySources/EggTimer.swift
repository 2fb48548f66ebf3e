import Combine
import SwiftUI

/// A countdown driven by `Timer.publish(every:on:in:).autoconnect()` and `onReceive`, as
/// iOS code has written it since iOS 13: a start/pause button, a reset, and a
/// `NotificationCenter` message when it rings.
public struct EggTimer: View {
  public static let didRing = Notification.Name("EggTimer.didRing")

  let length: Int
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining: Int
  @State private var isRunning = false

  public init(length: Int) {
    self.length = length
    _remaining = State(initialValue: length)
  }

  public var body: some View {
    VStack(spacing: 12) {
      Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
        .font(.largeTitle.monospacedDigit())
        .accessibilityIdentifier("remaining")
      HStack {
        Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
          .disabled(remaining == 0)
          .accessibilityIdentifier("toggle")
        Button("Reset") {
          isRunning = false
          remaining = length
        }
        .accessibilityIdentifier("reset")
      }
    }
    .padding()
    .onReceive(timer) { _ in
      guard isRunning, remaining > 0 else { return }
      remaining -= 1
      if remaining == 0 {
        isRunning = false
        NotificationCenter.default.post(name: EggTimer.didRing, object: nil)
      }
    }
  }
}
