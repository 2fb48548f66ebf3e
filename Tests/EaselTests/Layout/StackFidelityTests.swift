import Easel
import EaselTesting
import Foundation
import Testing

private enum Mark: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.leading] }
}

extension HorizontalAlignment {
  fileprivate static let mark = HorizontalAlignment(Mark.self)
}

/// Stacks, text in stacks, alignment and lazy stacks checked against SwiftUI's behaviour, case
/// by case, with the frames worked out by hand: the root is proposed the canvas and centred in
/// it; stacks put 8 points between children unless told otherwise; children are offered space
/// by descending layout priority, then by increasing flexibility. Text metrics come from the
/// real engine, so where a text's width matters it is measured alone first.
@MainActor
@Suite struct StackFidelityTests {
  static let canvas = CGSize(width: 300, height: 200)

  /// The frames of the views tagged `ids` in `view`, hosted in `size`.
  func frames<V: View>(_ view: V, _ ids: [String], in size: CGSize = canvas) throws -> [CGRect] {
    try ViewHost(view, size: size).frames(of: ids)
  }

  /// The frame of `view` on its own, at its ideal size.
  func alone(_ view: some View) throws -> CGRect {
    try frames(
      view.accessibilityIdentifier("alone"), ["alone"], in: CGSize(width: 1000, height: 400))[0]
  }

  // MARK: Sizing

  @Test func aStackProposedNothingTakesItsChildrensIdealSizes() throws {
    // `fixedSize()` proposes nil: a colour's ideal size is 10 × 10, so the row is 28 × 10.
    let view = HStack {
      Color.red.accessibilityIdentifier("a")
      Color.blue.accessibilityIdentifier("b")
    }
    .fixedSize().accessibilityIdentifier("row")
    let result = try frames(view, ["row", "a", "b"])
    #expect(result[0] == CGRect(x: 136, y: 95, width: 28, height: 10))
    #expect(result[1] == CGRect(x: 136, y: 95, width: 10, height: 10))
    #expect(result[2] == CGRect(x: 154, y: 95, width: 10, height: 10))
  }

  @Test func aStackProposedZeroReportsItsChildrensMinimums() throws {
    // Proposed 0 × 0, rigid children keep their sizes and the stack overflows: 50 + 8 + 30.
    let rigid = HStack {
      Color.red.frame(width: 50, height: 10)
      Color.blue.frame(width: 30, height: 10)
    }
    .accessibilityIdentifier("row").frame(width: 0, height: 0)
    #expect(try frames(rigid, ["row"])[0] == CGRect(x: 106, y: 95, width: 88, height: 10))
    // A flexible child shrinks to its minimum: 20 + 8 + 30.
    let flexible = HStack {
      Color.red.frame(minWidth: 20, maxWidth: .infinity).frame(height: 10)
      Color.blue.frame(width: 30, height: 10)
    }
    .accessibilityIdentifier("row").frame(width: 0, height: 0)
    #expect(try frames(flexible, ["row"])[0] == CGRect(x: 121, y: 95, width: 58, height: 10))
  }

  @Test func fixedSizeOnARowOfTextsKeepsEveryTextsIdealWidth() throws {
    let one = try alone(Text("One"))
    let two = try alone(Text("Two words"))
    let view = HStack {
      Text("One").accessibilityIdentifier("one")
      Text("Two words").accessibilityIdentifier("two")
    }
    .fixedSize().accessibilityIdentifier("row")
    // Proposed 60 points, the row still takes its ideal width and overflows, centred.
    let result = try frames(view, ["row", "one", "two"], in: CGSize(width: 60, height: 200))
    #expect(abs(result[0].width - (one.width + 8 + two.width)) <= 1)
    #expect(abs(result[1].width - one.width) <= 1)
    #expect(abs(result[2].width - two.width) <= 1)
    #expect(result[2].minX - result[1].maxX == 8)
    #expect(abs(result[1].height - one.height) <= 1)
  }

  // MARK: Spacers

  @Test func aSpacerInANestedColumnStretchesOnlyAlongThatColumn() throws {
    // The spacer is vertical (its stack is a VStack): it makes the column, and so the row, take
    // the whole height, and adds no width.
    let view = HStack {
      VStack {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
        Spacer()
      }
      .accessibilityIdentifier("column")
      Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("b")
    }
    .accessibilityIdentifier("row")
    let result = try frames(view, ["row", "column", "a", "b"])
    #expect(result[0] == CGRect(x: 106, y: 0, width: 88, height: 200))
    #expect(result[1] == CGRect(x: 106, y: 0, width: 40, height: 200))
    #expect(result[2] == CGRect(x: 106, y: 0, width: 40, height: 20))
    #expect(result[3] == CGRect(x: 154, y: 90, width: 40, height: 20))
  }

