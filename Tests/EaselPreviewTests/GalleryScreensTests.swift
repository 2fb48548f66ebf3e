import Easel
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// The gallery's second page (`Assets/Specs/Gallery.json`, tab "Screens"): the seeds' controls
/// in a settings form inside a navigation stack, a list of the seeds that push their details,
/// and a sheet — built from spec screen nodes, on an iPhone 15 (393×852 points, 59 above and
/// 34 below the safe area), light and dark. References checked by eye against iOS Settings.
@MainActor
@Suite struct GalleryScreensTests {
  static let size = CGSize(width: 393, height: 852)
  static let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  /// The gallery with a fresh state store, on its screens page when `screens`.
  func gallery(screens: Bool, scheme: ColorScheme = .light) throws -> (
    ViewHost<AnyView>, SpecStateStore
  ) {
    let spec = try Spec.load(
      contentsOf: specAssetsFolder.appendingPathComponent("Gallery.json"), registry: .catalog)
    let store = SpecStateStore(spec.state)
    if screens { store.set("page", to: .string("Screens")) }
    let host = ViewHost(
      spec.makeView(store: store, registry: .catalog), size: Self.size, colorScheme: scheme,
      safeAreaInsets: Self.safeArea)
    host.waitForTransitions()
    return (host, store)
  }

  @Test func theGalleryOpensOnTheControlsAndItsTabBarSwitchesToTheScreens() throws {
    let (host, store) = try gallery(screens: false)
    #expect(host.frame(of: "like") != nil, "the controls page is first")
    #expect(host.frame(of: "settings") == nil)
    #expect(host.tap(label: "Screens"))
    host.waitForTransitions()
    #expect(store.value(named: "page") == .string("Screens"))
    #expect(host.frame(of: "settings") != nil)
    #expect(host.navigationPath == ["Settings"])
  }

  @Test func theFormsSeedControlsWriteTheSpecsState() throws {
    let (host, store) = try gallery(screens: true)
    // The seed's toggle (CatalogToggle, labelled in Hungarian) in the Notifications row.
    let notifications = try #require(host.frame(ofLabel: "Notifications"))
    let toggle = try #require(host.frame(of: "toggle"))
    #expect(abs(toggle.midY - notifications.midY) < 1, "the toggle sits in its row")
    #expect(toggle.maxX > 340, "trailing, as a form row's control")
    #expect(host.tap("toggle"))
    #expect(store.value(named: "notifications") == .bool(false))
    #expect(host.tap("like"))
    #expect(store.value(named: "liked") == .bool(true))
  }

  @Test func aSeedsRowPushesAListWhoseRowsPushTheirDetails() throws {
    let (host, _) = try gallery(screens: true)
    #expect(host.tap(label: "Charts"))
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Settings", "Charts"])
    #expect(host.tap(label: "Pie chart"))
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Settings", "Charts", "Pie chart"])
    let pie = try #require(host.frame(of: "pie"))
    #expect(pie.size == CGSize(width: 200, height: 200))
  }

  @Test func theAboutButtonOpensASheetAtItsMediumDetentAndWritesTheState() throws {
    let (host, store) = try gallery(screens: true)
    #expect(host.presentedLayerCount == 0)
    // The button is in the last section, below the first screen: scroll the form to it.
    #expect(host.scroll("settings", by: CGSize(width: 0, height: 600)))
    #expect(host.tap("about"))
    host.waitForTransitions()
    #expect(store.value(named: "showAbout") == .bool(true))
    #expect(host.presentedLayerCount == 1)
    let card = try #require(host.presentedCardFrame)
    // The medium detent: half the screen's height.
    #expect(abs(card.minY - Self.size.height / 2) < 1, "\(card)")
    #expect(host.frame(ofLabel: "About the seeds") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theScreensPage(scheme: ColorScheme) throws {
    let (host, _) = try gallery(screens: true, scheme: scheme)
    try assertSnapshot(of: host, as: .image(), named: "gallery-screens-\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theSheet(scheme: ColorScheme) throws {
    let (host, store) = try gallery(screens: true, scheme: scheme)
    // The About button's row is below the first screen: scrolled into view first (see
    // `aSheetWhoseRowIsBelowTheScreenPresentsOnceTheRowIsMade`).
    #expect(host.scroll("settings", by: CGSize(width: 0, height: 600)))
    store.set("showAbout", to: .bool(true))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    try assertSnapshot(of: host, as: .image(), named: "gallery-sheet-\(scheme.rawValue)")
  }

  /// A form's rows are made lazily, as a List's cells are on iOS: the About button's row,
  /// below the first screen, is not in view, so its sheet cannot present when the state is
  /// set; scrolled into view, the row is made and the sheet comes. The form stays where it
  /// was scrolled (it once jumped back to its top on every change of the spec's state).
  @Test func aSheetWhoseRowIsBelowTheScreenPresentsOnceTheRowIsMade() throws {
    let (host, store) = try gallery(screens: true)
    store.set("showAbout", to: .bool(true))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(host.scroll("settings", by: CGSize(width: 0, height: 600)))
    let about = try #require(host.frame(of: "about"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    #expect(host.frame(of: "about") == about, "the form stays scrolled")
  }

  @Test func thePushedList() throws {
    let (host, _) = try gallery(screens: true)
    #expect(host.tap(label: "Charts"))
    host.waitForNavigationTransitions()
    try assertSnapshot(of: host, as: .image(), named: "gallery-charts-light")
  }
}
