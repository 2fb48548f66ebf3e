import Easel
import EaselCairo
import Foundation

/// Renders views and specs to images without a display: what `easel render` and `make run`
/// without `$DISPLAY` use.
@MainActor
public enum PreviewRenderer {
  /// Renders `view` in a canvas of `size` points at `scale`, in `colorScheme`, over the
  /// scheme's system background.
  public static func image<V: View>(
    of view: V, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
    device: Device? = nil
  ) throws -> CairoImage {
    var environment = environment(scale: scale, colorScheme: colorScheme)
    environment.displayCornerRadius = device.map(\.cornerRadius)
    let graph = ViewGraph(
      root: view, environment: environment, textEngine: PangoTextEngine(),
      imageProvider: CairoImageProvider())
    graph.safeAreaInsets = device?.safeAreaInsets ?? EdgeInsets()
    return try FrameDriver(scene: graph, size: size, scale: scale).renderImage()
  }

  /// The environment a preview shows its root in.
  public static func environment(scale: CGFloat, colorScheme: ColorScheme) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.displayScale = scale
    return environment
  }
}

extension PreviewRenderer {
  /// Renders `spec` on `device` (its safe area and display corners; a free canvas has none) at
  /// `scale`, in `colorScheme`, at `textSize`.
  public static func image(
    of spec: Spec, on device: SpecDevice, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
    textSize: SpecTextSize? = nil, store: SpecStateStore? = nil,
    registry: ComponentRegistry = .standard
  ) throws -> CairoImage {
    try image(
      of: spec.makeView(store: store, registry: registry, textSize: textSize), size: device.size,
      scale: scale, colorScheme: colorScheme, device: device.device)
  }

  /// A graph laid out for `spec` on `device`, for inspection and benchmarks.
  public static func graph(
    of view: AnyView, on device: SpecDevice, scale: CGFloat = 1,
    colorScheme: ColorScheme = .light
  ) -> ViewGraph {
    var environment = environment(scale: scale, colorScheme: colorScheme)
    environment.displayCornerRadius = device.device?.cornerRadius
    let graph = ViewGraph(
      root: view, environment: environment, textEngine: PangoTextEngine(),
      imageProvider: CairoImageProvider())
    graph.safeAreaInsets = device.device?.safeAreaInsets ?? EdgeInsets()
    graph.layout(in: device.size)
    return graph
  }
}
