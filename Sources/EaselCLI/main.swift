import Easel
import EaselPreview
import Foundation

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
  exit(status)
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
  case .render(let specPath, let output, let options):
    let spec = try Spec.load(contentsOf: URL(fileURLWithPath: specPath))
    let image = try PreviewRenderer.image(
      of: spec.makeView(), size: options.size ?? spec.size, scale: options.scale,
      colorScheme: options.colorScheme ?? spec.colorScheme)
    let url = URL(fileURLWithPath: output)
    try image.writePNG(to: url)
    print("easel: wrote \(url.path) (\(image.pixelWidth)×\(image.pixelHeight) px)")
  case .preview(let specPath, let options):
    let spec = try Spec.load(contentsOf: URL(fileURLWithPath: specPath))
    try PreviewWindow.run(
      spec, size: options.size, scale: options.scale, colorScheme: options.colorScheme)
  }
} catch {
  fail("\(error)")
}
