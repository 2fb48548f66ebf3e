import Easel
import EaselCairo
import EaselX11
import Foundation

/// The window driver: shows a spec in an X11 window, and with a file to reload from, reloads it
/// on every save (keeping the window's size, device, scheme and state; a bad save dims the last
/// good frame under an error panel).
@MainActor
public enum PreviewWindow {
  /// Opens a window on `spec` at `size` points (the spec's size when `nil`) and `scale`, and
  /// runs until the window is closed. Prints one line when the first frame is on screen.
  ///
  /// With `url`, the spec is read from that file and read again whenever it is saved; each
  /// reload prints one line (`easel: reloaded …` or the errors).
  public static func run(
    _ spec: Spec, size: CGSize? = nil, scale: CGFloat = 1, colorScheme: ColorScheme? = nil,
    device: Device? = nil, displayName: String? = nil, textSize: SpecTextSize? = nil,
    reloadingFrom url: URL? = nil
  ) throws -> Never {
    let size = size ?? spec.size
    let scheme = colorScheme ?? spec.colorScheme
    var environment = PreviewRenderer.environment(scale: scale, colorScheme: scheme)
    environment.displayCornerRadius = device.map(\.cornerRadius)
    let reloader = try url.map { try SpecReloader(url: $0) }
    let root =
      reloader.map { AnyView(SpecPreviewView(reloader: $0, textSize: textSize)) }
      ?? spec.makeView(textSize: textSize)
    let graph = ViewGraph(
      root: root, environment: environment, textEngine: PangoTextEngine(),
      imageProvider: CairoImageProvider())
    graph.safeAreaInsets = device?.safeAreaInsets ?? EdgeInsets()
    let host = try WindowHost(
      graph: graph, title: title(spec, size: size, scale: scale, device: device), size: size,
      scale: scale,
      displayName: displayName)
    var shownSize = size
    reloader?.onReload = { [weak reloader] in
      guard let reloader else { return }
      let line =
        reloader.errors.isEmpty
        ? "easel: reloaded \(reloader.spec.title)\n"
        : reloader.errors.map { "easel: \($0)\n" }.joined()
      FileHandle.standardOutput.write(Data(line.utf8))
      host.window.setTitle(title(reloader.spec, size: host.size, scale: scale, device: device))
    }
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
