import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Modifiers that ordinary SwiftUI control code uses, each doing what SwiftUI does.
@MainActor
@Suite struct CompatibilityModifierTests {
  static let size = CGSize(width: 100, height: 100)

  /// A higher `zIndex` draws in front and takes the tap, whatever the order written.
  @Test func zIndexOrdersDrawingAndHitTesting() throws {
    @MainActor final class Taps { var names: [String] = [] }
    let taps = Taps()
    let view = ZStack {
      Color.red.frame(width: 40, height: 40).onTapGesture { taps.names.append("red") }
        .zIndex(1)
      Color.blue.frame(width: 40, height: 40).onTapGesture { taps.names.append("blue") }
    }
    let host = ViewHost(view, size: Self.size)
    #expect(try host.pixel(at: CGPoint(x: 50, y: 50)) == Pixel(red: 255, green: 59, blue: 48))
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(taps.names == ["red"])
    // Without it, the later sibling is in front.
    let plain = ViewHost(
      ZStack {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 40, height: 40)
      },
      size: Self.size)
    #expect(try plain.pixel(at: CGPoint(x: 50, y: 50)) == Pixel(red: 0, green: 122, blue: 255))
  }

  /// `border` draws inside the frame without changing the size.
  @Test func borderDrawsInsideTheFrame() throws {
    let view = Color.white.frame(width: 40, height: 30).border(Color.black, width: 3)
      .accessibilityIdentifier("box")
    let host = ViewHost(view, size: Self.size)
    #expect(host.frame(of: "box") == CGRect(x: 30, y: 35, width: 40, height: 30))
    #expect(try host.pixel(at: CGPoint(x: 31, y: 50)) == Pixel(red: 0, green: 0, blue: 0))
    #expect(try host.pixel(at: CGPoint(x: 68, y: 50)) == Pixel(red: 0, green: 0, blue: 0))
    #expect(try host.pixel(at: CGPoint(x: 34, y: 50)) == Pixel(red: 255, green: 255, blue: 255))
  }

  /// `hidden()` keeps the view's place but draws nothing and takes no tap.
  @Test func hiddenKeepsItsPlace() throws {
    @MainActor final class Taps { var count = 0 }
    let taps = Taps()
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 30, height: 30).onTapGesture { taps.count += 1 }.hidden()
      Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("after")
    }
    let host = ViewHost(view, size: Self.size)
    #expect(host.frame(of: "after")?.minX == 50)
    #expect(try host.pixel(at: CGPoint(x: 35, y: 50)) == Pixel(red: 255, green: 255, blue: 255))
    host.tap(at: CGPoint(x: 35, y: 50))
    #expect(taps.count == 0)
  }

  /// `preferredColorScheme` turns the views inside to the scheme at once and asks the host
  /// for it; `navigationTitle` is stored for the host.
  @Test func presentationPreferencesReachTheHost() throws {
    let view = Color.primary.frame(width: 20, height: 20)
      .navigationTitle("Settings")
      .preferredColorScheme(.dark)
    let host = ViewHost(view, size: Self.size)
    #expect(host.preferredColorScheme == .dark)
    #expect(host.navigationTitle == "Settings")
    // The primary colour of the dark scheme is white.
    #expect(try host.pixel(at: CGPoint(x: 50, y: 50)) == Pixel(red: 255, green: 255, blue: 255))
    let none = ViewHost(Color.red, size: Self.size)
    #expect(none.preferredColorScheme == nil)
    #expect(none.navigationTitle == nil)
  }

  /// Text styles grow with the Dynamic Type size (body: 17 points at Large, 23 at xxxLarge,
  /// 53 at accessibility5); fixed sizes do not.
  @Test func textStylesScaleWithDynamicType() {
    func height(_ size: DynamicTypeSize, _ font: Font) -> CGFloat {
      let host = ViewHost(
        Text("Hg").font(font).accessibilityIdentifier("t").dynamicTypeSize(size),
        size: CGSize(width: 400, height: 400))
      return host.frame(of: "t")?.height ?? 0
    }
    let large = height(.large, .body)
    #expect(large > 0)
    #expect(abs(height(.xxxLarge, .body) / large - 23.0 / 17) < 0.1)
    #expect(abs(height(.accessibility5, .body) / large - 53.0 / 17) < 0.15)
    #expect(height(.accessibility5, .system(size: 17)) == height(.large, .system(size: 17)))
    // The older name reads the same value.
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility2
    #expect(environment.sizeCategory == .accessibilityLarge)
    #expect(environment.sizeCategory.isAccessibilityCategory)
  }

  /// An interpolating spring of mass 1, stiffness 100 and damping 20 is critically damped
  /// with a period of 2π/10 s; `spring(duration:bounce:)` has `1 − bounce` damping.
  @Test func springsFromPhysicsAndBounce() {
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 20)
    let reference = Animation.spring(response: 2 * Double.pi / 10, dampingFraction: 1)
    for time in stride(from: 0.0, through: 1.0, by: 0.1) {
      #expect(abs(spring.progress(at: time) - reference.progress(at: time)) < 1e-9)
    }
    let bouncy = Animation.spring(duration: 0.4, bounce: 0.3)
    #expect(bouncy == Animation.spring(response: 0.4, dampingFraction: 0.7))
    // A bouncy spring overshoots; a bounce of 0 does not.
    #expect((0...100).contains { bouncy.progress(at: Double($0) / 100) > 1 })
    let smooth = Animation.spring(duration: 0.4, bounce: 0)
    #expect(!(0...100).contains { smooth.progress(at: Double($0) / 100) > 1.0001 })
  }

  final class Model: @unchecked Sendable {
    var animated: Animation?
    /// A nonisolated method that animates, as a view model may in SwiftUI.
    nonisolated func change(_ body: () -> Void) {
      withAnimation(.easeIn(duration: 0.2)) { body() }
    }
  }

  /// `withAnimation` may be called outside the main actor, and nests: the innermost wins.
  @Test func withAnimationNestsAndIsNotIsolated() {
    let model = Model()
    model.change { model.animated = TransactionContext.current?.animation }
    #expect(model.animated == .easeIn(duration: 0.2))
    withAnimation(.linear(duration: 1)) {
      withAnimation(.easeOut(duration: 2)) {
        #expect(TransactionContext.current?.animation == .easeOut(duration: 2))
      }
      #expect(TransactionContext.current?.animation == .linear(duration: 1))
    }
    #expect(TransactionContext.current?.animation == nil)
  }

  /// A task started inside `withAnimation` does not animate what it changes after the
  /// closure has returned.
  @Test func aTaskStartedInsideDoesNotKeepTheAnimation() async {
    let task = withAnimation(.linear(duration: 1)) {
      Task { @MainActor () -> Animation? in
        await Task.yield()
        return TransactionContext.current?.animation
      }
    }
    #expect(await task.value == nil)
  }

  struct Counter: View {
    @State private var count = 0
    @State private var seen: [Int] = []
    var body: some View {
      Button("Count \(count), seen \(seen.map(String.init).joined(separator: " "))") {
        count += 1
      }
      .accessibilityIdentifier("counter")
      .onChange(of: count) { newValue in seen.append(newValue) }
    }
  }

  /// The one-parameter `onChange(of:perform:)` receives the new value, not at appearance.
  @Test func onChangeWithTheNewValue() {
    let host = ViewHost(Counter(), size: CGSize(width: 300, height: 100))
    func label() -> String? {
      host.accessibilityTree().first { $0.identifier == "counter" }?.label
    }
    #expect(label() == "Count 0, seen ")
    host.tap("counter")
    host.tap("counter")
    #expect(label() == "Count 2, seen 1 2")
  }
}
