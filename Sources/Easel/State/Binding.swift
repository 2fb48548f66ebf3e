/// A two-way connection to a value owned by someone else, as in SwiftUI.
///
/// Bindings made from `@State` (and from other bindings, by member or element) read through to
/// the storage, so a view that reads a binding depends on the value behind it.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
  private nonisolated let getter: @MainActor () -> Value
  private nonisolated let setter: @MainActor (Value, Transaction) -> Void
  /// What the binding points at, when known: two bindings with the same identity are the same
  /// input to a view.
  nonisolated let identity: BindingIdentity?
  /// The transaction writes through this binding use.
  public var transaction = Transaction()

  nonisolated init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value, Transaction) -> Void,
    identity: BindingIdentity?
  ) {
    getter = get
    setter = set
    self.identity = identity
  }

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: { value, _ in set(value) }, identity: nil)
  }

  /// Creates a binding from a getter and a setter that receives the transaction.
  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    self.init(get: get, set: set, identity: nil)
  }

  /// Creates a binding from another binding, as `@Binding var x` does from `$x`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public nonisolated static func constant(_ value: Value) -> Binding<Value> {
    let box = UncheckedResult(value: value)
    return Binding(get: { box.value }, set: { _, _ in }, identity: nil)
  }

  /// The value the binding points at.
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
  }

  /// The binding itself, for passing on with `$`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let getter = self.getter
    let setter = self.setter
    var member = Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue, transaction in
        var whole = getter()
        whole[keyPath: keyPath] = newValue
        setter(whole, transaction)
      },
      identity: identity?.appending(keyPath))
    member.transaction = transaction
    return member
  }

  /// Returns a binding whose writes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// Returns a binding whose writes use `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty {}

extension Binding: GraphComparable {
  /// Two bindings are the same input when they point at the same storage by the same path.
  nonisolated func isGraphEquivalent(to other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let identity, let otherIdentity = other.identity
    else { return false }
    return identity == otherIdentity
  }
}

extension Binding: @MainActor Identifiable where Value: Identifiable {
  /// The identifier of the bound value.
  public var id: Value.ID {
    wrappedValue.id
  }
}

extension Binding: @MainActor Sequence where Value: MutableCollection, Value.Index: Hashable {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection, Value.Index: Hashable {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after i: Index) -> Index {
    wrappedValue.index(after: i)
  }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    let getter = self.getter
    let setter = self.setter
    return Binding<Value.Element>(
      get: { getter()[position] },
      set: { newValue, transaction in
        var whole = getter()
        whole[position] = newValue
        setter(whole, transaction)
      },
      identity: identity?.appending(AnyHashable(position)))
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  public func index(before i: Index) -> Index {
    wrappedValue.index(before: i)
  }
}

extension Binding: @MainActor RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}

/// What a binding points at: a storage root and the member path from it.
struct BindingIdentity: Hashable, @unchecked Sendable {
  // Holds object identifiers and the hashable steps of key paths and indices, all immutable.
  let root: ObjectIdentifier
  var path: [AnyHashable] = []

  func appending(_ step: AnyHashable) -> BindingIdentity {
    var copy = self
    copy.path.append(step)
    return copy
  }
}

/// A value carried into an isolated closure; bindings are only used on the main actor.
private struct UncheckedResult<T>: @unchecked Sendable {
  let value: T
}
