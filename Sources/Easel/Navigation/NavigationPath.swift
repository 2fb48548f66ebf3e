/// A list of values of any `Hashable` types, each standing for a screen of a
/// `NavigationStack`: the root is not in it, the last value is the screen on top.
public struct NavigationPath: Equatable {
  /// The values, first pushed first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds `value` at the end: the stack pushes the screen its destination for `V` makes.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values: the stack pops that many screens.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }
}
