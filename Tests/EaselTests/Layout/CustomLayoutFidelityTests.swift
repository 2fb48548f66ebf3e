import Easel
import EaselTesting
import Foundation
import Testing

private enum Marker: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let marker = VerticalAlignment(Marker.self)
}

// MARK: - Layouts used by the tests

/// As large as it is offered (10 × 10 where the offer is unspecified); places nothing.
private struct ProposalEcho: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Always 50 × 50, whatever it is offered; places nothing.
private struct FixedSquare: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 50, height: 50)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Takes what it is offered and places five subviews by different anchors and proposals: the
/// default anchor, `.topTrailing` with a proposal larger than the subview's ideal size, a
/// custom unit point, `.bottomTrailing` with the zero proposal, and one placed twice.
private struct AnchorSampler: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews[0].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10), proposal: .unspecified)
    subviews[1].place(
      at: CGPoint(x: bounds.maxX - 10, y: bounds.minY + 10), anchor: .topTrailing,
      proposal: ProposedViewSize(width: 30, height: 30))
    subviews[2].place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: UnitPoint(x: 0.25, y: 0.75),
      proposal: ProposedViewSize(width: 40, height: 20))
    subviews[3].place(
      at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .zero)
    subviews[4].place(at: bounds.origin, proposal: .unspecified)
    subviews[4].place(
      at: CGPoint(x: bounds.minX + 50, y: bounds.minY + 60), proposal: .unspecified)
  }
}

/// Takes what it is offered and puts each subview's leading guide, measured for a 40 × 20
/// proposal, at x = 100, one subview every 30 points down.
private struct LeadingAtHundred: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let offer = ProposedViewSize(width: 40, height: 20)
    for (index, subview) in subviews.enumerated() {
      let dimensions = subview.dimensions(in: offer)
      subview.place(
        at: CGPoint(
          x: bounds.minX + 100 - dimensions[HorizontalAlignment.leading],
          y: bounds.minY + CGFloat(index) * 30),
        proposal: offer)
    }
  }
}

/// Lays its subviews out in a row at their ideal sizes, highest layout priority first.
private struct PriorityRow: Layout {
  func order(_ subviews: Subviews) -> [LayoutSubview] {
    subviews.sorted { $0.priority > $1.priority }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(.unspecified)
      return CGSize(width: size.width + child.width, height: max(size.height, child.height))
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in order(subviews) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// Puts every subview at its ideal size at its own top-leading corner, and sets no guide of
/// its own: its guides are the protocol's default.
private struct Pile: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
  }
}

// MARK: - Tests

/// The `Layout` protocol, `AnyLayout`, `ViewThatFits`, `LazyVGrid` and `ScrollView` checked
/// against SwiftUI case by case, with the frames worked out by hand (the root is proposed the
/// canvas and centred in it).
///
/// Sources where the reference pages are thin: the grid's two passes and its width are from
/// objc.io's account of `LazyVGrid` ("SwiftUI's Grid Views", 2020, and *Thinking in SwiftUI*:
/// "the grid computes its own width as the sum of the column widths, plus any spacing", then
/// "during the render pass, it starts out with the width that was calculated during the layout
/// pass, and it divides that width among the columns again") and the worked examples of
/// "Predict LazyVGrid layout" (fatbobman, mirrored on mo4tech.com); the scroll view's width
/// is from the SwiftUI Field Guide's Scroll View page ("a vertical scroll view accepts the
/// proposed height unconditionally, [but] it only becomes as wide as the width of its
/// contents").
@MainActor
@Suite struct CustomLayoutFidelityTests {
  private func frames<V: View>(_ view: V, size: CGSize, _ identifiers: [String]) throws
    -> [CGRect]
  {
    try ViewHost(view, size: size).frames(of: identifiers)
  }

  // MARK: - ProposedViewSize

