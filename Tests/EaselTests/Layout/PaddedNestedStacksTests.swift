import Easel
import EaselTesting
import Foundation
import Testing

/// Padding around nested stacks moves every cell in, whatever the stacks' alignment lines:
/// children are placed relative to their stacks, so this checks that the offsets compose.
@MainActor
@Suite struct PaddedNestedStacksTests {
  @Test func paddingAroundNestedStacksOffsetsEveryCell() throws {
    let view = VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 4) {
        Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 30, height: 20).accessibilityIdentifier("b")
      }
      HStack(spacing: 4) {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
      }
    }
    .padding(8)
    let host = ViewHost(view, size: CGSize(width: 70, height: 50))
    // Content 54×34 plus padding is 70×50: exactly the canvas, so the padding starts at 0.
    #expect(host.frame(of: "a") == CGRect(x: 8, y: 13, width: 20, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 32, y: 8, width: 30, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 8, y: 32, width: 10, height: 10))
  }
}
