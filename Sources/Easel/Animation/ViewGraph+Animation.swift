import Foundation

extension ViewGraph {
  /// Whether a value is animating: the host should keep producing frames, calling
  /// `advanceAnimations(to:)` before each. An idle graph asks for none.
  public var isAnimating: Bool { !runningAnimations.isEmpty }

  /// Moves the animation clock to `time` (seconds; it never goes back) and the animating values
  /// with it. Hosts call it before delivering input and before drawing each frame, so that
  /// animations a change starts begin at the time of the change.
  public func advanceAnimations(to time: Double) {
    guard time > animationTime || !runningAnimations.isEmpty || gestureEngine.needsTicks else {
      return
    }
    animationTime = max(time, animationTime)
    for (key, driver) in runningAnimations where !driver.advance(to: animationTime) {
      runningAnimations.removeValue(forKey: key)
    }
    if gestureEngine.needsTicks { _ = gestureEngine.tick(animationTime) }
  }

  /// Whether the host should keep producing frames: something animates, or a gesture waits
  /// for time to pass. An idle graph needs none.
  public var needsFrames: Bool { isAnimating || gestureEngine.needsTicks }

  func startAnimating(_ driver: any AnimationDriver) {
    if runningAnimations.isEmpty { onNeedsUpdate?() }
    runningAnimations[ObjectIdentifier(driver)] = driver
  }

  func stopAnimating(_ driver: any AnimationDriver) {
    runningAnimations.removeValue(forKey: ObjectIdentifier(driver))
  }

  /// Records the transaction of a state change, for the update that shows it.
  ///
  /// Only a transaction that says something counts: a plain change (a gesture state reset
  /// with no animation) does not take away the animation of another change shown with it.
  func noteTransaction(_ transaction: Transaction?) {
    guard let transaction, transaction.animation != nil || transaction.disablesAnimations
    else { return }
    pendingTransaction = transaction
  }
}
