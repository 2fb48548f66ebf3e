import Easel
import Foundation
import Testing

/// `RectangleCornerRadii`: one radius for all corners, and the uniform radius of uneven ones.
@Suite struct RectangleCornerRadiiTests {
  @Test func oneRadiusSetsEveryCorner() {
    let radii = RectangleCornerRadii(12)
    #expect(radii.topLeading == 12 && radii.bottomLeading == 12)
    #expect(radii.bottomTrailing == 12 && radii.topTrailing == 12)
    #expect(radii.uniform == 12)
  }

  @Test func theUniformRadiusIsTheLargest() {
    // As SwiftUI's uniform concentric corners: the largest of the four, for a symmetric look.
    let radii = RectangleCornerRadii(
      topLeading: 8, bottomLeading: 20, bottomTrailing: 14, topTrailing: 4)
    #expect(radii.uniform == 20)
  }
}
