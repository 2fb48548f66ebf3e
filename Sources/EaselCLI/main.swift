import Easel
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

let command: Command
do {
  command = try Command(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error)\n\(Command.usage)", status: 2)
}

do {
  switch command {
  case .help:
    print(Command.usage)
  case .devices:
    for device in DeviceCatalog.all {
      print(deviceLine(device))
    }
  case .render(let specPath, let output, let options):
    let spec = try Spec.load(contentsOf: URL(fileURLWithPath: specPath))
    let device: Device? = options.orientedDevice
    let size: CGSize = options.size ?? device?.size ?? spec.size
    let deviceScale: CGFloat? = device?.scale
    let scale: CGFloat = options.scale ?? deviceScale ?? CGFloat(1)
    let scheme: ColorScheme = options.colorScheme ?? spec.colorScheme
    let image = try PreviewRenderer.image(
      of: spec.makeView(), size: size, scale: scale, colorScheme: scheme, device: device)
    let url = URL(fileURLWithPath: output)
    try image.writePNG(to: url)
    print("easel: wrote \(url.path) (\(image.pixelWidth)×\(image.pixelHeight) px)")
  case .preview(let specPath, let options):
    let spec = try Spec.load(contentsOf: URL(fileURLWithPath: specPath))
    let device: Device? = options.orientedDevice
    let size: CGSize? = options.size ?? device?.size
    let scale: CGFloat = options.scale ?? CGFloat(1)
    try PreviewWindow.run(
      spec, size: size, scale: scale, colorScheme: options.colorScheme, device: device)
  }
} catch {
  fail("\(error)")
}
