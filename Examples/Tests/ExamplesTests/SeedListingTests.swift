import EaselPreviews
import EaselTesting
import Foundation
import SwiftUI
import Testing

@testable import SeedListings

/// The seeds' listings, compiled unchanged in this package that depends on Easel by path, shown
/// and driven once each.
@MainActor
@Suite struct SeedListingTests {
  @Test func everyListingRendersFromOutsideThePackage() throws {
    let size = CGSize(width: 390, height: 844)
    let views: [AnyView] = [
      AnyView(ArcShapeUsage().frame(width: 100, height: 100)),
      AnyView(CustomButtonModifierUsage()),
      AnyView(CustomLikeButtonUsage()),
      AnyView(ContentView()),
      AnyView(DraggableCircle()),
      AnyView(AdaptiveLayoutView()),
      AnyView(GeometryLayoutView()),
      AnyView(ConcentricButtonUsage()),
    ]
    for view in views {
      let host = ViewHost(view, size: size)
      let image = try host.renderedImage()
      #expect(image.pixelWidth == 390)
      #expect(host.displayList().items.count > 0)
    }
  }

  @Test func theListingsPreviewProvidersOpenThroughTheRegistry() throws {
    PreviewRegistry.register(AdaptiveLayoutView_Previews.self)
    PreviewRegistry.register(GeometryLayoutView_Previews.self)
    let entry = try #require(PreviewRegistry.entry(named: "GeometryLayoutView"))
    let host = ViewHost(entry.makeView(), size: CGSize(width: 390, height: 844))
    #expect(try host.renderedImage().pixelHeight == 844)
    #expect(PreviewRegistry.entry(named: "AdaptiveLayoutView") != nil)
  }
}
