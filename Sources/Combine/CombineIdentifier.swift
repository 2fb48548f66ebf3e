/// A unique identifier for identifying publisher streams, as in Combine.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  /// Creates a unique identifier.
  public init() {
    value = CombineIdentifierCounter.shared.next()
  }

  /// Creates an identifier for `object`, equal for the same object while it lives.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())) | (1 << 63)
  }

  /// The identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A type that provides an identifier for its stream of values, as in Combine.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for the publisher stream.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Hands out the values of `CombineIdentifier()`.
final class CombineIdentifierCounter: @unchecked Sendable {
  static let shared = CombineIdentifierCounter()
  private let lock = CombineLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}
