import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// A list drawn in darkened colours (`DisplayList.Item.darkened(by:)`, how a navigation
/// stack dims the screen under a moving one) looks as the list drawn with black at that
/// opacity over it, to a step of rounding; what cannot be darkened so says so.
@MainActor
@Suite struct DisplayListDarkeningTests {
  static func item(_ operation: DisplayList.Operation) -> DisplayList.Item {
    DisplayList.Item(operation: operation)
  }

  /// Fills, a gradient, a stroke, text, a symbol, a shadow and an opacity group.
  static var list: DisplayList {
    let blue = Color.Resolved(red: 0.2, green: 0.5, blue: 0.9, opacity: 1)
    let green = Color.Resolved(red: 0.3, green: 0.8, blue: 0.2, opacity: 0.6)
    let gradient = DisplayList.ResolvedGradient(stops: [
      .init(color: Color.Resolved(red: 1, green: 0.8, blue: 0, opacity: 1), location: 0),
      .init(color: Color.Resolved(red: 0.9, green: 0, blue: 0.6, opacity: 0.8), location: 1),
    ])
    let text = DisplayList.TextRun(
      string: "Darker", font: Font.body.resolved, color: .init(red: 0, green: 0, blue: 0),
      frame: CGRect(x: 12, y: 64, width: 90, height: 22))
    // A symbol's kinds of layer: a fill, a stroke, and a cleared hole.
    let symbol = DisplayList.VectorGraphic(
      name: "test", designSize: CGSize(width: 24, height: 24),
      layers: [
        DisplayList.VectorLayer(
          path: Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20)),
          style: .fill(evenOdd: false), paint: .color(blue)),
        DisplayList.VectorLayer(
          path: Path(CGRect(x: 6, y: 11, width: 12, height: 2)),
          style: .stroke(StrokeStyle(lineWidth: 1.5)),
          paint: .color(.init(red: 1, green: 1, blue: 1))),
        DisplayList.VectorLayer(
          path: Path(ellipseIn: CGRect(x: 10, y: 4, width: 4, height: 4)),
          style: .fill(evenOdd: false), paint: nil),
      ])
    return DisplayList(items: [
      item(
        .fill(
          Path(CGRect(x: 0, y: 0, width: 160, height: 120)),
          .color(.init(red: 0.95, green: 0.95, blue: 0.95)))),
      item(.fill(Path(ellipseIn: CGRect(x: 8, y: 6, width: 40, height: 40)), .color(blue))),
      item(
        .fill(
          Path(roundedRect: CGRect(x: 56, y: 8, width: 90, height: 36), cornerRadius: 8),
          .linearGradient(gradient, start: CGPoint(x: 56, y: 8), end: CGPoint(x: 146, y: 44)))),
      item(
        .stroke(
          Path(CGRect(x: 110.5, y: 60.5, width: 40, height: 30)), .color(green),
          StrokeStyle(lineWidth: 3))),
      item(.text(text)),
      item(
        .image(
          DisplayList.ImageReference(content: .vector(symbol)),
          CGRect(x: 12, y: 92, width: 22, height: 22))),
      item(
        .shadow(
          DisplayList.Shadow(
            color: .init(red: 0, green: 0, blue: 0, opacity: 0.4), radius: 3,
            offset: CGSize(width: 2, height: 2)),
          [item(.fill(Path(CGRect(x: 60, y: 95, width: 30, height: 16)), .color(blue)))])),
      item(
        .opacity(
          0.5, [item(.fill(Path(CGRect(x: 100, y: 96, width: 50, height: 20)), .color(blue)))])),
    ])
  }

  @Test(arguments: [0.1, 0.35])
  func darkenedColoursDrawWhatABlackVeilWould(amount: Double) throws {
    let size = CGSize(width: 160, height: 120)
    let veiled = try CairoImage(size: size, scale: 2)
    var withVeil = Self.list
    withVeil.items.append(
      Self.item(
        .fill(
          Path(CGRect(origin: .zero, size: size)),
          .color(.init(red: 0, green: 0, blue: 0, opacity: Float(amount))))))
    veiled.draw(withVeil, background: .init(red: 1, green: 1, blue: 1))
    let darkened = try CairoImage(size: size, scale: 2)
    let items = try #require(Self.list.items.darkenedAll(by: amount))
    let factor = Float(1 - amount)
    darkened.draw(
      DisplayList(items: items),
      background: .init(red: factor, green: factor, blue: factor, opacity: 1))
    let difference = CoverageCacheTests.difference(veiled, darkened)
    #expect(difference.largest <= 2)
    // And the darkening did darken: undarkened, most pixels differ by more.
    let plain = try CairoImage(size: size, scale: 2)
    plain.draw(Self.list, background: .init(red: 1, green: 1, blue: 1))
    #expect(CoverageCacheTests.difference(veiled, plain).largest >= Int(amount * 230))
  }

  @Test func whatIsNotDrawnFromItsColoursCannotBeDarkened() throws {
    let fill = Self.item(
      .fill(
        Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
        .color(.init(red: 0.5, green: 0.5, blue: 0.5))))
    #expect(fill.darkened(by: 0.1) != nil)
    #expect(Self.item(.blend(.multiply, [fill])).darkened(by: 0.1) == nil)
    #expect(
      Self.item(
        .clip(
          Path(CGRect(x: 0, y: 0, width: 2, height: 2)),
          [
            Self.item(.blend(.multiply, [fill]))
          ])
      ).darkened(by: 0.1) == nil)
    let photo = DisplayList.ImageReference(
      content: .resource(ImageAsset(name: "photo", size: CGSize(width: 4, height: 4))))
    #expect(
      Self.item(.image(photo, CGRect(x: 0, y: 0, width: 4, height: 4))).darkened(by: 0.1) == nil)
    var template = photo
    template.tint = .init(red: 0, green: 0.4, blue: 1)
    let darkenedTemplate = Self.item(.image(template, CGRect(x: 0, y: 0, width: 4, height: 4)))
      .darkened(by: 0.5)
    guard case .image(let reference, _) = darkenedTemplate?.operation else {
      Issue.record("a template image is darkened through its tint")
      return
    }
    #expect(reference.tint == .init(red: 0, green: 0.2, blue: 0.5))
  }
}
