import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A screen that asks for confirmation in an action sheet.
struct DialogScreen: View {
  @Bindable var model: AlertModel
  var titleVisibility: Visibility = .automatic
  var withCancel = false

  var body: some View {
    Color.clear
      .confirmationDialog(
        "Change background", isPresented: $model.shown, titleVisibility: titleVisibility
      ) {
        Button("Red") { model.log.append("red") }
        Button("Delete photo", role: .destructive) { model.log.append("delete") }
        if withCancel {
          Button("Never mind", role: .cancel) { model.log.append("never mind") }
        }
      } message: {
        Text("Choose a colour")
      }
  }
}

/// `confirmationDialog` on an iPhone: an action sheet at the bottom, 8 points in from the
/// sides, above the home indicator, with its cancel button apart below the others.
@MainActor
@Suite struct ConfirmationDialogTests {
  func present(_ screen: DialogScreen) -> ViewHost<DialogScreen> {
    let host = phoneHost(screen)
    host.perform { screen.model.shown = true }
    host.waitForTransitions()
    return host
  }

  /// The actions are 57 points tall and 377 wide; a Cancel button is added below them, 8
  /// points apart, its bottom on the safe area's.
  @Test func actionSheetLayout() throws {
    let model = AlertModel()
    let host = present(DialogScreen(model: model))
    let red = try #require(host.frame(ofLabel: "Red"))
    let delete = try #require(host.frame(ofLabel: "Delete photo"))
    let cancel = try #require(host.frame(ofLabel: "Cancel"))
    #expect(red.height == 57)
    #expect(red.minX == 8)
    #expect(red.width == 377)
    #expect(red.maxY <= delete.minY)
    #expect(cancel.minY - delete.maxY == 8)
    #expect(cancel.maxY == 818)
    // The title is hidden by default on iOS; the message shows.
    #expect(host.frame(ofLabel: "Change background") == nil)
    #expect(host.frame(ofLabel: "Choose a colour") != nil)
  }

  /// `titleVisibility: .visible` shows the title above the message.
  @Test func visibleTitle() throws {
    let model = AlertModel()
    let host = present(DialogScreen(model: model, titleVisibility: .visible))
    let title = try #require(host.frame(ofLabel: "Change background"))
    let message = try #require(host.frame(ofLabel: "Choose a colour"))
    #expect(title.maxY <= message.minY)
  }

  /// A given cancel button replaces the added one, and sits apart at the bottom.
  @Test func givenCancelButton() throws {
    let model = AlertModel()
    let host = present(DialogScreen(model: model, withCancel: true))
    #expect(host.frame(ofLabel: "Cancel") == nil)
    let cancel = try #require(host.frame(ofLabel: "Never mind"))
    #expect(cancel.maxY == 818)
    host.tap(label: "Never mind")
    #expect(model.log == ["never mind"])
    #expect(!model.shown)
  }

  /// An action runs and dismisses; a tap on the backdrop cancels.
  @Test func actionsAndBackdrop() throws {
    let model = AlertModel()
    let host = present(DialogScreen(model: model))
    host.tap(label: "Red")
    #expect(model.log == ["red"])
    #expect(!model.shown)
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    host.perform { model.shown = true }
    host.waitForTransitions()
    host.tap(at: CGPoint(x: 200, y: 150))
    #expect(!model.shown)
    #expect(model.log == ["red"])
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
  }

  /// In a regular width the dialog is a popover below the view, without a cancel button
  /// (a tap outside cancels).
  @Test func popoverInRegularWidth() throws {
    let model = AlertModel()
    let host = ViewHost(
      DialogScreen(model: model).frame(width: 200, height: 44)
        .environment(\.horizontalSizeClass, .regular),
      size: CGSize(width: 1024, height: 768))
    host.perform { model.shown = true }
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    #expect(card.width == 270)
    // Below the 44-point view centred in 768 points, an arrow (13 points) apart.
    #expect(card.minY == 419)
    #expect(host.frame(ofLabel: "Cancel") == nil)
    #expect(host.frame(ofLabel: "Red") != nil)
    host.tap(at: CGPoint(x: 50, y: 700))
    #expect(!model.shown)
  }

  /// The sheet slides up from below the screen.
  @Test func slidesUp() throws {
    let model = AlertModel()
    let host = phoneHost(DialogScreen(model: model))
    host.perform { model.shown = true }
    host.advance(by: 0.03)
    let entering = try #require(host.presentedCardFrame)
    host.waitForTransitions()
    let settled = try #require(host.presentedCardFrame)
    #expect(entering.minY > settled.minY)
    #expect(settled.maxY == 852)
  }
}
