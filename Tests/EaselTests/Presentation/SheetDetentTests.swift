import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A sheet with `[.medium, .large]` detents: the grabber shows, it is dragged between its
/// detents and down to dismiss, and its selection binding follows.
@MainActor
@Suite struct SheetDetentTests {
  func present(
    _ detents: Set<PresentationDetent> = [.medium, .large], dismissDisabled: Bool = false,
    model: SheetModel
  ) -> ViewHost<SheetScreen> {
    let host = phoneHost(
      SheetScreen(model: model, detents: detents, dismissDisabled: dismissDisabled))
    host.perform { model.shown = true }
    host.waitForTransitions()
    return host
  }

  /// At the medium detent the sheet is half the screen tall; the grabber, 36×5, sits 5
  /// points below its top.
  @Test func mediumIsHalfTheScreen() throws {
    let model = SheetModel()
    let host = present(model: model)
    let card = try #require(host.presentedCardFrame)
    #expect(card.minY == 426)
    #expect(card.height == 426)
    let grabber = try #require(host.frame(of: "Sheet Grabber"))
    #expect(grabber.size == CGSize(width: 36, height: 5))
    #expect(grabber.minY == card.minY + 5)
    // Centred, its 178.5-point margins rounded to whole pixels.
    #expect(grabber.midX == 197)
  }

  /// Dragging the grabber up past the middle settles at the large detent and writes it to
  /// the selection; down again settles at medium.
  @Test func dragBetweenDetents() throws {
    let model = SheetModel()
    let host = present(model: model)
    host.dragSheet(by: -250)
    host.waitForTransitions()
    #expect(host.presentedCardFrame?.minY == 69)
    #expect(model.detent == .large)
    // Slowly, so that its speed does not throw it out.
    host.dragSheet(by: 300, steps: 60)
    host.waitForTransitions()
    #expect(host.presentedCardFrame?.minY == 426)
    #expect(model.detent == .medium)
    #expect(model.shown)
  }

  /// While dragged, the sheet follows the finger.
  @Test func followsTheFinger() throws {
    let model = SheetModel()
    let host = present(model: model)
    let start = CGPoint(x: 196, y: 434)
    host.send(PointerEvent(.down, at: start, time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      host.send(
        PointerEvent(.move, at: CGPoint(x: 196, y: 434 + CGFloat(step) * 6), time: host.time))
    }
    #expect(host.presentedCardFrame?.minY == 486)
    host.advance(by: 0.5)
    host.send(PointerEvent(.up, at: CGPoint(x: 196, y: 494), time: host.time))
    // A short drag springs back.
    host.waitForTransitions()
    #expect(host.presentedCardFrame?.minY == 426)
    #expect(model.shown)
  }

  /// Dragging the medium sheet down past half its height dismisses it: the binding reads
  /// `false` and `onDismiss` runs once it has gone.
  @Test func dragDownDismisses() throws {
    let model = SheetModel()
    let host = present(model: model)
    host.dragSheet(by: 300)
    #expect(!model.shown)
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(model.dismissals == 1)
  }

  /// A short, fast flick down dismisses too: where its speed would carry the sheet is below
  /// half its smallest detent.
  @Test func flickDismisses() throws {
    let model = SheetModel()
    let host = present(model: model)
    host.dragSheet(by: 120, steps: 3)
    #expect(!model.shown)
    host.waitForTransitions()
    #expect(model.dismissals == 1)
  }

  /// A tap on the dimmed backdrop above a medium sheet dismisses it.
  @Test func backdropTapDismissesMedium() throws {
    let model = SheetModel()
    let host = present(model: model)
    host.tap(at: CGPoint(x: 196, y: 200))
    #expect(!model.shown)
    host.waitForTransitions()
    #expect(model.dismissals == 1)
  }

  /// With `interactiveDismissDisabled`, neither a drag nor the backdrop dismisses.
  @Test func interactiveDismissDisabled() throws {
    let model = SheetModel()
    let host = present(dismissDisabled: true, model: model)
    host.dragSheet(by: 350)
    host.waitForTransitions()
    #expect(model.shown)
    #expect(host.presentedCardFrame?.minY == 426)
    host.tap(at: CGPoint(x: 196, y: 200))
    host.waitForTransitions()
    #expect(model.shown)
  }

  /// Setting the selection from code moves the sheet to that detent.
  @Test func selectionMovesTheSheet() throws {
    let model = SheetModel()
    let host = present(model: model)
    host.perform { model.detent = .large }
    host.waitForTransitions()
    #expect(host.presentedCardFrame?.minY == 69)
  }

  /// `.height` and `.fraction` detents: a height of content above the home indicator, a
  /// fraction of the large detent; one detent shows no grabber.
  @Test func customDetents() throws {
    let model = SheetModel()
    let heightHost = present([.height(200)], model: model)
    #expect(heightHost.presentedCardFrame?.height == 234)
    #expect(heightHost.frame(of: "Sheet Grabber") == nil)
    let fractionHost = present([.fraction(0.5)], model: SheetModel())
    // Half of 783, its top rounded to a whole pixel.
    #expect(fractionHost.presentedCardFrame?.height == 391)
  }
}
