import Easel
import EaselTesting
import Foundation
import Testing

// MARK: Layouts and views used by the tests

/// Chips in rows, filled greedily left to right: a chip that does not fit the proposed width
/// after the ones already in the row starts a new row; the last, partial row is kept. The
/// layout is as wide as its widest row and as tall as its rows plus the spacing between them.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8
  var rowSpacing: CGFloat = 10

  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  func rows(within width: CGFloat?, subviews: Subviews) -> [Row] {
    let limit = width ?? .infinity
    var rows: [Row] = []
    var current = Row()
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      if !current.indices.isEmpty, needed > limit {
        rows.append(current)
        current = Row(indices: [index], width: size.width, height: size.height)
      } else {
        current.indices.append(index)
        current.width = needed
        current.height = max(current.height, size.height)
      }
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = rows(within: proposal.width, subviews: subviews)
    var width: CGFloat = 0
    var height: CGFloat = 0
    for row in rows {
      width = max(width, row.width)
      height += row.height
    }
    height += CGFloat(max(rows.count - 1, 0)) * rowSpacing
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for row in rows(within: proposal.width, subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + rowSpacing
    }
  }
}

private let chipWidths: [CGFloat] = [80, 120, 60, 100, 90, 140, 70, 110, 50, 130]
private let chipHeights: [CGFloat] = [30, 40, 30, 30, 50, 30, 30, 30, 40, 30]

/// Ten chips of fixed sizes in a flow layout, tagged `chip0` … `chip9`.
private struct Chips: View {
  var body: some View {
    FlowLayout {
      ForEach(0..<10) { index in
        Color.blue.frame(width: chipWidths[index], height: chipHeights[index])
          .accessibilityIdentifier("chip\(index)")
      }
    }
  }
}

/// A bar whose width is 10 plus a counter kept in `@State`.
private struct Tally: View {
  let probe: Probe<Int>
  @State private var count = 0

  var body: some View {
    probe.binding = $count
    return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("tally")
  }
}

/// Switches its subviews between a horizontal and a vertical layout through `AnyLayout`.
private struct Switchable: View {
  let axis: Probe<Bool>
  let tally: Probe<Int>
  @State private var horizontal = true

  var body: some View {
    axis.binding = $horizontal
    let layout =
      horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
    return layout {
      Tally(probe: tally)
      Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("square")
    }
  }
}

/// Counts what a layout is asked to do.
@MainActor
private final class LayoutLog {
  var makes = 0
  var updates = 0
  var sizings = 0
  var placements = 0
  var cacheValues: [Int] = []
}

/// Lays its subviews side by side without spacing, counting its cache's life.
private struct CountingLayout: Layout {
  let log: LayoutLog

  func makeCache(subviews: Subviews) -> Int {
    log.makes += 1
    return 0
  }

  func updateCache(_ cache: inout Int, subviews: Subviews) {
    log.updates += 1
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    log.sizings += 1
    cache += 1
    log.cacheValues.append(cache)
    var size = CGSize.zero
    for subview in subviews {
      let child = subview.sizeThatFits(.unspecified)
      size.width += child.width
      size.height = max(size.height, child.height)
    }
    return size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int
  ) {
    log.placements += 1
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += size.width
    }
  }
}

private struct CachedRow: View {
  let log: LayoutLog
  let tally: Probe<Int>
  let outer: Probe<Int>
  @State private var extra = 0

  var body: some View {
    outer.binding = $extra
    return CountingLayout(log: log) {
      Tally(probe: tally)
      Color.blue.frame(width: CGFloat(20 + extra), height: 20).accessibilityIdentifier("square")
    }
  }
}

private struct Column: LayoutValueKey {
  static let defaultValue = 0
}

/// Puts each subview's top-leading corner at x = 50 × its `Column` value, at the top.
private struct ColumnLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 200, height: 40)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let x = bounds.minX + CGFloat(subview[Column.self]) * 50
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Takes the whole proposal and places only its first subview, at its top-leading corner.
private struct FirstOnlyLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

