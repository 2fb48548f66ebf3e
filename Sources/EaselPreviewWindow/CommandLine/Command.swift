import Easel
import EaselPreview
import Foundation

/// A command line, parsed.
enum Command: Equatable {
  /// `easel check SPEC…`
  case check(specs: [String])
  /// `easel inspect SPEC [--device D] [--json] …`
  case inspect(spec: String, options: Options, json: Bool)
  /// `easel render SPEC -o OUT [--device D | --size WxH | --all-devices] …`
  case render(spec: String, output: String, options: Options, allDevices: Bool)
  /// `easel preview SPEC …`
  case preview(spec: String, options: Options)
  /// `easel devices`
  case devices
  /// `easel previews`
  case previews
  /// `easel watch [NAME|NUMBER] …`: the live preview of the package's own previews.
  case watch(preview: String, options: Options)
  /// `easel help` or `--help`
  case help

  /// Options shared by the commands that show a spec.
  struct Options: Equatable {
    var size: CGSize?
    var scale: CGFloat?
    var colorScheme: ColorScheme?
    /// The device named with `--device`: one the spec lists, or one from the catalog; resolved
    /// once the spec is read.
    var deviceName: String?
    var landscape = false
    var textSize: SpecTextSize?
    /// `preview --screenshot OUT.png`: write the first presented frame and exit.
    var screenshot: String?
    /// `preview --grid`: start with every device side by side.
    var grid = false
    /// `--previews`: the argument names one of the executable's previews, not a spec file.
    var previews = false
    /// `--state NAME=VALUE` (render and inspect): values replacing the spec's state entries'.
    var state: [String: String] = [:]
  }

  /// The command forms, printed after a usage error.
  static var synopsis: String {
    usage.components(separatedBy: "\n\n").first ?? usage
  }

