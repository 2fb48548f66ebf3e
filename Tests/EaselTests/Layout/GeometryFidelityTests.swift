import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Geometry reading, coordinate spaces and safe areas, case by case, against SwiftUI.
///
/// The root is proposed the canvas (less its safe-area insets) and centred in it. Sources for
/// the cases the documentation leaves thin are named next to them: "the coordinate-space
/// documentation" is Apple's `CoordinateSpaceProtocol` page ("all geometric properties of a
/// view, including size, position, and transform, are defined within the local coordinate
/// space of the view's parent"); "OpenSwiftUI" is the OpenSwiftUI project's reconstruction of
/// SwiftUI's `_InsetViewModifier` (github.com/OpenSwiftUIProject/OpenSwiftUI,
/// Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift).
@MainActor
@Suite struct GeometryFidelityTests {
  static let canvas = CGSize(width: 200, height: 100)

  /// What a reader saw, by name, the last time its content was made.
  @MainActor final class Readings {
    struct Reading: Equatable {
      var size: CGSize
      var local: CGRect
      var global: CGRect
      var named: CGRect
      var insets: EdgeInsets
    }
    var byName: [String: Reading] = [:]
    var changes: [CGRect] = []
  }

  /// A `GeometryReader` that notes its geometry under `name`, reading frames in the
  /// coordinate space named `space`.
  struct Reader: View {
    let name: String
    let readings: Readings
    var space = "space"
    var body: some View {
      GeometryReader { proxy in
        readings.byName[name] = Readings.Reading(
          size: proxy.size, local: proxy.frame(in: .local), global: proxy.frame(in: .global),
          named: proxy.frame(in: .named(space)), insets: proxy.safeAreaInsets)
        return Color.clear
      }
    }
  }

  // MARK: - Frames in coordinate spaces

  @Test func sizeAndLocalFrameAreTheReadersOwn() {
    let readings = Readings()
    let view = HStack(spacing: 10) {
      Color.gray.frame(width: 30)
      Reader(name: "r", readings: readings)
    }
    _ = ViewHost(view, size: Self.canvas)
    let reading = readings.byName["r"]
    // 200 − 30 − 10 = 160 wide, the whole height; .local starts at zero.
    #expect(reading?.size == CGSize(width: 160, height: 100))
    #expect(reading?.local == CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(reading?.global == CGRect(x: 40, y: 0, width: 160, height: 100))
  }

  @Test func paddingAndNestedStacksAddUpInGlobalAndNamedFrames() {
    let readings = Readings()
    let view = VStack(spacing: 10) {
      Color.gray.frame(height: 20)
      HStack(spacing: 5) {
        Color.gray.frame(width: 30)
        Reader(name: "r", readings: readings)
      }
    }
    .coordinateSpace(name: "space")
    .padding(10)
    _ = ViewHost(view, size: Self.canvas)
    // Inside 10 points of padding: 180 × 80 from (10, 10); the row starts 30 down, the
    // reader 35 in, and is 145 × 50.
    let reading = readings.byName["r"]
    #expect(reading?.global == CGRect(x: 45, y: 40, width: 145, height: 50))
    #expect(reading?.named == CGRect(x: 35, y: 30, width: 145, height: 50))
  }

  @Test func theNearestSpaceOfAGivenNameWins() {
    let readings = Readings()
    let view = VStack(spacing: 0) {
      Color.gray.frame(height: 30)
      Reader(name: "r", readings: readings)
        .padding(.leading, 20)
        .coordinateSpace(name: "space")
    }
    .padding(.top, 4)
    .coordinateSpace(name: "space")
    _ = ViewHost(view, size: Self.canvas)
    // The inner space starts at (0, 34); the outer one at the origin.
    let reading = readings.byName["r"]
    #expect(reading?.global == CGRect(x: 20, y: 34, width: 180, height: 66))
    #expect(reading?.named == CGRect(x: 20, y: 0, width: 180, height: 66))
  }

  @Test func aNamedSpaceCanBeGivenAsACoordinateSpace() {
    // iOS 17's `coordinateSpace(_:)` with `.named(_:)`, read back with `.named(_:)`.
    let readings = Readings()
    let view = VStack(spacing: 0) {
      Color.gray.frame(height: 30)
      Reader(name: "r", readings: readings)
    }
    .padding(.top, 10)
    .coordinateSpace(.named("space"))
    _ = ViewHost(view, size: Self.canvas)
    #expect(readings.byName["r"]?.named == CGRect(x: 0, y: 40, width: 200, height: 60))
  }

