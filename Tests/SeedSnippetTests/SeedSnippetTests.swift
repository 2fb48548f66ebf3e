import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The seeds' listings (in `Snippets/`, copied verbatim from the articles) compile against
/// Easel's `SwiftUI` module unchanged; here each one is also shown and driven once.
@MainActor
@Suite struct SeedSnippetTests {
  @Test func everyListingRenders() throws {
    let size = CGSize(width: 390, height: 844)
    let views: [AnyView] = [
      AnyView(ArcShapeUsage().frame(width: 100, height: 100)),
      AnyView(CustomButtonModifierUsage()),
      AnyView(CustomLikeButtonUsage()),
      AnyView(ContentView()),
      AnyView(DraggableCircle()),
      AnyView(AdaptiveLayoutView()),
      AnyView(GeometryLayoutView()),
    ]
    for view in views {
      let host = ViewHost(view, size: size)
      let image = try host.renderedImage()
      #expect(image.pixelWidth == 390)
    }
  }
}
