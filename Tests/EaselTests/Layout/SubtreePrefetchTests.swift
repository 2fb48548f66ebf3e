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

  /// The graph's nodes in the order a pass visits them, parents first.
  private func nodes(_ graph: ViewGraph) -> [LayoutNode] {
    var found: [LayoutNode] = []
    graph.rootLayout?.visit { found.append($0) }
    return found
  }

  private func stacks(_ graph: ViewGraph) -> [StackNode] {
    nodes(graph).compactMap { $0 as? StackNode }
  }

  @Test func aLeafsChainIsNotedInTheOrderAPassReadsIt() throws {
    let graph = ViewGraph(
      root: VStack {
        Leaf()
        Leaf()
      }, textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 100, height: 100))
    let stack = try #require(stacks(graph).first)
    for (index, child) in stack.children.enumerated() {
      var chain: [LayoutNode] = []
      child.visit { chain.append($0) }
      #expect(
        chain.map { String(describing: type(of: $0)) } == ["SlotNode", "FrameNode", "ShapeNode"])
      #expect(stack.prefetchAddresses(ofChildAt: index) == chain.map(address))
    }
  }

  @Test func aChildStackIsNotedWithItsRecords() throws {
    let graph = ViewGraph(
      root: VStack {
        Row()
        Row()
      }, textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 100, height: 100))
    let all = stacks(graph)
    #expect(all.count == 3)
    let outer = all[0]
    for index in 0..<2 {
      let slot = outer.children[index]
      let inner = try #require(slot.children.first as? StackNode)
      let records = try #require(inner.recordsAddress)
      // The slot, the stack, then its records; the stack's children are its own to fetch.
      #expect(
        outer.prefetchAddresses(ofChildAt: index) == [address(slot), address(inner), records])
    }
  }

  @Test func aLongChainIsNotedAsFarAsAHintHolds() throws {
    let graph = ViewGraph(
      root: VStack {
        Wrapped()
      }, textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 100, height: 100))
    let stack = try #require(stacks(graph).first)
    var chain: [LayoutNode] = []
    stack.children[0].visit { chain.append($0) }
    #expect(chain.count == 8)
    #expect(SubtreePrefetch.capacity == 4)
    #expect(stack.prefetchAddresses(ofChildAt: 0) == chain.prefix(4).map(address))
  }

  @Test func aStaleHintIsHarmless() {
    // An address whose node is gone, and addresses that are not mapped at all: a prefetch
    // never faults and changes nothing the program sees.
    var hint = SubtreePrefetch()
    do {
      let graph = ViewGraph(root: Leaf(), textEngine: PangoTextEngine())
      graph.layout(in: CGSize(width: 10, height: 10))
      if let root = graph.rootLayout { hint = SubtreePrefetch(root) }
    }
    #expect(hint.isFull)
    hint.issue()
    var unmapped = SubtreePrefetch()
    unmapped.append(UnsafeRawPointer(bitPattern: 0x10)!)
    unmapped.append(UnsafeRawPointer(bitPattern: UInt(bitPattern: -4096))!)
    unmapped.issue()
    #expect(unmapped.addresses.count == 2)
  }

  @Test func anEmptyHintFetchesNothing() {
    let hint = SubtreePrefetch()
    #expect(hint.addresses.isEmpty)
    #expect(!hint.isFull)
    hint.issue()
  }
}
