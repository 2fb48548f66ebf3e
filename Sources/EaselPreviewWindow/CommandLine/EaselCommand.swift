import Easel
import EaselCairo
import EaselPreview
import EaselPreviews
import Foundation

/// The `easel` command line as a library: the `easel` executable is one call to `main()`, and a
/// package that registers its own components runs the same commands with its own registry —
/// and lists and opens its own `#Preview`s and registered `PreviewProvider`s:
///
/// ```swift
/// import EaselPreview
/// import EaselPreviewWindow
///
/// var registry = ComponentRegistry.standard
/// registry.register("Badge", defaults: BadgeProps()) { props in Badge(props.text) }
/// PreviewRegistry.register(Badge_Previews.self)
/// EaselCommand.main(registry: registry)
/// ```
@MainActor
public enum EaselCommand {
  /// Runs the command in `arguments` (the words after the program name) with the components
  /// of `registry`, and exits: 0 when it succeeded, 1 when it failed, 2 for a usage error.
  public static func main(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    registry: ComponentRegistry = .standard
  ) -> Never {
    let command: Command
    do {
      command = try Command(arguments: arguments)
    } catch {
      fail("\(error)\n\(Command.synopsis)\n(easel help explains every option)", status: 2)
    }
    do {
      try run(command, registry: registry)
    } catch {
      fail("\(error)")
    }
    exit(0)
  }

  /// Carries out `command`.
  static func run(_ command: Command, registry: ComponentRegistry) throws {
    switch command {
    case .help:
      print(Command.usage)
    case .devices:
      for device in DeviceCatalog.all {
        print(deviceLine(device))
      }
    case .previews:
      let entries = PreviewRegistry.all
      if entries.isEmpty {
        print(
          "easel: this executable has no previews (write #Preview { … } in a module it links, "
            + "or register a PreviewProvider with PreviewRegistry.register)")
      }
      for (index, entry) in entries.enumerated() {
        print(previewLine(entry, number: index + 1))
      }
    case .check(let paths):
      var failed = 0
      for path in paths {
        do {
          let spec = try Spec.load(contentsOf: URL(fileURLWithPath: path), registry: registry)
          let shows: String
          switch spec.body {
          case .view: shows = "a view tree"
          case .component(let use): shows = "component \(use.name)"
          }
          let devices = spec.devices.count == 1 ? "1 device" : "\(spec.devices.count) devices"
          print("\(spec.fileName): ok (\(shows), \(devices))")
        } catch {
          failed += 1
          FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
      }
      if failed > 0 { exit(1) }
    case .inspect(let path, let options, let json):
      let (spec, registry, options) = resolve(path, options, registry: registry)
      let report = SpecInspector.inspect(
        spec, on: device(for: spec, options), colorScheme: options.colorScheme ?? spec.colorScheme,
        textSize: options.textSize, registry: registry)
      print(json ? SpecInspector.json(report) : SpecInspector.text(report))
    case .render(let path, let output, let options, let allDevices):
      let (spec, registry, options) = resolve(path, options, registry: registry)
      let url = URL(fileURLWithPath: output)
      let image: CairoImage
      if allDevices {
        image = try ContactSheet.image(of: spec, scale: options.scale ?? 1, registry: registry)
      } else {
        let target = device(for: spec, options)
        let deviceScale: CGFloat? = options.deviceName == nil ? nil : target.device?.scale
        image =
          try PreviewRenderer.image(
            of: spec, on: target, scale: options.scale ?? deviceScale ?? 1,
            colorScheme: options.colorScheme ?? spec.colorScheme, textSize: options.textSize,
            registry: registry)
      }
      try image.writePNG(to: url)
      print("easel: wrote \(url.path) (\(image.pixelWidth)×\(image.pixelHeight) px)")
    case .watch(let name, let options):
      try LivePreview.run(name, options: options, registry: registry)
    case .preview(let path, var options):
      var preview = PreviewWindow.Options()
      var path = path
      preview.registry = registry
      if options.previews {
        let entries = PreviewRegistry.all
        let number = try previewNumber(path, in: entries)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let files = try PreviewSpecs.write(entries, to: PreviewSpecs.folder(for: executable))
        path = files[number - 1].path
        preview.registry = PreviewSpecs.registry(for: entries, adding: registry)
        preview.stepsThroughFolder = true
        if entries[number - 1].orientation.isLandscape, entries[number - 1].layout == .device {
          options.landscape = true
        }
      }
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        let spec = loadSpec(path, registry: preview.registry)
        if let name = options.deviceName {
          guard let device = spec.device(named: name) else {
            fail(Command.unknownDeviceMessage(name, spec: spec), status: 2)
          }
          preview.device = DeviceCatalog.device(for: device)
        }
      } else if let name = options.deviceName {
        guard let device = DeviceCatalog.device(named: name) else {
          fail("unknown device \"\(name)\" (easel devices lists the catalog)", status: 2)
        }
        preview.device = device
      }
      preview.landscape = options.landscape
      preview.showsGrid = options.grid
      preview.size = options.size
      preview.scale = options.scale ?? gdkScale() ?? 1
      preview.colorScheme = options.colorScheme
      preview.textSize = options.textSize
      preview.screenshot = options.screenshot.map { URL(fileURLWithPath: $0) }
      try PreviewWindow.run(URL(fileURLWithPath: path), options: preview)
    }
  }

