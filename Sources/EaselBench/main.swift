import Foundation

// `easel-bench [iterations]`: Easel's benchmarks, run in release by `make bench`.
let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.first.flatMap { Int($0) }.map { max($0, 1) } ?? 7
print("Easel benchmarks (\(iterations) iterations; medians)")
GraphBenchmarks.run(iterations: iterations)
LayoutBenchmarks.run(iterations: iterations)
