import Easel
import EaselCairo
import EaselPreview
import Foundation

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
  exit(status)
}

/// One line of `easel devices`: name, size in points, scale and display corner radius.
func deviceLine(_ device: Device) -> String {
  let name = device.name.padding(toLength: 20, withPad: " ", startingAt: 0)
  let width = Int(device.size.width)
  let height = Int(device.size.height)
  let size = "\(width)×\(height) pt".padding(toLength: 16, withPad: " ", startingAt: 0)
  let scale = Int(device.scale)
  return "\(name)\(size)@\(scale)x  corners \(device.cornerRadius) pt"
}

/// The window scale `GDK_SCALE` asks for (a whole number from 1 to 4), if any.
func gdkScale() -> CGFloat? {
  guard let text = ProcessInfo.processInfo.environment["GDK_SCALE"], let scale = Int(text),
    (1...4).contains(scale)
  else { return nil }
  return CGFloat(scale)
}

/// Reads a spec, or exits 1 with its error.
func loadSpec(_ path: String) -> Spec {
  do {
    return try Spec.load(contentsOf: URL(fileURLWithPath: path))
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
}

/// The device the options name (turned if asked), or the spec's first; exits 2 for an unknown
/// name.
func device(for spec: Spec, _ options: Command.Options) -> SpecDevice {
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

let command: Command
do {
  command = try Command(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error)\n\(Command.synopsis)\n(easel help explains every option)", status: 2)
}

do {
  switch command {
  case .help:
    print(Command.usage)
  case .devices:
    for device in DeviceCatalog.all {
      print(deviceLine(device))
    }
  case .check(let paths):
    var failed = 0
    for path in paths {
      do {
        let spec = try Spec.load(contentsOf: URL(fileURLWithPath: path))
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
    let spec = loadSpec(path)
    let report = SpecInspector.inspect(
      spec, on: device(for: spec, options), colorScheme: options.colorScheme ?? spec.colorScheme,
      textSize: options.textSize)
    print(json ? SpecInspector.json(report) : SpecInspector.text(report))
  case .render(let path, let output, let options, let allDevices):
    let spec = loadSpec(path)
    let url = URL(fileURLWithPath: output)
    let image: CairoImage
    if allDevices {
      image = try ContactSheet.image(of: spec, scale: options.scale ?? 1)
    } else {
      let target = device(for: spec, options)
      let deviceScale: CGFloat? = options.deviceName == nil ? nil : target.device?.scale
      image =
        try PreviewRenderer.image(
          of: spec, on: target, scale: options.scale ?? deviceScale ?? 1,
          colorScheme: options.colorScheme ?? spec.colorScheme, textSize: options.textSize)
    }
    try image.writePNG(to: url)
    print("easel: wrote \(url.path) (\(image.pixelWidth)×\(image.pixelHeight) px)")
  case .preview(let path, let options):
    var preview = PreviewWindow.Options()
    var isDirectory: ObjCBool = false
    FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    if !isDirectory.boolValue {
      let spec = loadSpec(path)
      if let name = options.deviceName {
        guard let device = spec.device(named: name) else {
          fail(Command.unknownDeviceMessage(name, spec: spec), status: 2)
        }
        preview.device = PreviewWindow.device(for: device)
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
} catch {
  fail("\(error)")
}
