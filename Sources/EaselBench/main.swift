import Foundation

// `easel-bench [iterations] [graph|layout]`: Easel's benchmarks, run in release by
// `make bench`. With a group name, only that group runs.
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.lazy.compactMap { Int($0) }.first.map { max($0, 1) } ?? 7
let groups = Set(arguments.filter { Int($0) == nil })
print("Easel benchmarks (\(iterations) iterations; medians)")
if groups.isEmpty || groups.contains("graph") { GraphBenchmarks.run(iterations: iterations) }
if groups.isEmpty || groups.contains("layout") { LayoutBenchmarks.run(iterations: iterations) }
