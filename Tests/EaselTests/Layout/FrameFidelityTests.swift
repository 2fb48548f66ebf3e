import Easel
import EaselTesting
import Foundation
import Testing

/// Frame-like modifiers and single-child containers, case by case, against SwiftUI.
///
/// The root is proposed the canvas and centred in it. Where the expected numbers follow from
/// SwiftUI's documentation alone (the `frame` and `padding` references, "a shape takes the
/// space it is offered, 10 × 10 when asked for its ideal size") no source is given; where
/// the documentation is thin the source is named next to the case. "OpenSwiftUI" is the
/// OpenSwiftUI project's reconstruction of SwiftUI's unary layouts
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Layout).
@MainActor
@Suite struct FrameFidelityTests {
  static let canvas = CGSize(width: 200, height: 100)

  // MARK: - Ideal sizes

  @Test func shapesAndColoursAreTenByTenAtTheirIdealSize() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.fixedSize().accessibilityIdentifier("colour")
        Circle().fixedSize().accessibilityIdentifier("circle")
        Capsule().fixedSize().accessibilityIdentifier("capsule")
      }, size: CGSize(width: 200, height: 130))
    #expect(host.frame(of: "colour") == CGRect(x: 95, y: 50, width: 10, height: 10))
    #expect(host.frame(of: "circle") == CGRect(x: 95, y: 60, width: 10, height: 10))
    #expect(host.frame(of: "capsule") == CGRect(x: 95, y: 70, width: 10, height: 10))
  }

  @Test func fixingOneAxisKeepsTheProposalInTheOther() {
    let host = ViewHost(
      Rectangle().fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("r"),
      size: Self.canvas)
    #expect(host.frame(of: "r") == CGRect(x: 95, y: 0, width: 10, height: 100))
    let tall = ViewHost(
      Rectangle().fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("r"),
      size: Self.canvas)
    #expect(tall.frame(of: "r") == CGRect(x: 0, y: 45, width: 200, height: 10))
  }

  @Test func aCircleTakesTheWholeFrameAndDrawsTheLargestCentredCircle() {
    let host = ViewHost(
      Circle().accessibilityIdentifier("c").frame(width: 100, height: 50), size: Self.canvas)
    #expect(host.frame(of: "c") == CGRect(x: 50, y: 25, width: 100, height: 50))
    let outline = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(outline.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
    // A capsule fills the frame, its ends rounded by half the shorter side.
    let capsule = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(capsule.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
    #expect(capsule.contains(CGPoint(x: 30, y: 2)))
  }

  // MARK: - fixedSize

  @Test func fixedSizeTextOverflowsANarrowFrameCentred() throws {
    let line = "A single line of text, too long to fit in a box."
    let alone = ViewHost(
      Text(line).fixedSize().accessibilityIdentifier("t"), size: CGSize(width: 1000, height: 100))
    let ideal = try #require(alone.frame(of: "t"))
    let host = ViewHost(
      Text(line).fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("t")
        .frame(width: 100, height: 100),
      size: CGSize(width: 400, height: 100))
    let text = try #require(host.frame(of: "t"))
    // The text keeps its one-line width, wider than the 100-point frame, centred on it.
    #expect(ideal.width > 100)
    #expect(text.width == ideal.width)
    #expect(text.height == ideal.height)
    #expect(abs(text.midX - 200) <= 0.5)
  }

  @Test func fixedSizeVerticallyLetsWrappedTextGrowPastAShortFrame() throws {
    let line = "The quick brown fox jumps over the lazy dog"
    let host = ViewHost(
      Text(line).fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("t")
        .frame(width: 80, height: 20).accessibilityIdentifier("frame"),
      size: CGSize(width: 200, height: 200))
    let text = try #require(host.frame(of: "t"))
    #expect(host.frame(of: "frame") == CGRect(x: 60, y: 90, width: 80, height: 20))
    // Wrapped to 80 points, the text is several lines tall and centred on the short frame.
    #expect(text.width <= 80)
    #expect(text.height > 40)
    #expect(abs(text.midY - 100) <= 0.5)
  }

  // MARK: - Flexible frames

  @Test func anIdealSizeOnlyMattersWhenTheProposalIsUnspecified() {
    let proposed = ViewHost(
      Color.red.frame(idealWidth: 50, idealHeight: 30).accessibilityIdentifier("f"),
      size: Self.canvas)
    #expect(proposed.frame(of: "f") == CGRect(x: 0, y: 0, width: 200, height: 100))
    let ideal = ViewHost(
      Color.red.frame(idealWidth: 50, idealHeight: 30).accessibilityIdentifier("f").fixedSize(),
      size: Self.canvas)
    #expect(ideal.frame(of: "f") == CGRect(x: 75, y: 35, width: 50, height: 30))
  }

  @Test func aFramesIdealSizeIsItsOwnNotItsChilds() {
    // The documentation: `idealWidth` is "the ideal width of the resulting frame". Asked for
    // its ideal size, the frame answers it whatever its child's ideal size is (OpenSwiftUI's
    // `_FlexFrameLayout.sizeThatFits` returns `idealWidth` for an unspecified width).
    let host = ViewHost(
      Color.red.frame(width: 20, height: 10).accessibilityIdentifier("child")
        .frame(idealWidth: 80, idealHeight: 30).accessibilityIdentifier("frame").fixedSize(),
      size: Self.canvas)
    #expect(host.frame(of: "frame") == CGRect(x: 60, y: 35, width: 80, height: 30))
    #expect(host.frame(of: "child") == CGRect(x: 90, y: 45, width: 20, height: 10))
  }

  @Test func anIdealBelowTheMinimumIsRaisedToIt() {
    // The ideal is clamped to the minimum and maximum: the child is proposed 100, not 50.
    let host = ViewHost(
      Color.red.accessibilityIdentifier("child")
        .frame(minWidth: 100, idealWidth: 50, idealHeight: 20).accessibilityIdentifier("frame")
        .fixedSize(),
      size: Self.canvas)
    #expect(host.frame(of: "frame") == CGRect(x: 50, y: 40, width: 100, height: 20))
    #expect(host.frame(of: "child") == CGRect(x: 50, y: 40, width: 100, height: 20))
  }

  @Test func aMinimumAboveTheProposalOverflowsTheParent() {
    let host = ViewHost(
      Color.red.accessibilityIdentifier("child").frame(minWidth: 300, minHeight: 150)
        .accessibilityIdentifier("frame"),
      size: Self.canvas)
    // The child is proposed 300 × 150 and takes it; the frame is never smaller than its minimum.
    #expect(host.frame(of: "frame") == CGRect(x: -50, y: -25, width: 300, height: 150))
    #expect(host.frame(of: "child") == CGRect(x: -50, y: -25, width: 300, height: 150))
  }

  @Test func aMaximumBelowTheProposalCapsAFlexibleChild() {
    let host = ViewHost(
      Color.red.frame(maxWidth: 50, maxHeight: 40).accessibilityIdentifier("f"),
      size: Self.canvas)
    #expect(host.frame(of: "f") == CGRect(x: 75, y: 30, width: 50, height: 40))
  }

  @Test func aMaximumAloneGrowsTheFrameAroundASmallerChild() throws {
    // Only a maximum: proposed more than the child's size, the frame takes the proposal
    // clamped to the maximum; the text stays its own size, centred.
    let host = ViewHost(
      Text("Hi").accessibilityIdentifier("t").frame(maxWidth: 120)
        .accessibilityIdentifier("frame"),
      size: Self.canvas)
    let text = try #require(host.frame(of: "t"))
    let frame = try #require(host.frame(of: "frame"))
    #expect(frame.width == 120)
    #expect(frame.minX == 40)
    #expect(frame.height == text.height)
    #expect(text.width < 40)
    #expect(abs(text.midX - 100) <= 0.5)
  }

  @Test func zeroToInfinityTakesTheProposalAndAlignsTheChild() {
    let centred = ViewHost(
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("child")
        .frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("frame"),
      size: Self.canvas)
    // Width: both limits, so the proposal clamped; height: none, so the child's.
    #expect(centred.frame(of: "frame") == CGRect(x: 0, y: 40, width: 200, height: 20))
    #expect(centred.frame(of: "child") == CGRect(x: 80, y: 40, width: 40, height: 20))
    let leading = ViewHost(
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("child")
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading),
      size: Self.canvas)
    #expect(leading.frame(of: "child") == CGRect(x: 0, y: 40, width: 40, height: 20))
    let corner = ViewHost(
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("child")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing),
      size: Self.canvas)
    #expect(corner.frame(of: "child") == CGRect(x: 160, y: 80, width: 40, height: 20))
  }

  @Test func limitsClampTheIdealSizeOfAChildAndTheChildIsPlacedAtIt() {
    // Proposed nothing, a frame with limits takes its child's ideal size (10 for a colour)
    // clamped to them. The child is then placed with the frame's size where the limits
    // changed it, and with no proposal where they did not (OpenSwiftUI's
    // `_FlexFrameLayout.placement`): the colour fills a frame raised to its minimum.
    let both = ViewHost(
      Color.red.accessibilityIdentifier("child").frame(minWidth: 50, maxWidth: 100)
        .accessibilityIdentifier("frame").fixedSize(),
      size: Self.canvas)
    #expect(both.frame(of: "frame") == CGRect(x: 75, y: 45, width: 50, height: 10))
    #expect(both.frame(of: "child") == CGRect(x: 75, y: 45, width: 50, height: 10))
    let minimum = ViewHost(
      Color.red.accessibilityIdentifier("child").frame(minWidth: 40, minHeight: 5)
        .accessibilityIdentifier("frame").fixedSize(),
      size: Self.canvas)
    #expect(minimum.frame(of: "frame") == CGRect(x: 80, y: 45, width: 40, height: 10))
    #expect(minimum.frame(of: "child") == CGRect(x: 80, y: 45, width: 40, height: 10))
    let inside = ViewHost(
      Color.red.accessibilityIdentifier("child").frame(minWidth: 5, maxWidth: 100)
        .accessibilityIdentifier("frame").fixedSize(),
      size: Self.canvas)
    #expect(inside.frame(of: "frame") == CGRect(x: 95, y: 45, width: 10, height: 10))
    #expect(inside.frame(of: "child") == CGRect(x: 95, y: 45, width: 10, height: 10))
  }

  @Test func aColourWithAMinimumWidthKeepsItInAHorizontalScrollView() {
    // A horizontal scroll view proposes its content no width: each colour is raised to its
    // frame's minimum and fills it.
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.red.accessibilityIdentifier("a").frame(minWidth: 60)
        Color.blue.accessibilityIdentifier("b").frame(minWidth: 60)
      }
    }
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 60, height: 100))
    #expect(host.frame(of: "b") == CGRect(x: 60, y: 0, width: 60, height: 100))
  }

  @Test func aFrameWithNoArgumentsChangesNothing() throws {
    let plain = ViewHost(Text("Hello").accessibilityIdentifier("t"), size: Self.canvas)
    let framed = ViewHost(
      Text("Hello").accessibilityIdentifier("t").frame().accessibilityIdentifier("frame"),
      size: Self.canvas)
    let text = try #require(plain.frame(of: "t"))
    #expect(framed.frame(of: "t") == text)
    #expect(framed.frame(of: "frame") == text)
  }

  // MARK: - Padding

  @Test func negativePaddingShrinksTheViewAndGrowsItsProposal() {
    let fixed = ViewHost(
      Color.red.frame(width: 40, height: 40).accessibilityIdentifier("child").padding(-10)
        .accessibilityIdentifier("padded"),
      size: Self.canvas)
    #expect(fixed.frame(of: "padded") == CGRect(x: 90, y: 40, width: 20, height: 20))
    #expect(fixed.frame(of: "child") == CGRect(x: 80, y: 30, width: 40, height: 40))
    let flexible = ViewHost(
      Color.red.accessibilityIdentifier("child").padding(-10).accessibilityIdentifier("padded"),
      size: Self.canvas)
    #expect(flexible.frame(of: "padded") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(flexible.frame(of: "child") == CGRect(x: -10, y: -10, width: 220, height: 120))
  }

  @Test func edgeInsetsPadEachEdgeByItsOwnAmount() {
    let host = ViewHost(
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("child")
        .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 5))
        .accessibilityIdentifier("padded"),
      size: CGSize(width: 205, height: 110))
    // 20 + 40 + 5 = 65 by 10 + 20 + 0 = 30, centred at (70, 40).
    #expect(host.frame(of: "padded") == CGRect(x: 70, y: 40, width: 65, height: 30))
    #expect(host.frame(of: "child") == CGRect(x: 90, y: 50, width: 40, height: 20))
  }

  @Test func paddingKeepsAFlexibleViewAtLeastItsInsetsInAnOverfullStack() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 150).accessibilityIdentifier("fixed")
      Color.blue.accessibilityIdentifier("inner").padding(20).accessibilityIdentifier("padded")
    }
    let host = ViewHost(view, size: CGSize(width: 160, height: 50))
    // The padded colour is offered the 10 points left, gives its colour 0 and is 40 wide:
    // the stack is 190 wide and overflows, centred.
    #expect(host.frame(of: "fixed") == CGRect(x: -15, y: 0, width: 150, height: 50))
    #expect(host.frame(of: "padded") == CGRect(x: 135, y: 0, width: 40, height: 50))
    #expect(host.frame(of: "inner") == CGRect(x: 155, y: 20, width: 0, height: 10))
  }

  // MARK: - Overlay and background

  @Test func aFlexibleOverlayTakesTheBaseViewsSize() {
    let host = ViewHost(
      Color.red.frame(width: 60, height: 40).accessibilityIdentifier("base")
        .overlay(Color.blue.accessibilityIdentifier("overlay")),
      size: Self.canvas)
    #expect(host.frame(of: "base") == CGRect(x: 70, y: 30, width: 60, height: 40))
    #expect(host.frame(of: "overlay") == CGRect(x: 70, y: 30, width: 60, height: 40))
  }

  @Test func aLargerOverlayOverflowsWithoutGrowingTheView() {
    let host = ViewHost(
      Color.red.frame(width: 60, height: 40)
        .overlay(Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("overlay"))
        .accessibilityIdentifier("view"),
      size: Self.canvas)
    #expect(host.frame(of: "view") == CGRect(x: 70, y: 30, width: 60, height: 40))
    #expect(host.frame(of: "overlay") == CGRect(x: 50, y: 0, width: 100, height: 100))
  }

  @Test func backgroundBuilderAlignsItsContent() {
    let host = ViewHost(
      Color.red.frame(width: 60, height: 40)
        .background(alignment: .bottomLeading) {
          Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("mark")
        },
      size: Self.canvas)
    #expect(host.frame(of: "mark") == CGRect(x: 70, y: 60, width: 10, height: 10))
  }

  @Test func aTextOverlayWrapsToTheBaseViewsWidth() throws {
    let line = "The quick brown fox jumps over the lazy dog"
    let host = ViewHost(
      Color.red.frame(width: 60, height: 40)
        .overlay(alignment: .top) { Text(line).accessibilityIdentifier("t") },
      size: CGSize(width: 200, height: 200))
    let text = try #require(host.frame(of: "t"))
    // Proposed 60 × 40, the text wraps to 60 points and starts at the base view's top.
    #expect(text.width <= 60)
    #expect(text.minY == 80)
    #expect(abs(text.midX - 100) <= 0.5)
  }

  // MARK: - position

  @Test func positionProposesItsWholeProposalToTheChild() {
    // The position layout proposes its own size to its child and centres it at the point
    // (OpenSwiftUI's `_PositionLayout.placement`): a colour takes the whole canvas.
    let host = ViewHost(
      Color.red.accessibilityIdentifier("c").position(x: 50, y: 20)
        .accessibilityIdentifier("position"),
      size: Self.canvas)
    #expect(host.frame(of: "position") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(host.frame(of: "c") == CGRect(x: -50, y: -30, width: 200, height: 100))
  }

  @Test func positionWithoutAProposalTakesItsChildsSize() {
    // Unspecified dimensions take the child's size in them (OpenSwiftUI's
    // `_PositionLayout.sizeThatFits`).
    let host = ViewHost(
      Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c").position(x: 0, y: 0)
        .accessibilityIdentifier("position").fixedSize(),
      size: Self.canvas)
    #expect(host.frame(of: "position") == CGRect(x: 90, y: 45, width: 20, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 80, y: 40, width: 20, height: 10))
  }

  @Test func positionWrapsTextToTheSpaceOffered() throws {
    let line = "The quick brown fox jumps over the lazy dog"
    let host = ViewHost(
      Text(line).accessibilityIdentifier("t").position(x: 50, y: 100),
      size: CGSize(width: 100, height: 200))
    let text = try #require(host.frame(of: "t"))
    #expect(text.width <= 100)
    #expect(text.height > 30)
    #expect(abs(text.midX - 50) <= 0.5)
    #expect(abs(text.midY - 100) <= 0.5)
  }

  // MARK: - aspectRatio

  @Test func aspectRatioWithoutARatioUsesTheIdealSize() {
    let fit = ViewHost(
      Rectangle().frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit)
        .accessibilityIdentifier("r"),
      size: CGSize(width: 100, height: 100))
    // The ideal size is 40 × 20: a 2 : 1 ratio, fitted into 100 × 100.
    #expect(fit.frame(of: "r") == CGRect(x: 0, y: 25, width: 100, height: 50))
    let fill = ViewHost(
      Rectangle().frame(idealWidth: 40, idealHeight: 20).scaledToFill()
        .accessibilityIdentifier("r"),
      size: CGSize(width: 100, height: 100))
    #expect(fill.frame(of: "r") == CGRect(x: -50, y: 0, width: 200, height: 100))
    let circle = ViewHost(
      Circle().scaledToFit().accessibilityIdentifier("c"), size: Self.canvas)
    #expect(circle.frame(of: "c") == CGRect(x: 50, y: 0, width: 100, height: 100))
  }

  @Test func aspectRatioOnlyChangesTheProposal() {
    // A child of a fixed size keeps it: the modifier reports its child's size.
    let host = ViewHost(
      Color.red.frame(width: 40, height: 20).aspectRatio(1, contentMode: .fit)
        .accessibilityIdentifier("r"),
      size: Self.canvas)
    #expect(host.frame(of: "r") == CGRect(x: 80, y: 40, width: 40, height: 20))
  }

  @Test func aspectRatioInsideAFixedFrameFitsAndFills() {
    let fit = ViewHost(
      Color.red.aspectRatio(0.75, contentMode: .fit).accessibilityIdentifier("r")
        .frame(width: 200, height: 200),
      size: CGSize(width: 200, height: 200))
    #expect(fit.frame(of: "r") == CGRect(x: 25, y: 0, width: 150, height: 200))
    let fill = ViewHost(
      Color.red.aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
        .accessibilityIdentifier("r").frame(width: 150, height: 150),
      size: CGSize(width: 200, height: 200))
    #expect(fill.frame(of: "r") == CGRect(x: 25, y: 0, width: 150, height: 200))
  }

  @Test func anInfiniteFrameUnderAnAspectRatioTakesTheFittedSize() {
    // The Field Guide's placeholder (swiftuifieldguide.com/layout/aspect-ratio): a text in a
    // frame that accepts any proposal, fitted to 16 : 9 in a 320 × 320 space, is 320 × 180.
    let host = ViewHost(
      Text("Hej!").frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .aspectRatio(16 / 9, contentMode: .fit).accessibilityIdentifier("r"),
      size: CGSize(width: 320, height: 320))
    #expect(host.frame(of: "r") == CGRect(x: 0, y: 70, width: 320, height: 180))
  }

  @Test func aspectRatioWithoutAProposalLetsTheChildTakeItsIdealSize() {
    // Proposed nothing, the modifier proposes nothing: a colour is 10 × 10 whatever the
    // ratio (OpenSwiftUI's `_AspectRatioLayout.spaceOffered` returns an unspecified proposal
    // unchanged).
    let host = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("r").fixedSize(),
      size: Self.canvas)
    #expect(host.frame(of: "r") == CGRect(x: 95, y: 45, width: 10, height: 10))
  }

  @Test func aSquareInAStackTakesTheHeightAndLeavesTheRest() {
    let view = HStack(spacing: 0) {
      Color.red.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("square")
      Color.blue.accessibilityIdentifier("rest")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    // The square can be 0 to 100 wide, the colour anything: the square is sized first,
    // offered 150 × 100, and fits 100 × 100.
    #expect(host.frame(of: "square") == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(host.frame(of: "rest") == CGRect(x: 100, y: 0, width: 200, height: 100))
  }

  // MARK: - GeometryReader, ZStack, Spacer and Divider

  @Test func geometryReaderTakesTheProposalAndPutsItsContentTopLeading() {
    let view = VStack(spacing: 0) {
      Color.gray.frame(height: 30)
      GeometryReader { _ in
        Color.red.frame(width: 20, height: 10).accessibilityIdentifier("content")
      }
      .accessibilityIdentifier("reader")
    }
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "reader") == CGRect(x: 0, y: 30, width: 200, height: 70))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 30, width: 20, height: 10))
  }

  @Test func aZStackWithAFlexibleChildTakesTheProposal() {
    let host = ViewHost(
      ZStack(alignment: .topLeading) {
        Color.red.accessibilityIdentifier("back")
        Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("front")
      }, size: Self.canvas)
    #expect(host.frame(of: "back") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(host.frame(of: "front") == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func aZStackIsSizedToTheSafeAreaWhileItsBackgroundReachesTheEdges() {
    let insets = EdgeInsets(top: 60, leading: 0, bottom: 34, trailing: 0)
    let host = ViewHost(
      ZStack {
        Color.red.accessibilityIdentifier("back").ignoresSafeArea()
        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("front")
      }, size: CGSize(width: 390, height: 844), safeAreaInsets: insets)
    #expect(host.frame(of: "back") == CGRect(x: 0, y: 0, width: 390, height: 844))
    // Centred in the safe area, 60 to 810.
    #expect(host.frame(of: "front") == CGRect(x: 185, y: 425, width: 20, height: 20))
  }

  @Test func aSpacerOutsideAStackExpandsBothWays() {
    // Outside a stack a spacer is flexible on both axes, down to its minimum length, 8 by
    // default (OpenSwiftUI's spacer layout with no orientation).
    let alone = ViewHost(Spacer().accessibilityIdentifier("s"), size: Self.canvas)
    #expect(alone.frame(of: "s") == CGRect(x: 0, y: 0, width: 200, height: 100))
    let ideal = ViewHost(Spacer().fixedSize().accessibilityIdentifier("s"), size: Self.canvas)
    #expect(ideal.frame(of: "s") == CGRect(x: 96, y: 46, width: 8, height: 8))
    let inZStack = ViewHost(
      ZStack {
        Spacer(minLength: 30).accessibilityIdentifier("s")
        Color.blue.frame(width: 20, height: 20)
      }.fixedSize(), size: Self.canvas)
    #expect(inZStack.frame(of: "s") == CGRect(x: 85, y: 35, width: 30, height: 30))
  }

  @Test func aDividerIsVerticalInAnHStackAndHorizontalElsewhere() {
    let row = ViewHost(
      HStack {
        Color.red.frame(width: 20, height: 40)
        Divider().accessibilityIdentifier("line")
        Color.red.frame(width: 20, height: 40)
      }, size: CGSize(width: 201, height: 100))
    // 20 + 8 + 1 + 8 + 20 = 57 wide, from x = 72; the divider takes the stack's height.
    #expect(row.frame(of: "line") == CGRect(x: 100, y: 0, width: 1, height: 100))
    let alone = ViewHost(
      Divider().accessibilityIdentifier("line"), size: CGSize(width: 200, height: 101))
    #expect(alone.frame(of: "line") == CGRect(x: 0, y: 50, width: 200, height: 1))
    let inZStack = ViewHost(
      ZStack { Divider().accessibilityIdentifier("line") }, size: CGSize(width: 200, height: 101))
    #expect(inZStack.frame(of: "line") == CGRect(x: 0, y: 50, width: 200, height: 1))
  }
}
