import EaselCairo
import Foundation
import Testing

@testable import Easel
@testable import EaselTesting

/// A wrapper holds its child unmanaged and a stack's records hold theirs unmanaged, so that
/// layout passes call into them without retaining them: these tests check that every node is
/// still kept exactly as long as the tree holds it — a child replaced in its slot goes, the
/// new one stays, and nothing outlives the graph.
@MainActor
@Suite struct WrapperChildOwnershipTests {
  struct Switching: View {
    let probe: Probe<Bool>
    @State private var showsShape = true

    var body: some View {
      probe.binding = $showsShape
      return VStack {
        Color.blue.frame(width: 10, height: 10)
        if showsShape {
          Color.red.frame(width: 20, height: 20)
        } else {
          Text("Text").frame(width: 20, height: 20)
        }
      }
    }
  }

  /// References that do not keep them alive to every node of `graph`'s layout tree, by type
  /// name.
  private func nodes(of graph: ViewGraph) -> [(name: String, node: NodeReference<LayoutNode>)] {
    var found: [(String, NodeReference<LayoutNode>)] = []
    graph.rootLayout?.visit { found.append((String(describing: type(of: $0)), NodeReference($0))) }
    return found
  }

  @Test func aReplacedChildGoesAndItsReplacementStays() throws {
    let probe = Probe<Bool>()
    var graph: ViewGraph? = ViewGraph(root: Switching(probe: probe), textEngine: PangoTextEngine())
    graph?.layout(in: CGSize(width: 100, height: 100))
    let before = try #require(graph.map(nodes(of:)))
    let shapes = before.filter { $0.name == "ShapeNode" }
    #expect(shapes.count == 2)

    probe.set(false)
    graph?.layout(in: CGSize(width: 100, height: 100))
    // The body ran again and made its nodes again, which its slot took in place of the old
    // stack: the old nodes are gone but the blue shape's, which the body kept (a shape drawn
    // with a solid colour keeps its node), and the new ones, text in place of the red
    // shape, stay.
    #expect(shapes[0].node.node != nil)
    #expect(shapes[1].node.node == nil)
    let after = try #require(graph.map(nodes(of:)))
    let keptShapes = after.filter { $0.name == "ShapeNode" }
    #expect(keptShapes.count == 1)
    #expect(keptShapes.first?.node.node === shapes[0].node.node)
    #expect(after.filter { $0.name == "TextNode" }.count == 1)
    #expect(after.allSatisfy { $0.node.node != nil })
    // The tree still lays out and places what it holds.
    let frames = after.filter { $0.name == "FrameNode" }.compactMap { $0.node.node?.frame.size }
    #expect(frames == [CGSize(width: 10, height: 10), CGSize(width: 20, height: 20)])

    graph = nil
    // Nothing the tree held outlives it: no child is retained once too often.
    #expect(after.allSatisfy { $0.node.node == nil })
    #expect(before.allSatisfy { $0.node.node == nil })
  }
}
