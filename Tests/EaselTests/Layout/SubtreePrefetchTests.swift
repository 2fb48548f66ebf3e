import EaselCairo
import Foundation
import Testing

@testable import Easel

/// A stack notes, for each child, where laying that child out first reads — the objects along
/// its chain of wrappers and a stack's records — and asks the processor for them before it
/// lays the child out (`SubtreePrefetch`). These tests pin what is noted, in what order, and
/// that a hint that went stale is harmless.
@MainActor
@Suite struct SubtreePrefetchTests {
  /// A body of one modifier over a shape: a slot, a frame and a shape.
  struct Leaf: View {
    var body: some View { Color.blue.frame(width: 10, height: 4) }
  }

  /// A custom view whose body is a stack: a slot and the stack.
  struct Row: View {
    var body: some View {
      HStack {
        Leaf()
        Leaf()
      }
    }
  }

  /// A shape under six modifiers: a chain longer than a hint holds.
  struct Wrapped: View {
    var body: some View {
      Color.red.frame(width: 4, height: 4).padding(1).padding(2).padding(3).padding(4)
        .padding(5)
    }
  }

  private func address(_ node: LayoutNode) -> UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
  }

  /// A graph of `root`, laid out.
  private func laidOut(_ root: some View) -> ViewGraph {
    let graph = ViewGraph(root: root, textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 100, height: 100))
    return graph
  }

  /// The graph's nodes in the order a pass visits them, parents first.
  private func nodes(_ graph: ViewGraph) -> [LayoutNode] {
    var found: [LayoutNode] = []
    graph.rootLayout?.visit { found.append($0) }
    return found
  }

  private func stacks(_ graph: ViewGraph) -> [StackNode] {
    nodes(graph).compactMap { $0 as? StackNode }
  }

  /// The addresses a stack's record notes for the child at `index`, and how many bytes of each.
  private func noted(_ stack: StackNode, _ index: Int) -> (
    addresses: [UnsafeRawPointer], bytes: [Int]
  ) {
    let regions = stack.prefetchRegions(ofChildAt: index)
    return (regions.map(\.address), regions.map(\.bytes))
  }

  @Test func aLeafsChainIsNotedInTheOrderAPassReadsIt() throws {
    let graph = laidOut(
      VStack {
        Leaf()
        Leaf()
      })
    let stack = try #require(stacks(graph).first)
    for (index, child) in stack.children.enumerated() {
      var chain: [LayoutNode] = []
      child.visit { chain.append($0) }
      #expect(
        chain.map { String(describing: type(of: $0)) } == ["SlotNode", "FrameNode", "ShapeNode"])
      // A slot's first two lines; six of a frame and of a shape, whose own fields follow the
      // base class's.
      #expect(noted(stack, index).addresses == chain.map(address))
      #expect(noted(stack, index).bytes == [128, 384, 384])
    }
  }

  @Test func aChildStackIsNotedWithItsRecords() throws {
    let graph = laidOut(
      VStack {
        Row()
        Row()
      })
    let all = stacks(graph)
    #expect(all.count == 3)
    let outer = all[0]
    // Two records, in whole lines.
    let recordLines = (2 * StackNode.recordStride + 63) / 64
    for index in 0..<2 {
      let slot = outer.children[index]
      let inner = try #require(slot.children.first as? StackNode)
      let records = try #require(inner.recordsAddress)
      // The slot, the stack, then its records; the stack's children are its own to fetch.
      #expect(noted(outer, index).addresses == [address(slot), address(inner), records])
      #expect(noted(outer, index).bytes == [128, 384, min(recordLines * 64, 384)])
    }
  }

  @Test func aLongChainIsNotedAsFarAsAHintHolds() throws {
    let graph = laidOut(VStack { Wrapped() })
    let stack = try #require(stacks(graph).first)
    var chain: [LayoutNode] = []
    stack.children[0].visit { chain.append($0) }
    #expect(chain.count == 8)
    #expect(SubtreePrefetch.capacity == 4)
    #expect(noted(stack, 0).addresses == chain.prefix(4).map(address))
  }

  @Test func extentsAreWholeLinesWithinBounds() throws {
    var hint = SubtreePrefetch()
    let base = try #require(UnsafeRawPointer(bitPattern: 0x1000))
    hint.append(base, bytes: 0)
    hint.append(base + 512, bytes: 65)
    hint.append(base + 1024, bytes: 384)
    hint.append(base + 2048, bytes: 10_000)
    hint.append(base + 4096, bytes: 64)
    #expect(hint.isFull)
    #expect(hint.regions.map(\.bytes) == [64, 128, 384, 384])
    #expect(hint.regions.map(\.address) == [base, base + 512, base + 1024, base + 2048])
  }

  @Test func aStaleHintIsHarmless() throws {
    // An address whose node is gone, and addresses that are not mapped at all: a prefetch
    // never faults and changes nothing the program sees.
    var hint = SubtreePrefetch()
    do {
      let graph = laidOut(Leaf())
      if let root = graph.rootLayout { hint = SubtreePrefetch(root) }
    }
    #expect(hint.isFull)
    hint.issue()
    var unmapped = SubtreePrefetch()
    unmapped.append(try #require(UnsafeRawPointer(bitPattern: 0x10)), bytes: 384)
    unmapped.append(try #require(UnsafeRawPointer(bitPattern: UInt(bitPattern: -4096))), bytes: 384)
    unmapped.issue()
    #expect(unmapped.regions.count == 2)
  }

  @Test func anEmptyHintFetchesNothing() {
    let hint = SubtreePrefetch()
    #expect(hint.regions.isEmpty)
    #expect(!hint.isFull)
    hint.issue()
  }
}
