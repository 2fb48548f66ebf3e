import Easel
import Observation

/// The live state of a spec preview: the values `"$name"` bindings read and write.
///
/// Views read it while their bodies run, so a write (a toggle tapped in the preview) updates
/// exactly the views that read the value. A reload keeps the values the user changed, unless
/// the file changed that entry's value or kind.
@MainActor
@Observable
public final class SpecStateStore {
  /// The current values, by name.
  public private(set) var values: [String: SpecStateValue] = [:]
  /// The values as the file gave them, to tell a user's change from a file's.
  @ObservationIgnored private var fileValues: [String: SpecStateValue] = [:]
  /// The computed entries, in an order where each comes after those it reads.
  @ObservationIgnored private var computed: [SpecStateEntry] = []

  /// Creates a store holding `entries`.
  public init(_ entries: [SpecStateEntry] = []) {
    replace(with: entries)
  }

  /// Ends every observation registered with the store, as a change would, without changing a
  /// value (see `SpecReloader.endObservations()`).
  public func endObservations() {
    withMutation(keyPath: \.values) {}
  }

  /// Takes the entries of a reloaded spec: new names are added, vanished ones dropped, and a
  /// value the user changed is kept while the file's value for it stays the same.
  public func replace(with entries: [SpecStateEntry]) {
    var next: [String: SpecStateValue] = [:]
    var nextFile: [String: SpecStateValue] = [:]
    for entry in entries {
      nextFile[entry.name] = entry.value
      if let current = values[entry.name], fileValues[entry.name] == entry.value {
        next[entry.name] = current
      } else {
        next[entry.name] = entry.value
      }
    }
    fileValues = nextFile
    computed = entries.filter { if case .expression = $0.value { true } else { false } }
    if next != values { values = next }
  }

  /// The value named `name`.
  public func value(named name: String) -> SpecStateValue? {
    values[name]
  }

  /// Sets a value; computed entries cannot be set.
  public func set(_ name: String, to value: SpecStateValue) {
    guard let current = values[name] else { return }
    if case .expression = current { return }
    if current != value { values[name] = value }
  }

  /// The scope expressions are evaluated in at `size`: the numeric and boolean values, then the
  /// computed ones in order.
  public func scope(width: Double, height: Double) -> SpecExpression.Scope {
    Self.scope(values: values, computed: computed, width: width, height: height)
  }

  /// The scope of `values` (and the `computed` entries, each after those it reads) at a size.
  nonisolated static func scope(
    values: [String: SpecStateValue], computed: [SpecStateEntry], width: Double, height: Double
  ) -> SpecExpression.Scope {
    var scope = SpecExpression.Scope(width: width, height: height)
    for (name, value) in values {
      if let number = value.number { scope.values[name] = number }
    }
    for entry in computed {
      if case .expression(let number) = entry.value {
        scope.values[entry.name] = number.value(in: scope)
      }
    }
    return scope
  }

  /// The scope of the state as written in a file, at a size.
  nonisolated static func scope(of entries: [SpecStateEntry], width: Double, height: Double)
    -> SpecExpression.Scope
  {
    var values: [String: SpecStateValue] = [:]
    for entry in entries { values[entry.name] = entry.value }
    return scope(
      values: values,
      computed: entries.filter { if case .expression = $0.value { true } else { false } },
      width: width, height: height)
  }
}
