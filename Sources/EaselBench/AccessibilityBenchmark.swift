import Easel
import EaselATSPI
import EaselPreview
import EaselPreviewCatalog
import Foundation

/// Issue 27's export figure: a screen reader's first walk of the gallery's tree, as the AT-SPI
/// bridge serves it (the tree made from the elements, every object's replies built and
/// marshalled), without a bus. Target: under 20 ms.
@MainActor
enum AccessibilityBenchmark {
  /// The gallery's graph on a device, as a window the bridge publishes.
  final class GraphSource: AccessibilityWindowSource {
    let graph: ViewGraph
    let device: String
    let size: CGSize

    init(graph: ViewGraph, device: String, size: CGSize) {
      self.graph = graph
      self.device = device
      self.size = size
    }

    var accessibilityTitle: String { "Easel gallery — \(device)" }

    func accessibilityGroups() -> [AccessibilityElementGroup] {
      [
        AccessibilityElementGroup(
          name: device, frame: CGRect(origin: .zero, size: size),
          elements: graph.accessibilityTree())
      ]
    }

    var accessibilityScreenFrame: (frame: CGRect, scale: CGFloat) {
      (CGRect(origin: .zero, size: size), 1)
    }

    var accessibilityIsActive: Bool { graph.isWindowFocused }

    func accessibilityTap(at point: CGPoint) {
      graph.send(PointerEvent(.down, at: point, time: 0))
      graph.send(PointerEvent(.up, at: point, time: 0.05))
    }
  }

  static let target = Duration.milliseconds(20)

  static func run(iterations: Int) {
    print("Accessibility (issue 27): first export of the gallery's tree on AT-SPI")
    do {
      let spec = try Spec.load(
        contentsOf: try WindowBenchmarks.specFile("Gallery.json"), registry: .catalog)
      let device = SpecDevice(DeviceCatalog.device(for: spec.devices[0]))
      var times: [Duration] = []
      var objects = 0
      var bytes = 0
      for _ in 0..<max(iterations, 20) {
        let graph = PreviewRenderer.graph(of: spec.makeView(registry: .catalog), on: device)
        let source = GraphSource(graph: graph, device: device.name, size: device.size)
        let export = AccessibilityBridge.measureFirstExport(of: source)
        times.append(export.duration)
        objects = export.objects
        bytes = export.bytes
      }
      print("  \(objects) objects, \(bytes) bytes of replies, on \(device.name)")
      WindowBenchmarks.printMedian(of: times, over: "first exports", target: target)
    } catch {
      print("  could not load the gallery: \(error)")
    }
  }
}
