/// One step in a view's structural identity below the view whose body made it.
enum PathComponent: Hashable {
  /// The position of a child in a view-builder block.
  case index(Int)
  /// The branch of an `if`/`else` or `switch`.
  case branch(Bool)
  /// An element of `ForEach`, by its id (and its occurrence, when ids repeat).
  case element(AnyHashable, occurrence: Int)
  /// An explicit identity from `.id(_:)`.
  case explicit(AnyHashable)
  /// The type of the view at this position.
  case type(ObjectIdentifier)
  /// The content of a modifier.
  case content
  /// A background or overlay layer.
  case layer
  /// The persistent state of a built-in modifier.
  case attachment
}

/// A view's structural identity relative to the view whose body made it: the steps from that
/// body's root to the view.
struct IdentityPath: Hashable {
  private(set) var components: [PathComponent] = []

  /// Whether this path starts with every step of `prefix`.
  func hasPrefix(_ prefix: IdentityPath) -> Bool {
    components.starts(with: prefix.components)
  }

  /// The number of steps.
  var count: Int { components.count }

  /// The first `length` steps of this path.
  func prefix(_ length: Int) -> IdentityPath {
    IdentityPath(components: Array(components.prefix(length)))
  }

  /// This path with one more step.
  func appending(_ component: PathComponent) -> IdentityPath {
    var copy = self
    copy.components.append(component)
    return copy
  }
}