  @Test func aSpacersMinimumIsTheDefaultSpacing() throws {
    // Spacer's `minLength` of nil means the system spacing, 8 points: its ideal length in a
    // stack, and its ideal size in both axes outside one (where it grows both ways).
    let row = HStack {
      Color.red.frame(width: 40, height: 20)
      Spacer().accessibilityIdentifier("gap")
    }
    .fixedSize().accessibilityIdentifier("row")
    let result = try frames(row, ["row", "gap"])
    #expect(result[0] == CGRect(x: 122, y: 90, width: 56, height: 20))
    #expect(result[1] == CGRect(x: 170, y: 100, width: 8, height: 0))
    #expect(
      try frames(Spacer().fixedSize().accessibilityIdentifier("s"), ["s"])[0]
        == CGRect(x: 146, y: 96, width: 8, height: 8))
    #expect(
      try frames(Spacer().accessibilityIdentifier("s"), ["s"])[0]
        == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func spacersShareWhatIsLeftEqually() throws {
    // 300 − 40 − 50 = 210 shared by three spacers: 70 each, one before m and two after.
    let view = HStack(spacing: 0) {
      Spacer()
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("m")
      Spacer()
      Spacer()
      Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("r")
    }
    let result = try frames(view, ["m", "r"])
    #expect(result[0] == CGRect(x: 70, y: 90, width: 40, height: 20))
    #expect(result[1] == CGRect(x: 250, y: 90, width: 50, height: 20))
  }

  // MARK: Layout priority

  @Test func aNegativePriorityGivesWayToTheDefault() throws {
    // The priority-0 child goes first although it is the more flexible, offered 300 − 10
    // (the minimum kept back for the priority −1 child), and takes it all; the other is left
    // its minimum. (With equal priorities the less flexible "low" would go first and take
    // half.)
    let view = HStack(spacing: 0) {
      Color.red.frame(minWidth: 10, maxWidth: 250).frame(height: 10).layoutPriority(-1)
        .accessibilityIdentifier("low")
      Color.blue.frame(minWidth: 10, maxWidth: .infinity).frame(height: 10)
        .accessibilityIdentifier("default")
    }
    let result = try frames(view, ["low", "default"])
    #expect(result[0] == CGRect(x: 0, y: 95, width: 10, height: 10))
    #expect(result[1] == CGRect(x: 10, y: 95, width: 290, height: 10))
  }

  @Test func theTextWithHigherPriorityKeepsItsIdealWidth() throws {
    let title = "A title that wants most of the row"
    let detail = "Some detail text"
    let ideal = try alone(Text(title))
    let size = CGSize(width: ideal.width + 60, height: 400)
    func row(priority: Double) -> some View {
      HStack {
        Text(detail).accessibilityIdentifier("detail")
        Text(title).layoutPriority(priority).accessibilityIdentifier("title")
      }
    }
    // With priority 1 the title is offered everything but the detail's minimum and keeps its
    // ideal width on one line; the detail wraps in the 52 points left.
    let first = try frames(row(priority: 1), ["title", "detail"], in: size)
    #expect(abs(first[0].width - ideal.width) <= 1)
    #expect(first[0].height == ideal.height)
    #expect(first[1].width <= 52)
    #expect(first[1].height > ideal.height)
    // With equal priorities the less flexible detail goes first and takes half: the title
    // wraps.
    let equal = try frames(row(priority: 0), ["title", "detail"], in: size)
    #expect(equal[0].height > ideal.height)
  }

  // MARK: Alignment

  @Test func aLeadingColumnLinesUpChildrenOfDifferentWidths() throws {
    func column(_ alignment: HorizontalAlignment) -> some View {
      VStack(alignment: alignment, spacing: 0) {
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
        Color.green.frame(width: 60, height: 10).accessibilityIdentifier("b")
        Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("c")
      }
    }
    // The column is 100 × 30, at (100, 85).
    let leading = try frames(column(.leading), ["a", "b", "c"])
    #expect(leading[0] == CGRect(x: 100, y: 85, width: 100, height: 10))
    #expect(leading[1] == CGRect(x: 100, y: 95, width: 60, height: 10))
    #expect(leading[2] == CGRect(x: 100, y: 105, width: 80, height: 10))
    let trailing = try frames(column(.trailing), ["b", "c"])
    #expect(trailing[0] == CGRect(x: 140, y: 95, width: 60, height: 10))
    #expect(trailing[1] == CGRect(x: 120, y: 105, width: 80, height: 10))
  }

