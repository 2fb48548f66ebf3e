import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The standard controls driven through real hit testing: toggles, sliders, steppers, buttons
/// and scroll views.
@MainActor
@Suite struct ControlTests {
  @MainActor final class Model {
    var events: [String] = []
  }

  struct ToggleForm: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("toggle")
        Text(isOn ? "on" : "off").accessibilityIdentifier(isOn ? "on" : "off")
      }
      .frame(width: 300)
    }
  }

  @Test func tappingTheSwitchFlipsTheToggle() throws {
    let host = ViewHost(ToggleForm(), size: CGSize(width: 320, height: 120))
    let toggle = try #require(host.frame(of: "toggle"))
    #expect(host.frame(of: "off") != nil)
    // The switch sits at the trailing edge: 51 points wide, 31 tall.
    #expect(host.tap(at: CGPoint(x: toggle.maxX - 25, y: toggle.midY)))
    #expect(host.frame(of: "on") != nil)
    // The label is not the switch: tapping it does nothing.
    #expect(!host.tap(at: CGPoint(x: toggle.minX + 5, y: toggle.midY)))
    #expect(host.frame(of: "on") != nil)
  }

  struct SliderForm: View {
    @State var value = 0.0
    let model: Model
    var body: some View {
      Slider(value: $value, in: 0...100, step: 10) { editing in
        model.events.append(editing ? "began" : "ended")
      }
      .frame(width: 227)
      .accessibilityIdentifier("slider")
      .onChange(of: value) { _, new in model.events.append("\(Int(new))") }
    }
  }

  @Test func draggingTheSliderSetsSteppedValues() throws {
    let model = Model()
    let host = ViewHost(SliderForm(model: model), size: CGSize(width: 300, height: 60))
    let slider = try #require(host.frame(of: "slider"))
    // The thumb's centre runs from 13.5 to 213.5 points in: 200 points for 0…100.
    let start = CGPoint(x: slider.minX + 13.5, y: slider.midY)
    #expect(host.drag(from: start, by: CGSize(width: 100, height: 0), steps: 4))
    #expect(model.events.first == "began")
    #expect(model.events.last == "ended")
    #expect(model.events.contains("50"))
    #expect(!model.events.contains { $0 == "45" || $0 == "55" })
  }

  struct StepperForm: View {
    @State var count = 1
    var body: some View {
      Stepper("Count", value: $count, in: 0...2)
        .frame(width: 300)
        .accessibilityIdentifier("stepper")
        .accessibilityValue(Text("\(count)"))
    }
  }

  @Test func stepperButtonsMoveWithinBounds() throws {
    let host = ViewHost(StepperForm(), size: CGSize(width: 320, height: 60))
    let stepper = try #require(host.frame(of: "stepper"))
    let plus = CGPoint(x: stepper.maxX - 23, y: stepper.midY)
    let minus = CGPoint(x: stepper.maxX - 23 - 47, y: stepper.midY)
    #expect(host.tap(at: plus))
    #expect(host.accessibilityTree().contains { $0.value == "2" })
    // At the upper bound the + button is disabled.
    #expect(!host.tap(at: plus))
    #expect(host.tap(at: minus))
    #expect(host.tap(at: minus))
    #expect(host.accessibilityTree().contains { $0.value == "0" })
  }

  struct Scroller: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            Color(white: Double(index) / 20).frame(width: 100, height: 50)
              .accessibilityIdentifier("row\(index)")
          }
        }
      }
      .frame(width: 100, height: 200)
      .accessibilityIdentifier("scroll")
    }
  }

  @Test func scrollViewScrollsByDragAndWheelWithinItsContent() throws {
    let host = ViewHost(Scroller(), size: CGSize(width: 100, height: 200))
    #expect(try #require(host.frame(of: "row0")).minY == 0)
    #expect(host.drag("scroll", by: CGSize(width: 0, height: -120), steps: 12))
    // While released the content is where the finger left it; momentum then carries it on.
    #expect(try #require(host.frame(of: "row0")).minY == -120)
    host.advance(by: 1)
    let rested = try #require(host.frame(of: "row0")).minY
    #expect(rested <= -120)
    // Never past the end: 20 rows of 50 in a 200-point viewport scroll at most 800.
    #expect(rested >= -800)
    #expect(host.scroll("scroll", by: CGSize(width: 0, height: -10_000)))
    #expect(try #require(host.frame(of: "row0")).minY == 0)
    #expect(host.scroll("scroll", by: CGSize(width: 0, height: 10_000)))
    #expect(try #require(host.frame(of: "row0")).minY == -800)
  }

  struct ScrollerWithHorizontalDrag: View {
    let model: Model
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          Color.red.frame(width: 200, height: 100)
            .accessibilityIdentifier("card")
            .gesture(
              DragGesture().onEnded { model.events.append("card \(Int($0.translation.width))") })
          ForEach(0..<10) { _ in Color.gray.frame(width: 200, height: 100) }
        }
      }
      .frame(width: 200, height: 300)
    }
  }

  @Test func aScrollViewDoesNotStealAChildsHorizontalDrag() throws {
    let model = Model()
    let host = ViewHost(
      ScrollerWithHorizontalDrag(model: model), size: CGSize(width: 200, height: 300))
    let before = try #require(host.frame(of: "card"))
    #expect(host.drag("card", by: CGSize(width: 60, height: 0)))
    #expect(model.events == ["card 60"])
    #expect(try #require(host.frame(of: "card")) == before)
  }

  @Test func buttonStylesShowThePressedState() throws {
    struct Probe: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .padding(10)
          .background(configuration.isPressed ? Color.red : Color.blue)
      }
    }
    let model = Model()
    let view = Button("Go") { model.events.append("go") }
      .buttonStyle(Probe())
      .accessibilityIdentifier("go")
    let host = ViewHost(view, size: CGSize(width: 100, height: 60))
    let frame = try #require(host.frame(of: "go"))
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    let corner = CGPoint(x: frame.minX + 2, y: frame.minY + 2)
    #expect(try host.pixel(at: corner)?.blue == 255)
    host.send(PointerEvent(.down, at: centre, time: host.time))
    #expect(try host.pixel(at: corner)?.red == 255)
    host.send(PointerEvent(.up, at: centre, time: host.time))
    #expect(try host.pixel(at: corner)?.blue == 255)
    #expect(model.events == ["go"])
  }
}

/// A foreground colour set on a default-style button colours its label, as on iOS.
@MainActor
@Suite struct ButtonForegroundTests {
  @Test func foregroundColorWinsOverTheTint() throws {
    let view = Button("Go") {}.foregroundColor(Color(red: 0, green: 1, blue: 0))
      .font(.system(size: 40, weight: .black))
    let host = ViewHost(view, size: CGSize(width: 120, height: 60))
    var green = 0
    var blue = 0
    for y in 0..<60 {
      for x in 0..<120 {
        guard let pixel = try host.pixel(x: x, y: y) else { continue }
        if pixel.green > 200 && pixel.red < 80 && pixel.blue < 80 { green += 1 }
        if pixel.blue > 200 && pixel.red < 80 && pixel.green < 160 { blue += 1 }
      }
    }
    #expect(green > 50)
    #expect(blue == 0)
  }
}
