import Easel
import EaselCairo
import Foundation

/// One device display in the preview window: a graph of the spec laid out at the device's
/// size with its safe area and display corners, placed in the window at `origin` and drawn
/// at `zoom`.
@MainActor
final class PreviewCanvas {
  /// The device shown (turned when in landscape); the free-size entry follows the window.
  let device: Device
  /// The graph of the spec on this device.
  let graph: ViewGraph
  /// The canvas size in points.
  var size: CGSize
  /// The top-left corner in window points.
  var origin = CGPoint.zero
  /// Points of window per point of canvas.
  var zoom: CGFloat = 1

  init(device: Device, root: AnyView, environment: EnvironmentValues) {
    self.device = device
    self.size = device.size
    var environment = environment
    environment.displayCornerRadius = device.cornerRadius > 0 ? device.cornerRadius : nil
    graph = ViewGraph(
      root: root, environment: environment, textEngine: PangoTextEngine(),
      imageProvider: CairoImageProvider())
    graph.safeAreaInsets = device.safeAreaInsets
  }

  /// The canvas's rectangle in window points.
  var frame: CGRect {
    CGRect(origin: origin, size: CGSize(width: size.width * zoom, height: size.height * zoom))
  }

  /// A window point in canvas points.
  func canvasPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x - origin.x) / zoom, y: (point.y - origin.y) / zoom)
  }

  /// A rectangle in canvas points, in window points.
  func windowRect(_ rect: CGRect) -> CGRect {
    CGRect(
      x: origin.x + rect.minX * zoom, y: origin.y + rect.minY * zoom, width: rect.width * zoom,
      height: rect.height * zoom)
  }

  /// The display's outline, in canvas points.
  var displayPath: Path {
    Path(
      roundedRect: CGRect(origin: .zero, size: size), cornerRadius: device.cornerRadius,
      style: .continuous)
  }

  /// The canvas's items placed in the window.
  func items() -> [DisplayList.Item] {
    DisplayListComposer.place(
      graph.displayList().items, at: origin, zoom: zoom, clip: displayPath,
      background: graph.backgroundColor)
  }
}
