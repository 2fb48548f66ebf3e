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

/// The transactions of the closures running now: `withTransaction` pushes, state writes read
/// the innermost.
@MainActor
enum TransactionContext {
  private(set) static var stack: [Transaction] = []

  /// The transaction of the state changes made now, if a `withTransaction` is running.
  static var current: Transaction? { stack.last }

  static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
    -> Result
  {
    stack.append(transaction)
    defer { stack.removeLast() }
    return try body()
  }
}

/// Runs `body`, animating the changes it makes to state with `animation`, and returns what it
/// returns.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionContext.run(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionContext.run(transaction, body)
}