/// Places three subviews by anchors: the first's centre at the centre, the second's
/// bottom-trailing corner at the bottom-trailing corner, the third's bottom-centre 50 points
/// below the top-centre, proposed 60 × 10.
private struct AnchoredLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews[0].place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    subviews[1].place(
      at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
      proposal: .unspecified)
    subviews[2].place(
      at: CGPoint(x: bounds.midX, y: bounds.minY + 50), anchor: .bottom,
      proposal: ProposedViewSize(width: 60, height: 10))
  }
}

/// Shows its one subview 24 points in from its leading edge, and says its leading guide is
/// there too.
private struct IndentedLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews[0].sizeThatFits(.unspecified)
    return CGSize(width: size.width + 24, height: size.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews[0].place(at: CGPoint(x: bounds.minX + 24, y: bounds.minY), proposal: .unspecified)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 24 : nil
  }
}

/// A layout that asks for no spacing around itself and stacks nothing (subviews go to the
/// centre).
private struct ZeroSpacingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 10, height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Records the spacing preferences of its subviews.
private struct SpacingProbeLayout: Layout {
  let record: SpacingRecord

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    record.spacings = []
    for subview in subviews { record.spacings.append(subview.spacing) }
    return CGSize(width: 10, height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

@MainActor
private final class SpacingRecord {
  var spacings: [ViewSpacing] = []
}

/// The content of the stack comparison trees.
private struct MixedRow: View {
  var body: some View {
    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
    Spacer(minLength: 12).accessibilityIdentifier("gap")
    Color.green.frame(minWidth: 30, maxWidth: 120, minHeight: 10, maxHeight: 40)
      .accessibilityIdentifier("flex")
    Color.blue.frame(minWidth: 40, maxWidth: 100).frame(height: 60).layoutPriority(1)
      .accessibilityIdentifier("b")
  }
}

private struct MixedColumn: View {
  var body: some View {
    Color.red.frame(width: 80, height: 20).accessibilityIdentifier("a")
    Spacer().accessibilityIdentifier("gap")
    Color.green.frame(height: 30).accessibilityIdentifier("flex")
    Text("Caption").accessibilityIdentifier("b")
  }
}

private struct BaselineRow: View {
  var body: some View {
    Text("Small").font(.system(size: 12)).accessibilityIdentifier("a")
    Text("Large").font(.system(size: 30)).accessibilityIdentifier("b")
    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("flex")
  }
}

private struct Layers: View {
  var body: some View {
    Color.red.frame(width: 100, height: 80).accessibilityIdentifier("a")
    Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
    Color.green.frame(maxWidth: 150, maxHeight: 30).accessibilityIdentifier("flex")
  }
}

/// The frames of the views tagged `identifiers` in `view` hosted at `size`.
@MainActor
private func frames<V: View>(
  _ view: V, size: CGSize, _ identifiers: [String] = ["a", "gap", "flex", "b"]
) -> [String: CGRect] {
  let host = ViewHost(view, size: size)
  var result: [String: CGRect] = [:]
  for identifier in identifiers {
    if let frame = host.frame(of: identifier) { result[identifier] = frame }
  }
  return result
}

// MARK: Tests

/// Custom layouts on the `Layout` protocol, the built-in stack layouts, `AnyLayout` and
/// `ViewThatFits`. Frames are worked out by hand: the root is proposed the canvas and centred
/// in it (frames land on whole points at scale 1, halves rounding up).
@MainActor
@Suite struct CustomLayoutTests {
  private func expectChips(at width: CGFloat, _ expected: [CGRect]) {
    let host = ViewHost(Chips(), size: CGSize(width: width, height: 600))
    for index in expected.indices {
      #expect(host.frame(of: "chip\(index)") == expected[index], "chip\(index) at \(width)")
    }
  }

  @Test func flowLayoutAt320() {
    // Rows [80 120 60] = 276, [100 90] = 198, [140 70] = 218, [110 50 130] = 306; heights
    // 40, 50, 30, 40 plus 3 × 10 = 190. The layout is 306 × 190, at (7, 205).
    expectChips(
      at: 320,
      [
        CGRect(x: 7, y: 205, width: 80, height: 30),
        CGRect(x: 95, y: 205, width: 120, height: 40),
        CGRect(x: 223, y: 205, width: 60, height: 30),
        CGRect(x: 7, y: 255, width: 100, height: 30),
        CGRect(x: 115, y: 255, width: 90, height: 50),
        CGRect(x: 7, y: 315, width: 140, height: 30),
        CGRect(x: 155, y: 315, width: 70, height: 30),
        CGRect(x: 7, y: 355, width: 110, height: 30),
        CGRect(x: 125, y: 355, width: 50, height: 40),
        CGRect(x: 183, y: 355, width: 130, height: 30),
      ])
  }

  @Test func flowLayoutAt375() {
    // Rows [80 120 60] = 276, [100 90 140] = 346, [70 110 50] = 246, [130]; heights 40, 50,
    // 40, 30 plus 30 = 190. The layout is 346 × 190 at x = 14.5, which rounds to 15.
    expectChips(
      at: 375,
      [
        CGRect(x: 15, y: 205, width: 80, height: 30),
        CGRect(x: 103, y: 205, width: 120, height: 40),
        CGRect(x: 231, y: 205, width: 60, height: 30),
        CGRect(x: 15, y: 255, width: 100, height: 30),
        CGRect(x: 123, y: 255, width: 90, height: 50),
        CGRect(x: 221, y: 255, width: 140, height: 30),
        CGRect(x: 15, y: 315, width: 70, height: 30),
        CGRect(x: 93, y: 315, width: 110, height: 30),
        CGRect(x: 211, y: 315, width: 50, height: 40),
        CGRect(x: 15, y: 365, width: 130, height: 30),
      ])
  }

  @Test func flowLayoutAt768() {
    // Rows [80 120 60 100 90 140 70] = 708 (adding 110 would make 826), [110 50 130] = 306;
    // heights 50 and 40 plus 10 = 100. The layout is 708 × 100, at (30, 250).
    expectChips(
      at: 768,
      [
        CGRect(x: 30, y: 250, width: 80, height: 30),
        CGRect(x: 118, y: 250, width: 120, height: 40),
        CGRect(x: 246, y: 250, width: 60, height: 30),
        CGRect(x: 314, y: 250, width: 100, height: 30),
        CGRect(x: 422, y: 250, width: 90, height: 50),
        CGRect(x: 520, y: 250, width: 140, height: 30),
        CGRect(x: 668, y: 250, width: 70, height: 30),
        CGRect(x: 30, y: 310, width: 110, height: 30),
        CGRect(x: 148, y: 310, width: 50, height: 40),
        CGRect(x: 206, y: 310, width: 130, height: 30),
      ])
  }

  @Test(arguments: [CGSize(width: 300, height: 100), CGSize(width: 150, height: 100)])
  func hStackLayoutAgreesWithHStack(size: CGSize) {
    let stack = frames(HStack(alignment: .bottom, spacing: 6) { MixedRow() }, size: size)
    let layout = frames(HStackLayout(alignment: .bottom, spacing: 6) { MixedRow() }, size: size)
    #expect(stack.count == 4)
    #expect(layout == stack)
  }

  @Test func hStackLayoutMatchesHandWorkedFrames() {
    // 300 − 3 × 6 = 282. b (priority 1) goes first, keeping back the others' minimums
    // (50 + 12 + 30): offered 190, it takes its maximum, 100. The rest share 182 by
    // flexibility: a takes 50, flex is offered 132 / 2 = 66, the spacer the last 66. Bottoms
    // meet at 60; the row is 300 × 60, at y = 20.
    let result = frames(
      HStackLayout(alignment: .bottom, spacing: 6) { MixedRow() },
      size: CGSize(width: 300, height: 100))
    #expect(result["a"] == CGRect(x: 0, y: 60, width: 50, height: 20))
    #expect(result["gap"] == CGRect(x: 56, y: 80, width: 66, height: 0))
    #expect(result["flex"] == CGRect(x: 128, y: 40, width: 66, height: 40))
    #expect(result["b"] == CGRect(x: 200, y: 20, width: 100, height: 60))
  }

  @Test(arguments: [CGSize(width: 200, height: 300), CGSize(width: 60, height: 80)])
  func vStackLayoutAgreesWithVStack(size: CGSize) {
    let stack = frames(VStack(alignment: .leading) { MixedColumn() }, size: size)
    let layout = frames(VStackLayout(alignment: .leading) { MixedColumn() }, size: size)
    #expect(stack.count == 4)
    #expect(layout == stack)
  }

  @Test func baselineAlignedHStackLayoutAgreesWithHStack() {
    let size = CGSize(width: 300, height: 100)
    let stack = frames(HStack(alignment: .firstTextBaseline) { BaselineRow() }, size: size)
    let layout = frames(
      HStackLayout(alignment: .firstTextBaseline) { BaselineRow() }, size: size)
    #expect(stack.count == 3)
    #expect(layout == stack)
    // The two texts are not top-aligned: their baselines are.
    #expect(stack["a"]?.minY != stack["b"]?.minY)
  }

  @Test func zStackLayoutAgreesWithZStack() {
    let size = CGSize(width: 200, height: 200)
    let stack = frames(ZStack(alignment: .bottomTrailing) { Layers() }, size: size)
    let layout = frames(ZStackLayout(alignment: .bottomTrailing) { Layers() }, size: size)
    #expect(stack.count == 3)
    #expect(layout == stack)
    // 150 × 80 (flex is 150 × 30), at (25, 60): b's bottom-trailing corner is the stack's.
    #expect(layout["b"] == CGRect(x: 155, y: 130, width: 20, height: 10))
  }

  @Test func nestedStackLayoutPassesGuidesToItsParent() {
    // A stack layout inside a stack: the outer VStack aligns it on the leading guide, and on
    // the text baseline inside an HStack.
    let size = CGSize(width: 300, height: 200)
    let stack = frames(
      VStack(alignment: .leading) {
        HStack(alignment: .firstTextBaseline) { BaselineRow() }
        Color.gray.frame(width: 200, height: 10).accessibilityIdentifier("gap")
      }, size: size)
    let layout = frames(
      VStack(alignment: .leading) {
        HStackLayout(alignment: .firstTextBaseline) { BaselineRow() }
        Color.gray.frame(width: 200, height: 10).accessibilityIdentifier("gap")
      }, size: size)
    #expect(stack.count == 4)
    #expect(layout == stack)
  }

  @Test func anyLayoutSwitchKeepsSubviewState() {
    let axis = Probe<Bool>()
    let tally = Probe<Int>()
    let host = ViewHost(
      Switchable(axis: axis, tally: tally), size: CGSize(width: 200, height: 200))
    // Horizontal: 10 + 20 wide, 20 high, centred at (85, 90); the tally is centred across.
    #expect(host.frame(of: "tally") == CGRect(x: 85, y: 95, width: 10, height: 10))
    #expect(host.frame(of: "square") == CGRect(x: 95, y: 90, width: 20, height: 20))
    tally.set(6)
    host.update()
    #expect(host.frame(of: "tally") == CGRect(x: 82, y: 95, width: 16, height: 10))
    #expect(host.frame(of: "square") == CGRect(x: 98, y: 90, width: 20, height: 20))
    axis.set(false)
    host.update()
    // Vertical: 20 wide, 10 + 20 high, at (90, 85); the tally keeps its count of 6.
    #expect(tally.value == 6)
    #expect(host.frame(of: "tally") == CGRect(x: 92, y: 85, width: 16, height: 10))
    #expect(host.frame(of: "square") == CGRect(x: 90, y: 95, width: 20, height: 20))
    axis.set(true)
    host.update()
    #expect(host.frame(of: "tally") == CGRect(x: 82, y: 95, width: 16, height: 10))
  }

  @Test func anyLayoutOrientsSpacersLikeTheLayoutItWraps() {
    func row(_ layout: AnyLayout) -> some View {
      layout {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
        Spacer()
        Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("last")
      }
    }
    let size = CGSize(width: 300, height: 100)
    let horizontal = ViewHost(row(AnyLayout(HStackLayout(spacing: 0))), size: size)
    #expect(horizontal.frame(of: "first") == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(horizontal.frame(of: "last") == CGRect(x: 270, y: 40, width: 30, height: 20))
    let vertical = ViewHost(row(AnyLayout(VStackLayout(spacing: 0))), size: size)
    #expect(vertical.frame(of: "first") == CGRect(x: 125, y: 0, width: 50, height: 20))
    #expect(vertical.frame(of: "last") == CGRect(x: 135, y: 80, width: 30, height: 20))
  }

  @Test func cacheIsMadeOnceAndKeptAcrossLayoutPasses() {
    let log = LayoutLog()
    let tally = Probe<Int>()
    let outer = Probe<Int>()
    let host = ViewHost(
      CachedRow(log: log, tally: tally, outer: outer), size: CGSize(width: 200, height: 100))
    // 10 + 20 wide, 20 high, at (85, 40).
    #expect(host.frame(of: "square") == CGRect(x: 95, y: 40, width: 20, height: 20))
    let firstSizings = log.sizings
    // A subview's state changes: the same container lays out again with the same cache.
    tally.set(4)
    host.update()
    #expect(host.frame(of: "tally") == CGRect(x: 83, y: 40, width: 14, height: 10))
    tally.set(10)
    host.update()
    #expect(host.frame(of: "square") == CGRect(x: 100, y: 40, width: 20, height: 20))
    #expect(log.sizings > firstSizings)
    #expect(log.placements >= 3)
    #expect(log.makes == 1)
    #expect(log.updates == 0)
    // The container itself is made again: its cache is updated, not made anew.
    outer.set(10)
    host.update()
    #expect(host.frame(of: "square") == CGRect(x: 95, y: 40, width: 30, height: 20))
    #expect(log.makes == 1)
    #expect(log.updates == 1)
    // The cache's value carried across every pass: each sizing counted up from the last.
    #expect(log.cacheValues == Array(1...log.cacheValues.count))
  }

  @Test func layoutReadsLayoutValuesThroughModifiers() {
    let view = ColumnLayout {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("three")
        .layoutValue(key: Column.self, value: 3)
      Color.green.frame(width: 20, height: 20).accessibilityIdentifier("default")
      Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("padded")
        .layoutValue(key: Column.self, value: 1)
        .padding(5)
      Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("outer")
        .layoutValue(key: Column.self, value: 1)
        .layoutValue(key: Column.self, value: 2)
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 40))
    #expect(host.frame(of: "three") == CGRect(x: 150, y: 0, width: 20, height: 20))
    #expect(host.frame(of: "default") == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(host.frame(of: "padded") == CGRect(x: 55, y: 5, width: 20, height: 20))
    #expect(host.frame(of: "outer") == CGRect(x: 100, y: 0, width: 20, height: 20))
  }

  @Test(arguments: [
    (CGFloat(600), "wide", CGRect(x: 50, y: 40, width: 500, height: 20)),
    (400, "medium", CGRect(x: 50, y: 30, width: 300, height: 40)),
    (200, "narrow", CGRect(x: 50, y: 20, width: 100, height: 60)),
    (50, "narrow", CGRect(x: -25, y: 20, width: 100, height: 60)),
  ])
  func viewThatFitsShowsTheFirstChildThatFits(width: CGFloat, shown: String, frame: CGRect) {
    let view = ViewThatFits(in: .horizontal) {
      Color.red.frame(width: 500, height: 20).accessibilityIdentifier("wide")
      Color.green.frame(width: 300, height: 40).accessibilityIdentifier("medium")
      Color.blue.frame(width: 100, height: 60).accessibilityIdentifier("narrow")
    }
    let host = ViewHost(view, size: CGSize(width: width, height: 100))
    #expect(host.frame(of: shown) == frame)
    for other in ["wide", "medium", "narrow"] where other != shown {
      #expect(host.frame(of: other) == nil, "\(other) is not shown at \(width)")
    }
  }

  @Test func viewThatFitsChecksOnlyTheConstrainedAxes() {
    func view() -> some View {
      ViewThatFits(in: .vertical) {
        Color.red.frame(width: 1000, height: 50).accessibilityIdentifier("tall")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("short")
      }
    }
    // Too wide for 200 points, but width is not constrained.
    let roomy = ViewHost(view(), size: CGSize(width: 200, height: 100))
    #expect(roomy.frame(of: "tall") == CGRect(x: -400, y: 25, width: 1000, height: 50))
    #expect(roomy.frame(of: "short") == nil)
    let low = ViewHost(view(), size: CGSize(width: 200, height: 40))
    #expect(low.frame(of: "short") == CGRect(x: 95, y: 15, width: 10, height: 10))
    #expect(low.frame(of: "tall") == nil)
  }

  @Test func unplacedSubviewsGoToTheCentreSizedForTheContainersProposal() {
    let view = FirstOnlyLayout {
      Color.red.frame(width: 30, height: 30).accessibilityIdentifier("placed")
      Color.green.frame(width: 40, height: 20).accessibilityIdentifier("fixed")
      Color.blue.accessibilityIdentifier("flexible")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "placed") == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(host.frame(of: "fixed") == CGRect(x: 80, y: 40, width: 40, height: 20))
    // `LayoutSubview.place` documentation: an unplaced subview "appears at the center of its
    // layout container and uses the layout container's size proposal", here 200 × 100.
    #expect(host.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func placeAnchorsTheSubviewAtThePoint() {
    let view = AnchoredLayout {
      Color.red.frame(width: 30, height: 20).accessibilityIdentifier("centre")
      Color.green.frame(width: 40, height: 10).accessibilityIdentifier("corner")
      Color.blue.accessibilityIdentifier("proposed")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "centre") == CGRect(x: 85, y: 40, width: 30, height: 20))
    #expect(host.frame(of: "corner") == CGRect(x: 160, y: 90, width: 40, height: 10))
    #expect(host.frame(of: "proposed") == CGRect(x: 70, y: 40, width: 60, height: 10))
  }

