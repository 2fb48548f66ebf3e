import Easel
import EaselCairo
import EaselX11
import Foundation

/// The window driver: shows a spec in an X11 window. (The full preview chrome, devices and hot
/// reload come with their own issues.)
@MainActor
public enum PreviewWindow {
  /// Opens a window on `spec` at `size` points (the spec's size when `nil`) and `scale`, and
  /// runs until the window is closed. Prints one line when the first frame is on screen.
  public static func run(
    _ spec: Spec, size: CGSize? = nil, scale: CGFloat = 1, colorScheme: ColorScheme? = nil,
    device: Device? = nil, displayName: String? = nil
  ) throws -> Never {
    let size = size ?? spec.size
    let scheme = colorScheme ?? spec.colorScheme
    var environment = PreviewRenderer.environment(scale: scale, colorScheme: scheme)
    environment.displayCornerRadius = device.map(\.cornerRadius)
    let graph = ViewGraph(
      root: spec.makeView(), environment: environment, textEngine: PangoTextEngine(),
      imageProvider: CairoImageProvider())
    graph.safeAreaInsets = device?.safeAreaInsets ?? EdgeInsets()
    let host = try WindowHost(
      graph: graph, title: title(spec, size: size, scale: scale, device: device), size: size,
      scale: scale,
      displayName: displayName)
    var shownSize = size
    host.onPresent = { frame in
      if host.size != shownSize {
        shownSize = host.size
        host.window.setTitle(title(spec, size: shownSize, scale: scale, device: device))
      }
      guard frame == 1 else { return }
      let window = "0x" + String(host.window.window, radix: 16)
      // Written unbuffered: tools and tests wait for this line.
      let line =
        "easel: showing \(spec.title) at \(format(host.size)) pt, scale \(format(scale)), "
        + "in window \(window)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
    host.run()
  }

  /// The window title: spec name, device, size in points and scale.
  static func title(_ spec: Spec, size: CGSize, scale: CGFloat, device: Device?) -> String {
    let on = device.map { " — \($0.name)" } ?? ""
    return "\(spec.title)\(on) — \(format(size)) pt @\(format(scale))x — Easel"
  }

  static func format(_ size: CGSize) -> String {
    "\(format(size.width))×\(format(size.height))"
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