  /// The spec to show and the registry to show it with: the spec file at `path`, or with
  /// `--previews` the spec of the preview `path` names (turned when its traits say so).
  static func resolve(_ path: String, _ options: Command.Options, registry: ComponentRegistry)
    -> (Spec, ComponentRegistry, Command.Options)
  {
    guard options.previews else {
      return (loadSpec(path, registry: registry, state: options.state), registry, options)
    }
    let entries = PreviewRegistry.all
    do {
      let number = try previewNumber(path, in: entries)
      let entry = entries[number - 1]
      let registry = PreviewSpecs.registry(for: entries, adding: registry)
      let spec = try PreviewSpecs.spec(for: entry, number: number, registry: registry)
      var options = options
      if entry.orientation.isLandscape, entry.layout == .device, options.size == nil {
        options.landscape = true
        if options.deviceName == nil {
          options.deviceName = spec.devices.first?.name
          options.scale = options.scale ?? 1
        }
      }
      return (spec, registry, options)
    } catch {
      fail("\(error)")
    }
  }

  /// The number (from 1) of the preview `name` names: by display name or number; the first
  /// when `name` is empty.
  static func previewNumber(_ name: String, in entries: [PreviewEntry]) throws(UsageError) -> Int {
    guard !entries.isEmpty else {
      throw UsageError("this executable has no previews (easel previews explains)")
    }
    if name.isEmpty { return 1 }
    if let number = Int(name) {
      guard entries.indices.contains(number - 1) else {
        throw UsageError(
          "there is no preview \(number); easel previews lists 1 to \(entries.count)")
      }
      return number
    }
    let names = entries.map(\.displayName)
    if let index = names.firstIndex(of: name)
      ?? names.firstIndex(where: {
        $0.lowercased() == name.lowercased()
      })
    {
      return index + 1
    }
    var message = "no preview is named \"\(name)\""
    if let suggestion = NameSuggestion.closest(to: name, in: names) {
      message += "; did you mean \"\(suggestion)\"?"
    }
    throw UsageError(message + " (easel previews lists them)")
  }

  /// One line of `easel previews`: number, name, layout and where it was declared.
  static func previewLine(_ entry: PreviewEntry, number: Int) -> String {
    let layout: String
    switch entry.layout {
    case .device: layout = entry.orientation.isLandscape ? "devices, landscape" : "devices"
    case .sizeThatFits: layout = "size that fits"
    case .fixed(let width, let height):
      layout = "\(PreviewWindow.format(width))×\(PreviewWindow.format(height)) pt"
    }
    let label = String(number).padding(toLength: 4, withPad: " ", startingAt: 0)
    let name = entry.displayName.padding(toLength: 24, withPad: " ", startingAt: 0)
    return label + name + " " + layout.padding(toLength: 20, withPad: " ", startingAt: 0) + entry.id
  }

  /// Prints `message` to standard error and exits with `status`.
  static func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
    exit(status)
  }

  /// One line of `easel devices`: name, size in points, scale and display corner radius.
  static func deviceLine(_ device: Device) -> String {
    let name = device.name.padding(toLength: 20, withPad: " ", startingAt: 0)
    let width = Int(device.size.width)
    let height = Int(device.size.height)
    let size = "\(width)×\(height) pt".padding(toLength: 16, withPad: " ", startingAt: 0)
    let scale = Int(device.scale)
    return "\(name)\(size)@\(scale)x  corners \(device.cornerRadius) pt"
  }

  /// The window scale `GDK_SCALE` asks for (a whole number from 1 to 4), if any.
  static func gdkScale() -> CGFloat? {
    guard let text = ProcessInfo.processInfo.environment["GDK_SCALE"], let scale = Int(text),
      (1...4).contains(scale)
    else { return nil }
    return CGFloat(scale)
  }

  /// Reads a spec, or exits 1 with its error.
  static func loadSpec(_ path: String, registry: ComponentRegistry, state: [String: String] = [:])
    -> Spec
  {
    do {
      return try Spec.load(
        contentsOf: URL(fileURLWithPath: path), registry: registry, state: state)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }

  /// The device the options name (turned if asked), or the spec's first; exits 2 for an unknown
  /// name.
  static func device(for spec: Spec, _ options: Command.Options) -> SpecDevice {
    if let size = options.size { return SpecDevice(size: size) }
    guard let name = options.deviceName else { return spec.devices[0] }
    guard var device = spec.device(named: name) else {
      fail(Command.unknownDeviceMessage(name, spec: spec), status: 2)
    }
    if options.landscape {
      if let turned = device.device?.landscape {
        device = SpecDevice(turned)
      } else {
        device = SpecDevice(
          size: CGSize(width: device.size.height, height: device.size.width), name: device.name)
      }
    }
    return device
  }
}
