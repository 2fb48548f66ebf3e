import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Watches files with inotify and calls back once per burst of changes, on the main queue.
///
/// It watches the folders that hold the files, not the files themselves, and filters events by
/// name, so every way editors save is seen: writing in place, writing a temporary file and
/// renaming it over the original, truncating then writing, and deleting then re-creating.
///
/// Events close together make one burst, and the callback runs once per burst, when the files
/// have been quiet for a while: `settleInterval` (10 ms) after an event that finishes a save
/// (a file closed after writing, or renamed into place); `openWriteInterval` (1 s) after a
/// write to a file that is still open (a truncation, a partial write, a creation), since the
/// writer's close is surely coming and a reload now would read half a file; and
/// `coalescingInterval` (50 ms) after any other change (a deletion, a move away).
/// A thread of the watcher's own waits on the inotify descriptor and hands each batch of events
/// to the main queue, so the callback runs on the main actor, between frames. (A Dispatch read
/// source on the descriptor once never fired in a full test run, with 256 bytes of events
/// waiting: libdispatch keys its registrations by descriptor number, and one left behind for
/// a closed descriptor of the same number swallowed the new one.)
@MainActor
public final class SpecWatcher {
  /// How long the files must stay quiet after a partial change before the callback runs.
  public var coalescingInterval: TimeInterval = 0.05
  /// How long they must stay quiet after a save finished (close after write, rename into place).
  public var settleInterval: TimeInterval = 0.01
  /// How long they must stay quiet after a write to a file still open for writing, before the
  /// callback runs without waiting for the close.
  public var openWriteInterval: TimeInterval = 1
  /// The raw inotify events seen for the watched files so far.
  public private(set) var eventCount = 0
  /// The times the callback has run.
  public private(set) var changeCount = 0

  private let descriptor: Int32
  private var folders: [Int32: String] = [:]
  private var names: [String: Set<String>] = [:]
  private var poller: InotifyPoller?
  private var generation = 0
  private let onChange: @MainActor () -> Void

  /// The events that mean a watched name may have new contents.
  private static let mask = UInt32(
    IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
  /// The events that finish a save.
  private static let finishing = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)

  /// Starts watching `files`; `onChange` runs once per burst of changes to any of them.
  public init(files: [URL], onChange: @escaping @MainActor () -> Void) throws {
    self.onChange = onChange
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw Self.failure("inotify_init1") }
    do {
      try watch(files)
    } catch {
      close(descriptor)
      throw error
    }
    let poller = try InotifyPoller(descriptor: descriptor)
    let watcher = WeakWatcher(self)
    poller.start {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { watcher.watcher?.readEvents() }
      }
    }
    self.poller = poller
  }

  isolated deinit {
    poller?.cancel()
  }

  /// Also watches `files` (a spec's images, say); files already watched are ignored.
  public func watch(_ files: [URL]) throws {
    for file in files {
      let folder = file.deletingLastPathComponent().standardizedFileURL.path
      if names[folder] == nil {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else { throw Self.failure("watching \(folder)") }
        folders[watch] = folder
        names[folder] = []
      }
      names[folder]?.insert(file.lastPathComponent)
    }
  }

  /// Stops watching; no callback runs after this.
  public func cancel() {
    poller?.cancel()
    poller = nil
    generation += 1
  }

  fileprivate func readEvents() {
    guard let poller else { return }
    poller.clearPending()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var relevant = false
    var lastMask: UInt32 = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
          let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          return (event.wd, event.mask, Int(event.len))
        }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if let folder = folders[watch], names[folder]?.contains(name) == true {
          eventCount += 1
          relevant = true
          lastMask = mask
        }
        offset += header + length
      }
    }
    guard relevant, self.poller != nil else { return }
    generation += 1
    let current = generation
    let delay =
      lastMask & Self.finishing != 0
      ? settleInterval
      : lastMask & UInt32(IN_MODIFY | IN_CREATE) != 0 ? openWriteInterval : coalescingInterval
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == current, self.poller != nil else { return }
        self.changeCount += 1
        self.onChange()
      }
    }
  }

  private static func failure(_ what: String) -> SpecWatcherError {
    SpecWatcherError(description: "\(what) failed: \(String(cString: strerror(errno)))")
  }
}

/// A failure to start watching files.
public struct SpecWatcherError: Error, CustomStringConvertible, Sendable {
  /// What failed and why.
  public var description: String
}

/// A watcher, weakly, for the poller's thread to hand events to on the main queue.
private final class WeakWatcher: @unchecked Sendable {
  weak var watcher: SpecWatcher?

  init(_ watcher: SpecWatcher) { self.watcher = watcher }
}

/// Waits on an inotify descriptor on a thread of its own and says when it has events, once
/// until they are read (`clearPending`); `cancel` wakes the thread through a pipe, and the
/// thread closes the descriptors as it ends. No wake-ups while nothing changes.
private final class InotifyPoller: @unchecked Sendable {
  private let descriptor: Int32
  /// The pipe that wakes the thread to end: read end, write end.
  private let wake: (read: Int32, write: Int32)
  private let lock = NSLock()
  private var pending = false

  init(descriptor: Int32) throws {
    self.descriptor = descriptor
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(descriptor)
      throw SpecWatcherError(
        description: "pipe failed: \(String(cString: strerror(errno)))")
    }
    wake = (ends[0], ends[1])
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  }

  /// Starts the thread; `readable` runs on it whenever events wait and were not yet handed on.
  func start(_ readable: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        fds[0].revents = 0
        fds[1].revents = 0
        // While events wait for the main queue to read them, wait only for the end.
        let waiting = lock.withLock { pending }
        let count = fds.withUnsafeMutableBufferPointer { all in
          waiting ? poll(all.baseAddress! + 1, 1, 10) : poll(all.baseAddress!, 2, -1)
        }
        if count < 0, errno != EINTR { break }
        if fds[1].revents != 0 { break }
        if !waiting, fds[0].revents & Int16(POLLIN) != 0 {
          lock.withLock { pending = true }
          readable()
        }
      }
      close(descriptor)
      close(wake.read)
      close(wake.write)
    }
    thread.name = "SpecWatcher"
    thread.start()
  }

  /// The events handed on are being read: the next ones are handed on again.
  func clearPending() {
    lock.withLock { pending = false }
  }

  /// Ends the thread, which closes the descriptors.
  func cancel() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }
}
