import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct ConcentricCornerTests {
  struct Reporter: View {
    let radii: Probe<RectangleCornerRadii?>
    let inset: CGFloat
    @State private var seen: RectangleCornerRadii?? = nil

    var body: some View {
      radii.binding = Binding(get: { seen ?? nil }, set: { seen = $0 })
      return Color.red
        .onGeometryChange(for: RectangleCornerRadii?.self, of: { $0.concentricCornerRadii }) {
          seen = $0
        }
        .padding(inset)
    }
  }

  @Test func radiiFollowTheNearestContainerShape() {
    let radii = Probe<RectangleCornerRadii?>()
    let view = Reporter(radii: radii, inset: 10)
      .frame(width: 200, height: 160)
      .containerShape(.rect(cornerRadius: 70))
    _ = ViewHost(view, size: CGSize(width: 300, height: 300))
    // 10 points in from every side of a 70-point container: 60 at every corner.
    #expect(radii.value == RectangleCornerRadii(60))
    // A radius larger than half the container is drawn (and reported) at half its height.
    let clamped = Probe<RectangleCornerRadii?>()
    _ = ViewHost(
      Reporter(radii: clamped, inset: 10).frame(width: 200, height: 100)
        .containerShape(.rect(cornerRadius: 70)),
      size: CGSize(width: 300, height: 300))
    #expect(clamped.value == RectangleCornerRadii(40))
  }

  @Test func unevenInsetsGiveUnevenRadii() {
    let radii = Probe<RectangleCornerRadii?>()
    let view = Reporter(radii: radii, inset: 0)
      .padding(.leading, 30)
      .padding(.top, 5)
      .frame(width: 200, height: 100)
      .containerShape(.rect(cornerRadius: 40))
    _ = ViewHost(view, size: CGSize(width: 300, height: 300))
    #expect(
      radii.value
        == RectangleCornerRadii(
          topLeading: 10, bottomLeading: 10, bottomTrailing: 40, topTrailing: 35))
  }

  @Test func displayCornersWhenThereIsNoContainer() {
    let radii = Probe<RectangleCornerRadii?>()
    let view = Reporter(radii: radii, inset: 8).environment(\.displayCornerRadius, 55)
    _ = ViewHost(view, size: CGSize(width: 390, height: 844))
    #expect(radii.value == RectangleCornerRadii(47))
  }

  @Test func noContainerAndNoDisplayCornersIsNil() {
    let radii = Probe<RectangleCornerRadii?>()
    let view = Reporter(radii: radii, inset: 8)
    _ = ViewHost(view, size: CGSize(width: 390, height: 844))
    #expect(radii.binding != nil)
    #expect(radii.value == .some(nil))
  }
}
