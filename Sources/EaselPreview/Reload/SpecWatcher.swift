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
/// Events arrive through a Dispatch read source on the main queue, so the callback runs on the
/// main actor, between frames.
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
  private var source: (any DispatchSourceRead)?
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
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readEvents() }
    }
    let descriptor = descriptor
    source.setCancelHandler { close(descriptor) }
    source.resume()
    self.source = source
  }

  isolated deinit {
    source?.cancel()
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
    source?.cancel()
    source = nil
    generation += 1
  }

  private func readEvents() {
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
    guard relevant, source != nil else { return }
    generation += 1
    let current = generation
    let delay =
      lastMask & Self.finishing != 0
      ? settleInterval
      : lastMask & UInt32(IN_MODIFY | IN_CREATE) != 0 ? openWriteInterval : coalescingInterval
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == current, self.source != nil else { return }
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
