import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Where a list puts its rows, headers and footers in each style, with iOS's measurements on
/// an iPhone 393 points wide: rows at least 44 tall, content 20 in from the cell, inset
/// grouped cards 20 in from the edges, 35 between sections.
@MainActor
@Suite struct ListLayoutTests {
  static let size = CGSize(width: 393, height: 852)

  struct Rows: View {
    var style: _ListStyleKind = .insetGrouped

    var body: some View {
      List {
        Section {
          Text("One").accessibilityIdentifier("one")
          Text("Two").accessibilityIdentifier("two")
        }
        Section {
          Text("Three").accessibilityIdentifier("three")
        } header: {
          Text("Header").accessibilityIdentifier("header")
        } footer: {
          Text("Footer").accessibilityIdentifier("footer")
        }
      }
      .modifier(StyleChoice(style: style))
    }
  }

  func frame(_ id: String, _ host: ViewHost<some View>) -> CGRect {
    host.frame(of: id) ?? .null
  }

  @Test func insetGroupedRowsSitInCardsInsetFromTheEdges() {
    let host = ViewHost(Rows(), size: Self.size)
    let one = frame("one", host)
    let two = frame("two", host)
    // Content 20 in from a card 20 in from the edge; the first row under 35 points of space,
    // 44 tall, the text centred in it.
    #expect(one.minX == 40)
    #expect(close(one.midY, 35 + 22))
    #expect(two.minX == 40)
    #expect(close(two.midY, 35 + 44 + 22))
    // The second section: its header (17 above the text, 7 below) straight after the first
    // section's cards, then the row, then the footer 7 below it.
    let header = frame("header", host)
    #expect(header.minX == 40)
    #expect(close(header.minY, 35 + 88 + 17))
    let three = frame("three", host)
    #expect(close(three.midY, header.maxY + 7 + 22))
    let footer = frame("footer", host)
    #expect(close(footer.minY, three.midY + 22 + 7))
  }

  /// The header and footer given as views (`Section(header:footer:content:)`, SwiftUI's form
  /// before iOS 15, still common) sit where the builder form puts them.
  @Test func headerAndFooterGivenAsViewsSitAsTheBuilderFormsDo() {
    struct OlderRows: View {
      var body: some View {
        List {
          Section(header: Text("Header").accessibilityIdentifier("header")) {
            Text("One").accessibilityIdentifier("one")
          }
          Section(
            header: Text("Second").accessibilityIdentifier("second"),
            footer: Text("Footer").accessibilityIdentifier("footer")
          ) {
            Text("Two").accessibilityIdentifier("two")
          }
          Section(footer: Text("Last").accessibilityIdentifier("last")) {
            Text("Three").accessibilityIdentifier("three")
          }
        }
      }
    }
    let host = ViewHost(OlderRows(), size: Self.size)
    let header = frame("header", host)
    #expect(header.minX == 40)
    let one = frame("one", host)
    #expect(close(one.midY, header.maxY + 7 + 22))
    let second = frame("second", host)
    #expect(second.minY > one.maxY)
    let two = frame("two", host)
    #expect(close(two.midY, second.maxY + 7 + 22))
    let footer = frame("footer", host)
    #expect(close(footer.minY, two.midY + 22 + 7))
    let last = frame("last", host)
    #expect(last.minY > frame("three", host).maxY)
  }

  @Test func plainRowsRunFromEdgeToEdge() {
    let host = ViewHost(Rows(style: .plain), size: Self.size)
    let one = frame("one", host)
    #expect(one.minX == 20)
    #expect(close(one.midY, 22))
    #expect(close(frame("two", host).midY, 44 + 22))
    // No space between sections; the header follows the first section's rows.
    #expect(close(frame("header", host).minY, 88 + 6))
  }
}

extension ListLayoutTests {
  struct Tuned: View {
    var body: some View {
      List {
        Text("Inset").accessibilityIdentifier("inset")
          .listRowInsets(EdgeInsets(top: 20, leading: 60, bottom: 20, trailing: 0))
        Text("Next").accessibilityIdentifier("next")
        Section {
          Text("Spaced").accessibilityIdentifier("spaced")
        }
      }
      .listRowSpacing(10)
      .listSectionSpacing(50)
    }
  }

  @Test func rowInsetsRowSpacingAndSectionSpacing() {
    let host = ViewHost(Tuned(), size: Self.size)
    let inset = frame("inset", host)
    // 60 in from the card, which is 20 in; the row is its text and 20 above and below.
    #expect(inset.minX == 80)
    #expect(close(inset.minY, 50 + 20))
    let rowHeight = inset.height + 40
    // The next row 10 below, at least 44 tall.
    #expect(close(frame("next", host).midY, 50 + rowHeight + 10 + 22))
    // The second section 50 below the first.
    #expect(close(frame("spaced", host).midY, 50 + rowHeight + 10 + 44 + 50 + 22))
  }

  struct Separated: View {
    let hidden: Bool

    var body: some View {
      List {
        Text("One").listRowSeparator(hidden ? .hidden : .visible)
        Text("Two")
      }
    }
  }

  /// The separator between two rows: a hairline from the text's leading edge to the card's
  /// trailing edge, in the separator colour, unless the row hides it.
  @Test func separatorsRunFromTheTextAndCanBeHidden() throws {
    let host = ViewHost(Separated(hidden: false), size: Self.size)
    // The line sits at the bottom of the first row (35 + 44 - 1); left of the text it is the
    // cell's white, under the text the separator's grey.
    let under = try #require(try host.pixel(x: 200, y: 35 + 43))
    let before = try #require(try host.pixel(x: 30, y: 35 + 43))
    #expect(under.red < 230)
    #expect(before.red == 255)
    let hidden = ViewHost(Separated(hidden: true), size: Self.size)
    let none = try #require(try hidden.pixel(x: 200, y: 35 + 43))
    #expect(none.red == 255)
  }
}

/// Whether two lengths agree to within a pixel's rounding.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }

/// Applies a list style chosen by value.
struct StyleChoice: ViewModifier {
  let style: _ListStyleKind

  func body(content: Content) -> some View {
    switch style {
    case .plain: content.listStyle(.plain)
    case .grouped: content.listStyle(.grouped)
    case .inset: content.listStyle(.inset)
    case .sidebar: content.listStyle(.sidebar)
    default: content.listStyle(.insetGrouped)
    }
  }
}
