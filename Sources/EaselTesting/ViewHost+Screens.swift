import Easel
import Foundation

extension ViewHost {
  /// The accessibility label of the element tagged with `identifier`, in any presented
  /// layer, or `nil` when none has it.
  public func label(of identifier: String) -> String? {
    accessibilityTree().first { $0.identifier == identifier }?.label
  }

  /// The frame, in root coordinates, of the first accessibility element whose label is
  /// `label` — in the layers presented above the root first (a sheet's, an alert's), top
  /// down — or `nil` when none has it.
  public func frame(ofLabel label: String) -> CGRect? {
    accessibilityTree().last { $0.label == label }?.frame
  }

  /// Taps the centre of the element labelled `label` (see `frame(ofLabel:)`); returns whether
  /// a gesture took the tap (`false` also when no element has the label).
  @discardableResult
  public func tap(label: String) -> Bool {
    guard let frame = frame(ofLabel: label) else { return false }
    return tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  /// How many layers are presented above the root (sheets, covers, popovers, alerts and
  /// dialogs, entering, shown or leaving).
  public var presentedLayerCount: Int {
    if graph.hasPendingUpdates { update() }
    return graph.presentedLayerCount
  }

  /// The frame, in root coordinates, of the card of the topmost presented layer (a sheet, an
  /// alert), as drawn now; `nil` when nothing is presented.
  public var presentedCardFrame: CGRect? {
    if graph.hasPendingUpdates { update() }
    return graph.presentedCardFrame
  }

  /// Drags the topmost sheet by its grabber (the middle of its top edge) down by `distance`
  /// points (up when negative), in `steps` moves one frame apart, and releases it; nothing
  /// of the animation the release starts has run yet.
  @discardableResult
  public func dragSheet(by distance: CGFloat, steps: Int = 10) -> Bool {
    guard let card = presentedCardFrame else { return false }
    return drag(
      from: CGPoint(x: card.midX, y: card.minY + 8), by: CGSize(width: 0, height: distance),
      steps: steps)
  }

  /// Advances the clock a frame (1/60 s) at a time until nothing animates — a sheet has come
  /// in or gone, a tab has slid — or `timeout` seconds have passed; returns whether it settled.
  @discardableResult
  public func waitForTransitions(timeout: TimeInterval = 5) -> Bool {
    var waited: TimeInterval = 0
    update()
    while isAnimating {
      guard waited < timeout else { return false }
      advance(by: 1.0 / 60)
      waited += 1.0 / 60
    }
    return true
  }
}
