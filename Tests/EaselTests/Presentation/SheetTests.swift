import EaselTesting
import Foundation
import Observation
import Testing

@testable import Easel

/// What a presenting screen shares with the test: whether its sheet is presented.
@Observable @MainActor
final class SheetModel {
  var shown = false
  var dismissals = 0
  var detent = PresentationDetent.medium
}

/// A screen that presents a sheet, and the sheet's content.
struct SheetScreen: View {
  @Bindable var model: SheetModel
  var detents: Set<PresentationDetent> = [.large]
  var dismissDisabled = false

  func dismissed() { model.dismissals += 1 }

  var body: some View {
    VStack {
      Button("Open") { model.shown = true }.accessibilityIdentifier("open")
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .sheet(isPresented: $model.shown, onDismiss: dismissed) {
      SheetBody()
        .presentationDetents(detents, selection: $model.detent)
        .interactiveDismissDisabled(dismissDisabled)
    }
  }
}

struct SheetBody: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }.accessibilityIdentifier("increment")
      Button("Close") { dismiss() }.accessibilityIdentifier("close")
      Text(isPresented ? "presented" : "not presented").accessibilityIdentifier("flag")
      Spacer()
    }
    .padding(.top, 20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier("sheet")
  }
}

/// iPhone 15 Pro's screen: 393×852 points, 59 above and 34 below for the notch and the home
/// indicator.
let phoneSize = CGSize(width: 393, height: 852)
let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

@MainActor
func phoneHost<V: View>(_ view: V, colorScheme: ColorScheme = .light) -> ViewHost<V> {
  ViewHost(view, size: phoneSize, colorScheme: colorScheme, safeAreaInsets: phoneInsets)
}

/// `sheet(isPresented:)` slides a sheet up over a dimmed backdrop; its binding, `dismiss`,
/// the backdrop and a drag take it away.
@MainActor
@Suite struct SheetTests {
  /// Tapping the button presents the sheet: it springs up to the large detent, 10 points
  /// below the top of the safe area, and its content stops above the home indicator.
  @Test func presentsAtTheLargeDetent() throws {
    let model = SheetModel()
    let host = phoneHost(SheetScreen(model: model))
    #expect(host.frame(of: "sheet") == nil)
    #expect(host.tap("open"))
    #expect(model.shown)
    host.advance(by: 0.1)
    let moving = try #require(host.frame(of: "sheet"))
    #expect(moving.minY > 69)
    #expect(moving.minY < 852)
    host.advance(by: 1)
    let sheet = try #require(host.frame(of: "sheet"))
    #expect(sheet.minY == 69)
    // 852 less the sheet's top (69) and the home indicator (34).
    #expect(sheet.height == 749)
    #expect(sheet.width == 393)
    #expect(!host.isAnimating)
  }

  /// The sheet's content keeps its state and sees `isPresented`; the backdrop takes the
  /// touches of what is below it.
  @Test func contentIsInteractiveAndCoversThePresenter() throws {
    let model = SheetModel()
    let host = phoneHost(SheetScreen(model: model))
    host.tap("open")
    host.advance(by: 1)
    #expect(host.label(of: "flag") == "presented")
    host.tap("increment")
    host.tap("increment")
    #expect(host.label(of: "increment") == "Tapped 2")
    // The presenter's button is under the backdrop.
    let open = try #require(host.frame(of: "open"))
    #expect(open.minY < 69)
    host.tap(at: CGPoint(x: open.midX, y: open.midY))
    #expect(model.shown)
  }

  /// `dismiss()` inside slides the sheet down, writes `false` to the binding, and runs
  /// `onDismiss` once the sheet has gone.
  @Test func dismissActionDismisses() throws {
    let model = SheetModel()
    let host = phoneHost(SheetScreen(model: model))
    host.tap("open")
    host.advance(by: 1)
    host.tap("close")
    #expect(!model.shown)
    #expect(model.dismissals == 0)
    host.advance(by: 0.1)
    let leaving = try #require(host.frame(of: "sheet"))
    #expect(leaving.minY > 69)
    host.advance(by: 1)
    #expect(host.frame(of: "sheet") == nil)
    #expect(model.dismissals == 1)
    #expect(!host.isAnimating)
    // The presenter takes touches again.
    host.tap("open")
    #expect(model.shown)
  }

  /// Setting the binding to `false` from code dismisses with the animation.
  @Test func bindingDismisses() throws {
    let model = SheetModel()
    let host = phoneHost(SheetScreen(model: model))
    host.perform { model.shown = true }
    host.advance(by: 1)
    #expect(host.frame(of: "sheet")?.minY == 69)
    host.perform { model.shown = false }
    host.advance(by: 0.05)
    #expect(host.frame(of: "sheet") != nil)
    host.advance(by: 1)
    #expect(host.frame(of: "sheet") == nil)
    #expect(model.dismissals == 1)
  }

  /// In a regular width (an iPad) a sheet is a form sheet: a 540×620 card centred on the
  /// screen; dragged down, it is dismissed.
  @Test func formSheetInRegularWidth() throws {
    let model = SheetModel()
    let host = ViewHost(
      SheetScreen(model: model).environment(\.horizontalSizeClass, .regular),
      size: CGSize(width: 1024, height: 768),
      safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    host.perform { model.shown = true }
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    #expect(card.size == CGSize(width: 540, height: 620))
    #expect(card.minX == 242)
    // Centred in the safe area: 24 + (724 - 620) / 2.
    #expect(card.minY == 76)
    #expect(host.frame(of: "Sheet Grabber") == nil)
    host.dragSheet(by: 500)
    #expect(!model.shown)
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(model.dismissals == 1)
  }

  /// State inside a sheet is new each time it is presented.
  @Test func contentStateResetsBetweenPresentations() throws {
    let model = SheetModel()
    let host = phoneHost(SheetScreen(model: model))
    host.tap("open")
    host.advance(by: 1)
    host.tap("increment")
    #expect(host.label(of: "increment") == "Tapped 1")
    host.tap("close")
    host.advance(by: 1)
    host.tap("open")
    host.advance(by: 1)
    #expect(host.label(of: "increment") == "Tapped 0")
  }
}
