import Easel
import EaselTesting
import Foundation
import Testing

/// Anchor preferences: a view's geometry handed up as an `Anchor`, read in
/// `overlayPreferenceValue`/`backgroundPreferenceValue` and resolved by a `GeometryProxy` in
/// its own coordinates, through padding, offsets (animated too) and scrolling.
@MainActor
@Suite struct AnchorPreferenceTests {
  /// The bounds of the selected view.
  struct SelectedBounds: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  /// Every anchor set, in order.
  struct Points: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
      value += nextValue()
    }
  }

  struct Rects: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] { [:] }
    static func reduce(
      value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]
    ) {
      value.merge(nextValue()) { $1 }
    }
  }

  /// What readers resolved, by name.
  @MainActor final class Resolved {
    var rects: [String: CGRect] = [:]
    var points: [CGPoint] = []
  }

  /// An underline under the selected bounds, in the overlay's coordinates.
  struct Underline: View {
    let anchor: Anchor<CGRect>?
    var body: some View {
      GeometryReader { proxy in
        if let anchor {
          Rectangle()
            .frame(width: proxy[anchor].width, height: 2)
            .accessibilityIdentifier("underline")
            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
        }
      }
    }
  }

  /// Three tabs 40, 60 and 80 wide, 10 apart, with 20 points of padding; a tap selects.
  struct Tabs: View {
    @State var selected = 0
    var body: some View {
      HStack(spacing: 10) {
        ForEach(0..<3) { index in
          Color.gray.frame(width: CGFloat(40 + 20 * index), height: 30)
            .accessibilityIdentifier("tab\(index)")
            .onTapGesture { selected = index }
            .anchorPreference(key: SelectedBounds.self, value: .bounds) {
              selected == index ? $0 : nil
            }
        }
      }
      .padding(20)
      .overlayPreferenceValue(SelectedBounds.self) { anchor in Underline(anchor: anchor) }
    }
  }

  @Test func theUnderlineFollowsTheTappedTab() throws {
    let host = ViewHost(Tabs(), size: CGSize(width: 300, height: 200))
    // 240 × 70 centred: the tabs start at (50, 85); the first is 40 wide.
    #expect(host.frame(of: "tab0") == CGRect(x: 50, y: 85, width: 40, height: 30))
    #expect(host.frame(of: "underline") == CGRect(x: 50, y: 115, width: 40, height: 2))
    #expect(host.tap("tab2"))
    #expect(host.frame(of: "underline") == CGRect(x: 170, y: 115, width: 80, height: 2))
    #expect(host.tap("tab1"))
    #expect(host.frame(of: "underline") == CGRect(x: 100, y: 115, width: 60, height: 2))
  }

  /// Tabs whose selection changes with a one-second linear animation; the underline is
  /// drawn by a view of its own, or by a `GeometryReader` right in the overlay's closure.
  struct AnimatedTabs: View {
    let inline: Bool
    @State var selected = 0
    var body: some View {
      HStack(spacing: 10) {
        ForEach(0..<3) { index in
          Color.gray.frame(width: CGFloat(40 + 20 * index), height: 30)
            .accessibilityIdentifier("tab\(index)")
            .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
            .anchorPreference(key: SelectedBounds.self, value: .bounds) {
              selected == index ? $0 : nil
            }
        }
      }
      .padding(20)
      .overlayPreferenceValue(SelectedBounds.self) { anchor in
        if inline {
          GeometryReader { proxy in
            if let anchor {
              Rectangle()
                .frame(width: proxy[anchor].width, height: 2)
                .accessibilityIdentifier("underline")
                .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
            }
          }
        } else {
          Underline(anchor: anchor)
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func theUnderlineGlidesWithTheSelectionsAnimation(inline: Bool) throws {
    let host = ViewHost(AnimatedTabs(inline: inline), size: CGSize(width: 300, height: 200))
    #expect(host.frame(of: "underline") == CGRect(x: 50, y: 115, width: 40, height: 2))
    #expect(host.tap("tab2"))
    host.advance(by: 0.5)
    // Half way from the first tab (50, 40 wide) to the third (170, 80 wide), as one change.
    #expect(host.frame(of: "underline") == CGRect(x: 110, y: 115, width: 60, height: 2))
    host.advance(by: 0.6)
    #expect(host.frame(of: "underline") == CGRect(x: 170, y: 115, width: 80, height: 2))
    #expect(!host.isAnimating)
  }

  @Test func anchorsResolveInTheReadersCoordinatesThroughPaddingAndOffsets() throws {
    let resolved = Resolved()
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 10, height: 30)
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 20)
          .padding(10)
          .anchorPreference(key: Rects.self, value: .bounds) { ["padded": $0] }
          .offset(x: 15, y: 5)
        Color.blue.frame(width: 20, height: 20)
          .offset(x: 7, y: 0)
          .anchorPreference(key: Rects.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 4)))
        {
          ["inner": $0]
        }
      }
    }
    .padding(12)
    .overlayPreferenceValue(Rects.self, alignment: .topLeading) { anchors in
      GeometryReader { proxy in
        for (name, anchor) in anchors { resolved.rects[name] = proxy[anchor] }
        return Color.clear
      }
    }
    _ = ViewHost(view, size: CGSize(width: 200, height: 200))
    // Inside the 12 points of padding, 30 down: the padded view (70 × 40) is moved by its
    // offset, which is inside the anchor's view.
    #expect(resolved.rects["padded"] == CGRect(x: 27, y: 47, width: 70, height: 40))
    // The second view's offset is inside the view the anchor was taken of: not moved.
    #expect(resolved.rects["inner"] == CGRect(x: 87, y: 57, width: 10, height: 4))
  }

  @Test func pointSourcesResolveToPoints() throws {
    let resolved = Resolved()
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 40, height: 20)
        .anchorPreference(key: Points.self, value: .center) { [$0] }
      Color.red.frame(width: 40, height: 20)
        .anchorPreference(key: Points.self, value: .bottomTrailing) { [$0] }
      Color.red.frame(width: 40, height: 20)
        .anchorPreference(key: Points.self, value: .point(CGPoint(x: 3, y: 4))) { [$0] }
    }
    .overlayPreferenceValue(Points.self) { points in
      GeometryReader { proxy in
        resolved.points = points.map { proxy[$0] }
        return Color.clear
      }
    }
    _ = ViewHost(view, size: CGSize(width: 120, height: 20))
    #expect(
      resolved.points == [CGPoint(x: 20, y: 10), CGPoint(x: 80, y: 20), CGPoint(x: 83, y: 4)])
  }

  @Test func anArrayAndAnOptionalSourceResolveElementByElement() throws {
    struct Corners: PreferenceKey {
      static var defaultValue: Anchor<[CGPoint]>? { nil }
      static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
        value = value ?? nextValue()
      }
    }
    struct Maybe: PreferenceKey {
      static var defaultValue: Anchor<CGPoint?>? { nil }
      static func reduce(value: inout Anchor<CGPoint?>?, nextValue: () -> Anchor<CGPoint?>?) {
        value = value ?? nextValue()
      }
    }
    let resolved = Resolved()
    let view = Color.red.frame(width: 40, height: 20)
      .anchorPreference(
        key: Corners.self,
        value: Anchor.Source([.topLeading, .bottomTrailing, .unitPoint(UnitPoint(x: 0.25, y: 0.5))])
      ) { $0 }
      .anchorPreference(key: Maybe.self, value: Anchor.Source(Optional(.center))) { $0 }
      .padding(10)
      .overlayPreferenceValue(Corners.self) { corners in
        GeometryReader { proxy in
          resolved.points = corners.map { proxy[$0] } ?? []
          return Color.clear
        }
      }
      .backgroundPreferenceValue(Maybe.self) { center in
        GeometryReader { proxy in
          resolved.points.append(contentsOf: center.flatMap { proxy[$0] }.map { [$0] } ?? [])
          return Color.clear
        }
      }
    _ = ViewHost(view, size: CGSize(width: 60, height: 40))
    // The overlay's corners, then the background's centre (the background is made after the
    // overlay, which its content holds).
    #expect(
      resolved.points == [
        CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 30), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 20),
      ])
  }

  @Test func theUnderlineFollowsAnAnimatedOffset() throws {
    struct Sliding: View {
      @State var moved = false
      var body: some View {
        HStack(spacing: 0) {
          Color.gray.frame(width: 40, height: 30)
            .anchorPreference(key: SelectedBounds.self, value: .bounds) { $0 }
            .offset(x: moved ? 100 : 0)
            .animation(.linear(duration: 1), value: moved)
            .onTapGesture { moved.toggle() }
            .accessibilityIdentifier("slider")
          Color.clear.frame(width: 160, height: 30)
        }
        .overlayPreferenceValue(SelectedBounds.self) { anchor in Underline(anchor: anchor) }
      }
    }
    let host = ViewHost(Sliding(), size: CGSize(width: 200, height: 30))
    #expect(host.frame(of: "underline") == CGRect(x: 0, y: 30, width: 40, height: 2))
    #expect(host.tap("slider"))
    host.advance(by: 0.5)
    #expect(host.frame(of: "underline")?.minX == 50)
    host.advance(by: 0.6)
    #expect(host.frame(of: "underline")?.minX == 100)
  }

  @Test func theUnderlineFollowsTabsScrolledUnderIt() throws {
    struct ScrollingTabs: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<6) { index in
              Color.gray.frame(width: 100, height: 30)
                .anchorPreference(key: SelectedBounds.self, value: .bounds) {
                  index == 1 ? $0 : nil
                }
            }
          }
        }
        .frame(width: 200, height: 30)
        .accessibilityIdentifier("scroll")
        .overlayPreferenceValue(SelectedBounds.self) { anchor in Underline(anchor: anchor) }
      }
    }
    let host = ViewHost(ScrollingTabs(), size: CGSize(width: 200, height: 40))
    #expect(host.frame(of: "underline") == CGRect(x: 100, y: 35, width: 100, height: 2))
    #expect(host.scroll("scroll", by: CGSize(width: 30, height: 0)))
    #expect(host.frame(of: "underline") == CGRect(x: 70, y: 35, width: 100, height: 2))
  }

  @Test func transformAnchorPreferenceGathersAndABackgroundDrawsBehind() throws {
    struct Marked: View {
      var body: some View {
        VStack(spacing: 4) {
          ForEach(["a", "b"], id: \.self) { name in
            Color.gray.frame(width: 30, height: 10)
              .transformAnchorPreference(key: Rects.self, value: .bounds) { value, anchor in
                value[name] = anchor
              }
          }
        }
        .padding(5)
        .backgroundPreferenceValue(Rects.self) { rects in
          GeometryReader { proxy in
            ForEach(rects.keys.sorted(), id: \.self) { name in
              Color.yellow
                .frame(width: proxy[rects[name]!].width, height: proxy[rects[name]!].height)
                .accessibilityIdentifier("mark-\(name)")
                .offset(x: proxy[rects[name]!].minX, y: proxy[rects[name]!].minY)
            }
          }
        }
      }
    }
    let host = ViewHost(Marked(), size: CGSize(width: 40, height: 34))
    #expect(host.frame(of: "mark-a") == CGRect(x: 5, y: 5, width: 30, height: 10))
    #expect(host.frame(of: "mark-b") == CGRect(x: 5, y: 19, width: 30, height: 10))
    // Drawn behind: at the mark's centre the grey view shows, not the yellow mark (whose
    // blue is 0).
    let pixel = try #require(try host.pixel(x: 20, y: 10))
    #expect(pixel.blue > 100)
  }

  @Test func transformPreferenceChangesTheValueFromInside() throws {
    struct Count: PreferenceKey {
      static var defaultValue: Int { 0 }
      static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }
    @MainActor final class Seen { var value: Int? }
    let seen = Seen()
    let view = VStack {
      Color.red.frame(width: 10, height: 10).preference(key: Count.self, value: 2)
      Color.red.frame(width: 10, height: 10).preference(key: Count.self, value: 3)
    }
    .transformPreference(Count.self) { $0 *= 10 }
    .onPreferenceChange(Count.self) { seen.value = $0 }
    _ = ViewHost(view, size: CGSize(width: 40, height: 40))
    #expect(seen.value == 50)
  }
}
