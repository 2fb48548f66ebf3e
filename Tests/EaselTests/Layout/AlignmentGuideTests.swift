import Easel
import EaselTesting
import Foundation
import Testing

private enum MidAccount: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

@MainActor
@Suite struct AlignmentGuideTests {
  @Test func customGuideLinesUpViewsInDifferentStacks() {
    // The label on the left lines up with the second row on the right.
    let view = HStack(alignment: .midAccount, spacing: 0) {
      Color.red.frame(width: 40, height: 20)
        .alignmentGuide(.midAccount) { $0[VerticalAlignment.center] }
        .accessibilityIdentifier("label")
      VStack(spacing: 0) {
        Color.blue.frame(width: 50, height: 30)
        Color.green.frame(width: 50, height: 30)
          .alignmentGuide(.midAccount) { $0[VerticalAlignment.center] }
          .accessibilityIdentifier("row2")
        Color.gray.frame(width: 50, height: 30)
      }
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let label = host.frame(of: "label")!
    let row2 = host.frame(of: "row2")!
    #expect(label.midY == row2.midY)
    // The stack is 90 × 90: the right column spans it; the label's centre is at 45 + 30/2 = 45.
    #expect(row2 == CGRect(x: 95, y: 85, width: 50, height: 30))
    #expect(label == CGRect(x: 55, y: 90, width: 40, height: 20))
  }

  @Test func explicitLeadingGuideIndentsOneRow() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
      Color.blue.frame(width: 100, height: 10)
        .alignmentGuide(.leading) { _ in -20 }
        .accessibilityIdentifier("b")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    // b's leading guide is 20 points to its left, so b sits 20 to the right of a; the stack
    // is 120 wide, centred: x from 40.
    #expect(host.frame(of: "a") == CGRect(x: 40, y: 40, width: 100, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 60, y: 50, width: 100, height: 10))
  }

  @Test func firstTextBaselinesLineUpAcrossFontSizes() throws {
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
      Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 200))
    let big = try #require(host.frame(of: "big"))
    let small = try #require(host.frame(of: "small"))
    // Baselines sit at about 0.97 of the font size below the top for Inter/DejaVu; the
    // difference of the tops is the difference of the ascents.
    let offset = small.minY - big.minY
    #expect(offset > 18)
    #expect(offset < 32)
    #expect(small.maxY < big.maxY)
  }

  @Test func frameAndPaddingPassGuidesThrough() {
    let view = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
        .alignmentGuide(.top) { _ in 5 }
        .padding(.top, 20)
        .frame(width: 30, height: 60, alignment: .bottom)
        .accessibilityIdentifier("framed")
      Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("plain")
    }
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    // The padded view is 30 high, at the bottom of the 60-high frame (30 down). Its top guide
    // is 5 inside the red, which sits 20 down in the padding: 30 + 20 + 5 = 55. The plain
    // view's top meets that line. (With `alignment: .top` the frame would line that guide up
    // with its own top instead, and pass 0 on.)
    let framed = host.frame(of: "framed")!
    let plain = host.frame(of: "plain")!
    #expect(plain.minY - framed.minY == 55)
  }

  @Test func seed004PlayButtonPinnedToTheTopCentre() {
    let view = ZStack(alignment: .top) {
      Color.gray.frame(width: 300, height: 200).accessibilityIdentifier("card")
      Circle().fill(Color.blue).frame(width: 60, height: 60)
        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
        .accessibilityIdentifier("play")
    }
    let host = ViewHost(view, size: CGSize(width: 400, height: 400))
    let card = host.frame(of: "card")!
    let play = host.frame(of: "play")!
    #expect(play.midY == card.minY)
    #expect(play.midX == card.midX)
  }
}
