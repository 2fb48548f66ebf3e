import Easel
import EaselHost

/// The preview window's keys, as the help panel lists them.
package enum PreviewKey: CaseIterable {
  case nextDevice, previousDevice, freeSize, rotate, colorScheme, textSizeUp, textSizeDown, grid
  case zoomToFit, screenshot, inspector, accessibility, accessibilityDump, nextSpec, previousSpec
  case help, quit

  /// The key as the help panel names it.
  var keyName: String {
    switch self {
    case .nextDevice: "→"
    case .previousDevice: "←"
    case .freeSize: "f"
    case .rotate: "r"
    case .colorScheme: "l"
    case .textSizeUp: "+"
    case .textSizeDown: "-"
    case .grid: "g"
    case .zoomToFit: "z"
    case .screenshot: "s"
    case .inspector: "i"
    case .accessibility: "a"
    case .accessibilityDump: "A"
    case .nextSpec: "n"
    case .previousSpec: "p"
    case .help: "?"
    case .quit: "q"
    }
  }

  /// What the key does.
  var summary: String {
    switch self {
    case .nextDevice: "next device"
    case .previousDevice: "previous device"
    case .freeSize: "free size (the canvas follows the window)"
    case .rotate: "rotate portrait / landscape"
    case .colorScheme: "light / dark"
    case .textSizeUp: "larger text (dynamic type)"
    case .textSizeDown: "smaller text"
    case .grid: "every device side by side"
    case .zoomToFit: "zoom to fit the window / 100 %"
    case .screenshot: "screenshot (PNG in the current folder)"
    case .inspector: "frame inspector"
    case .accessibility: "accessibility overlay"
    case .accessibilityDump: "print the accessibility elements"
    case .nextSpec: "next spec in the folder"
    case .previousSpec: "previous spec in the folder"
    case .help: "this help"
    case .quit: "quit (also Escape)"
    }
  }

  /// The binding for a key press, if any.
  package init?(_ press: KeyPress) {
    switch press.key {
    case .rightArrow: self = .nextDevice
    case .leftArrow: self = .previousDevice
    case .escape: self = .quit
    case Self.f1: self = .help
    default:
      switch press.characters {
      case "f": self = .freeSize
      case "r": self = .rotate
      case "l", "d": self = .colorScheme
      case "+", "=": self = .textSizeUp
      case "-", "_": self = .textSizeDown
      case "g": self = .grid
      case "z": self = .zoomToFit
      case "s": self = .screenshot
      case "i": self = .inspector
      case "a": self = .accessibility
      case "A": self = .accessibilityDump
      case "n": self = .nextSpec
      case "p": self = .previousSpec
      case "?": self = .help
      case "q": self = .quit
      default: return nil
      }
    }
  }

  /// F1, which also opens help: the function key's private-use character on Apple's
  /// platforms.
  static let f1 = KeyEquivalent("\u{F704}")

  /// The mouse's stand-ins for touchpad gestures, as the help panel lists them (the window
  /// host's `MouseGestureFallback`).
  static let mouseLines = [
    "Mouse",
    "drag        the finger; the wheel scrolls",
    "Ctrl+wheel  pinch, ×1.1 a notch (÷1.1 down)",
    "Shift+drag  rotate around the press point",
  ]

  /// The help panel's lines.
  package static var helpLines: [String] {
    ["Easel preview — keys"]
      + allCases.map { key in
        key.keyName.padding(toLength: 4, withPad: " ", startingAt: 0) + key.summary
      }
      + [""] + mouseLines
  }
}
