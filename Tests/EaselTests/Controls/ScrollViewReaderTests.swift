import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `ScrollViewReader`'s proxy scrolls the scroll view holding a view identified by `id(_:)` or
/// by its `ForEach` element, as SwiftUI's does: to an anchor, or by the least that shows it.
@MainActor
@Suite struct ScrollViewReaderTests {
  struct List: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          HStack {
            Button("Top") { proxy.scrollTo(30, anchor: .top) }.accessibilityIdentifier("top")
            Button("Near") { proxy.scrollTo(8) }.accessibilityIdentifier("near")
            Button("Glide") {
              withAnimation(.linear(duration: 1)) { proxy.scrollTo(10, anchor: .center) }
            }
            .accessibilityIdentifier("glide")
            Button("End") { proxy.scrollTo(49, anchor: .top) }.accessibilityIdentifier("end")
            Button("Tag") { proxy.scrollTo("tagged", anchor: .bottom) }
              .accessibilityIdentifier("tag")
            Button("None") { proxy.scrollTo("nothing") }.accessibilityIdentifier("none")
          }
          .frame(height: 40)
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<50) { index in
                Text("Row \(index)").frame(width: 200, height: 40)
                  .accessibilityIdentifier("row\(index)")
              }
              Text("Tagged").frame(width: 200, height: 40).accessibilityIdentifier("tagged")
                .id("tagged")
            }
          }
          .frame(width: 300, height: 200)
          .accessibilityIdentifier("viewport")
        }
      }
    }
  }

  static let size = CGSize(width: 400, height: 300)

  func minY(_ identifier: String, in host: ViewHost<List>) -> CGFloat {
    host.frame(of: identifier)?.minY ?? .nan
  }

  @Test func scrollsAViewsAnchorToTheViewportsAnchor() throws {
    let host = ViewHost(List(), size: Self.size)
    let viewport = try #require(host.frame(of: "viewport"))
    #expect(minY("row0", in: host) == viewport.minY)
    #expect(host.tap("top"))
    #expect(minY("row30", in: host) == viewport.minY)
    // The last row cannot come to the top: the scroll stops at the end of the content.
    #expect(host.tap("end"))
    #expect(minY("tagged", in: host) + 40 == viewport.maxY)
  }

  @Test func withoutAnAnchorScrollsByTheLeastThatShowsTheView() throws {
    let host = ViewHost(List(), size: Self.size)
    let viewport = try #require(host.frame(of: "viewport"))
    // Row 8 lies below the five rows that show: it comes in at the bottom edge.
    #expect(host.tap("near"))
    #expect(minY("row8", in: host) + 40 == viewport.maxY)
    // Already showing: nothing moves.
    let row4 = minY("row4", in: host)
    #expect(host.tap("near"))
    #expect(minY("row4", in: host) == row4)
    // From further down, row 8 comes in at the top edge.
    #expect(host.tap("top"))
    #expect(host.tap("near"))
    #expect(minY("row8", in: host) == viewport.minY)
  }

  @Test func scrollingInsideWithAnimationAnimates() throws {
    let host = ViewHost(List(), size: Self.size)
    let viewport = try #require(host.frame(of: "viewport"))
    let start = minY("row10", in: host)
    #expect(host.tap("glide"))
    #expect(minY("row10", in: host) == start)
    host.advance(by: 0.5)
    // Row 10's centre goes from 420 points below the top to the viewport's centre (100).
    let end = viewport.minY + 100 - 20
    #expect(abs(minY("row10", in: host) - (start + end) / 2) < 0.51)
    host.advance(by: 0.6)
    #expect(minY("row10", in: host) == end)
  }

  @Test func explicitIdentifiersAndUnknownOnes() throws {
    let host = ViewHost(List(), size: Self.size)
    let viewport = try #require(host.frame(of: "viewport"))
    #expect(host.tap("tag"))
    #expect(minY("tagged", in: host) + 40 == viewport.maxY)
    let tagged = minY("tagged", in: host)
    #expect(host.tap("none"))
    #expect(minY("tagged", in: host) == tagged)
  }
}
