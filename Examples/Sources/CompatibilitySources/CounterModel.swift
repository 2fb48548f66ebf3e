import Observation
import SwiftUI

/// A model shared by two views through `@Observable`, `@State` and `@Bindable`.
@Observable
public final class CounterModel {
  public var count = 0
  public var step = 1
  public var isLocked = false
  public private(set) var history: [Int] = []

  public init() {}

  func record(_ value: Int) {
    history.append(value)
  }
}

/// A stepper bound to the model, with a lock toggle in a child view that takes `@Bindable`.
public struct CounterScreen: View {
  @State private var model = CounterModel()

  public init() {}

  public var body: some View {
    VStack(spacing: 16) {
      Text("Count: \(model.count)")
        .font(.largeTitle.monospacedDigit())
        .accessibilityIdentifier("count")
      Stepper("Step by \(model.step)", value: $model.count, in: 0...20, step: model.step)
        .disabled(model.isLocked)
        .accessibilityIdentifier("stepper")
      LockToggle(model: model)
      Button("Reset") { model.count = 0 }
        .buttonStyle(.bordered)
        .accessibilityIdentifier("reset")
    }
    .padding()
    .onChange(of: model.count) { _, newValue in
      model.record(newValue)
    }
  }
}

struct LockToggle: View {
  @Bindable var model: CounterModel

  var body: some View {
    Toggle("Locked", isOn: $model.isLocked)
      .accessibilityIdentifier("lock")
  }
}
