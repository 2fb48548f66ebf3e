import Foundation

/// The context of a state change: the animation to use, and whether animations are disabled.
///
/// `withAnimation(_:_:)` and `withTransaction(_:_:)` set the transaction of the state changes
/// made in their closure; views below `transaction(_:)` or `animation(_:value:)` see it changed.
public struct Transaction: Sendable {
  /// The animation of the change, if any.
  public var animation: Animation?
  /// Whether animations are disabled for the change: views below keep only the animations
  /// that their own `animation(_:value:)` modifiers ask for.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction, such as a drag.
  public var isContinuous = false

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// The transaction of the closures running now: `withTransaction` binds it for its closure
/// (a task-local value, so it nests, and code on any thread may call `withAnimation` as it
/// may in SwiftUI); state writes read it. A task started inside the closure inherits the
/// binding but not the transaction: the scope closes when the closure returns, as SwiftUI's
/// transaction does not reach changes made later.
enum TransactionContext {
  /// One `withTransaction` call's transaction, open while its closure runs.
  final class Scope: @unchecked Sendable {
    let transaction: Transaction
    private let lock = NSLock()
    private var open = true

    init(_ transaction: Transaction) { self.transaction = transaction }

    var isOpen: Bool { lock.withLock { open } }
    func close() { lock.withLock { open = false } }
  }

  @TaskLocal static var scope: Scope?

  /// The transaction of the `withTransaction` whose closure is running, if any.
  static var current: Transaction? {
    guard let scope, scope.isOpen else { return nil }
    return scope.transaction
  }

  static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
    -> Result
  {
    let scope = Scope(transaction)
    defer { scope.close() }
    return try $scope.withValue(scope, operation: body)
  }
}

/// Runs `body`, animating the changes it makes to state with `animation`, and returns what it
/// returns.
///
/// Not isolated to the main actor, as in SwiftUI: a view model's nonisolated method may call
/// it. The changes animate when they reach the views on the main actor within `body`.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionContext.run(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionContext.run(transaction, body)
}

extension Transaction {
  /// The transaction when it says something about the change (an animation, or animations
  /// disabled), else `nil`: a binding's own transaction counts only then, and otherwise the
  /// one running does.
  var ifMeaningful: Transaction? {
    animation != nil || disablesAnimations ? self : nil
  }
}
