import Easel
import EaselCairo
import EaselControls
import EaselTesting
import Foundation
import Testing

/// Seed 003's concentric button border: the radii reported by
/// `onConcentricCornerRadiiChange`, the button's drawn corners following its container's, and
/// the article's usage inside `containerShape(.rect(cornerRadius: 70))`.
@MainActor
@Suite struct ConcentricButtonTests {
  /// The article's usage block, written against `EaselControls`.
  struct ConcentricButtonUsage: View {
    var body: some View {
      VStack {
        Button("Concentric Button") {}
          .buttonStyle(.glassProminent)
          .buttonBorderShape(.concentric(minimum: 0))
          .buttonSizing(.flexible)
      }
      .containerShape(.rect(cornerRadius: 70))
    }
  }

  /// A card of corner radius `radius` with the button `inset` from its bottom and sides.
  struct Card: View {
    let radius: CGFloat?
    let inset: CGFloat
    var minimum: CGFloat = 0
    var body: some View {
      let card = VStack {
        Spacer()
        Button("Concentric Button") {}
          .buttonStyle(.glassProminent)
          .buttonBorderShape(.concentric(minimum: minimum))
          .buttonSizing(.flexible)
          .accessibilityIdentifier("button")
      }
      .padding(inset)
      .frame(width: 300, height: 180)
      if let radius {
        card
          .background(RoundedRectangle(cornerRadius: radius).fill(Color.gray.opacity(0.25)))
          .containerShape(.rect(cornerRadius: radius))
      } else {
        card.background(Color.gray.opacity(0.25))
      }
    }
  }

  /// Whether the pixel `t` points in from the button's bottom-leading corner, along the
  /// diagonal, is drawn by the (blue) button rather than the grey card behind it.
  func isButton(_ host: ViewHost<some View>, diagonal t: CGFloat) throws -> Bool {
    let frame = try #require(host.frame(of: "button"))
    let pixel = try #require(try host.pixel(x: Int(frame.minX + t), y: Int(frame.maxY - t - 1)))
    return Int(pixel.blue) - Int(pixel.red) > 60
  }

  @Test func theReportedRadiiAreTheContainersLessTheInset() throws {
    var reported: [RectangleCornerRadii] = []
    let view = VStack {
      Color.blue
        .onConcentricCornerRadiiChange(minimum: 4) { reported.append($0) }
    }
    .padding(16)
    .frame(width: 300, height: 180)
    .containerShape(.rect(cornerRadius: 70))
    let host = ViewHost(view, size: CGSize(width: 300, height: 180))
    host.update()
    // The colour fills the padded box (268 × 148), 16 pt from every edge: 70 − 16 = 54.
    #expect(reported.last == RectangleCornerRadii(54))

    var fallback: [RectangleCornerRadii] = []
    let lone = Color.blue.frame(height: 40)
      .onConcentricCornerRadiiChange(minimum: 6) { fallback.append($0) }
    let loneHost = ViewHost(lone, size: CGSize(width: 300, height: 72))
    loneHost.update()
    #expect(fallback.last == RectangleCornerRadii(6))
  }

  @Test func theShapeAwayFromAnyContainerIsItsMinimum() {
    #expect(ConcentricButtonBorderShape.concentric.minimum == 0)
    #expect(ConcentricButtonBorderShape.concentric(minimum: 9).minimum == 9)
    let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
    let path = ConcentricButtonBorderShape.concentric(minimum: 10).path(in: rect)
    #expect(path.boundingRect == rect)
    // The corner point is cut off by the radius-10 corner; the middle of each edge is on it.
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 100, y: 1)))
    #expect(ConcentricButtonBorderShape.concentric.path(in: rect).contains(CGPoint(x: 1, y: 1)))
  }

  @Test func theButtonsCornerFollowsTheContainers() throws {
    // A corner of radius r leaves out the points up to r (1 − 1/√2) along its diagonal.
    // Radius 30 inset 14: the button's radius is 16, so 3 pt in is outside it (4.7 pt).
    let wide = ViewHost(Card(radius: 30, inset: 14), size: CGSize(width: 300, height: 180))
    wide.advance(by: 1)
    #expect(try !isButton(wide, diagonal: 3))
    #expect(try isButton(wide, diagonal: 8))
    // Radius 20 inset 14: the button's radius is 6 (1.8 pt), and 3 pt in is the button.
    let tight = ViewHost(Card(radius: 20, inset: 14), size: CGSize(width: 300, height: 180))
    tight.advance(by: 1)
    #expect(try !isButton(tight, diagonal: 0))
    #expect(try isButton(tight, diagonal: 3))
    // Radius 70 inset 16: 54 is more than half the button's height, so it is a capsule.
    let capsule = ViewHost(Card(radius: 70, inset: 16), size: CGSize(width: 300, height: 180))
    capsule.advance(by: 1)
    let frame = try #require(capsule.frame(of: "button"))
    #expect(try !isButton(capsule, diagonal: 4))
    #expect(try isButton(capsule, diagonal: frame.height * 0.3))
    // No container: the minimum, 0, so even the corner pixel is the button.
    let square = ViewHost(Card(radius: nil, inset: 16), size: CGSize(width: 300, height: 180))
    square.advance(by: 1)
    #expect(try isButton(square, diagonal: 0))
    // No container with a minimum of 12: 2 pt in is outside its corner (3.5 pt).
    let rounded = ViewHost(
      Card(radius: nil, inset: 16, minimum: 12), size: CGSize(width: 300, height: 180))
    rounded.advance(by: 1)
    #expect(try !isButton(rounded, diagonal: 2))
    #expect(try isButton(rounded, diagonal: 6))
  }

  /// A screen with a button `inset` from its bottom (and sides), or in its middle.
  struct Screen: View {
    let inset: CGFloat
    let atBottom: Bool
    var body: some View {
      VStack {
        if atBottom { Spacer() }
        Button("Concentric Button") {}
          .buttonStyle(.glassProminent)
          .buttonBorderShape(.concentric)
          .buttonSizing(.flexible)
          .accessibilityIdentifier("button")
        if !atBottom { Spacer().frame(height: 120) }
      }
      .padding(inset)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.gray.opacity(0.25))
      .environment(\.displayCornerRadius, 40)
    }
  }

  @Test func nearTheDisplayCornerTheButtonFollowsIt() throws {
    let size = CGSize(width: 390, height: 400)
    // 28 pt from the bottom corners of a display of radius 40: radius 12 (3.5 pt diagonal).
    let near = ViewHost(Screen(inset: 28, atBottom: true), size: size)
    near.advance(by: 1)
    #expect(try !isButton(near, diagonal: 2))
    #expect(try isButton(near, diagonal: 6))
    // In the middle of the screen it is too far from every corner: square, the minimum 0.
    let far = ViewHost(Screen(inset: 28, atBottom: false), size: size)
    far.advance(by: 1)
    #expect(try isButton(far, diagonal: 0))
  }

  @Test func concentricButtonsLookRight() throws {
    let view = VStack(spacing: 12) {
      ConcentricButtonUsage()
        .frame(width: 300)
      Card(radius: 70, inset: 16)
      Card(radius: 30, inset: 14)
      Card(radius: 20, inset: 14)
      Card(radius: nil, inset: 16, minimum: 12)
    }
    .padding(10)
    try assertSnapshot(
      of: view, size: CGSize(width: 320, height: 880), scale: 2,
      named: "concentric-buttons", tolerance: .tolerant(channel: 8, fraction: 0.001))
  }
}
