import Foundation

/// Where a window's frame spent its time: the wall-clock time of each of `FrameDriver`'s steps
/// and of the window's presentation after them, beside the processor time the drawing thread
/// used over the frame and what the kernel counted for it then (page faults, and the times it
/// gave up the processor or was made to).
///
/// A frame whose processor time is close to its wall time was work of its own (its steps say
/// where); one whose wall time is far above its processor time waited: on the X server
/// (`present`, with voluntary switches) or for the processor (involuntary switches, another
/// process ran). The window host publishes the longest frame's timings with its handshake.
public struct FrameTimings: Equatable, Sendable {
  /// The frame's number (1 for the first).
  public var frame = 0
  /// Wall-clock microseconds from the start of the frame to its handshake.
  public var wall = 0
  /// Microseconds of processor time the drawing thread used over the frame (user and system).
  public var processor = 0
  /// Page faults the thread took over the frame that needed no disk: memory touched for the
  /// first time, or again after it was returned to the system.
  public var minorFaults = 0
  /// Page faults the thread took over the frame that read from disk (a file mapped in, such
  /// as a font or the program's code, whose pages the system had let go).
  public var majorFaults = 0
  /// Times the thread gave up the processor over the frame to wait (for the X server, a lock).
  public var voluntarySwitches = 0
  /// Times the thread was taken off the processor over the frame for another thread to run.
  public var involuntarySwitches = 0
  /// Wall-clock microseconds of the frame's steps, in order: moving animations to the
  /// frame's time, pending updates (the bodies of changed views and the actions they queue),
  /// layout, taking the display list, drawing it into the back buffer, presenting it to the
  /// window, and the host's `onPresent`.
  public var animations = 0
  public var update = 0
  public var layout = 0
  public var displayList = 0
  public var draw = 0
  public var present = 0
  public var onPresent = 0

  /// Timings with every figure 0.
  public init() {}

  /// Wall-clock microseconds of the frame outside its steps.
  public var unaccounted: Int {
    wall - (animations + update + layout + displayList + draw + present + onPresent)
  }

  /// The figures as the handshake carries them, in the order of the properties above.
  public var handshakeValues: [Int] {
    [
      frame, wall, processor, minorFaults, majorFaults, voluntarySwitches, involuntarySwitches,
      animations, update, layout, displayList, draw, present, onPresent,
    ]
  }

  /// How many figures the handshake carries.
  public static let handshakeCount = 14

  /// Timings from the handshake's figures (`handshakeValues`); `nil` when there are fewer
  /// than `handshakeCount` or the frame number is 0 (no frame after the first was timed).
  public init?(handshakeValues values: some Collection<Int>) {
    let values = Array(values.prefix(Self.handshakeCount))
    guard values.count == Self.handshakeCount, values[0] > 0 else { return nil }
    (frame, wall, processor) = (values[0], values[1], values[2])
    (minorFaults, majorFaults, voluntarySwitches, involuntarySwitches) =
      (values[3], values[4], values[5], values[6])
    (animations, update, layout, displayList, draw, present, onPresent) =
      (values[7], values[8], values[9], values[10], values[11], values[12], values[13])
  }

  /// `duration` in whole microseconds.
  public static func microseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds) * 1_000_000
      + Int(duration.components.attoseconds / 1_000_000_000_000)
  }

  /// One line: the wall and processor times, the steps, the faults and switches.
  public var summary: String {
    func ms(_ microseconds: Int) -> String {
      String(format: "%.1f", Double(microseconds) / 1000)
    }
    return "frame \(frame): \(ms(wall)) ms wall, \(ms(processor)) ms processor — "
      + "animations \(ms(animations)), update \(ms(update)), layout \(ms(layout)), "
      + "display list \(ms(displayList)), draw \(ms(draw)), present \(ms(present)), "
      + "onPresent \(ms(onPresent)), other \(ms(unaccounted)) ms; "
      + "\(minorFaults) minor and \(majorFaults) major faults, \(voluntarySwitches) voluntary and "
      + "\(involuntarySwitches) involuntary context switches"
  }
}
