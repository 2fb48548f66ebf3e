import Easel

/// Lets a test reach into a view's body: the body hands its bindings over on every run.
@MainActor
final class Probe<Value> {
  var binding: Binding<Value>?

  /// Writes through the last binding the body handed over.
  func set(_ value: Value) {
    binding?.wrappedValue = value
  }

  var value: Value? { binding?.wrappedValue }
}

/// Counts body runs per view, by name.
@MainActor
final class BodyLog {
  private(set) var runs: [String: Int] = [:]

  func ran(_ name: String) {
    runs[name, default: 0] += 1
  }

  func reset() { runs = [:] }
}
