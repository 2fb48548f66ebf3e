import Foundation

/// How an `@AppStorage` or `@SceneStorage` value is kept: what it is written as in a
/// `UserDefaults` (or a scene's storage) and how it is read back.
///
/// A stored value that is missing, or of another type, reads as `nil`, and the property
/// shows its default value.
struct AppStorageCodec<Value> {
  /// Makes a value from what is stored, or `nil` when nothing usable is.
  let decode: (Any?) -> Value?
  /// What to store for a value; `nil` removes the key.
  let encode: (Value) -> Any?

}

extension AppStorageCodec {
  /// A codec that stores values of a property list type as they are.
  init(plain decode: @escaping (Any?) -> Value? = { $0 as? Value }) {
    self.init(decode: decode, encode: { $0 })
  }
}

extension AppStorageCodec where Value == Int {
  /// A codec for integers, which reads a stored whole `Double` as well.
  static var integer: Self {
    Self(plain: { stored in
      if let value = stored as? Int { return value }
      if let value = stored as? Double, value.rounded() == value, abs(value) < 1e18 {
        return Int(value)
      }
      return nil
    })
  }
}

extension AppStorageCodec where Value == Double {
  /// A codec for doubles, which reads a stored `Int` as well.
  static var double: Self {
    Self(plain: { stored in
      if let value = stored as? Double { return value }
      if let value = stored as? Int { return Double(value) }
      return nil
    })
  }
}

extension AppStorageCodec where Value == Bool {
  /// A codec for Booleans: a stored Boolean only (1 and 0 are numbers).
  static var bool: Self { Self(plain: { $0 as? Bool }) }
}

extension AppStorageCodec where Value == String {
  /// A codec for strings.
  static var string: Self { Self(plain: { $0 as? String }) }
}

extension AppStorageCodec where Value == Data {
  /// A codec for data.
  static var data: Self { Self(plain: { $0 as? Data }) }
}

extension AppStorageCodec where Value == Date {
  /// A codec for dates, kept as `Date` values (a property list type).
  static var date: Self { Self(plain: { $0 as? Date }) }
}

extension AppStorageCodec where Value == URL {
  /// A codec for URLs, kept as their absolute strings.
  static var url: Self {
    Self(
      decode: { stored in
        if let url = stored as? URL { return url }
        return (stored as? String).flatMap { URL(string: $0) }
      },
      encode: { $0.absoluteString })
  }
}

extension AppStorageCodec where Value: RawRepresentable {
  /// A codec for a `RawRepresentable` value, kept as its raw value with `raw`.
  static func rawRepresentable(
    _ type: Value.Type, raw: AppStorageCodec<Value.RawValue>
  ) -> Self {
    Self(
      decode: { raw.decode($0).flatMap(Value.init(rawValue:)) },
      encode: { raw.encode($0.rawValue) })
  }
}

extension AppStorageCodec {

  /// The codec of an optional value: `nil` is kept as no value at all.
  static func optional<Wrapped>(_ wrapped: AppStorageCodec<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      decode: { stored in wrapped.decode(stored).map { .some($0) } },
      encode: { value in value.flatMap { wrapped.encode($0) } })
  }
}
