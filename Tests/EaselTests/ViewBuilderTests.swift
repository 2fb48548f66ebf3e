import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct ViewBuilderTests {
  struct Switchable: View {
    var flag: Bool
    var body: some View {
      VStack(spacing: 0) {
        if flag {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("yes")
        } else {
          Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("no")
        }
        if !flag {
          Color.green.frame(width: 10, height: 5).accessibilityIdentifier("optional")
        }
      }
    }
  }

  @Test func ifElseChoosesOneBranch() {
    let on = ViewHost(Switchable(flag: true), size: CGSize(width: 10, height: 10))
    #expect(on.frame(of: "yes") != nil)
    #expect(on.frame(of: "no") == nil)
    #expect(on.frame(of: "optional") == nil)
    let off = ViewHost(Switchable(flag: false), size: CGSize(width: 10, height: 25))
    #expect(off.frame(of: "yes") == nil)
    #expect(off.frame(of: "no") == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(off.frame(of: "optional") == CGRect(x: 0, y: 20, width: 10, height: 5))
  }

  @Test func blocksTakeMoreThanTenChildren() {
    let view = HStack(spacing: 0) {
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.red
      Color.blue.accessibilityIdentifier("twelfth")
    }
    let host = ViewHost(view, size: CGSize(width: 120, height: 10))
    #expect(host.frame(of: "twelfth") == CGRect(x: 110, y: 0, width: 10, height: 10))
  }

  @Test func groupContributesEachChildToTheStack() {
    let view = VStack(spacing: 0) {
      Group {
        Color.red.frame(height: 10)
        Color.blue.frame(height: 10).accessibilityIdentifier("second")
      }
      AnyView(Color.green.frame(height: 10).accessibilityIdentifier("third"))
      EmptyView()
    }
    let host = ViewHost(view, size: CGSize(width: 10, height: 30))
    #expect(host.frame(of: "second") == CGRect(x: 0, y: 10, width: 10, height: 10))
    #expect(host.frame(of: "third") == CGRect(x: 0, y: 20, width: 10, height: 10))
  }

  /// A nonisolated type's `@ViewBuilder` property: SwiftUI's builder functions are nonisolated,
  /// so this compiles (Easel's were main-actor isolated once, and it did not).
  enum Swatch: CaseIterable {
    case warm, cool

    @ViewBuilder var view: some View {
      switch self {
      case .warm: Color.red
      case .cool: Color.blue
      }
    }
  }

  @Test func aNonisolatedTypeCanHaveAViewBuilderProperty() throws {
    let host = ViewHost(Swatch.cool.view, size: CGSize(width: 4, height: 4))
    let pixel = try #require(try host.pixel(x: 2, y: 2))
    #expect(pixel.blue == 255 && pixel.red == 0)
    let warm = ViewHost(Swatch.warm.view, size: CGSize(width: 4, height: 4))
    #expect(try warm.pixel(x: 2, y: 2)?.red == 255)
  }
}
