import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The wheel and palette styles, pickers inside a `Menu` (checkmarked items by default, a
/// submenu with `.menu`, a row of symbols with `.palette`), and pickers with keyboard focus.
@MainActor
@Suite struct PickerStylesTests {
  enum Reaction: Hashable { case thumbsUp, thumbsDown, heart, question }

  struct Flavours: View {
    @State var flavour = 2

    var body: some View {
      VStack(spacing: 0) {
        Picker("Flavour", selection: $flavour) {
          ForEach(0..<8) { index in
            Text("Flavour \(index)").tag(index)
          }
        }
        .pickerStyle(.wheel)
        .accessibilityIdentifier("wheel")
        Text("Chose \(flavour)").accessibilityIdentifier("chosen")
        Spacer()
      }
      .frame(width: 300)
    }
  }

  struct Reactions: View {
    let style: PickerStyleKind
    @State var reaction: Reaction = .heart
    @State var sort = "Name"

    var body: some View {
      VStack {
        Menu("Actions") {
          switch style {
          case .palette: palette.pickerStyle(.palette)
          case .menu: palette.pickerStyle(.menu)
          default: palette
          }
          Button("Delete", role: .destructive) {}
        }
        .accessibilityIdentifier("menu")
        .padding(.top, 40)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.leading, 20)
        Text("Reaction \(String(describing: reaction))").accessibilityIdentifier("reaction")
        Spacer()
      }
    }

    var palette: some View {
      Picker("Reaction", selection: $reaction) {
        Label("Thumbs up", systemImage: "hand.thumbsup").tag(Reaction.thumbsUp)
        Label("Thumbs down", systemImage: "hand.thumbsdown").tag(Reaction.thumbsDown)
        Label("Heart", systemImage: "heart").tag(Reaction.heart)
        Label("Question", systemImage: "questionmark").tag(Reaction.question)
      }
    }
  }

  static let phone = CGSize(width: 393, height: 500)

  func label<V: View>(_ identifier: String, in host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  func labels<V: View>(_ host: ViewHost<V>) -> [String] {
    host.accessibilityTree().compactMap(\.label)
  }

  /// The wheel holds the choice in its middle band: 215 points high, rows 35 apart; a drag up
  /// by two rows turns it two choices on, a tap on the row above turns it back one.
  @Test func theWheelTurnsByDragAndTap() throws {
    let host = ViewHost(Flavours(), size: Self.phone)
    let wheel = try #require(host.frame(of: "wheel"))
    #expect(wheel.height == 215)
    #expect(wheel.width == 300)
    #expect(label("chosen", in: host) == "Chose 2")
    // The chosen row is centred in the band.
    let chosen = try #require(host.frame(ofLabel: "Flavour 2"))
    #expect(abs(chosen.midY - wheel.midY) < 0.5)
    let above = try #require(host.frame(ofLabel: "Flavour 1"))
    #expect(abs((chosen.midY - above.midY) - 35) < 0.5)

    #expect(
      host.drag(from: CGPoint(x: wheel.midX, y: wheel.midY), by: CGSize(width: 0, height: -70)))
    host.advance(by: 1)
    #expect(label("chosen", in: host) == "Chose 4")
    let four = try #require(host.frame(ofLabel: "Flavour 4"))
    #expect(abs(four.midY - wheel.midY) < 0.5)

    #expect(host.tap(at: CGPoint(x: wheel.midX, y: wheel.midY - 35)))
    host.advance(by: 1)
    #expect(label("chosen", in: host) == "Chose 3")
    // A drag down past the first choice stops there.
    #expect(
      host.drag(from: CGPoint(x: wheel.midX, y: wheel.midY), by: CGSize(width: 0, height: 200)))
    host.advance(by: 1)
    #expect(label("chosen", in: host) == "Chose 0")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theWheelLooksLikeIOS(scheme: ColorScheme) throws {
    let host = ViewHost(Flavours(), size: CGSize(width: 300, height: 260), colorScheme: scheme)
    try assertSnapshot(of: host, as: .image(), named: "picker-wheel-\(scheme.rawValue)")
  }

  /// By default a picker in a menu lists its choices as the menu's items, the chosen one
  /// checked; a tap on one chooses it and closes the menu.
  @Test func aPickerInAMenuListsItsChoicesAsItems() throws {
    let host = ViewHost(Reactions(style: .automatic), size: Self.phone)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    let thumbsDown = try #require(host.frame(ofLabel: "Thumbs down"))
    let heart = try #require(host.frame(ofLabel: "Heart"))
    #expect(abs(heart.midY - thumbsDown.midY - 44) <= 1)
    // The labels come after the checkmark's column.
    #expect(thumbsDown.minX == card.minX + 40)
    #expect(host.tap(at: CGPoint(x: thumbsDown.midX, y: thumbsDown.midY)))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(label("reaction", in: host) == "Reaction thumbsDown")
  }

  /// With `.menu`, a picker in a menu is a submenu: its row shows the label over the choice,
  /// and opens the choices in place of the menu's items.
  @Test func aMenuStylePickerInAMenuIsASubmenu() throws {
    let host = ViewHost(Reactions(style: .menu), size: Self.phone)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    // The row reads as one button: the label and the choice.
    #expect(labels(host).contains("Reaction, Heart"))
    #expect(!labels(host).contains("Thumbs down"))
    #expect(host.tap(label: "Reaction, Heart"))
    host.waitForTransitions()
    #expect(labels(host).contains("Thumbs down"))
    #expect(host.tap(label: "Thumbs down"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(label("reaction", in: host) == "Reaction thumbsDown")
  }

  /// With `.palette`, a picker in a menu is a row of symbols sharing the menu's width, 52
  /// points high; the chosen one sits on a plate, a tap chooses and closes the menu.
  @Test func aPalettePickerInAMenuIsARowOfSymbols() throws {
    let host = ViewHost(Reactions(style: .palette), size: Self.phone)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    let card = try #require(host.presentedCardFrame)
    let up = try #require(host.frame(ofLabel: "Thumbs up"))
    let down = try #require(host.frame(ofLabel: "Thumbs down"))
    // Four cells of (250 − 16) / 4 = 58.5 points, on one row.
    #expect(abs((down.midX - up.midX) - 58.5) <= 1)
    #expect(abs(up.midX - (card.minX + 8 + 29.25)) <= 1)
    #expect(abs(down.midY - up.midY) < 0.5)
    #expect(up.width < 40)
    #expect(host.tap(at: CGPoint(x: down.midX, y: down.midY)))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(label("reaction", in: host) == "Reaction thumbsDown")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aPaletteInAMenuLooksLikeIOS(scheme: ColorScheme) throws {
    let host = ViewHost(Reactions(style: .palette), size: Self.phone, colorScheme: scheme)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    try assertSnapshot(of: host, as: .image(), named: "picker-palette-menu-\(scheme.rawValue)")
  }

  /// Outside a menu, `.palette` draws segments, as on iOS.
  @Test func aPaletteOutsideAMenuIsSegmented() throws {
    struct Segments: View {
      @State var speed = 0
      var body: some View {
        VStack {
          Picker("Speed", selection: $speed) {
            Text("Slow").tag(0)
            Text("Fast").tag(1)
          }
          .pickerStyle(.palette)
          .accessibilityIdentifier("picker")
          Text("Speed \(speed)").accessibilityIdentifier("speed")
        }
        .frame(width: 300)
      }
    }
    let host = ViewHost(Segments(), size: CGSize(width: 300, height: 200))
    let picker = try #require(host.frame(of: "picker"))
    #expect(picker.height == 32)
    #expect(host.tap(at: CGPoint(x: picker.maxX - 40, y: picker.midY)))
    #expect(label("speed", in: host) == "Speed 1")
  }

  /// Tab reaches a segmented picker; the arrows choose the next and previous segment, and stop
  /// at the ends. A wheel's up and down arrows turn it.
  @Test func theArrowsChooseSegmentsAndTurnTheWheel() throws {
    struct Form: View {
      @State var speed = 0
      @State var flavour = 0
      var body: some View {
        VStack {
          Picker("Speed", selection: $speed) {
            Text("Slow").tag(0)
            Text("Normal").tag(1)
            Text("Fast").tag(2)
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("segments")
          Picker("Flavour", selection: $flavour) {
            Text("Vanilla").tag(0)
            Text("Mint").tag(1)
          }
          .pickerStyle(.wheel)
          .accessibilityIdentifier("wheel")
          Text("Speed \(speed), flavour \(flavour)").accessibilityIdentifier("state")
        }
        .frame(width: 300)
      }
    }
    let host = ViewHost(Form(), size: CGSize(width: 300, height: 400))
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "segments")
    #expect(host.press(.rightArrow))
    #expect(host.press(.rightArrow))
    #expect(label("state", in: host) == "Speed 2, flavour 0")
    #expect(host.press(.rightArrow))
    #expect(label("state", in: host) == "Speed 2, flavour 0")
    #expect(host.press(.leftArrow))
    #expect(label("state", in: host) == "Speed 1, flavour 0")
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "wheel")
    #expect(host.press(.downArrow))
    #expect(label("state", in: host) == "Speed 1, flavour 1")
    #expect(host.press(.upArrow))
    #expect(label("state", in: host) == "Speed 1, flavour 0")
  }

  /// Tab reaches a menu picker; Space opens its choices.
  @Test func spaceOpensAFocusedMenuPicker() throws {
    let host = ViewHost(
      PickerTests.Choice(style: .menu), size: CGSize(width: 300, height: 300))
    #expect(!labels(host).contains("Fast"))
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "picker")
    #expect(host.press(.space))
    #expect(labels(host).contains("Fast"))
  }
}
