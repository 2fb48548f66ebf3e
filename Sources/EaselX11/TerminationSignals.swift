import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ends a window's process cleanly when a signal asks it to stop: SIGTERM (`kill`, a test
/// harness, a service manager), SIGINT (Ctrl-C in the terminal) and SIGHUP (the terminal
/// closed).
///
/// The signals are ignored as signals and read through Dispatch signal sources instead, so the
/// window is closed on the main queue, between two events rather than in the middle of one;
/// then the process ends by the same signal with its default action, so the parent sees the
/// usual status (128 + the signal's number, as a shell reports it). Should the main queue not
/// get to it within `graceInterval` seconds (a frame stuck drawing), the process ends anyway;
/// a second signal ends it at once.
final class TerminationSignals: Sendable {
  /// The signals handled.
  static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]
  /// How long the main queue has to close the window before the process ends without it.
  static let graceInterval = 0.5

  /// The queue the signal sources run on; `state` is touched only there.
  private let queue = DispatchQueue(label: "easel.termination-signals")
  private let state = State()

  /// What the sources are and whether a signal has come; only read and written on `queue`.
  private final class State: @unchecked Sendable {
    var sources: [any DispatchSourceSignal] = []
    var ending = false
  }

  /// Starts handling the signals: on the first, `close` runs on the main actor with the
  /// signal's number, then the process ends by that signal.
  init(close: @escaping @MainActor @Sendable (Int32) -> Void) {
    queue.sync {
      for number in Self.handled {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [state, queue] in
          if state.ending { Self.end(by: number) }
          state.ending = true
          DispatchQueue.main.async {
            MainActor.assumeIsolated { close(number) }
            Self.end(by: number)
          }
          queue.asyncAfter(deadline: .now() + Self.graceInterval) { Self.end(by: number) }
        }
        source.resume()
        state.sources.append(source)
      }
    }
  }

  /// Ends the process by `number` with its default action, from the calling thread (which
  /// may have it blocked, as Dispatch's threads do).
  private static func end(by number: Int32) -> Never {
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    // Not reached: the default action of each handled signal ends the process.
    _exit(128 + number)
  }

  /// The signal's name, such as `SIGTERM`.
  static func name(of number: Int32) -> String {
    switch number {
    case SIGTERM: "SIGTERM"
    case SIGINT: "SIGINT"
    case SIGHUP: "SIGHUP"
    default: "signal \(number)"
    }
  }
}
