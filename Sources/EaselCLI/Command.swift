import Easel
import Foundation

/// A command line, parsed.
enum Command: Equatable {
  /// `easel render SPEC -o OUT [--size WxH] [--scale N] [--color-scheme light|dark]`
  case render(spec: String, output: String, options: Options)
  /// `easel preview SPEC [--size WxH] [--scale N] [--color-scheme light|dark]`
  case preview(spec: String, options: Options)
  /// `easel help` or `--help`
  case help

  /// Options shared by the commands that show a spec.
  struct Options: Equatable {
    var size: CGSize?
    var scale: CGFloat = 1
    var colorScheme: ColorScheme?
  }

  static let usage = """
    usage: easel render SPEC -o OUT.png [--size WxH] [--scale N] [--color-scheme light|dark]
           easel preview SPEC [--size WxH] [--scale N] [--color-scheme light|dark]
           easel help

      render    draws SPEC headless and writes a PNG
      preview   opens SPEC in an X11 window on $DISPLAY
      --size    canvas size in points, e.g. 375x667 (default: the spec's size)
      --scale   pixels per point, 1 to 4 (default: 1)
    """

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    guard let verb = rest.popFirst() else { throw UsageError("no command given") }
    switch verb {
    case "help", "--help", "-h":
      self = .help
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
    if verb == "render" {
      guard let output else { throw UsageError("render needs an output file: -o OUT.png") }
      self = .render(spec: spec, output: output, options: options)
    } else {
      if output != nil { throw UsageError("preview does not write a file; drop -o") }
      self = .preview(spec: spec, options: options)
    }
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
