import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start.
public protocol TimelineSchedule {
  /// The dates of the schedule.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates at which the view updates, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: normally, or rarely (a device that saves power).
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// A schedule that updates with every frame, or at most every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  /// Whether the view stops updating.
  public let paused: Bool

  /// Updates every frame, or every `minimumInterval` seconds; none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    PeriodicTimelineSchedule(from: startDate, by: max(minimumInterval ?? 1.0 / 120, 1.0 / 120))
      .entries(from: startDate, mode: mode)
  }
}

/// A schedule that updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Updates at `startDate` and every `interval` seconds after it.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates of a periodic schedule: endless.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var following: Date
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { following = following.addingTimeInterval(interval) }
      return following
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    // The first entry at or before `startDate`, so the view shows a date from the start.
    let steps = max((startDate.timeIntervalSince(self.startDate) / interval).rounded(.down), 0)
    return Entries(
      following: self.startDate.addingTimeInterval(steps * interval), interval: interval)
  }
}

/// A schedule that updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60)
      .entries(from: startDate, mode: mode)
  }
}

/// A schedule of given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// Updates at each of `dates`, in order.
  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most every `minimumInterval` seconds; none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// A view that builds its content again at the dates of a schedule, giving it the date:
/// clocks, countdowns, and drawings that move with time (`.animation`). Time is the host's
/// frame clock — a window's, or `ViewHost.advance(by:)` in a test — so a timeline is as
/// testable as an animation. While one is shown, the host keeps making frames.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is built with.
  public typealias Context = TimelineViewContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A view that builds `content` at each date of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View {
    _TimelineBody(schedule: schedule, content: content)
  }
}

/// What a timeline's content is built with: the date being shown.
public struct TimelineViewContext {
  /// How often the view updates.
  public enum Cadence: Comparable, Sendable {
    case live
    case seconds
    case minutes
  }

  /// The date of the schedule's entry being shown.
  public let date: Date
  /// How often the view updates; Easel updates at the schedule's own rate.
  public let cadence: Cadence
}

/// The context of a timeline's content, as SwiftUI names it.
public typealias TimelineViewDefaultContext = TimelineViewContext

/// The view a `TimelineView` is: its date kept in state, moved along by a driver on the
/// frame clock.
struct _TimelineBody<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewContext) -> Content
  @State private var date: Date?

  var body: some View {
    let shown = date ?? Date()
    content(.init(date: shown, cadence: .live))
      .modifier(
        _TimelineDriverModifier(
          schedule: schedule, paused: (schedule as? AnimationTimelineSchedule)?.paused ?? false,
          onEntry: { date = $0 }))
  }
}

/// Keeps a timeline's driver on the frame clock while the timeline is shown.
struct _TimelineDriverModifier<Schedule: TimelineSchedule>: ViewModifier, PrimitiveModifier {
  let schedule: Schedule
  let paused: Bool
  let onEntry: (Date) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let graph = context.graph
    let (driver, isNew) = context.attachment {
      TimelineDriver(graph: graph, start: Date(), time: graph.animationTime)
    }
    driver.onEntry = onEntry
    if isNew || driver.paused != paused {
      driver.paused = paused
      var entries = schedule.entries(from: driver.startDate, mode: .normal).makeIterator()
      driver.nextEntry = { entries.next() }
      driver.upcoming = driver.nextEntry()
      if paused { graph.stopAnimating(driver) } else { graph.startAnimating(driver) }
    }
    return content(context)
  }
}

/// Moves a timeline to the latest date of its schedule that the frame clock has reached.
@MainActor
final class TimelineDriver: NodeAttachment, AnimationDriver {
  @GraphReference var graph: ViewGraph?
  /// The date and the clock time when the timeline appeared: the clock's seconds since then
  /// are added to the date.
  let startDate: Date
  let startTime: Double
  var paused = false
  var onEntry: ((Date) -> Void)?
  var nextEntry: () -> Date? = { nil }
  /// The schedule's next date not yet shown.
  var upcoming: Date?

  init(graph: ViewGraph, start: Date, time: Double) {
    self.graph = graph
    startDate = start
    startTime = time
  }

  func advance(to time: Double) -> Bool {
    guard !paused else { return false }
    let now = startDate.addingTimeInterval(time - startTime)
    var reached: Date?
    while let entry = upcoming, entry <= now {
      reached = entry
      upcoming = nextEntry()
    }
    if let reached { onEntry?(reached) }
    return upcoming != nil
  }

  override func detach() {
    graph?.stopAnimating(self)
  }
}
