import Easel
import EaselCairo
import EaselPreview
import Foundation

/// The spec reload benchmark of issue 8: the time from renaming a new version of a seed-sized
/// spec over the old one (as editors save) to the re-rendered frame that shows the change,
/// through the real path: inotify, the watcher's settling, reading and validating the spec,
/// updating the view graph, layout and Cairo raster.
@MainActor
enum SpecBenchmarks {
  /// Seed 004's layout as a view tree, with the top's maximum height as a parameter.
  static func spec(maxTop: Int) -> String {
    """
    {"title": "Adaptive layout", "devices": ["iPhone SE", "iPad"],
     "state": {"minTop": 200, "maxTop": \(maxTop)},
     "view": {"type": "VStack", "spacing": 0, "children": [
       {"type": "VStack", "background": "red", "accessibilityIdentifier": "top",
        "frame": {"height": "min(max(minTop, height / 2), maxTop)"},
        "children": [
          {"type": "Color", "color": "blue", "frame": {"height": 50}},
          {"type": "Spacer", "minLength": 20},
          {"type": "Color", "color": "yellow", "frame": {"height": 50}},
          {"type": "Spacer", "minLength": 20},
          {"type": "Color", "color": "purple", "frame": {"height": 50}}]},
       {"type": "VStack", "background": "green", "frame": {"maxHeight": "infinity"},
        "children": [{"type": "Text", "text": "Fill", "font": "title"},
                     {"type": "Color", "color": "orange"}]}]}}
    """
  }

  static func run(iterations: Int) {
    let runs = max(iterations, 20)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-bench-\(ProcessInfo.processInfo.processIdentifier)")
    let url = folder.appendingPathComponent("Adaptive.json")
    let temporary = folder.appendingPathComponent(".Adaptive.json.tmp")
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = CGSize(width: 820, height: 1180)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(spec(maxTop: 400).utf8).write(to: url)
      let reloader = try SpecReloader(url: url)
      let graph = ViewGraph(
        root: SpecPreviewView(reloader: reloader),
        environment: PreviewRenderer.environment(scale: 1, colorScheme: .light),
        textEngine: PangoTextEngine())
      graph.layout(in: size)
      let image = try CairoImage(size: size, scale: 1)
      image.draw(graph.displayList(), background: graph.backgroundColor)
      let clock = ContinuousClock()
      var presented: ContinuousClock.Instant?
      reloader.onReload = {
        graph.layout(in: size)
        image.draw(graph.displayList(), background: graph.backgroundColor)
        presented = clock.now
      }
      var times: [Duration] = []
      var wrong = 0
      for run in 0..<runs {
        let maxTop = run % 2 == 0 ? 300 : 400
        try Data(spec(maxTop: maxTop).utf8).write(to: temporary)
        presented = nil
        let saved = clock.now
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let deadline = Date().addingTimeInterval(5)
        while presented == nil, Date() < deadline {
          _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        guard let presented else {
          print("specs: no reload within 5 s")
          return
        }
        times.append(presented - saved)
        if graph.frame(of: "top")?.height != CGFloat(maxTop) { wrong += 1 }
      }
      reloader.stop()
      let sorted = times.sorted()
      print("specs: rename-over of a seed-sized spec to the re-rendered frame (820×1180)")
      print(
        "  median \(format(sorted[sorted.count / 2])) over \(runs) saves (min \(format(sorted[0])), "
          + "max \(format(sorted[sorted.count - 1]))), frames showing the change: "
          + "\(runs - wrong)/\(runs)")
    } catch {
      print("specs: benchmark failed: \(error)")
    }
  }

  static func format(_ duration: Duration) -> String {
    let milliseconds =
      Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.2f ms", milliseconds)
  }
}
