import EaselCairo
import Foundation
import Testing

@testable import Easel
@testable import EaselTesting

/// A body run again keeps the node of each shape it drew with a solid colour at the same
/// place (`ShapeNode.make`): the node takes the new run's colour, path, stroke and
/// environment edits, and draws what a new node would.
@MainActor
@Suite struct ShapeNodeReuseTests {
  static let lightRed = Pixel(red: 255, green: 59, blue: 48)
  static let darkRed = Pixel(red: 255, green: 69, blue: 58)
  static let lightBlue = Pixel(red: 0, green: 122, blue: 255)
  static let lightOrange = Pixel(red: 255, green: 149, blue: 0)

  /// Two rows: a rectangle whose colour follows the state, and one whose style is a colour
  /// or a gradient.
  struct Tinted: View {
    let probe: Probe<Bool>
    @State private var warm = false

    var body: some View {
      probe.binding = $warm
      return VStack(spacing: 0) {
        Rectangle().fill(warm ? Color.orange : Color.blue).frame(width: 20, height: 10)
        Rectangle()
          .fill(
            warm
              ? AnyShapeStyle(
                LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing))
              : AnyShapeStyle(Color.red)
          )
          .frame(width: 20, height: 10)
      }
    }
  }

  /// A colour kept in a scheme the state chooses (none: the inherited one), by an edit of
  /// the environment between the body's root and the colour.
  struct Forced: View {
    let probe: Probe<ColorScheme?>
    @State private var forced: ColorScheme?

    var body: some View {
      probe.binding = $forced
      let forced = self.forced
      return Color.red.frame(width: 20, height: 10)
        .transformEnvironment(\.colorScheme) { if let forced { $0 = forced } }
    }
  }

  /// A colour in a frame whose width follows the state, in a frame that stays.
  struct Framed: View {
    let probe: Probe<Bool>
    @State private var wide = false

    var body: some View {
      probe.binding = $wide
      return Color.green.frame(width: wide ? 20 : 10, height: 10).frame(width: 30, height: 10)
    }
  }

  /// A padded colour whose padding follows the state.
  struct Padded: View {
    let probe: Probe<Bool>
    @State private var roomy = false

    var body: some View {
      probe.binding = $roomy
      return Color.blue.padding(roomy ? 8 : 4).frame(width: 30, height: 30)
    }
  }

  /// A modifier that shows its content twice, side by side.
  struct Twice: ViewModifier {
    func body(content: Content) -> some View {
      HStack(spacing: 0) {
        content
        content
      }
    }
  }

  /// A modifier that shows its content again, faded and moved, behind it (a glow).
  struct Glow: ViewModifier {
    func body(content: Content) -> some View {
      content.background(content.opacity(0.5).offset(x: 2, y: 2))
    }
  }

  /// A framed colour that follows the state, shown twice, or glowing, by a modifier.
  struct Doubled: View {
    let probe: Probe<Bool>
    let glows: Bool
    @State private var blue = false

    var body: some View {
      probe.binding = $blue
      let content = (blue ? Color.blue : Color.red).frame(width: 10, height: 10)
      return Group {
        if glows { content.modifier(Glow()) } else { content.modifier(Twice()) }
      }
    }
  }

  /// A rectangle filled with red, a gradient, then blue, as the state steps.
  struct Stepped: View {
    let probe: Probe<Int>
    @State private var step = 0

    var body: some View {
      probe.binding = $step
      return Rectangle()
        .fill(
          step == 1
            ? AnyShapeStyle(
              LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing))
            : AnyShapeStyle(step == 0 ? Color.red : Color.blue)
        )
        .frame(width: 20, height: 10)
    }
  }

  /// Two framed colours in a stack, in an order the state swaps.
  struct Reordered: View {
    let probe: Probe<Bool>
    @State private var swapped = false

    var body: some View {
      probe.binding = $swapped
      return VStack(spacing: 0) {
        ForEach(swapped ? [1, 0] : [0, 1], id: \.self) { index in
          (index == 0 ? Color.red : Color.blue).frame(width: 10, height: 10)
        }
      }
    }
  }

  /// The shape nodes of `host`'s layout tree, in the order it draws them.
  private func shapes<Root: View>(_ host: ViewHost<Root>) -> [ShapeNode] {
    var found: [ShapeNode] = []
    host.graph.rootLayout?.visit { if let shape = $0 as? ShapeNode { found.append(shape) } }
    return found
  }

  @Test func aShapeGivenAnotherColourKeepsItsNode() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Tinted(probe: probe), size: CGSize(width: 20, height: 20))
    #expect(try host.pixel(x: 10, y: 5) == Self.lightBlue)
    let before = shapes(host)
    #expect(before.count == 2)

    probe.set(true)
    host.update()
    let after = shapes(host)
    // The body ran again: the first row's node is the one it made before, drawing the new
    // colour; the second row's style is a gradient now, which a new node draws.
    #expect(after.count == 2)
    #expect(after.first === before.first)
    #expect(after.last !== before.last)
    #expect(try host.pixel(x: 10, y: 5) == Self.lightOrange)
    #expect(try host.pixel(x: 10, y: 15) == Pixel(red: 0, green: 0, blue: 0))

    probe.set(false)
    host.update()
    // Back to a colour: the gradient's node is not one to keep, so the colour gets a new one.
    let again = shapes(host)
    #expect(again.first === before.first)
    #expect(again.last !== after.last)
    #expect(try host.pixel(x: 10, y: 5) == Self.lightBlue)
    #expect(try host.pixel(x: 10, y: 15) == Self.lightRed)
  }

  @Test func theFramesAroundAKeptShapeAreKeptWhileTheyAreTheSame() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Framed(probe: probe), size: CGSize(width: 30, height: 10))
    let shape = try #require(shapes(host).first)
    let inner = try #require(shape.parent as? FrameNode)
    let outer = try #require(inner.parent as? FrameNode)
    #expect(shape.frame.width == 10)
    let green = Pixel(red: 52, green: 199, blue: 89)
    #expect(try host.pixel(x: 6, y: 5) != green)

    probe.set(true)
    host.update()
    // The inner frame's width changed: a new frame wraps the kept shape, and so does a new
    // outer frame (a node made now has no earlier wrapper to find), and the shape is laid
    // out at the new width.
    #expect(shapes(host).first === shape)
    let newInner = try #require(shape.parent as? FrameNode)
    #expect(newInner !== inner)
    let newOuter = try #require(newInner.parent as? FrameNode)
    #expect(newOuter !== outer)
    #expect(shape.frame.width == 20)
    #expect(try host.pixel(x: 6, y: 5) == green)

    // Run again over the same sizes, the body keeps both frames.
    host.setColorScheme(.dark)
    probe.set(false)
    probe.set(true)
    host.update()
    #expect(shape.parent === newInner)
    #expect(newInner.parent === newOuter)
    #expect(try host.pixel(x: 6, y: 5) == Pixel(red: 48, green: 209, blue: 88))
  }

  @Test func thePaddingAroundAKeptShapeIsKeptWhileItsInsetsAreTheSame() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Padded(probe: probe), size: CGSize(width: 30, height: 30))
    let shape = try #require(shapes(host).first)
    let padding = try #require(shape.parent as? PaddingNode)
    #expect(shape.frame == CGRect(x: 4, y: 4, width: 22, height: 22))

    // Run again with the same insets: the padding stays, and so does the frame around it.
    host.setColorScheme(.dark)
    probe.set(true)
    probe.set(false)
    host.update()
    #expect(shapes(host).first === shape)
    #expect(shape.parent === padding)

    probe.set(true)
    host.update()
    // Other insets: a new padding, which lays the kept shape out inside them.
    #expect(shapes(host).first === shape)
    #expect(shape.parent !== padding)
    #expect(shape.frame == CGRect(x: 8, y: 8, width: 14, height: 14))
    #expect(try host.pixel(x: 6, y: 6) != Pixel(red: 10, green: 132, blue: 255))
    #expect(try host.pixel(x: 9, y: 9) == Pixel(red: 10, green: 132, blue: 255))
  }

  @Test func contentShownTwiceKeepsTwoNodes() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Doubled(probe: probe, glows: false), size: CGSize(width: 20, height: 10))
    #expect(try host.pixel(x: 5, y: 5) == Self.lightRed)
    #expect(try host.pixel(x: 15, y: 5) == Self.lightRed)

    probe.set(true)
    host.update()
    // Both uses of the content looked for the node the last run made there: one took it, the
    // other made its own, and so did the frames around them.
    let after = shapes(host)
    #expect(after.count == 2)
    #expect(after.first !== after.last)
    #expect(after.first?.parent !== after.last?.parent)
    #expect(try host.pixel(x: 5, y: 5) == Self.lightBlue)
    #expect(try host.pixel(x: 15, y: 5) == Self.lightBlue)
  }

  @Test func contentShownAgainBehindItselfKeepsBoth() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Doubled(probe: probe, glows: true), size: CGSize(width: 20, height: 20))
    let faded = try host.pixel(x: 16, y: 16)
    #expect(faded != nil && faded != Self.lightRed)

    probe.set(true)
    host.update()
    #expect(shapes(host).count == 2)
    #expect(try host.pixel(x: 5, y: 5) == Self.lightBlue)
    // The faded copy is still drawn, now blue, where the colour does not cover it.
    let fadedBlue = try #require(try host.pixel(x: 16, y: 16))
    #expect(fadedBlue != faded && fadedBlue.blue > fadedBlue.red)
  }

  @Test func aColourAfterAnotherStyleStartsFromNoEarlierColour() throws {
    let probe = Probe<Int>()
    let host = ViewHost(Stepped(probe: probe), size: CGSize(width: 20, height: 10))
    #expect(try host.pixel(x: 10, y: 5) == Self.lightRed)
    probe.set(1)
    host.update()
    #expect(try host.pixel(x: 10, y: 5) == Pixel(red: 0, green: 0, blue: 0))

    // The gradient's run let the red's animated state go: blue comes in with nothing to
    // animate from, as a new view's colour does.
    withAnimation(.linear(duration: 1)) { probe.set(2) }
    host.update()
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 10, y: 5) == Self.lightBlue)
  }

  @Test func keptNodesThatSwapPlacesAnimateFromWhereEachWas() throws {
    let probe = Probe<Bool>()
    let host = ViewHost(Reordered(probe: probe), size: CGSize(width: 10, height: 20))
    #expect(try host.pixel(x: 5, y: 2) == Self.lightRed)
    #expect(try host.pixel(x: 5, y: 17) == Self.lightBlue)

    withAnimation(.linear(duration: 1)) { probe.set(true) }
    host.update()
    host.advance(by: 0.5)
    // Half way, each square has moved half its way: both cover the middle, and neither the
    // top nor the bottom (a square that took the placement of the one before it at its new
    // position would be there already).
    #expect(try host.pixel(x: 5, y: 2) != Self.lightBlue)
    #expect(try host.pixel(x: 5, y: 17) != Self.lightRed)
    #expect(try host.pixel(x: 5, y: 10) == Self.lightRed)

    host.advance(by: 1)
    #expect(try host.pixel(x: 5, y: 2) == Self.lightBlue)
    #expect(try host.pixel(x: 5, y: 17) == Self.lightRed)
  }

  @Test func aKeptShapeResolvesItsColourThroughTheNewRunsEdits() throws {
    let probe = Probe<ColorScheme?>()
    let host = ViewHost(Forced(probe: probe), size: CGSize(width: 20, height: 10))
    #expect(try host.pixel(x: 10, y: 5) == Self.lightRed)
    let before = shapes(host)

    probe.set(.dark)
    host.update()
    #expect(shapes(host).first === before.first)
    #expect(try host.pixel(x: 10, y: 5) == Self.darkRed)

    // The body does not read the scheme, so a change to it reaches the colour alone, through
    // the edits between the body's root and the colour: this run's, which keep it dark.
    host.setColorScheme(.dark)
    host.setColorScheme(.light)
    #expect(try host.pixel(x: 10, y: 5) == Self.darkRed)
  }

  @Test func aChangeQueuedForAShapeBeforeItsBodyKeptItIsDropped() throws {
    let probe = Probe<ColorScheme?>()
    let host = ViewHost(Forced(probe: probe), size: CGSize(width: 20, height: 10))
    #expect(try host.pixel(x: 10, y: 5) == Self.lightRed)

    // The scheme changes for the colour alone (queued to resolve after the bodies), then the
    // body runs in the same update and keeps the colour light: the body's run is the later.
    host.graph.environment.colorScheme = .dark
    probe.set(.light)
    host.update()
    #expect(try host.pixel(x: 10, y: 5) == Self.lightRed)

    probe.set(nil)
    host.update()
    #expect(try host.pixel(x: 10, y: 5) == Self.darkRed)
  }
}