  @Test func anOffsetMovesTheGlobalFrameButNotTheLayout() {
    // `offset` is a geometry effect: the view is drawn (and reads itself) moved, while its
    // siblings are laid out as if it were not.
    let readings = Readings()
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20)
      Reader(name: "r", readings: readings)
        .frame(width: 40, height: 30)
        .offset(x: 15, y: 5)
      Color.gray.frame(width: 40, height: 10).accessibilityIdentifier("below")
    }
    .coordinateSpace(name: "space")
    _ = ViewHost(view, size: Self.canvas)
    // The stack is 40 × 60, centred: from (80, 20). The reader is laid out at (80, 40).
    let reading = readings.byName["r"]
    #expect(reading?.size == CGSize(width: 40, height: 30))
    #expect(reading?.global == CGRect(x: 95, y: 45, width: 40, height: 30))
    #expect(reading?.named == CGRect(x: 15, y: 25, width: 40, height: 30))
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "below") == CGRect(x: 80, y: 70, width: 40, height: 10))
  }

  @Test func scaleAndRotationShowInGlobalFramesButNotInTheSize() {
    // The coordinate-space documentation: a view's transform is among the geometry converted
    // into other spaces. The frame is the bounding box of the transformed bounds.
    let readings = Readings()
    let scaled = Reader(name: "scaled", readings: readings)
      .frame(width: 40, height: 20)
      .scaleEffect(2)
    _ = ViewHost(scaled, size: Self.canvas)
    // Laid out at (80, 40, 40, 20), doubled about its centre (100, 50).
    #expect(readings.byName["scaled"]?.size == CGSize(width: 40, height: 20))
    #expect(readings.byName["scaled"]?.global == CGRect(x: 60, y: 30, width: 80, height: 40))
    let topLeading = Reader(name: "anchored", readings: readings)
      .frame(width: 40, height: 20)
      .scaleEffect(x: 0.5, y: 2, anchor: .topLeading)
    _ = ViewHost(topLeading, size: Self.canvas)
    #expect(readings.byName["anchored"]?.global == CGRect(x: 80, y: 40, width: 20, height: 40))
    let turned = Reader(name: "turned", readings: readings)
      .frame(width: 40, height: 20)
      .rotationEffect(.degrees(90))
    _ = ViewHost(turned, size: Self.canvas)
    // A quarter turn about the centre stands the 40 × 20 box on end: 20 × 40.
    let frame = readings.byName["turned"]?.global ?? .null
    #expect(abs(frame.minX - 90) < 1e-9 && abs(frame.minY - 30) < 1e-9)
    #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 40) < 1e-9)
    #expect(readings.byName["turned"]?.size == CGSize(width: 40, height: 20))
  }

  @Test func aTransformAboveTheNamedSpaceDoesNotShowInIt() {
    let readings = Readings()
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 10)
      Reader(name: "r", readings: readings).frame(width: 40, height: 20)
    }
    .coordinateSpace(name: "space")
    .scaleEffect(3)
    _ = ViewHost(view, size: Self.canvas)
    // In the space that is scaled with it, the reader is where the stack put it.
    #expect(readings.byName["r"]?.named == CGRect(x: 0, y: 10, width: 40, height: 20))
    // Globally, the 40 × 30 stack at (80, 35) is tripled about (100, 50).
    #expect(readings.byName["r"]?.global == CGRect(x: 40, y: 35, width: 120, height: 60))
  }

  // MARK: - onGeometryChange

  struct Changing: View {
    let readings: Readings
    let widths: Probe<CGFloat>
    @State private var width: CGFloat = 40
    @State private var unrelated = 0
    let unrelatedProbe: Probe<Int>
    var body: some View {
      widths.binding = $width
      unrelatedProbe.binding = $unrelated
      return VStack(spacing: 0) {
        Text("\(unrelated)")
        Color.red.frame(width: width, height: 10)
          .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) {
            readings.changes.append($0)
          }
      }
    }
  }

  @Test func onGeometryChangeReportsOncePerChange() throws {
    let readings = Readings()
    let widths = Probe<CGFloat>()
    let unrelated = Probe<Int>()
    let host = ViewHost(
      Changing(readings: readings, widths: widths, unrelatedProbe: unrelated),
      size: Self.canvas)
    #expect(readings.changes.count == 1)
    let first = try #require(readings.changes.first)
    #expect(first.width == 40 && first.midX == 100)
    // A change elsewhere that leaves the frame as it is reports nothing…
    unrelated.set(1)
    host.update()
    #expect(readings.changes.count == 1)
    // …and a new frame is reported once.
    widths.set(60)
    host.update()
    host.update()
    #expect(readings.changes.count == 2)
    #expect(readings.changes.last?.width == 60)
    #expect(readings.changes.last?.minX == 70)
  }

  // MARK: - Safe areas

  static let phone = CGSize(width: 390, height: 844)
  static let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  @Test func aReaderInsidePaddingIsClearOfTheUnsafeArea() {
    let readings = Readings()
    _ = ViewHost(
      Reader(name: "r", readings: readings).padding(20), size: Self.phone,
      safeAreaInsets: Self.phoneInsets)
    // The safe area is 59 to 810; 20 points inside it the reader reaches into none of it.
    #expect(readings.byName["r"]?.global == CGRect(x: 20, y: 79, width: 350, height: 711))
    #expect(readings.byName["r"]?.insets == EdgeInsets())
  }

  @Test func aReaderIgnoringOnlyTheTopReportsOnlyTheTopInset() {
    let readings = Readings()
    _ = ViewHost(
      Reader(name: "r", readings: readings).ignoresSafeArea(edges: .top), size: Self.phone,
      safeAreaInsets: Self.phoneInsets)
    #expect(readings.byName["r"]?.global == CGRect(x: 0, y: 0, width: 390, height: 810))
    #expect(readings.byName["r"]?.insets == EdgeInsets(top: 59, leading: 0, bottom: 0, trailing: 0))
  }

  @Test func aShapeStyleBackgroundFillsTheUnsafeAreaWhileItsViewDoesNot() throws {
    // `background(_:ignoresSafeAreaEdges:)` ignores every edge by default.
    let view = VStack(spacing: 0) {
      Color.clear.accessibilityIdentifier("content")
    }
    .background(.red)
    let host = ViewHost(view, size: Self.phone, safeAreaInsets: Self.phoneInsets)
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 59, width: 390, height: 751))
    // The fill inside the safe area, the system red, is also behind the status bar and the
    // home indicator.
    let red = try #require(try host.pixel(x: 195, y: 400))
    #expect(red.red == 255 && red.green < 100)
    #expect(try host.pixel(x: 195, y: 10) == red)
    #expect(try host.pixel(x: 195, y: 840) == red)
    // With no edges to ignore, the unsafe area keeps the window's white.
    let kept = ViewHost(
      Color.clear.background(.red, ignoresSafeAreaEdges: []), size: Self.phone,
      safeAreaInsets: Self.phoneInsets)
    #expect(try kept.pixel(x: 195, y: 10) == Pixel(red: 255, green: 255, blue: 255))
    #expect(try kept.pixel(x: 195, y: 400) == red)
  }

  // MARK: - safeAreaInset

  @Test func safeAreaInsetWithoutSpacingUsesTheDefaultSpacing() {
    // OpenSwiftUI: a `nil` spacing is the default distance between the two views, as in a
    // stack (8 points between two colours).
    let view = Color.blue.accessibilityIdentifier("content")
      .safeAreaInset(edge: .top) {
        Color.gray.frame(height: 30).accessibilityIdentifier("bar")
      }
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 38, width: 200, height: 62))
  }

  @Test func theInsetContentIsOfferedWhatTheMainContentLeaves() {
    // OpenSwiftUI: the inset is proposed the length less the spacing and the main content's
    // minimum, not its ideal size. A colour's minimum is zero, so a colour inset takes it all.
    let view = Color.blue.accessibilityIdentifier("content")
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.gray.accessibilityIdentifier("bar")
      }
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 0))
    // Main content that needs 60 points keeps them.
    let fixed = Color.blue.frame(minHeight: 60).accessibilityIdentifier("content")
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.gray.accessibilityIdentifier("bar")
      }
    let fixedHost = ViewHost(fixed, size: Self.canvas)
    #expect(fixedHost.frame(of: "bar") == CGRect(x: 0, y: 60, width: 200, height: 40))
    #expect(fixedHost.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func severalInsetViewsOverlapAsInAZStack() {
    // OpenSwiftUI: the inset content's implicit container is a `ZStack`.
    let view = Color.blue.accessibilityIdentifier("content")
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.gray.frame(width: 100, height: 20).accessibilityIdentifier("wide")
        Color.gray.frame(width: 40, height: 30).accessibilityIdentifier("tall")
      }
    let host = ViewHost(view, size: Self.canvas)
    // One 100 × 30 box on the bottom edge, its views centred in it.
    #expect(host.frame(of: "wide") == CGRect(x: 50, y: 75, width: 100, height: 20))
    #expect(host.frame(of: "tall") == CGRect(x: 80, y: 70, width: 40, height: 30))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 70))
  }

  @Test func insetAlignmentFollowsTheMainContentsGuides() {
    let view = Color.blue.accessibilityIdentifier("content")
      .safeAreaInset(edge: .leading, alignment: .bottom, spacing: 4) {
        Color.gray.frame(width: 20, height: 30).accessibilityIdentifier("side")
      }
    let host = ViewHost(view, size: Self.canvas)
    #expect(host.frame(of: "side") == CGRect(x: 0, y: 70, width: 20, height: 30))
    #expect(host.frame(of: "content") == CGRect(x: 24, y: 0, width: 176, height: 100))
  }

  @Test func contentThatIgnoresTheSafeAreaReachesUnderTheInsetBar() {
    // Apple's documentation: the modified view is inset by the bar's height "with its safe
    // area increased by the same amount". Ignoring the bottom edge, the content reaches
    // under the bar and on past the home indicator; the bar stays above the indicator.
    let view = Color.blue.accessibilityIdentifier("content").ignoresSafeArea(edges: .bottom)
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.gray.frame(height: 50).accessibilityIdentifier("bar")
      }
    let host = ViewHost(view, size: Self.phone, safeAreaInsets: Self.phoneInsets)
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 760, width: 390, height: 50))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 59, width: 390, height: 785))
    // Content that does not reach the bar is not extended: the 50 points above the bar hold
    // 20 of colour and a spacer.
    let short = VStack(spacing: 0) {
      Color.blue.frame(height: 20).accessibilityIdentifier("content")
        .ignoresSafeArea(edges: .bottom)
      Spacer()
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Color.gray.frame(height: 50)
    }
    let shortHost = ViewHost(short, size: Self.canvas)
    #expect(shortHost.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 20))
  }

  // MARK: - safeAreaPadding

  @Test func safeAreaPaddingInsetsTheContentByTheDefaultOrAGivenLength() {
    let all = ViewHost(
      Color.blue.accessibilityIdentifier("c").safeAreaPadding(), size: Self.canvas)
    #expect(all.frame(of: "c") == CGRect(x: 16, y: 16, width: 168, height: 68))
    let horizontal = ViewHost(
      Color.blue.accessibilityIdentifier("c").safeAreaPadding(.horizontal, 30),
      size: Self.canvas)
    #expect(horizontal.frame(of: "c") == CGRect(x: 30, y: 0, width: 140, height: 100))
    let length = ViewHost(
      Color.blue.accessibilityIdentifier("c").safeAreaPadding(5), size: Self.canvas)
    #expect(length.frame(of: "c") == CGRect(x: 5, y: 5, width: 190, height: 90))
  }

  @Test func safeAreaPaddingIsSafeAreaNotPadding() {
    // Apple's documentation: it "adds the provided insets into the safe area of this view".
    // Content that ignores the safe area reaches past it, and not past plain padding.
    let safe = ViewHost(
      Color.red.accessibilityIdentifier("fill").ignoresSafeArea().safeAreaPadding(20),
      size: Self.canvas)
    #expect(safe.frame(of: "fill") == CGRect(x: 0, y: 0, width: 200, height: 100))
    let padded = ViewHost(
      Color.red.accessibilityIdentifier("fill").ignoresSafeArea().padding(20),
      size: Self.canvas)
    #expect(padded.frame(of: "fill") == CGRect(x: 20, y: 20, width: 160, height: 60))
    // Ignoring only the top, on a device: up past the padding and the status bar.
    let top = ViewHost(
      Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top)
        .safeAreaPadding(.vertical, 10),
      size: Self.phone, safeAreaInsets: Self.phoneInsets)
    #expect(top.frame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 800))
  }
}
