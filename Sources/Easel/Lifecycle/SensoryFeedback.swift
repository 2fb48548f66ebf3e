import Foundation

/// Feedback a view asks the device to play — a haptic tap, a success buzz.
///
/// Differs from SwiftUI: a desktop has no haptics: the view graph records each one
/// (`ViewGraph.sensoryFeedback`), so a test sees it.
public struct SensoryFeedback: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case success, warning, error, selection, increase, decrease, start, stop, alignment
    case levelChange, pathComplete
    case impact(weight: String?, flexibility: String?, intensity: Double)
  }

  let kind: Kind

  public static let success = SensoryFeedback(kind: .success)
  public static let warning = SensoryFeedback(kind: .warning)
  public static let error = SensoryFeedback(kind: .error)
  public static let selection = SensoryFeedback(kind: .selection)
  public static let increase = SensoryFeedback(kind: .increase)
  public static let decrease = SensoryFeedback(kind: .decrease)
  public static let start = SensoryFeedback(kind: .start)
  public static let stop = SensoryFeedback(kind: .stop)
  public static let alignment = SensoryFeedback(kind: .alignment)
  public static let levelChange = SensoryFeedback(kind: .levelChange)
  public static let pathComplete = SensoryFeedback(kind: .pathComplete)
  /// A plain impact.
  public static let impact = SensoryFeedback(
    kind: .impact(weight: nil, flexibility: nil, intensity: 1))

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// How soft or rigid an impact feels.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }

  /// An impact of `weight` at `intensity` (0 to 1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(kind: .impact(weight: weight.name, flexibility: nil, intensity: intensity))
  }

  /// An impact of `flexibility` at `intensity` (0 to 1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(
      kind: .impact(weight: nil, flexibility: flexibility.name, intensity: intensity))
  }
}

/// Where a graph's views record what they ask of the device.
struct FeedbackRecorderKey: EnvironmentKey {
  static var defaultValue: (@MainActor @Sendable (SensoryFeedback) -> Void)? { nil }
}

extension EnvironmentValues {
  var feedbackRecorder: (@MainActor @Sendable (SensoryFeedback) -> Void)? {
    get { self[FeedbackRecorderKey.self] }
    set { self[FeedbackRecorderKey.self] = newValue }
  }
}

/// Plays `feedback` when `trigger` changes.
struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier {
  let feedback: SensoryFeedback
  let trigger: Trigger
  let condition: ((Trigger, Trigger) -> Bool)?
  @Environment(\.feedbackRecorder) private var record

  func body(content: Content) -> some View {
    content.onChange(of: trigger) { old, new in
      if condition?(old, new) ?? true { record?(feedback) }
    }
  }
}

extension View {
  /// Plays `feedback` each time `trigger` changes (recorded on a desktop: see
  /// `ViewGraph.sensoryFeedback`).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(SensoryFeedbackModifier(feedback: feedback, trigger: trigger, condition: nil))
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds of its old and new values.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    modifier(SensoryFeedbackModifier(feedback: feedback, trigger: trigger, condition: condition))
  }

  /// Plays the feedback `feedback` returns for the old and new values of `trigger`, if any.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    modifier(DynamicSensoryFeedbackModifier(trigger: trigger, feedback: feedback))
  }
}

/// Plays the feedback a closure chooses when `trigger` changes.
struct DynamicSensoryFeedbackModifier<Trigger: Equatable>: ViewModifier {
  let trigger: Trigger
  let feedback: (Trigger, Trigger) -> SensoryFeedback?
  @Environment(\.feedbackRecorder) private var record

  func body(content: Content) -> some View {
    content.onChange(of: trigger) { old, new in
      if let chosen = feedback(old, new) { record?(chosen) }
    }
  }
}
