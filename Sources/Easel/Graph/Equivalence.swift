/// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  /// Whether `other` is a value of the same type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A property whose equality the graph decides itself when comparing two values of a view.
protocol GraphComparable {
  /// Whether this property, in a new value of a view, stands for the same input as `other`.
  func isGraphEquivalent(to other: Any) -> Bool
}

/// Whether two values of a view carry the same inputs, so that its body need not run again.
///
/// `Equatable` values compare with `==`; `@State` and similar storage compare equal (their
/// value lives in the graph); bindings compare by what they point at; objects by identity;
/// structs, tuples and enums field by field. Closures and anything else that cannot be
/// compared count as changed, as in SwiftUI.
func structurallyEquivalent(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
  if let lhs = lhs as? any GraphComparable { return lhs.isGraphEquivalent(to: rhs) }
  if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
  guard depth < 6, type(of: lhs) == type(of: rhs) else { return false }
  let left = Mirror(reflecting: lhs)
  switch left.displayStyle {
  case .class:
    return (lhs as AnyObject) === (rhs as AnyObject)
  case .struct, .tuple, .optional, .enum, .collection:
    let right = Mirror(reflecting: rhs)
    if left.displayStyle == .enum || left.displayStyle == .optional {
      // Cases without payloads have no children: compare the case names.
      guard String(describing: lhs) == String(describing: rhs) || !left.children.isEmpty else {
        return false
      }
    }
    guard left.children.count == right.children.count else { return false }
    for (a, b) in zip(left.children, right.children) {
      guard a.label == b.label, structurallyEquivalent(a.value, b.value, depth: depth + 1) else {
        return false
      }
    }
    return true
  default:
    // Functions and other opaque values cannot be compared.
    return false
  }
}
