import Easel
import EaselPreview
import Foundation

/// A command line, parsed.
enum Command: Equatable {
  /// `easel render SPEC -o OUT [--size WxH] [--scale N] [--color-scheme light|dark]`
  case render(spec: String, output: String, options: Options)
  /// `easel preview SPEC [--size WxH] [--scale N] [--color-scheme light|dark]`
  case preview(spec: String, options: Options)
  /// `easel devices`
  case devices
  /// `easel help` or `--help`
  case help

  /// Options shared by the commands that show a spec.
  struct Options: Equatable {
    var size: CGSize?
    var scale: CGFloat?
    var colorScheme: ColorScheme?
    /// The device to show the spec on (size, scale, safe area, display corners).
    var device: Device?
    var landscape = false

    /// The device, turned if asked.
    var orientedDevice: Device? { landscape ? device?.landscape : device }
  }

  static let usage = """
    usage: easel render SPEC -o OUT.png [--device NAME [--landscape]] [--size WxH] [--scale N]
                        [--color-scheme light|dark]
           easel preview SPEC [--device NAME [--landscape]] [--size WxH] [--scale N]
                        [--color-scheme light|dark]
           easel devices
           easel help

      render    draws SPEC headless and writes a PNG
      preview   opens SPEC in an X11 window on $DISPLAY
      devices   lists the devices --device accepts
      --device  a device from `easel devices`: its size, safe area and display corners
                (render also takes its scale)
      --size    canvas size in points, e.g. 375x667 (default: the device's or the spec's)
      --scale   pixels per point, 1 to 4 (default: 1; the device's for render)
    """

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    guard let verb = rest.popFirst() else { throw UsageError("no command given") }
    switch verb {
    case "help", "--help", "-h":
      self = .help
      return
    case "devices":
      guard rest.isEmpty else { throw UsageError("devices takes no arguments") }
      self = .devices
      return
    case "render", "preview":
      break
    default:
      throw UsageError("unknown command \"\(verb)\"")
    }
    var spec: String?
    var output: String?
    var options = Options()
    while let argument = rest.popFirst() {
      func value() throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
        return value
      }
      switch argument {
      case "-o", "--output":
        output = try value()
      case "--size":
        options.size = try Command.parseSize(try value())
      case "--scale":
        let text = try value()
        guard let scale = Double(text), scale.isFinite, (1...4).contains(scale) else {
          throw UsageError("--scale must be a number from 1 to 4, not \"\(text)\"")
        }
        options.scale = CGFloat(scale)
      case "--device":
        let name = try value()
        guard let device = DeviceCatalog.device(named: name) else {
          throw UsageError(Command.unknownDeviceMessage(name))
        }
        options.device = device
      case "--landscape":
        options.landscape = true
      case "--color-scheme":
        let text = try value()
        guard let scheme = ColorScheme(rawValue: text) else {
          throw UsageError("--color-scheme must be light or dark, not \"\(text)\"")
        }
        options.colorScheme = scheme
      default:
        if argument.hasPrefix("-") { throw UsageError("unknown option \(argument)") }
        guard spec == nil else { throw UsageError("more than one spec given: \(argument)") }
        spec = argument
      }
    }
    guard let spec else { throw UsageError("\(verb) needs a spec file") }
    if options.landscape && options.device == nil {
      throw UsageError("--landscape turns a device: give one with --device")
    }
    if verb == "render" {
      guard let output else { throw UsageError("render needs an output file: -o OUT.png") }
      self = .render(spec: spec, output: output, options: options)
    } else {
      if output != nil { throw UsageError("preview does not write a file; drop -o") }
      self = .preview(spec: spec, options: options)
    }
  }

  /// The message for an unknown device, with the closest name.
  static func unknownDeviceMessage(_ name: String) -> String {
    var message = "unknown device \"" + name + "\""
    if let suggestion = DeviceCatalog.suggestion(for: name) {
      message += "; did you mean \"" + suggestion + "\"?"
    }
    return message + " (easel devices lists them)"
  }

  /// Parses `WIDTHxHEIGHT` in points.
  static func parseSize(_ text: String) throws(UsageError) -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000
    else {
      throw UsageError(
        "--size must be WIDTHxHEIGHT in points, each from 1 to 10000 (e.g. 375x667), not \"\(text)\""
      )
    }
    return CGSize(width: width, height: height)
  }
}

/// A mistake on the command line.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
