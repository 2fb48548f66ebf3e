import EaselTesting
import Foundation
import Observation
import Testing

@testable import Easel

@Observable @MainActor
final class AlertModel {
  var shown = false
  var log: [String] = []
  var deleting: String?
}

/// A screen with the alert forms.
struct AlertScreen: View {
  enum Kind { case two, three, none, legacy, presenting }
  @Bindable var model: AlertModel
  let kind: Kind

  var body: some View {
    switch kind {
    case .two:
      Color.clear
        .alert("Delete draft?", isPresented: $model.shown) {
          Button("Delete", role: .destructive) { model.log.append("delete") }
          Button("Keep", role: .cancel) { model.log.append("keep") }
        } message: {
          Text("This cannot be undone.")
        }
    case .three:
      Color.clear
        .alert("Save changes?", isPresented: $model.shown) {
          Button("Cancel", role: .cancel) { model.log.append("cancel") }
          Button("Save") { model.log.append("save") }
          Button("Discard", role: .destructive) { model.log.append("discard") }
        }
    case .none:
      Color.clear.alert("Done", isPresented: $model.shown) {}
    case .legacy:
      Color.clear.alert(isPresented: $model.shown) {
        Alert(
          title: Text("Sign out?"), message: Text("You can sign in again later."),
          primaryButton: .destructive(Text("Sign Out")) { model.log.append("sign out") },
          secondaryButton: .cancel())
      }
    case .presenting:
      Color.clear
        .alert(
          "Delete file?", isPresented: $model.shown, presenting: model.deleting
        ) { name in
          Button("Delete \(name)", role: .destructive) { model.log.append("delete \(name)") }
        } message: { name in
          Text("\(name) will be removed.")
        }
    }
  }
}

/// `alert`: a centred 270-point card over a dimmed backdrop, its buttons side by side (two,
/// cancel on the left) or stacked (cancel last); a button runs its action and dismisses.
@MainActor
@Suite struct AlertTests {
  func present(_ kind: AlertScreen.Kind, model: AlertModel = AlertModel()) -> ViewHost<
    AlertScreen
  > {
    let host = phoneHost(AlertScreen(model: model, kind: kind))
    host.perform { model.shown = true }
    host.waitForTransitions()
    return host
  }

  /// The card is 270 points wide, centred in the safe area; two buttons sit side by side,
  /// 44 points tall, the cancel button on the left.
  @Test func twoButtonsSideBySide() throws {
    let model = AlertModel()
    let host = present(.two, model: model)
    let card = try #require(host.presentedCardFrame)
    #expect(card.width == 270)
    // Centred, its 61.5-point margins rounded to whole pixels.
    #expect(card.midX == 197)
    #expect(abs(card.midY - 438.5) <= 0.5)
    let keep = try #require(host.frame(ofLabel: "Keep"))
    let delete = try #require(host.frame(ofLabel: "Delete"))
    #expect(keep.maxX <= delete.minX)
    #expect(keep.minY == delete.minY)
    #expect(keep.height == 44)
    #expect(keep.maxY == card.maxY)
    #expect(host.frame(ofLabel: "Delete draft?") != nil)
    #expect(host.frame(ofLabel: "This cannot be undone.") != nil)
  }

  /// A button runs its action, writes `false` to the binding and the alert fades away.
  @Test func buttonRunsItsActionAndDismisses() throws {
    let model = AlertModel()
    let host = present(.two, model: model)
    #expect(host.tap(label: "Delete"))
    #expect(model.log == ["delete"])
    #expect(!model.shown)
    #expect(host.presentedLayerCount == 1)
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
  }

  /// Three buttons stack, in order, with the cancel button moved last.
  @Test func threeButtonsStackWithCancelLast() throws {
    let model = AlertModel()
    let host = present(.three, model: model)
    let save = try #require(host.frame(ofLabel: "Save"))
    let discard = try #require(host.frame(ofLabel: "Discard"))
    let cancel = try #require(host.frame(ofLabel: "Cancel"))
    #expect(save.width == 270)
    #expect(save.maxY <= discard.minY)
    #expect(discard.maxY <= cancel.minY)
    let card = try #require(host.presentedCardFrame)
    // The last button meets the card's bottom edge, within the pixel the clip rounds.
    #expect(abs(cancel.maxY - card.maxY) <= 1)
    host.tap(label: "Cancel")
    #expect(model.log == ["cancel"])
  }

  /// With no buttons, an OK button dismisses.
  @Test func okWhenNoButtons() throws {
    let model = AlertModel()
    let host = present(.none, model: model)
    #expect(host.tap(label: "OK"))
    #expect(!model.shown)
  }

  /// The backdrop does not dismiss an alert, and nothing below it takes a tap.
  @Test func backdropDoesNotDismiss() throws {
    let model = AlertModel()
    let host = present(.two, model: model)
    host.tap(at: CGPoint(x: 20, y: 800))
    host.waitForTransitions()
    #expect(model.shown)
    #expect(host.presentedLayerCount == 1)
  }

  /// The legacy `Alert` value: a destructive primary button and a cancel one, on the left.
  @Test func legacyAlert() throws {
    let model = AlertModel()
    let host = present(.legacy, model: model)
    let cancel = try #require(host.frame(ofLabel: "Cancel"))
    let signOut = try #require(host.frame(ofLabel: "Sign Out"))
    #expect(cancel.maxX <= signOut.minX)
    host.tap(label: "Sign Out")
    #expect(model.log == ["sign out"])
    #expect(!model.shown)
  }

  /// `presenting:` makes the actions and message from the data; without data nothing shows.
  @Test func presentingData() throws {
    let model = AlertModel()
    let host = phoneHost(AlertScreen(model: model, kind: .presenting))
    host.perform { model.shown = true }
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    host.perform {
      model.shown = false
      model.deleting = "notes.txt"
    }
    host.perform { model.shown = true }
    host.waitForTransitions()
    #expect(host.frame(ofLabel: "notes.txt will be removed.") != nil)
    host.tap(label: "Delete notes.txt")
    #expect(model.log == ["delete notes.txt"])
  }

  /// The alert comes in from 110% scale and full transparency.
  @Test func entranceFades() throws {
    let model = AlertModel()
    let host = phoneHost(AlertScreen(model: model, kind: .two))
    host.perform { model.shown = true }
    let list = host.displayList()
    let opacities = list.items.compactMap { item -> Double? in
      if case .opacity(let value, _) = item.operation { return value }
      return nil
    }
    #expect(opacities.contains { $0 < 0.05 })
    host.waitForTransitions()
    let settled = host.displayList().items.contains { item in
      if case .opacity(let value, _) = item.operation { return value < 1 }
      return false
    }
    #expect(!settled)
  }
}
