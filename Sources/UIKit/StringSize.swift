import Dispatch
import Easel
import EaselCairo
import Foundation

/// The engine that measures strings for `size(withAttributes:)`: Pango, as for `Text`.
@MainActor private let measuringEngine = PangoTextEngine()

/// Marks the main queue, so that code can tell it runs there (where the main actor runs) even
/// when the main queue is drained by a thread other than the process's first.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

extension StringProtocol {
  /// The size the string takes on one line (lines only at its newlines) in the attributes'
  /// font (`.font`, a `UIFont`; the 12-point system font when there is none), measured by the
  /// same Pango engine that lays out `Text`. Called off the main queue, it measures there.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
    let string = String(self)
    let resolved = font.resolved
    let measure: @Sendable () -> CGSize = {
      MainActor.assumeIsolated {
        measuringEngine.measure(string, font: resolved, width: nil).size
      }
    }
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
      return measure()
    }
    return DispatchQueue.main.sync(execute: measure)
  }
}