  @Test func aGuideOutsideItsViewGrowsTheStack() throws {
    // b's top guide is 30 above its top: b hangs 30 below a, and the row is 40 + 30 high.
    let view = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 20, height: 40).accessibilityIdentifier("a")
      Color.blue.frame(width: 20, height: 40).alignmentGuide(.top) { _ in -30 }
        .accessibilityIdentifier("b")
    }
    .accessibilityIdentifier("row")
    let result = try frames(view, ["row", "a", "b"])
    #expect(result[0] == CGRect(x: 130, y: 65, width: 40, height: 70))
    #expect(result[1] == CGRect(x: 130, y: 65, width: 20, height: 40))
    #expect(result[2] == CGRect(x: 150, y: 95, width: 20, height: 40))
  }

  /// SwiftUI does not pass the edge and centre guides out of a stack: a stack's `.leading` is
  /// its leading edge whatever its children set (the built-in guides combine to nothing,
  /// `FrameAlignment` in OpenSwiftUI's reconstruction of `AlignmentID`; QuickLayout, which
  /// follows SwiftUI, documents that "alignment guides for default types are not recognized
  /// beyond the first multi-child container").
  @Test func edgeGuidesDoNotPassOutOfANestedStack() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("top")
      VStack(alignment: .leading, spacing: 0) {
        Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 20 }
          .accessibilityIdentifier("shifted")
        Color.green.frame(width: 100, height: 10).accessibilityIdentifier("plain")
      }
      .accessibilityIdentifier("inner")
    }
    // Inside, the leading guides meet 20 points in: the inner column is 120 wide, "shifted"
    // at its left edge. Outside, its leading guide is its edge: "top" lines up with it.
    let result = try frames(view, ["top", "inner", "shifted", "plain"])
    #expect(result[0] == CGRect(x: 90, y: 85, width: 50, height: 10))
    #expect(result[1] == CGRect(x: 90, y: 95, width: 120, height: 20))
    #expect(result[2] == CGRect(x: 90, y: 95, width: 100, height: 10))
    #expect(result[3] == CGRect(x: 110, y: 105, width: 100, height: 10))
  }

  /// A custom guide set by several children of a stack passes out as their average (the
  /// default `_combineExplicit` of `AlignmentID`, per OpenSwiftUI's reconstruction).
  @Test func aCustomGuidePassesOutOfAStackAsTheAverage() throws {
    let view = VStack(alignment: .mark, spacing: 0) {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("top")
      VStack(alignment: .leading, spacing: 0) {
        Color.blue.frame(width: 100, height: 10).alignmentGuide(.mark) { _ in 20 }
          .accessibilityIdentifier("x")
        Color.green.frame(width: 100, height: 10).alignmentGuide(.mark) { _ in 60 }
      }
    }
    // The inner column's mark is (20 + 60) / 2 = 40; "top" (mark at its leading edge) sits
    // 40 in. The outer column is 100 wide, at x = 100.
    let result = try frames(view, ["top", "x"])
    #expect(result[0] == CGRect(x: 140, y: 85, width: 50, height: 10))
    #expect(result[1] == CGRect(x: 100, y: 95, width: 100, height: 10))
  }

  /// A row's first text baseline is the highest of its children's, its last the lowest
  /// (`FirstTextBaseline` and `LastTextBaseline` combine by minimum and maximum), whatever
  /// order the children come in.
  @Test func aRowsBaselinesAreItsHighestFirstAndLowestLast() throws {
    /// How far `b` sits above `a` when they are aligned on `guide` in a row.
    func rise(_ guide: VerticalAlignment, _ a: some View, _ b: some View) throws -> CGFloat {
      let view = HStack(alignment: guide, spacing: 0) {
        a.accessibilityIdentifier("a")
        b.accessibilityIdentifier("b")
      }
      let result = try frames(view, ["a", "b"])
      return result[0].minY - result[1].minY
    }
    let big = Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
    let small = Text("small").font(.system(size: 12))
    // The big text's first baseline is higher in a bottom-aligned row than the small one's:
    // the row's first baseline is the big one's, even with the small text first.
    let direct = try rise(.firstTextBaseline, Text("x"), big)
    let nested = try rise(
      .firstTextBaseline, Text("x"),
      HStack(alignment: .bottom, spacing: 0) {
        small
        big
      })
    #expect(direct > 0)
    #expect(nested == direct)
    // In a top-aligned row, a two-line text's last baseline is lower than a one-line one's:
    // it is the row's, even with the two-line text first.
    let two = Text("Two\nlines")
    let directLast = try rise(.lastTextBaseline, Text("x"), two)
    let nestedLast = try rise(
      .lastTextBaseline, Text("x"),
      HStack(alignment: .top, spacing: 0) {
        two
        Text("one")
      })
    #expect(directLast > 0)
    #expect(nestedLast == directLast)
  }

  // MARK: ZStack

  @Test func aZStackIsTheUnionOfItsAlignedChildren() throws {
    // b's leading guide is 20 into it and its top guide 10 above it: the guides meet at
    // (20, 0), so a starts 20 in and b 10 down; the union is 120 × 50.
    let view = ZStack(alignment: .topLeading) {
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
      Color.blue.frame(width: 40, height: 30)
        .alignmentGuide(.leading) { _ in 20 }
        .alignmentGuide(.top) { _ in -10 }
        .accessibilityIdentifier("b")
    }
    .accessibilityIdentifier("z")
    let result = try frames(view, ["z", "a", "b"])
    #expect(result[0] == CGRect(x: 90, y: 75, width: 120, height: 50))
    #expect(result[1] == CGRect(x: 110, y: 75, width: 100, height: 50))
    #expect(result[2] == CGRect(x: 90, y: 85, width: 40, height: 30))
  }

  @Test func aFlexibleChildMakesAZStackTakeItsProposal() throws {
    let view = ZStack(alignment: .bottomTrailing) {
      Color.red.accessibilityIdentifier("flexible")
      Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("fixed")
    }
    .accessibilityIdentifier("z")
    let result = try frames(view, ["z", "flexible", "fixed"])
    #expect(result[0] == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(result[1] == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(result[2] == CGRect(x: 260, y: 170, width: 40, height: 30))
  }

  // MARK: Text

  @Test func aWrappedTextIsAsWideAsItsWidestLine() throws {
    // Proposed 150 points, the text wraps before "extraordinarily" and reports its widest
    // line, not the proposal; proposed exactly that width, it lays out the same.
    let string = "Short words then extraordinarily"
    let ideal = try alone(Text(string))
    let longWord = try alone(Text("extraordinarily"))
    let twoLines = try alone(Text("Short\nwords"))
    #expect(ideal.width > 150)
    let wrapped = try frames(
      VStack { Text(string).accessibilityIdentifier("t") }.frame(width: 150), ["t"])[0]
    #expect(wrapped.width < 150)
    #expect(wrapped.width >= longWord.width)
    #expect(abs(wrapped.height - twoLines.height) <= 1)
    let again = try frames(
      VStack { Text(string).accessibilityIdentifier("t") }.frame(width: wrapped.width), ["t"])[0]
    #expect(again.size == wrapped.size)
  }

  @Test func viewThatFitsJudgesTextsByTheirIdealWidth() throws {
    // The long text could wrap into 100 points, but ViewThatFits asks for ideal sizes: only
    // the short one fits.
    let view = ViewThatFits(in: .horizontal) {
      Text("A long line of text that does not fit").accessibilityIdentifier("long")
      Text("Short").accessibilityIdentifier("short")
    }
    .frame(width: 100)
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "long") == nil)
    let short = try #require(host.frame(of: "short"))
    #expect(short.size == (try alone(Text("Short"))).size)
  }

  // MARK: Lazy stacks

  /// SwiftUI's lazy stacks take all the space offered across their axis, where the eager ones
  /// only take their content's (Apple's `LazyVStack` example: "The stack aligns to the leading
  /// edge of the scroll view"); along the axis they lay out as the eager ones.
  @Test func aLazyStackTakesTheWidthItIsOffered() throws {
    func content() -> some View {
      Group {
        Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
        Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("b")
      }
    }
    let lazy = try frames(
      LazyVStack(alignment: .leading) { content() }.accessibilityIdentifier("stack"),
      ["stack", "a", "b"])
    #expect(lazy[0] == CGRect(x: 0, y: 86, width: 300, height: 28))
    #expect(lazy[1] == CGRect(x: 0, y: 86, width: 50, height: 10))
    #expect(lazy[2] == CGRect(x: 0, y: 104, width: 80, height: 10))
    let eager = try frames(
      VStack(alignment: .leading) { content() }.accessibilityIdentifier("stack"),
      ["stack", "a", "b"])
    #expect(eager[0] == CGRect(x: 110, y: 86, width: 80, height: 28))
    #expect(eager[1] == CGRect(x: 110, y: 86, width: 50, height: 10))
    // Proposed nothing, a lazy stack takes its content's width.
    let ideal = try frames(
      LazyVStack { content() }.fixedSize().accessibilityIdentifier("stack"), ["stack"])
    #expect(ideal[0] == CGRect(x: 110, y: 86, width: 80, height: 28))
  }

  @Test func aLazyHStackTakesTheHeightItIsOffered() throws {
    let view = LazyHStack(alignment: .top) {
      Color.red.frame(width: 10, height: 50).accessibilityIdentifier("a")
      Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("b")
    }
    .accessibilityIdentifier("stack")
    let result = try frames(view, ["stack", "a", "b"])
    #expect(result[0] == CGRect(x: 136, y: 0, width: 28, height: 200))
    #expect(result[1] == CGRect(x: 136, y: 0, width: 10, height: 50))
    #expect(result[2] == CGRect(x: 154, y: 0, width: 10, height: 30))
  }
}
