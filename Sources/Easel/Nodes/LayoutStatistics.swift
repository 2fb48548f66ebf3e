/// Counts from the layout tree: how much work layout did, for tests and benchmarks.
public struct LayoutStatistics: Equatable, Sendable {
  /// The number of layout nodes.
  public var nodes: Int
  /// The number of sizes computed (cache misses) since the nodes were made.
  public var measurements: Int
  /// The most sizes any one node computed.
  public var maximumMeasurementsPerNode: Int
  /// The number of times a node placed its children since the nodes were made.
  public var placements = 0
}

extension ViewGraph {
  /// Counts the layout tree's nodes and the sizes they computed.
  public func layoutStatistics() -> LayoutStatistics {
    var statistics = LayoutStatistics(nodes: 0, measurements: 0, maximumMeasurementsPerNode: 0)
    layoutRoot?.visit { node in
      statistics.nodes += 1
      statistics.measurements += node.measurements
      statistics.placements += node.placements
      statistics.maximumMeasurementsPerNode = max(
        statistics.maximumMeasurementsPerNode, node.measurements)
    }
    return statistics
  }
}
