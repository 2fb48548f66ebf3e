/// One step in a view's structural identity below the view whose body made it.
enum PathComponent: Hashable {
  /// The position of a child in a view-builder block.
  case index(Int)
  /// The branch of an `if`/`else` or `switch`.
  case branch(Bool)
  /// An element of `ForEach`, by its id (and its occurrence, when ids repeat).
  case element(ElementID, occurrence: Int)
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

extension PathComponent {
  /// An element of `ForEach` whose id is already boxed (a `List`'s rows).
  static func element(_ id: AnyHashable, occurrence: Int) -> PathComponent {
    .element(.other(id), occurrence: occurrence)
  }

  /// The component's case as a number, and a hash of the step for `IdentityPath`: the case
  /// and its payload, without a `Hasher` but for an element's boxed or string id. One switch
  /// for both: each switch over a component copies it.
  fileprivate var stepKey: (caseNumber: UInt8, hash: Int) {
    switch self {
    case .index(let index): (0, IdentityPath.Step.combine(1, index))
    case .branch(let branch): (1, branch ? 2 : 3)
    case .element(let id, let occurrence):
      (
        Self.elementCase,
        IdentityPath.Step.combine(IdentityPath.Step.combine(4, id.stepHash), occurrence)
      )
    case .explicit(let id): (Self.explicitCase, IdentityPath.Step.combine(5, id.hashValue))
    case .type(let type): (4, IdentityPath.Step.combine(6, Int(bitPattern: type)))
    case .content: (5, 7)
    case .layer: (6, 8)
    case .attachment: (7, 9)
    }
  }

  /// The case numbers of `element` and `explicit`.
  fileprivate static let elementCase: UInt8 = 2
  fileprivate static let explicitCase: UInt8 = 3

  /// Whether two components of the case numbered `caseNumber` whose step hashes are equal
  /// are equal: true of the cases whose hash is their payload mixed with a constant, which
  /// mixing does one to one (`IdentityPath.Step.combine`). An element's or an explicit id's
  /// hash may collide.
  fileprivate static func isDecidedByStepHash(caseNumber: UInt8) -> Bool {
    caseNumber != elementCase && caseNumber != explicitCase
  }
}

/// A view's structural identity relative to the view whose body made it: the steps from that
/// body's root to the view.
///
/// Paths are made a step at a time as a body is turned into nodes, and used as the keys of
/// the owner's children and attachments. So a path is a chain of steps, each pointing to the
/// one before it, rather than an array: a step longer shares the steps it extends instead of
/// copying them, and each step keeps the hash of the path up to it, so that hashing a path
/// costs nothing and two paths that differ are told apart by their hashes, without comparing
/// their steps (which hold `AnyHashable`s). Built as an array of steps, a 10,000-view tree
/// spent a third of its build hashing and comparing paths (docs/performance.md).
struct IdentityPath: Hashable {
  /// The last step of a path, and the path before it.
  fileprivate final class Step {
    let component: PathComponent
    let parent: Step?
    /// The number of steps up to and including this one.
    let count: Int
    /// The hash of the steps up to and including this one.
    let hash: Int
    /// The component's case (`PathComponent.stepKey`).
    let caseNumber: UInt8

    init(_ component: consuming PathComponent, after parent: Step?) {
      // Hashed before it is stored, then moved in: a component holding an element's id is
      // copied by a call that switches over its cases, and a step is made for every view.
      let key = component.stepKey
      hash = Self.combine(parent?.hash ?? 0, key.hash)
      caseNumber = key.caseNumber
      count = (parent?.count ?? 0) + 1
      self.parent = parent
      self.component = component
    }

    /// The parent, not retained.
    var unretainedParent: Unmanaged<Step>? { parent.map { Unmanaged.passUnretained($0) } }

    /// Whether the paths up to this step and up to `other` may be equal, as far as the two
    /// steps tell: their hashes and counts are equal, and so are their parents' hashes, and
    /// the steps hold the same component. Given the hashes, the two steps' own hashes are
    /// equal (mixing a step into a path's hash is one to one for a given path hash), which
    /// decides most components without comparing them, each compared through a copy of the
    /// enumeration.
    func matches(_ other: Step) -> Bool {
      guard hash == other.hash, count == other.count, parent?.hash == other.parent?.hash,
        caseNumber == other.caseNumber
      else { return false }
      return PathComponent.isDecidedByStepHash(caseNumber: caseNumber)
        || component == other.component
    }

    /// Mixes the hash of a path with the hash of one more step. The dictionaries a path
    /// keys hash this value again with their own seed; here it only has to tell paths apart,
    /// which a multiply and two xor-shifts do (the finalizer of SplitMix64) for a fraction
    /// of a `Hasher`'s cost. Paths whose hashes collide still compare step by step.
    static func combine(_ hash: Int, _ step: Int) -> Int {
      var mixed =
        (UInt64(bitPattern: Int64(hash)) &+ 0x9E37_79B9_7F4A_7C15)
        ^ UInt64(
          bitPattern: Int64(step))
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(Int64(bitPattern: mixed ^ (mixed >> 31)))
    }
  }

  /// The last step; `nil` for the empty path, a body's root.
  private var last: Step?

  /// The empty path: a body's root.
  init() {}

  private init(last: Step?) {
    self.last = last
  }

  /// The number of steps.
  var count: Int { last?.count ?? 0 }

  /// Whether this path starts with every step of `prefix`.
  func hasPrefix(_ prefix: IdentityPath) -> Bool {
    guard prefix.count <= count else { return false }
    return self.prefix(prefix.count) == prefix
  }

  /// The first `length` steps of this path.
  func prefix(_ length: Int) -> IdentityPath {
    var step = last
    while let current = step, current.count > length { step = current.parent }
    return IdentityPath(last: step)
  }

  /// This path with one more step.
  func appending(_ component: consuming PathComponent) -> IdentityPath {
    IdentityPath(last: Step(component, after: last))
  }

  static func == (lhs: IdentityPath, rhs: IdentityPath) -> Bool {
    // Paths that differ most often differ in their hashes: a dictionary compares the key it
    // looks for with each key it probes past. Told apart here, before the walk, which
    // retains and releases every step it visits.
    guard lhs.last?.hash == rhs.last?.hash else { return false }
    // The paths, borrowed for the call, hold their steps while the walk visits them: it
    // goes unretained (a step bound as a strong reference is retained and released, and a
    // look-up that finds its key walks a dozen steps).
    var left = lhs.last.map { Unmanaged.passUnretained($0) }
    var right = rhs.last.map { Unmanaged.passUnretained($0) }
    // Paths that share their steps are equal from there on.
    while left?.toOpaque() != right?.toOpaque() {
      guard let l = left, let r = right else { return false }
      let parents = l._withUnsafeGuaranteedRef { l in
        r._withUnsafeGuaranteedRef { r in
          l.matches(r) ? (l.unretainedParent, r.unretainedParent) : nil
        }
      }
      guard let parents else { return false }
      (left, right) = parents
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(last?.hash ?? 0)
  }

  /// The hash a dictionary asks for, with its seed: the path's hash mixed with the seed as
  /// a step is with its path, without a `Hasher`. Paths key a body's children and
  /// attachments, and a dictionary hashes its key at every look-up and every key again as
  /// it grows; a `Hasher` costs more than the rest of a look-up.
  func _rawHashValue(seed: Int) -> Int {
    Step.combine(seed, last?.hash ?? 0)
  }
}
