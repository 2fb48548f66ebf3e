/// The context of a state change: the animation to use, and whether animations are disabled.
public struct Transaction: Sendable {
  /// The animation of the change, if any.
  public var animation: Animation?
  /// Whether animations are disabled for the change.
  public var disablesAnimations = false

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }
}