  @Test func unspecifiedDimensionsAreReplacedByTenByTenUnlessGiven() {
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10)
    )
    #expect(
      ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 50, height: 10))
    #expect(
      ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions(
        by: CGSize(width: 7, height: 8)) == CGSize(width: 7, height: 30))
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
  }

  @Test func aLayoutEchoingItsProposalIsTenByTenAtItsIdealSize() throws {
    let ideal = try frames(
      ProposalEcho {}.accessibilityIdentifier("l").fixedSize(),
      size: CGSize(width: 200, height: 100), ["l"])
    #expect(ideal[0] == CGRect(x: 95, y: 45, width: 10, height: 10))
    let narrow = try frames(
      ProposalEcho {}.accessibilityIdentifier("l").fixedSize(horizontal: true, vertical: false),
      size: CGSize(width: 200, height: 100), ["l"])
    #expect(narrow[0] == CGRect(x: 95, y: 0, width: 10, height: 100))
  }

  // MARK: - LayoutSubview

  @Test func placeHonoursEachAnchorAndSizesForTheGivenProposal() throws {
    let view = AnchorSampler {
      Color.red.frame(width: 20, height: 10).accessibilityIdentifier("default")
      Color.green.accessibilityIdentifier("topTrailing")
      Color.blue.accessibilityIdentifier("unitPoint")
      Color.gray.frame(minWidth: 15, minHeight: 5).accessibilityIdentifier("bottomTrailing")
      Color.black.frame(width: 10, height: 10).accessibilityIdentifier("twice")
    }
    let result = try frames(
      view, size: CGSize(width: 200, height: 100),
      ["default", "topTrailing", "unitPoint", "bottomTrailing", "twice"])
    // The default anchor is the top-leading corner.
    #expect(result[0] == CGRect(x: 10, y: 10, width: 20, height: 10))
    // A colour takes the 30 × 30 it is proposed; its top-trailing corner is at (190, 10).
    #expect(result[1] == CGRect(x: 160, y: 10, width: 30, height: 30))
    // 40 × 20, its point a quarter across and three quarters down at the centre (100, 50).
    #expect(result[2] == CGRect(x: 90, y: 35, width: 40, height: 20))
    // Proposed zero, the frame is its minimum, 15 × 5, its bottom-trailing corner at the
    // layout's.
    #expect(result[3] == CGRect(x: 185, y: 95, width: 15, height: 5))
    // "If you call this method more than once for a subview, the last call takes precedence."
    #expect(result[4] == CGRect(x: 50, y: 60, width: 10, height: 10))
  }

  /// `LayoutSubview.place` documentation: "If you don't call this method for a subview, the
  /// subview appears at the center of its layout container and uses the layout container's
  /// size proposal."
  @Test func anUnplacedSubviewIsSizedForTheContainersProposal() throws {
    // The container takes the 120 × 60 its frame offers: an unplaced colour fills it.
    let framed = try frames(
      ProposalEcho {
        Color.red.accessibilityIdentifier("flexible")
        Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("fixed")
      }
      .frame(width: 120, height: 60),
      size: CGSize(width: 200, height: 100), ["flexible", "fixed"])
    #expect(framed[0] == CGRect(x: 40, y: 20, width: 120, height: 60))
    #expect(framed[1] == CGRect(x: 85, y: 35, width: 30, height: 30))
    // The container is 50 × 50 whatever it is offered; the unplaced colour is still sized for
    // the 200 × 100 offer, centred on the container's centre (100, 50).
    let square = try frames(
      FixedSquare { Color.red.accessibilityIdentifier("flexible") }
        .accessibilityIdentifier("square"),
      size: CGSize(width: 200, height: 100), ["square", "flexible"])
    #expect(square[0] == CGRect(x: 75, y: 25, width: 50, height: 50))
    #expect(square[1] == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func dimensionsGiveTheSizeAndGuidesForAProposal() throws {
    let view = LeadingAtHundred {
      Color.red.accessibilityIdentifier("plain")
      Color.green.alignmentGuide(.leading) { d in d.width / 4 }.accessibilityIdentifier("quarter")
      Color.blue.alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("end")
    }
    let result = try frames(
      view, size: CGSize(width: 200, height: 100), ["plain", "quarter", "end"])
    // Each colour is 40 × 20; its leading guide (0, 10, then 40) goes to x = 100.
    #expect(result[0] == CGRect(x: 100, y: 0, width: 40, height: 20))
    #expect(result[1] == CGRect(x: 90, y: 30, width: 40, height: 20))
    #expect(result[2] == CGRect(x: 60, y: 60, width: 40, height: 20))
  }

  @Test func priorityReadsEachSubviewsLayoutPriority() throws {
    let view = PriorityRow {
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("none")
      Color.green.frame(width: 20, height: 10).layoutPriority(2).accessibilityIdentifier("two")
      Color.blue.frame(width: 30, height: 10).layoutPriority(1).accessibilityIdentifier("one")
    }
    // Priorities 2, 1, 0 from the left: a 60 × 10 row at (70, 45).
    let result = try frames(
      view, size: CGSize(width: 200, height: 100), ["two", "one", "none"])
    #expect(result[0] == CGRect(x: 70, y: 45, width: 20, height: 10))
    #expect(result[1] == CGRect(x: 90, y: 45, width: 30, height: 10))
    #expect(result[2] == CGRect(x: 120, y: 45, width: 10, height: 10))
  }

  // MARK: - Layout's default guides

  /// `Layout.explicitAlignment` documentation: the default "returns the result of merging the
  /// ... alignment guides of all subviews". A custom guide merges as the average.
  @Test func aLayoutsDefaultGuideIsItsSubviewsMerged() throws {
    let view = HStack(alignment: .marker, spacing: 0) {
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("red")
      Pile {
        Color.green.frame(width: 20, height: 40).alignmentGuide(.marker) { _ in 10 }
          .accessibilityIdentifier("a")
        Color.blue.frame(width: 30, height: 60).alignmentGuide(.marker) { _ in 30 }
          .accessibilityIdentifier("b")
      }
    }
    // The pile's marker is (10 + 30) / 2 = 20; the red square's (its centre) meets it, 15
    // below the pile's top. The row is 40 × 60, at (80, 20).
    let result = try frames(view, size: CGSize(width: 200, height: 100), ["red", "a", "b"])
    #expect(result[0] == CGRect(x: 80, y: 35, width: 10, height: 10))
    #expect(result[1] == CGRect(x: 90, y: 20, width: 20, height: 40))
    #expect(result[2] == CGRect(x: 90, y: 20, width: 30, height: 60))
  }

  @Test func aLayoutPassesItsTextsBaselineOnAsAStackDoes() throws {
    let size = CGSize(width: 300, height: 100)
    let ids = ["big", "small"]
    let wrapped = try frames(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("Big").font(.system(size: 30)).accessibilityIdentifier("big")
        Pile { Text("small").font(.system(size: 12)).accessibilityIdentifier("small") }
      }, size: size, ids)
    let plain = try frames(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("Big").font(.system(size: 30)).accessibilityIdentifier("big")
        Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
      }, size: size, ids)
    #expect(wrapped == plain)
    // On the baseline, not the bottom edge.
    #expect(wrapped[0].maxY != wrapped[1].maxY)
  }

  /// Edge guides are not passed out of a container (see `StackFidelityTests`): a subview's
  /// `.top` moved 10 points down does not move the layout's top.
  @Test func aLayoutDoesNotPassAnEdgeGuideOn() throws {
    let view = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("red")
      Pile {
        Color.green.frame(width: 20, height: 40).alignmentGuide(.top) { _ in 10 }
          .accessibilityIdentifier("inner")
      }
    }
    let result = try frames(view, size: CGSize(width: 200, height: 100), ["red", "inner"])
    #expect(result[0] == CGRect(x: 85, y: 30, width: 10, height: 10))
    #expect(result[1] == CGRect(x: 95, y: 30, width: 20, height: 40))
  }

  // MARK: - AnyLayout

  @Test func anyLayoutKeepsTheWrappedStacksAlignmentAndSpacing() throws {
    func pair(_ layout: AnyLayout) throws -> [CGRect] {
      try frames(
        layout {
          Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("b")
        }, size: CGSize(width: 200, height: 100), ["a", "b"])
    }
    // 50 × 34 (20 + 4 + 10), leading edges together, at (75, 33).
    let column = try pair(AnyLayout(VStackLayout(alignment: .leading, spacing: 4)))
    #expect(
      column == [
        CGRect(x: 75, y: 33, width: 50, height: 20), CGRect(x: 75, y: 57, width: 30, height: 10),
      ])
    // 100 × 20 (50 + 20 + 30), bottoms together, at (50, 40).
    let row = try pair(AnyLayout(HStackLayout(alignment: .bottom, spacing: 20)))
    #expect(
      row == [
        CGRect(x: 50, y: 40, width: 50, height: 20), CGRect(x: 120, y: 50, width: 30, height: 10),
      ])
    // 50 × 20, top-leading corners together, at (75, 40).
    let layers = try pair(AnyLayout(ZStackLayout(alignment: .topLeading)))
    #expect(
      layers == [
        CGRect(x: 75, y: 40, width: 50, height: 20), CGRect(x: 75, y: 40, width: 30, height: 10),
      ])
  }

  // MARK: - ViewThatFits

  /// `ViewThatFits.init(in:content:)`: "If `axes` is an empty set, `ViewThatFits` uses the
  /// first child view."
  @Test func viewThatFitsWithNoAxesShowsTheFirstChild() throws {
    let host = ViewHost(
      ViewThatFits(in: []) {
        Color.red.frame(width: 500, height: 20).accessibilityIdentifier("wide")
        Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("narrow")
      }, size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "wide") == CGRect(x: -150, y: 40, width: 500, height: 20))
    #expect(host.frame(of: "narrow") == nil)
  }

  @Test func viewThatFitsAskedForItsIdealSizeShowsTheFirstChild() throws {
    // An unspecified proposal sets no limit: the first child fits.
    let host = ViewHost(
      ViewThatFits {
        Color.red.frame(width: 500, height: 20).accessibilityIdentifier("wide")
        Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("narrow")
      }
      .fixedSize(), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "wide") == CGRect(x: -150, y: 40, width: 500, height: 20))
    #expect(host.frame(of: "narrow") == nil)
  }

  @Test func viewThatFitsComparesIdealSizesThenSizesTheChoiceForTheProposal() throws {
    func view() -> some View {
      ViewThatFits(in: .horizontal) {
        Color.red.frame(minWidth: 100, idealWidth: 150, maxWidth: 300)
          .accessibilityIdentifier("flexible")
        Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("small")
      }
    }
    // Ideal width 150 fits in 200: the flexible child is shown, sized for 200 × 100.
    let wide = ViewHost(view(), size: CGSize(width: 200, height: 100))
    #expect(wide.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(wide.frame(of: "small") == nil)
    // In 120 the ideal 150 does not fit, though the minimum 100 would.
    let narrow = ViewHost(view(), size: CGSize(width: 120, height: 100))
    #expect(narrow.frame(of: "small") == CGRect(x: 35, y: 40, width: 50, height: 20))
    #expect(narrow.frame(of: "flexible") == nil)
  }

  @Test func viewThatFitsFallsBackFromALongTextToAShortOne() throws {
    func view() -> some View {
      ViewThatFits(in: .horizontal) {
        Text("A label much too long for a narrow column").accessibilityIdentifier("long")
        Text("Short").accessibilityIdentifier("short")
      }
    }
    let roomy = ViewHost(view(), size: CGSize(width: 1000, height: 100))
    let long = try #require(roomy.frame(of: "long"))
    #expect(roomy.frame(of: "short") == nil)
    #expect(long.width > 120)
    // Narrower than the long text's one line: the long text would wrap, so it does not fit.
    let narrow = ViewHost(view(), size: CGSize(width: 120, height: 100))
    let short = try #require(narrow.frame(of: "short"))
    #expect(narrow.frame(of: "long") == nil)
    #expect(short.width <= 120)
  }

  // MARK: - LazyVGrid

  /// objc.io's quiz 1: a fixed column keeps its 70; the adaptive column gets the rest, 122,
  /// and fits two 40-point cells: (122 − 8) / 2 = 57 each.
  @Test func aFixedAndAnAdaptiveColumn() throws {
    let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
      ForEach(0..<3, id: \.self) { index in
        Color.blue.frame(height: 40).accessibilityIdentifier("cell\(index)")
      }
    }
    .accessibilityIdentifier("grid")
    let result = try frames(
      view, size: CGSize(width: 200, height: 100), ["grid", "cell0", "cell1", "cell2"])
    #expect(result[0] == CGRect(x: 0, y: 30, width: 200, height: 40))
    #expect(result[1] == CGRect(x: 0, y: 30, width: 70, height: 40))
    #expect(result[2] == CGRect(x: 78, y: 30, width: 57, height: 40))
    #expect(result[3] == CGRect(x: 143, y: 30, width: 57, height: 40))
  }

  /// "Predict LazyVGrid layout": flexible columns of minimum 100 and 180 in 300. The first
  /// pass offers each (300 − 8) / 2 = 146: 146 and 180, a grid of 334. The second pass
  /// divides 334: (334 − 8) / 2 = 163 and 180, drawn from the grid's leading edge.
  @Test func flexibleMinimumsOverflowAndTheSecondPassWidensTheFirstColumn() throws {
    let view = LazyVGrid(
      columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
    ) {
      Color.blue.frame(height: 40).accessibilityIdentifier("cell0")
      Color.blue.frame(height: 40).accessibilityIdentifier("cell1")
    }
    .accessibilityIdentifier("grid")
    let result = try frames(
      view, size: CGSize(width: 300, height: 100), ["grid", "cell0", "cell1"])
    // The 334-point grid is centred on the 300-point canvas: x = −17.
    #expect(result[0] == CGRect(x: -17, y: 30, width: 334, height: 40))
    #expect(result[1] == CGRect(x: -17, y: 30, width: 163, height: 40))
    #expect(result[2] == CGRect(x: 154, y: 30, width: 180, height: 40))
  }

  /// `LazyHGrid` is the same algorithm across its height: the case above turned on its side.
  @Test func aHorizontalGridSizesItsRowsTheSameWay() throws {
    let view = LazyHGrid(
      rows: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
    ) {
      Color.blue.frame(width: 40).accessibilityIdentifier("cell0")
      Color.blue.frame(width: 40).accessibilityIdentifier("cell1")
    }
    .accessibilityIdentifier("grid")
    let result = try frames(
      view, size: CGSize(width: 100, height: 300), ["grid", "cell0", "cell1"])
    #expect(result[0] == CGRect(x: 30, y: -17, width: 40, height: 334))
    #expect(result[1] == CGRect(x: 30, y: -17, width: 40, height: 163))
    #expect(result[2] == CGRect(x: 30, y: 154, width: 40, height: 180))
  }

  /// A grid is as wide as its columns: capped adaptive cells (four of at most 90) leave a
  /// 384-point grid in 400.
  @Test func aGridIsAsWideAsItsColumns() throws {
    let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 90))]) {
      ForEach(0..<4, id: \.self) { index in
        Color.blue.frame(height: 40).accessibilityIdentifier("cell\(index)")
      }
    }
    .accessibilityIdentifier("grid")
    let result = try frames(
      view, size: CGSize(width: 400, height: 100), ["grid", "cell0", "cell1", "cell3"])
    // (400 + 8) / (80 + 8) → 4 cells; (400 − 24) / 4 = 94, capped at 90: 4 × 90 + 3 × 8.
    #expect(result[0] == CGRect(x: 8, y: 30, width: 384, height: 40))
    #expect(result[1] == CGRect(x: 8, y: 30, width: 90, height: 40))
    #expect(result[2] == CGRect(x: 106, y: 30, width: 90, height: 40))
    #expect(result[3] == CGRect(x: 302, y: 30, width: 90, height: 40))
  }

  @Test func aGridWithACappedColumnLeavesTheRestOfARowToItsSibling() throws {
    let view = HStack(spacing: 0) {
      LazyVGrid(columns: [GridItem(.flexible(maximum: 50))]) {
        Color.blue.frame(height: 40).accessibilityIdentifier("cell")
      }
      .accessibilityIdentifier("grid")
      Color.red.accessibilityIdentifier("rest")
    }
    // Offered 150, the grid takes its one column's 50; the colour the other 250.
    let result = try frames(
      view, size: CGSize(width: 300, height: 100), ["grid", "cell", "rest"])
    #expect(result[0] == CGRect(x: 0, y: 30, width: 50, height: 40))
    #expect(result[1] == CGRect(x: 0, y: 30, width: 50, height: 40))
    #expect(result[2] == CGRect(x: 50, y: 0, width: 250, height: 100))
  }

  @Test func fixedColumnsMakeAGridTheirTotalWidth() throws {
    let view = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(100))]) {
      Color.blue.frame(height: 40).accessibilityIdentifier("cell0")
      Color.blue.frame(height: 40).accessibilityIdentifier("cell1")
    }
    .accessibilityIdentifier("grid")
    let result = try frames(
      view, size: CGSize(width: 300, height: 100), ["grid", "cell0", "cell1"])
    // 60 + 8 + 100 = 168, at x = 66.
    #expect(result[0] == CGRect(x: 66, y: 30, width: 168, height: 40))
    #expect(result[1] == CGRect(x: 66, y: 30, width: 60, height: 40))
    #expect(result[2] == CGRect(x: 134, y: 30, width: 100, height: 40))
  }

  // MARK: - ScrollView

  @Test func aVerticalScrollViewIsAsWideAsItsContentAndAsTallAsOffered() throws {
    let view = ScrollView {
      Color.blue.frame(width: 80, height: 30).accessibilityIdentifier("content")
    }
    .accessibilityIdentifier("scroll")
    let result = try frames(view, size: CGSize(width: 200, height: 100), ["scroll", "content"])
    #expect(result[0] == CGRect(x: 60, y: 0, width: 80, height: 100))
    // Shorter than the viewport, the content starts at its top.
    #expect(result[1] == CGRect(x: 60, y: 0, width: 80, height: 30))
  }

  @Test func aVerticalScrollViewOffersItsWidthAndAnUnspecifiedHeight() throws {
    let view = ScrollView {
      // A colour offered no height takes its ideal 10; across, it takes the 200 offered.
      Color.blue.accessibilityIdentifier("ideal")
      Color.red.frame(height: 300).accessibilityIdentifier("tall")
    }
    .accessibilityIdentifier("scroll")
    let result = try frames(
      view, size: CGSize(width: 200, height: 100), ["scroll", "ideal", "tall"])
    #expect(result[0] == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(result[1] == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(result[2] == CGRect(x: 0, y: 18, width: 200, height: 300))
  }

  @Test func aHorizontalScrollViewIsAsTallAsItsContentAndAsWideAsOffered() throws {
    let view = ScrollView(.horizontal) {
      Color.blue.frame(width: 500, height: 40).accessibilityIdentifier("content")
    }
    .accessibilityIdentifier("scroll")
    let result = try frames(view, size: CGSize(width: 200, height: 100), ["scroll", "content"])
    #expect(result[0] == CGRect(x: 0, y: 30, width: 200, height: 40))
    #expect(result[1] == CGRect(x: 0, y: 30, width: 500, height: 40))
  }

  @Test func aScrollViewWithAMaximumHeightTakesIt() throws {
    let view = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { index in
          Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("row\(index)")
        }
      }
    }
    .frame(maxHeight: 60)
    .accessibilityIdentifier("scroll")
    // Offered min(100, 60) = 60 high; 50 wide, its content's width.
    let result = try frames(
      view, size: CGSize(width: 200, height: 100), ["scroll", "row0", "row4"])
    #expect(result[0] == CGRect(x: 75, y: 20, width: 50, height: 60))
    #expect(result[1] == CGRect(x: 75, y: 20, width: 50, height: 20))
    #expect(result[2] == CGRect(x: 75, y: 100, width: 50, height: 20))
  }

  @Test func aScrollViewInAColumnTakesTheHeightLeft() throws {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 200, height: 30).accessibilityIdentifier("header")
      ScrollView {
        Color.blue.frame(height: 500).accessibilityIdentifier("content")
      }
      .accessibilityIdentifier("scroll")
      Color.green.frame(width: 200, height: 20).accessibilityIdentifier("footer")
    }
    let result = try frames(
      view, size: CGSize(width: 200, height: 200), ["header", "scroll", "content", "footer"])
    #expect(result[0] == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(result[1] == CGRect(x: 0, y: 30, width: 200, height: 150))
    #expect(result[2] == CGRect(x: 0, y: 30, width: 200, height: 500))
    #expect(result[3] == CGRect(x: 0, y: 180, width: 200, height: 20))
  }
}
