import Foundation

// `easel-bench [iterations] [graph|layout|animation|render|specs|window] [wide|nested|deep]`:
// Easel's benchmarks, run in release by `make bench`. With a group name, only that group runs;
// with a layout shape, only that shape's layout benchmarks.
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.lazy.compactMap { Int($0) }.first.map { max($0, 1) } ?? 7
let groups = Set(arguments.filter { Int($0) == nil })
print("Easel benchmarks (\(iterations) iterations; medians)")
if groups.isEmpty || groups.contains("graph") { GraphBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("animation") {
  AnimationBenchmarks.run(iterations: iterations)
}
let shapes = groups.intersection(["wide", "nested", "deep"])
if groups.subtracting(shapes).isEmpty || groups.contains("layout") {
  LayoutBenchmarks.run(iterations: iterations, shapes: shapes)
}
if groups.isEmpty || groups.contains("specs") { SpecBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("render") { RenderBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("window") { WindowBenchmarks.run() }