  @Test func parentAlignsOnTheLayoutsExplicitGuide() {
    let view = VStack(alignment: .leading, spacing: 0) {
      IndentedLayout {
        Color.red.frame(width: 100, height: 20).accessibilityIdentifier("inner")
      }
      Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("below")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    // Leading guides meet at 24 points into the layout: the stack is 124 × 30, at (38, 35).
    #expect(host.frame(of: "inner") == CGRect(x: 62, y: 35, width: 100, height: 20))
    #expect(host.frame(of: "below") == CGRect(x: 62, y: 55, width: 50, height: 10))
  }

  @Test func viewSpacingMergesEdgeByEdge() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    let trailing = ViewSpacing.zero.union(ViewSpacing(), edges: .trailing)
    #expect(trailing.distance(to: .zero, along: .horizontal) == 8)
    #expect(trailing.distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing.zero.distance(to: trailing, along: .horizontal) == 0)
    var merged = ViewSpacing.zero
    merged.formUnion(ViewSpacing(), edges: .top)
    #expect(ViewSpacing.zero.distance(to: merged, along: .vertical) == 8)
  }

  @Test func subviewsReportTheirSpacing() {
    let record = SpacingRecord()
    let view = SpacingProbeLayout(record: record) {
      Color.red.frame(width: 10, height: 10)
      ZeroSpacingLayout { Color.blue }
      HStackLayout { Color.green }
    }
    _ = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(record.spacings == [ViewSpacing(), .zero, ViewSpacing()])
  }
}
