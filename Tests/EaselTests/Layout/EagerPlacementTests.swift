import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A node whose size ignores the proposal is placed as soon as it is first measured, while
/// its subtree is in the cache (`LayoutNode.placeEagerly`). These cases pin what that must not
/// change: the frames, a `GeometryReader`'s view of where it is, and how a stack learns that
/// a child stopped (or started) being fixed.
@MainActor
@Suite struct EagerPlacementTests {
  @MainActor final class Seen {
    var global: [CGRect] = []
    var changes: [CGRect] = []
    var bindings: [Binding<Bool>] = []
  }

  /// A `GeometryReader` that notes the global frame it is made with.
  struct GlobalFrameReader: View {
    let seen: Seen
    var body: some View {
      GeometryReader { proxy in
        seen.global.append(proxy.frame(in: .global))
        return Color.green
      }
    }
  }

  /// A reader in a fixed frame, below fixed siblings in nested stacks: every ancestor of the
  /// frame is fixed, so the frame is measured before any of them is placed.
  struct ReaderInFixedFrame: View {
    let seen: Seen
    var body: some View {
      VStack(spacing: 4) {
        Color.red.frame(width: 30, height: 20)
        HStack(spacing: 6) {
          Color.blue.frame(width: 14, height: 10)
          GlobalFrameReader(seen: seen)
            .frame(width: 40, height: 12)
            .accessibilityIdentifier("reader")
        }
      }
    }
  }

  @Test func aReaderInAFixedFrameSeesWhereItEndsUp() {
    let seen = Seen()
    let host = ViewHost(ReaderInFixedFrame(seen: seen), size: CGSize(width: 200, height: 100))
    // Centred in 200×100: the stack is 60 wide (14 + 6 + 40) and 36 high (20 + 4 + 12).
    let expected = CGRect(x: 70 + 20, y: 32 + 24, width: 40, height: 12)
    #expect(host.frame(of: "reader") == expected)
    #expect(seen.global == [expected])
  }

