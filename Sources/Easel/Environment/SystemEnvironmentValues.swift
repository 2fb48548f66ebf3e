import Foundation

/// Whether a dimension of the interface is compact (an iPhone's width in portrait, its
/// height in landscape) or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

/// Whether the app is in front, in the background or inactive; a preview is always active.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

/// Dismisses the presentation a view is in: inside a sheet, cover, popover, alert or dialog,
/// a call dismisses it (with its animation) and writes its binding back.
///
/// Differs from SwiftUI: outside any presentation a call dismisses nothing; it is counted by
/// the view graph (`ViewGraph.dismissCount`), so a test sees it.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}

/// Opens a URL.
///
/// Differs from SwiftUI: a preview opens nothing: the URL is recorded by the view graph
/// (`ViewGraph.openedURLs`), and the action is accepted.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable {
    let accepted: Bool
    /// The handler opened it.
    public static let handled = Result(accepted: true)
    /// The handler did not: the system's action runs.
    public static let systemAction = Result(accepted: false)
    /// The handler refused it.
    public static let discarded = Result(accepted: true)
  }

  let handler: @MainActor @Sendable (URL) -> Result

  /// An action that opens URLs with `handler`.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then tells `completion` whether it was accepted.
  @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone.current }
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: {}) }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// The width's size class: compact on an iPhone in portrait (the default), regular on an
  /// iPad; the preview sets it from its device and orientation.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height's size class: regular except on an iPhone in landscape.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The locale text is formatted in (US English unless set).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are computed in.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The scene's phase: active in a preview.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Opens a URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// What the views of a graph asked of their presentation — dismissals, URLs to open, sensory
/// feedback — which
/// a desktop preview records rather than performs.
@MainActor
final class PresentationRecord {
  private(set) var dismissCount = 0
  private(set) var openedURLs: [URL] = []
  private(set) var feedback: [SensoryFeedback] = []

  /// `environment` with dismiss and open-URL actions that record here.
  func install(in environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.dismiss = DismissAction { [weak self] in self?.dismissCount += 1 }
    environment.openURL = OpenURLAction { [weak self] url in
      self?.openedURLs.append(url)
      return .handled
    }
    environment.feedbackRecorder = { [weak self] in self?.feedback.append($0) }
    return environment
  }
}
