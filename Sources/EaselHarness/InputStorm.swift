import Foundation

/// A seeded storm of random window input for robustness tests: pointer motion, presses and
/// releases of the buttons, wheel notches with and without Ctrl or Shift held, presses of the
/// keys a window binds, and resizes. The sequence depends only on the seed and the settings,
/// so a failing storm is replayed exactly from its seed; `InputStormPlayer` sends it to a
/// window through XTest.
///
/// Events are in the window's pixels. Most motions land inside the window as the storm last
/// sized it and some a little outside; a key that needs Shift (`?` is Shift + `/` on a US
/// layout) is pressed with Shift held, adding the Shift press and release around it when Shift
/// was not down already.
public struct InputStorm: Sendable {
  /// One input event.
  public enum Event: Equatable, Sendable {
    /// The pointer moves to a point in the window's pixels (it may be outside the window).
    case move(x: Int, y: Int)
    /// Button 1 (the finger), 2 or 3 goes down or up.
    case button(Int, down: Bool)
    /// One wheel notch: button 4 (up), 5 (down), 6 (left) or 7 (right) pressed and released.
    case wheel(Int)
    /// A modifier key goes down or up.
    case modifier(Modifier, down: Bool)
    /// A key is pressed and released; `shift` says whether Shift is held as it is (so `a`
    /// types `A`).
    case key(Key, shift: Bool)
    /// The window is resized to a size in pixels.
    case resize(width: Int, height: Int)
  }

  /// The modifiers the storm holds.
  public enum Modifier: Sendable, CaseIterable {
    case shift, control

    /// The X keysym of the left key.
    public var keysym: Int32 {
      switch self {
      case .shift: 0xFFE1  // XK_Shift_L
      case .control: 0xFFE3  // XK_Control_L
      }
    }
  }

  /// A key the storm presses.
  public struct Key: Equatable, Sendable {
    /// The key's X keysym as typed without Shift (`XK_slash` for `?`).
    public var keysym: Int32
    /// Whether it is pressed with Shift held.
    public var shifted: Bool
    /// How often it is chosen, relative to the other keys' weights.
    public var weight: Double

    /// A key by its keysym without Shift.
    public init(_ keysym: Int32, shifted: Bool = false, weight: Double = 1) {
      self.keysym = keysym
      self.shifted = shifted
      self.weight = weight
    }
  }

  /// The seed the events follow from.
  public var seed: UInt64
  /// The keys pressed (none: no key events).
  public var keys: [Key]
  /// The window's size in pixels when the storm begins.
  public var startSize: (width: Int, height: Int)
  /// The largest size a resize asks for.
  public var maximumSize: (width: Int, height: Int)

  /// A storm from `seed` pressing `keys` on a window of `startSize` pixels, resized up to
  /// `maximumSize`.
  public init(
    seed: UInt64, keys: [Key], startSize: (width: Int, height: Int),
    maximumSize: (width: Int, height: Int)
  ) {
    self.seed = seed
    self.keys = keys
    self.startSize = startSize
    self.maximumSize = maximumSize
  }

  /// The seed in the environment variable `name` (decimal, or hexadecimal after `0x`), or a
  /// random one when it is not set; throws when it is set but not a number.
  public static func seed(fromEnvironment name: String) throws -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else {
      return UInt64.random(in: 0...UInt64.max)
    }
    let value =
      text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text, radix: 10)
    guard let value else {
      throw HarnessError("\(name)=\(text) is not a seed: give a decimal or 0x-hexadecimal number")
    }
    return value
  }

  /// The first `count` events of the storm.
  public func events(count: Int) -> [Event] {
    var random = SeededGenerator(seed: seed)
    var events: [Event] = []
    events.reserveCapacity(count + 2)
    var size = startSize
    var pointer = (x: size.width / 2, y: size.height / 2)
    var buttonDown = false
    var held: Set<Modifier> = []
    let totalWeight = keys.reduce(0) { $0 + $1.weight }
    func point(near: (x: Int, y: Int)?) -> (x: Int, y: Int) {
      if let near {
        return (
          near.x + random.int(in: -40...40), near.y + random.int(in: -40...40)
        )
      }
      if random.chance(0.1) {
        return (random.int(in: -50...size.width + 50), random.int(in: -50...size.height + 50))
      }
      return (random.int(in: 0...size.width - 1), random.int(in: 0...size.height - 1))
    }
    while events.count < count {
      let roll = random.int(in: 0...999)
      switch roll {
      case 0..<340, 340..<480:
        pointer = point(near: roll < 340 ? nil : pointer)
        events.append(.move(x: pointer.x, y: pointer.y))
      case 480..<620:
        buttonDown.toggle()
        events.append(.button(1, down: buttonDown))
      case 620..<640:
        let button = random.chance(0.5) ? 2 : 3
        events.append(.button(button, down: true))
        events.append(.button(button, down: false))
      case 640..<760:
        events.append(.wheel(random.chance(0.85) ? random.int(in: 4...5) : random.int(in: 6...7)))
      case 760..<840:
        let modifier: Modifier = random.chance(0.5) ? .shift : .control
        let down = !held.contains(modifier)
        if down { held.insert(modifier) } else { held.remove(modifier) }
        events.append(.modifier(modifier, down: down))
      case 840..<970 where totalWeight > 0:
        var pick = Double(random.next() >> 11) * 0x1p-53 * totalWeight
        var key = keys[keys.count - 1]
        for candidate in keys {
          if pick < candidate.weight {
            key = candidate
            break
          }
          pick -= candidate.weight
        }
        if key.shifted, !held.contains(.shift) {
          events.append(.modifier(.shift, down: true))
          events.append(.key(key, shift: true))
          events.append(.modifier(.shift, down: false))
        } else {
          events.append(.key(key, shift: held.contains(.shift)))
        }
      case 970..<1000:
        size =
          random.chance(0.1)
          ? (random.int(in: 1...120), random.int(in: 1...120))
          : (
            random.int(in: 200...max(200, maximumSize.width)),
            random.int(in: 200...max(200, maximumSize.height))
          )
        events.append(.resize(width: size.width, height: size.height))
      default:
        break
      }
    }
    return Array(events.prefix(count))
  }
}
