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
/// may in SwiftUI); state writes read it.
enum TransactionContext {
  @TaskLocal static var current: Transaction?

  static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
    -> Result
  {
    try $current.withValue(transaction, operation: body)
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
