import Foundation

/// A property that keeps a value for its scene under a key: every view of the scene reading
/// the key shares it, and it outlives the views, so a view that leaves and comes back finds
/// it again. Until something is written, it reads its default value.
///
/// Differs from SwiftUI: the values are kept in memory by the scene's view graph for as long
/// as it lives; nothing is saved for restoring the scene in a later launch.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: AppStorageCodec<Value>
  private let link = SceneStorageLink<Value>()

  init(key: String, defaultValue: Value, codec: AppStorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The scene's value for the key, or the default value when it has none.
  @MainActor public var wrappedValue: Value {
    get {
      guard let box = link.box else { return link.pendingValue ?? defaultValue }
      return codec.decode(box.value) ?? defaultValue
    }
    nonmutating set { write(newValue, transaction: nil) }
  }

  /// A binding to the scene's value.
  @MainActor public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(
      get: { storage.wrappedValue },
      set: { newValue, transaction in
        let meaningful = transaction.ifMeaningful
        storage.write(newValue, transaction: meaningful)
      })
  }

  @MainActor private func write(_ value: Value, transaction: Transaction?) {
    guard let box = link.box else {
      link.pendingValue = value
      return
    }
    box.set(codec.encode(value), transaction: transaction)
  }
}

extension SceneStorage: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    let box = node.graph.sceneStorage.box(forKey: key)
    if let pending = link.pendingValue {
      link.pendingValue = nil
      box.set(codec.encode(pending), transaction: nil)
    }
    link.box = box
  }
}

extension SceneStorage: GraphComparable {
  /// The value lives in the scene; two view values differ only by their keys.
  func isGraphEquivalent(to other: Any) -> Bool {
    (other as? SceneStorage<Value>)?.key == key
  }
}

/// Connects one `SceneStorage` value to its scene's box for the key.
final class SceneStorageLink<Value> {
  var box: SceneStorageBox?
  /// A value written before the view was in a graph.
  var pendingValue: Value?
}

/// The values a scene keeps for its `@SceneStorage` properties, by key.
@MainActor
final class SceneStorageTable {
  private var boxes: [String: SceneStorageBox] = [:]
  @GraphReference private var graph: ViewGraph?

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// The box for `key`, made the first time a view asks.
  func box(forKey key: String) -> SceneStorageBox {
    if let box = boxes[key] { return box }
    let box = SceneStorageBox(graph: graph)
    boxes[key] = box
    return box
  }
}

/// One key of a scene's storage and the views that read it.
@MainActor
final class SceneStorageBox: AnyStateBox {
  private var stored: Any?

  init(graph: ViewGraph?) {
    super.init()
    self.graph = graph
  }

  /// What is stored; reading it from a body makes that body depend on it.
  var value: Any? {
    recordRead()
    return stored
  }

  /// Stores `newValue` (`nil` removes it) and runs the readers again.
  func set(_ newValue: Any?, transaction: Transaction?) {
    if let old = stored as? AnyHashable, let new = newValue as? AnyHashable, old == new { return }
    if stored == nil, newValue == nil { return }
    stored = newValue
    graph?.noteTransaction(transaction ?? TransactionContext.current)
    invalidateDependents()
  }
}

extension SceneStorage {
  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }

  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .integer)
  }

  /// A double kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }

  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }

  /// A URL kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }

  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }

  /// A value kept under `key` as its integer raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, codec: .rawRepresentable(Value.self, raw: .integer))
  }

  /// A value kept under `key` as its string raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, codec: .rawRepresentable(Value.self, raw: .string))
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool))
  }

  /// An optional integer kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.integer))
  }

  /// An optional double kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double))
  }

  /// An optional string kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.string))
  }

  /// An optional URL kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url))
  }

  /// Optional data kept under `key`; `nil` removes it.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.data))
  }
}

extension SceneStorage {
  /// An optional value kept under `key` as its string raw value; `nil` removes it.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, codec: .optional(.rawRepresentable(R.self, raw: .string)))
  }

  /// An optional value kept under `key` as its integer raw value; `nil` removes it.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, codec: .optional(.rawRepresentable(R.self, raw: .integer)))
  }
}
