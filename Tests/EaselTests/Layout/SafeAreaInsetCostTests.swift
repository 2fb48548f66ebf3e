import EaselTesting
import Foundation
import Testing

@testable import Easel

/// What `safeAreaInset` and `safeAreaPadding` ask their main content: a layer that adds
/// nothing, or whose inset is fixed, has no use for the content's minimum length, and must
/// not measure the content (text wrapped at a zero width) to find it.
@MainActor
struct SafeAreaInsetCostTests {
  /// The proposals a view is measured with.
  final class ProposalLog {
    var proposals: [ProposedViewSize] = []
  }

  /// A layout that takes what it is offered (100×100 for its ideal) and writes down each
  /// proposal.
  struct Recording: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.proposals.append(proposal)
      return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  @Test func paddingOnSomeEdgesDoesNotMeasureTheContentAtZeroLength() {
    let log = ProposalLog()
    let host = ViewHost(
      Recording(log: log) { Color.red }.accessibilityIdentifier("content")
        .safeAreaPadding(.top, 10),
      size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 10, width: 200, height: 90))
    #expect(!log.proposals.contains { $0.width == 0 || $0.height == 0 })
  }

  @Test func aFixedInsetDoesNotMeasureTheContentAtZeroLength() {
    let log = ProposalLog()
    let host = ViewHost(
      Recording(log: log) { Color.red }.accessibilityIdentifier("content")
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(width: 50, height: 20) },
      size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(log.proposals == [ProposedViewSize(width: 200, height: 80)])
  }
}
