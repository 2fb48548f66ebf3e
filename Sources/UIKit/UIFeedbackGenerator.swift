import Foundation

/// What UIKit's calls that a desktop cannot perform asked for — haptic feedback, opening a
/// URL — in order, so that tests can see that they happened. Recorded from any thread.
public enum UIKitRecord {
  /// One thing asked for.
  public enum Event: Equatable, Sendable {
    /// Impact feedback of a style, at an intensity in `0...1`.
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// Notification feedback.
    case notification(UINotificationFeedbackGenerator.FeedbackType)
    /// Selection feedback.
    case selectionChanged
    /// A URL to open.
    case open(URL)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var recorded: [Event] = []

  /// Everything asked for since the process started or `reset()`.
  public static var events: [Event] { lock.withLock { recorded } }

  /// Forgets what was recorded.
  public static func reset() { lock.withLock { recorded.removeAll() } }

  static func record(_ event: Event) { lock.withLock { recorded.append(event) } }
}

/// The base of UIKit's haptic feedback generators.
///
/// Differs from UIKit: a desktop has no haptics: feedback is recorded in `UIKitRecord.events`,
/// so a test sees it.
open class UIFeedbackGenerator: NSObject, @unchecked Sendable {
  /// Readies the generator; nothing to do on a desktop.
  public func prepare() {}
}

/// Haptic feedback for an impact.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  let style: FeedbackStyle

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle = .medium) {
    self.style = style
  }

  /// A generator of medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Records an impact at full intensity.
  public func impactOccurred() { impactOccurred(intensity: 1) }

  /// Records an impact at `intensity` (clamped to `0...1`).
  public func impactOccurred(intensity: CGFloat) {
    UIKitRecord.record(.impact(style, intensity: min(max(intensity, 0), 1)))
  }
}

/// Haptic feedback for the outcome of a task.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Records notification feedback of `type`.
  public func notificationOccurred(_ type: FeedbackType) {
    UIKitRecord.record(.notification(type))
  }
}

/// Haptic feedback for a change of selection.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Records a selection change.
  public func selectionChanged() {
    UIKitRecord.record(.selectionChanged)
  }
}

/// The running app, as far as SwiftUI control code reaches for it.
public final class UIApplication: NSObject, @unchecked Sendable {
  /// The app.
  public static let shared = UIApplication()

  /// Opens `url`.
  ///
  /// Differs from UIKit: a preview opens nothing: the URL is recorded in `UIKitRecord.events`,
  /// then `completion` is told it succeeded.
  public func open(
    _ url: URL, options: [String: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    UIKitRecord.record(.open(url))
    completion?(true)
  }

  /// Whether a URL can be opened: any URL with a scheme.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
}
