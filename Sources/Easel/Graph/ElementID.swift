import Foundation

/// The id of a `ForEach` element, as a step of an identity path holds it.
///
/// The common id types, `Int` (a range's, an offset's), `String` and `UUID`, are kept as
/// they are: boxing an id in an `AnyHashable` costs a dynamic cast in the standard library's
/// initializer, and hashing the box costs a `Hasher`, together about 1,300 instructions an
/// element, more than the rest of a path step (docs/performance.md). Other ids are boxed,
/// and kept out of line, so that a path step is no larger than it was with every id boxed.
enum ElementID: Hashable {
  case int(Int)
  case string(String)
  case uuid(UUID)
  indirect case other(AnyHashable)

  /// The id `id`, unboxed when its type is `Int`, `String` or `UUID`.
  init<ID: Hashable>(_ id: ID) {
    // Asked of the type, not the value: a comparison of metatypes, where a cast (`id as?
    // Int`) in code not specialized for `ID` goes through the runtime.
    if ID.self == Int.self {
      self = .int(unsafeBitCast(id, to: Int.self))
    } else if ID.self == String.self {
      self = .string(unsafeBitCast(id, to: String.self))
    } else if ID.self == UUID.self {
      self = .uuid(unsafeBitCast(id, to: UUID.self))
    } else {
      self = .other(AnyHashable(id))
    }
  }

  /// The id boxed, as `AnyHashable(id)` of the id this was made from.
  var anyHashable: AnyHashable {
    switch self {
    case .int(let id): AnyHashable(id)
    case .string(let id): AnyHashable(id)
    case .uuid(let id): AnyHashable(id)
    case .other(let id): id
    }
  }

  /// A hash of the id for a path step (`IdentityPath`): an integer as it is.
  var stepHash: Int {
    switch self {
    case .int(let id): id
    case .string(let id): id.hashValue
    case .uuid(let id): id.hashValue
    case .other(let id): id.hashValue
    }
  }
}