  /// The full help.
  static let usage = """
    usage: easel check SPEC…
           easel inspect SPEC [--device NAME] [--size WxH] [--scheme light|dark] [--json]
                        [--state NAME=VALUE]…
           easel render SPEC -o OUT.png [--device NAME [--landscape] | --size WxH]
                        [--scheme light|dark] [--scale N] [--text-size SIZE]
                        [--state NAME=VALUE]…
           easel render SPEC --all-devices -o SHEET.png [--scale N] [--state NAME=VALUE]…
           easel preview SPEC|FOLDER [--device NAME [--landscape]] [--size WxH] [--scale N]
                        [--scheme light|dark] [--text-size SIZE] [--grid] [--screenshot OUT.png]
           easel previews
           easel preview --previews [NAME|NUMBER] [the options of preview]
           easel render --previews NAME|NUMBER -o OUT.png [the options of render]
           easel watch [NAME|NUMBER] [the options of preview]
           easel devices
           easel help

      check      validates each SPEC; prints every problem (file:line:column: key path:
                 message) and exits 1 if any spec has one
      inspect    lays SPEC out headless and prints its tree: type, identifier, frame and
                 accessibility of every view (--json for JSON)
      render     draws SPEC headless and writes a PNG; with --all-devices, a labelled contact
                 sheet of every device, colour scheme and text size the spec lists
      preview    opens SPEC in an X11 window on $DISPLAY and reloads it when the file is saved;
                 with a FOLDER, n and p step through its specs; press ? in the window for keys
      previews   lists the #Preview and registered PreviewProvider previews compiled into
                 this executable, numbered
      devices    lists the devices --device and specs accept
      watch      run from a package's own command line (swift run NAME watch): opens the
                 package's previews in a window and shows each save of its Sources in the
                 same window, state kept; compile errors and crashes show in it
                 (docs/live-previews.md)

      --device   a device the spec lists or one from `easel devices` (default: the spec's
                 first device); render also takes its scale
      --size     a free canvas in points, e.g. 375x667, instead of a device
      --scheme   light or dark (default: the spec's first scheme); --color-scheme also works
      --scale    pixels per point, 1 to 4 (default: 1, or $GDK_SCALE for preview; the
                 device's for render --device)
      --grid     preview starts with every device side by side (the g key)
      --screenshot  preview draws one frame in the window, writes it as a PNG and exits
      --text-size  xSmall … xxxLarge, accessibility1 … accessibility5 (default: the spec's
                 first text size)
      --state    render and inspect start the spec's state entry NAME at VALUE instead of
                 the file's (true or false, a number, or text), e.g. --state page=Screens
                 shows the gallery's second tab; repeat it for more entries
      --json     inspect prints JSON instead of text
      --previews preview, render and inspect show a preview (by name or number from
                 `easel previews`; preview opens the first when none is named, and n and p
                 step through them) instead of a spec file
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
    case "previews":
      guard rest.isEmpty else { throw UsageError("previews takes no arguments") }
      self = .previews
      return
    case "check":
      guard !rest.isEmpty else { throw UsageError("check needs one or more spec files") }
      if let option = rest.first(where: { $0.hasPrefix("-") }) {
        throw UsageError("check takes only spec files, not \(option)")
      }
      self = .check(specs: Array(rest))
      return
    case "render", "preview", "inspect":
      break
    case "watch":
      guard
        case .preview(let name, let options) = try Command(
          arguments: ["preview", "--previews"] + rest)
      else { throw UsageError("watch takes a preview's name or number and preview's options") }
      if options.screenshot != nil || options.grid {
        throw UsageError("watch takes neither --screenshot nor --grid")
      }
      self = .watch(preview: name, options: options)
      return
    default:
      var message = "unknown command \"\(verb)\""
      let verbs = [
        "check", "inspect", "render", "preview", "previews", "devices", "watch", "help",
      ]
      if let suggestion = NameSuggestion.closest(to: verb, in: verbs) {
        message += "; did you mean \"\(suggestion)\"?"
      }
      throw UsageError(message)
    }
    var spec: String?
    var output: String?
    var options = Options()
    var json = false
    var allDevices = false
    while let argument = rest.popFirst() {
      func value() throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
          throw UsageError("\(argument) needs a value")
        }
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
        options.deviceName = try value()
      case "--landscape":
        options.landscape = true
      case "--scheme", "--color-scheme":
        let text = try value()
        guard let scheme = ColorScheme(rawValue: text) else {
          throw UsageError("\(argument) must be light or dark, not \"\(text)\"")
        }
        options.colorScheme = scheme
      case "--text-size":
        let text = try value()
        guard let size = SpecTextSize(specName: text) else {
          let names = SpecTextSize.allCases.map(\.specName)
          var message = "--text-size must be one of " + names.joined(separator: ", ")
          message += ", not \"\(text)\""
          if let suggestion = NameSuggestion.closest(to: text, in: names) {
            message += "; did you mean \"\(suggestion)\"?"
          }
          throw UsageError(message)
        }
        options.textSize = size
      case "--grid" where verb == "preview":
        options.grid = true
      case "--screenshot" where verb == "preview":
        options.screenshot = try value()
      case "--previews":
        options.previews = true
      case "--state" where verb != "preview":
        let text = try value()
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
          throw UsageError("--state must be NAME=VALUE, not \"\(text)\"")
        }
        options.state[String(text[..<equals])] = String(text[text.index(after: equals)...])
      case "--json" where verb == "inspect":
        json = true
      case "--all-devices" where verb == "render":
        allDevices = true
      default:
        if argument.hasPrefix("-") { throw UsageError("unknown option \(argument) for \(verb)") }
        guard spec == nil else { throw UsageError("more than one spec given: \(argument)") }
        spec = argument
      }
    }
    if spec == nil, options.previews, verb == "preview" { spec = "" }
    guard let spec else {
      throw UsageError(
        options.previews
          ? "\(verb) --previews needs a preview's name or number" : "\(verb) needs a spec file")
    }
    if options.previews && !options.state.isEmpty {
      throw UsageError("--state sets a spec file's state entries, not a preview's")
    }
    if options.landscape && options.deviceName == nil {
      throw UsageError("--landscape turns a device: give one with --device")
    }
    if options.size != nil && options.deviceName != nil {
      throw UsageError("give either --device or --size, not both")
    }
    switch verb {
    case "render":
      guard let output else { throw UsageError("render needs an output file: -o OUT.png") }
      if allDevices, options.size != nil || options.deviceName != nil {
        throw UsageError("--all-devices draws every device the spec lists; drop --device/--size")
      }
      self = .render(spec: spec, output: output, options: options, allDevices: allDevices)
    case "inspect":
      if output != nil { throw UsageError("inspect prints to standard output; drop -o") }
      self = .inspect(spec: spec, options: options, json: json)
    default:
      if output != nil { throw UsageError("preview does not write a file; drop -o") }
      self = .preview(spec: spec, options: options)
    }
  }

  /// The message for an unknown device, with the closest name among the spec's and the
  /// catalog's.
  static func unknownDeviceMessage(_ name: String, spec: Spec) -> String {
    var message = "unknown device \"" + name + "\""
    let names = spec.devices.map(\.name) + DeviceCatalog.all.map(\.name)
    if let suggestion = NameSuggestion.closest(to: name, in: names) {
      message += "; did you mean \"" + suggestion + "\"?"
    }
    return message + " (easel devices lists the catalog)"
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