  /// A reader in a `ViewThatFits` option other than the last, which is the one shown until
  /// the node is first placed: the fixed frame above must know that an option reads its
  /// root position.
  struct ReaderInViewThatFits: View {
    let seen: Seen
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 30, height: 50)
        ViewThatFits {
          GlobalFrameReader(seen: seen)
            .accessibilityIdentifier("reader")
          Color.blue.frame(width: 10, height: 10)
        }
        .frame(width: 100, height: 40)
      }
    }
  }

  /// A reader in a mask, which is placed with the view it masks but is not among its
  /// children.
  struct ReaderInMask: View {
    let seen: Seen
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 30, height: 50)
        Color.blue
          .mask {
            GlobalFrameReader(seen: seen)
          }
          .frame(width: 100, height: 40)
          .accessibilityIdentifier("reader")
      }
    }
  }

  @Test func readersInViewThatFitsOptionsAndMasksSeeWhereTheyEndUp() {
    // Each stack is 100 × 90, centred in 200 × 200: the reader is below the 50-high colour.
    let expected = CGRect(x: 50, y: 55 + 50, width: 100, height: 40)
    let options = Seen()
    let optionsHost = ViewHost(
      ReaderInViewThatFits(seen: options), size: CGSize(width: 200, height: 200))
    #expect(optionsHost.frame(of: "reader") == expected)
    #expect(options.global == [expected])
    let mask = Seen()
    let maskHost = ViewHost(ReaderInMask(seen: mask), size: CGSize(width: 200, height: 200))
    #expect(maskHost.frame(of: "reader") == expected)
    #expect(mask.global == [expected])
  }

  /// A view that grows when told to, with state of its own: its parent's body does not run
  /// again, so its siblings keep their nodes.
  struct Grower: View {
    let seen: Seen
    @State private var grown = false
    var body: some View {
      if seen.bindings.isEmpty { seen.bindings.append($grown) }
      return Color.red.frame(width: 50, height: grown ? 30 : 0)
    }
  }

  /// A masked view at the top of the safe area, whose mask reaches past it, below a view
  /// that grows and pushes it down.
  struct SafeAreaMask: View {
    let seen: Seen
    var body: some View {
      VStack(spacing: 0) {
        Grower(seen: seen)
        Color.blue.frame(width: 100, height: 40)
          .mask { Color.white.accessibilityIdentifier("mask").ignoresSafeArea() }
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func aMaskThatReachesPastTheSafeAreaFollowsItsViewWhenItMoves() {
    let seen = Seen()
    let host = ViewHost(
      SafeAreaMask(seen: seen), size: CGSize(width: 200, height: 300),
      safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0))
    // The masked view starts on the safe area's top edge: its mask reaches up to the canvas.
    #expect(host.frame(of: "mask") == CGRect(x: 50, y: 0, width: 100, height: 80))
    // Pushed 30 down it leaves the edge, and the mask is the view's own frame again.
    seen.bindings[0].wrappedValue = true
    host.update()
    #expect(host.frame(of: "mask") == CGRect(x: 50, y: 70, width: 100, height: 40))
  }

  /// A fixed option too wide to fit, with a geometry handler.
  struct GeometryInUnchosenOption: View {
    let seen: Seen
    var body: some View {
      ViewThatFits {
        Color.red.frame(width: 300, height: 20)
          .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) {
            seen.changes.append($0)
          }
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("fits")
      }
    }
  }

  @Test func anOptionViewThatFitsTriesButDoesNotChooseIsNotPlaced() {
    let seen = Seen()
    let host = ViewHost(GeometryInUnchosenOption(seen: seen), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "fits") == CGRect(x: 95, y: 45, width: 10, height: 10))
    // The 300-wide option cannot be shown in 200: measured, never placed, it has no size.
    #expect(!seen.changes.isEmpty)
    #expect(seen.changes.allSatisfy { $0.size == .zero })
  }

  /// A cell that switches between a fixed colour and a reader that takes what it is offered.
  struct Switching: View {
    let index: Int
    let seen: Seen
    @State private var flexible = false
    var body: some View {
      if seen.bindings.count == index { seen.bindings.append($flexible) }
      return Group {
        if flexible {
          GlobalFrameReader(seen: seen)
            .frame(height: 10)
        } else {
          Color.blue.frame(width: 20, height: 10)
        }
      }
      .accessibilityIdentifier("cell \(index)")
    }
  }

  /// A stack of switching cells beside a flexible colour, in a stack that shares its width
  /// between them: it asks the inner stack for its smallest and largest widths, which differ
  /// only while a cell is flexible.
  struct Row: View {
    let seen: Seen
    var body: some View {
      HStack(spacing: 0) {
        HStack(spacing: 2) {
          ForEach(0..<4) { index in Switching(index: index, seen: seen) }
        }
        .accessibilityIdentifier("inner")
        Color.gray.frame(minWidth: 10).accessibilityIdentifier("rest")
      }
    }
  }

  @Test func aStackLearnsThatAChildStoppedBeingFixed() {
    let seen = Seen()
    let host = ViewHost(Row(seen: seen), size: CGSize(width: 300, height: 40))
    // All fixed: the inner stack is 4 × 20 + 3 × 2 = 86 wide, the rest takes the other 214.
    #expect(host.frame(of: "inner")?.width == 86)
    #expect(host.frame(of: "rest")?.width == 214)
    // One cell flexible: the inner stack and the rest are both unbounded, so each is offered
    // half of 300; in its 150 the reader takes what the three fixed cells and the spacing
    // leave, and learns where it is.
    seen.bindings[2].wrappedValue = true
    host.update()
    #expect(host.frame(of: "inner")?.width == 150)
    #expect(host.frame(of: "cell 2")?.width == 84)
    #expect(host.frame(of: "rest")?.width == 150)
    #expect(seen.global.last == host.frame(of: "cell 2"))
    #expect(seen.global.last?.minX == 44)
    // Fixed again: back to the first frames.
    seen.bindings[2].wrappedValue = false
    host.update()
    #expect(host.frame(of: "inner")?.width == 86)
    #expect(host.frame(of: "rest")?.width == 214)
  }

  @Test func aFixedTreeIsNotPlacedAgainForANewProposalAlone() {
    let seen = Seen()
    let graph = ViewGraph(root: ReaderInFixedFrame(seen: seen), textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 200, height: 100))
    #expect(graph.frame(of: "reader") == CGRect(x: 90, y: 56, width: 40, height: 12))
    // Each of the 12 nodes below the root was placed once.
    let placed = placementsBelowRoot(graph)
    #expect(placed == 12)
    // A wider canvas proposes more to every stack, whose sizes and children's frames stay as
    // they are: below the root, which the graph places in the new canvas, the tree only
    // moves — but for the reader, whose content read its global frame and must see where it
    // now is: it and the six nodes on its way from the root (slot, two stacks, accessibility,
    // frame, slot) are placed again, and its content, made again, is placed once. The red and
    // blue colours and their frames are not.
    graph.layout(in: CGSize(width: 400, height: 100))
    #expect(placementsBelowRoot(graph) == placed + 7)
    #expect(graph.frame(of: "reader") == CGRect(x: 190, y: 56, width: 40, height: 12))
    #expect(seen.global.last == CGRect(x: 190, y: 56, width: 40, height: 12))
  }

  /// How many times the nodes below the root placed their children.
  private func placementsBelowRoot(_ graph: ViewGraph) -> Int {
    guard let root = graph.rootLayout else { return 0 }
    var count = 0
    root.visit { node in if node !== root { count += node.placements } }
    return count
  }
}
