import Foundation

// `easel-bench [iterations]
// [graph|build|layout|animation|render|list|navigation|environment|specs|window|memory|text|soak]
// [wide|nested|deep] [1k|10k|100k]`: Easel's benchmarks, run in release by `make bench`. With
// a group name, only that group runs (`build-tree` and `build-png` run the two halves of
// `build`, `environment-all` and `environment-few` those of `environment`); with a layout shape or tree size, only those layout
// benchmarks (with `list`, a size picks the list's row count). `soak`
// (ten minutes, `make soak`) runs only when named, and its exit status says whether it met
// its targets.
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.lazy.compactMap { Int($0) }.first.map { max($0, 1) } ?? 7
let groups = Set(arguments.filter { Int($0) == nil })
print("Easel benchmarks (\(iterations) iterations; medians)")
if groups.isEmpty || groups.contains("graph") { GraphBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("build") || groups.contains("build-tree") {
  BuildBenchmarks.runTree(iterations: iterations)
}
if groups.isEmpty || groups.contains("build") || groups.contains("build-png") {
  BuildBenchmarks.runFirstFrame(rounds: max(iterations, 5))
}
if groups.isEmpty || groups.contains("animation") {
  AnimationBenchmarks.run(iterations: iterations)
}
let shapes = groups.intersection(["wide", "nested", "deep"])
let sizes = groups.intersection(LayoutBenchmarks.sizeNames.keys)
if groups.subtracting(shapes).subtracting(sizes).isEmpty || groups.contains("layout") {
  LayoutBenchmarks.run(
    iterations: iterations, shapes: shapes,
    sizes: sizes.compactMap { LayoutBenchmarks.sizeNames[$0] }.sorted())
}
if groups.isEmpty || groups.contains("specs") { SpecBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("render") { RenderBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("list") {
  let counts = sizes.compactMap { LayoutBenchmarks.sizeNames[$0] }.sorted()
  ListBenchmarks.run(
    iterations: iterations, counts: counts.isEmpty ? ListBenchmarks.counts : counts)
}
if groups.isEmpty || groups.contains("navigation") {
  NavigationBenchmarks.run(iterations: iterations)
}
if groups.isEmpty || groups.contains("environment") || groups.contains("environment-all")
  || groups.contains("environment-few")
{
  EnvironmentBenchmarks.run(
    iterations: iterations,
    all: !groups.contains("environment-few") || groups.contains("environment"),
    few: !groups.contains("environment-all") || groups.contains("environment"))
}
if groups.isEmpty || groups.contains("window") || groups.contains("memory") {
  WindowBenchmarks.run(onlyMemory: !groups.contains("window") && groups.contains("memory"))
}
if groups.isEmpty || groups.contains("text") { TextBenchmarks.run() }
if groups.isEmpty || groups.contains("accessibility") {
  AccessibilityBenchmark.run(iterations: iterations)
}
// `live`: the live preview's save-to-frame loop (Examples' easel-stars watch, built in debug).
if groups.isEmpty || groups.contains("live") { LiveBenchmark.run() }
if groups.contains("soak"), !SoakBenchmark.run() { exit(1) }
