import Foundation

/// A property that reads and writes a value in `UserDefaults`, and runs the bodies that read it
/// again when the value changes.
///
/// The value is stored under `key` in the `store` given, else in the store set with
/// `defaultAppStorage(_:)` around the view, else in `UserDefaults.standard`. Until something is
/// written, the property reads its default value (nothing is written for it). Views reading
/// the same key of the same store all update when any of them writes it.
///
/// Differs from SwiftUI: a write made straight to the `UserDefaults` (not through an
/// `@AppStorage` property) shows when Foundation posts `UserDefaults.didChangeNotification`,
/// which on Linux happens later, on the main queue, rather than at once. URLs are stored as
/// their absolute strings (Foundation on Linux keeps only a URL's path).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let codec: AppStorageCodec<Value>
  private let link = AppStorageLink()

  init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.explicitStore = store
    self.codec = codec
  }

  /// The store the value lives in.
  private var store: UserDefaults {
    explicitStore ?? link.environmentStore ?? .standard
  }

  /// The value in the store, or the default value when the store has none.
  @MainActor public var wrappedValue: Value {
    get {
      link.box?.recordRead()
      return codec.decode(store.object(forKey: key)) ?? defaultValue
    }
    nonmutating set { write(newValue, transaction: nil) }
  }

  /// A binding to the value in the store.
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
    let store = self.store
    if let stored = codec.encode(value) {
      store.set(stored, forKey: key)
    } else {
      store.removeObject(forKey: key)
    }
    link.box?.refresh(transaction: transaction)
    // Every other property reading this store looks again now (Foundation on Linux posts its
    // own notification later).
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
  }
}

extension AppStorage: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    link.environmentStore = node.environment[DefaultAppStorageKey.self]?.store
    let store = self.store
    if let box = node.storage[index] as? AppStorageBox, box.store === store, box.key == key {
      link.box = box
    } else {
      let box = AppStorageBox(store: store, key: key, graph: node.graph)
      node.storage[index] = box
      link.box = box
    }
  }
}

extension AppStorage: GraphComparable {
  /// The value lives in the store; two view values differ only by what they read.
  func isGraphEquivalent(to other: Any) -> Bool {
    guard let other = other as? AppStorage<Value> else { return false }
    return other.key == key && other.explicitStore === explicitStore
  }
}

/// Connects one `AppStorage` value to the graph: its box and the environment's store.
final class AppStorageLink {
  var box: AppStorageBox?
  var environmentStore: UserDefaults?
}

/// Tracks the views that read one key of one store, and runs them again when what is stored
/// there changes.
///
/// `UserDefaults.didChangeNotification` may come on any thread: the box keeps a copy of its
/// readers and what it last saw under a lock, and posts the readers to its graph's inbox, as
/// an `@Observable` change does.
@MainActor
final class AppStorageBox: AnyStateBox {
  let store: UserDefaults
  let key: String
  private let shared: Shared
  private let observation = NotificationObservation()

  /// What the notification handler reads from any thread.
  final class Shared: @unchecked Sendable {
    let lock = NSLockLike()
    var seen: AnyHashable?
    var readers: [ObjectIdentifier: WeakViewNode] = [:]
  }

  init(store: UserDefaults, key: String, graph: ViewGraph) {
    self.store = store
    self.key = key
    shared = Shared()
    super.init()
    self.graph = graph
    shared.seen = Self.fingerprint(of: store.object(forKey: key))
    let shared = self.shared
    let inbox = graph.observationInbox
    let weakGraph = WeakGraph(graph: graph)
    nonisolated(unsafe) let store = store
    observation.token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store, queue: nil
    ) { _ in
      let now = Self.fingerprint(of: store.object(forKey: key))
      let readers: [WeakViewNode]? = shared.lock.withLock {
        guard now != shared.seen else { return nil }
        shared.seen = now
        return Array(shared.readers.values)
      }
      guard let readers, !readers.isEmpty else { return }
      for reader in readers { inbox.post(reader) }
      Task { @MainActor in weakGraph.graph?.observationPosted() }
    }
  }

  override func addDependent(_ node: ViewNode) {
    super.addDependent(node)
    shared.lock.withLock { shared.readers[ObjectIdentifier(node)] = WeakViewNode(node: node) }
  }

  override func removeDependent(_ node: ViewNode) {
    super.removeDependent(node)
    _ = shared.lock.withLock { shared.readers.removeValue(forKey: ObjectIdentifier(node)) }
  }

  /// Runs the readers again, in `transaction` (else the one running), if what is stored
  /// changed since the box last looked.
  func refresh(transaction: Transaction?) {
    let now = Self.fingerprint(of: store.object(forKey: key))
    let changed = shared.lock.withLock {
      guard now != shared.seen else { return false }
      shared.seen = now
      return true
    }
    guard changed else { return }
    graph?.noteTransaction(transaction ?? TransactionContext.current)
    invalidateDependents()
  }

  private nonisolated static func fingerprint(of stored: Any?) -> AnyHashable? {
    guard let stored else { return nil }
    return stored as? AnyHashable ?? AnyHashable(String(describing: stored))
  }
}

/// A notification observer removed when its owner goes away.
final class NotificationObservation: @unchecked Sendable {
  var token: (any NSObjectProtocol)?

  deinit {
    if let token { NotificationCenter.default.removeObserver(token) }
  }
}

/// The store `@AppStorage` properties without one of their own use.
struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: DefaultAppStorage? { nil }
}

/// A `UserDefaults` held in the environment.
struct DefaultAppStorage: @unchecked Sendable, Equatable {
  let store: UserDefaults

  static func == (lhs: DefaultAppStorage, rhs: DefaultAppStorage) -> Bool {
    lhs.store === rhs.store
  }
}

extension View {
  /// Makes `store` the `UserDefaults` that `@AppStorage` properties in this view and its
  /// descendants use when they name none.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorageBox, DefaultAppStorage(store: store))
  }
}

extension EnvironmentValues {
  var defaultAppStorageBox: DefaultAppStorage? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension AppStorage {
  /// A Boolean stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
  }

  /// An integer stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .integer)
  }

  /// A double stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
  }

  /// A string stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
  }

  /// A URL stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
  }

  /// Data stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
  }

  /// A date stored under `key`, as a `Date` (SwiftUI takes dates from iOS 18 and macOS 15).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
  }

  /// A value stored under `key` as its integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      codec: .rawRepresentable(Value.self, raw: .integer))
  }

  /// A value stored under `key` as its string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      codec: .rawRepresentable(Value.self, raw: .string))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
  }

  /// An optional integer stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.integer))
  }

  /// An optional double stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
  }

  /// An optional string stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
  }

  /// An optional URL stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
  }

  /// Optional data stored under `key`; `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
  }
}

extension AppStorage {
  /// An optional value stored under `key` as its string raw value; `nil` removes it.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, store: store,
      codec: .optional(.rawRepresentable(R.self, raw: .string)))
  }

  /// An optional value stored under `key` as its integer raw value; `nil` removes it.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, store: store,
      codec: .optional(.rawRepresentable(R.self, raw: .integer)))
  }
}
