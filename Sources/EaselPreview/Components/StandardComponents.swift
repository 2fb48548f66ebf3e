import Easel
import EaselControls
import Foundation

extension ComponentRegistry {
  /// The components every spec can name: `Hello`, `AdaptiveLayout` (seed 004),
  /// `CustomToggle` and `DraggableCircle` (seed 000), `PinchableSquare` (for the window's
  /// pinch and rotation), and the `EaselControls` catalog (see `registerCatalog()`).
  public static let standard: ComponentRegistry = {
    var registry = ComponentRegistry()
    registry.register(
      "Hello", summary: "A greeting card: title, subtitle and an accent swatch",
      defaults: HelloProps()
    ) { props in
      HelloCard(props: props)
    }
    registry.register(
      "AdaptiveLayout",
      summary: "Seed 004: a top container clamped between two heights above a filling bottom",
      defaults: AdaptiveLayoutProps()
    ) { props in
      AdaptiveLayout(props: props)
    }
    registry.register(
      "CustomToggle", summary: "Seed 000: a capsule switch that toggles on tap",
      defaults: CustomToggleProps()
    ) { props in
      CustomToggle(
        isOn: props.isOn.binding, activeColor: props.activeColor.color,
        inactiveColor: props.inactiveColor.color, thumbColor: props.thumbColor.color,
        label: props.label)
    }
    registry.register(
      "DraggableCircle",
      summary: "Seed 000: a circle that follows a drag and springs back when released",
      defaults: DraggableCircleProps()
    ) { _ in
      EaselControls.DraggableCircle().accessibilityIdentifier("circle")
    }
    registry.register(
      "PinchableSquare",
      summary: "A square that scales with a pinch (Ctrl + wheel) and turns with a rotation "
        + "(Shift + drag)",
      defaults: PinchableSquareProps()
    ) { _ in
      PinchableSquare().accessibilityIdentifier("square")
    }
    registry.registerCatalog()
    return registry
  }()
}

/// The properties of `Hello`.
public struct HelloProps: Codable, Sendable {
  /// The large line.
  public var title = "Hello, Easel"
  /// The small line under it.
  public var subtitle = "SwiftUI-style views on Linux"
  /// The swatch's colour.
  public var accent = SpecColor.system(.blue)
  /// The swatch's corner radius.
  public var cornerRadius: CGFloat = 16
  /// The card's padding.
  public var padding: CGFloat = 24

  /// The defaults.
  public init() {}
}

/// A greeting card.
struct HelloCard: View {
  let props: HelloProps

  var body: some View {
    VStack(spacing: 16) {
      Text(props.title).font(.title).accessibilityIdentifier("title")
      Text(props.subtitle).font(.subheadline).foregroundColor(.secondary)
        .accessibilityIdentifier("subtitle")
      RoundedRectangle(cornerRadius: props.cornerRadius).fill(props.accent.color)
        .frame(width: 200, height: 120).accessibilityIdentifier("swatch")
    }
    .padding(props.padding)
  }
}

/// The properties of `AdaptiveLayout`: seed 004's constants.
public struct AdaptiveLayoutProps: Codable, Sendable {
  /// The least height of the top container.
  public var minTopHeight: CGFloat = 200
  /// The greatest height of the top container.
  public var maxTopHeight: CGFloat = 400
  /// The share of the height the top container asks for before clamping.
  public var topShare: CGFloat = 0.5
  /// The height of each of the three rows in the top container.
  public var rowHeight: CGFloat = 50
  /// The least space between the rows.
  public var spacerMinLength: CGFloat = 20

  /// The defaults.
  public init() {}
}

/// Seed 004's `AdaptiveLayoutView`, with its constants as properties: the top container is
/// `min(max(minTopHeight, height * topShare), maxTopHeight)` tall and the bottom fills the rest.
struct AdaptiveLayout: View {
  let props: AdaptiveLayoutProps

  var body: some View {
    GeometryReader { geometry in
      VStack(spacing: 0) {
        VStack {
          Color.blue.frame(height: props.rowHeight).accessibilityIdentifier("topRow")
          Spacer(minLength: props.spacerMinLength)
          Color.yellow.frame(height: props.rowHeight).accessibilityIdentifier("centerRow")
          Spacer(minLength: props.spacerMinLength)
          Color.purple.frame(height: props.rowHeight).accessibilityIdentifier("bottomRow")
        }
        .frame(
          height: min(
            max(props.minTopHeight, geometry.size.height * props.topShare), props.maxTopHeight)
        )
        .background(Color.red)
        .accessibilityIdentifier("top")
        VStack {
          Color.orange
        }
        .frame(maxHeight: .infinity)
        .background(Color.green)
        .accessibilityIdentifier("bottom")
      }
    }
  }
}

/// The properties of `CustomToggle`.
public struct CustomToggleProps: Codable, Sendable {
  /// Whether the switch is on; bind it to state with `"$name"` to make it toggle.
  public var isOn = SpecBinding(false)
  /// The track's colour when on.
  public var activeColor = SpecColor.system(.green)
  /// The track's colour when off.
  public var inactiveColor = SpecColor.opacity(.system(.gray), 0.6)
  /// The thumb's colour.
  public var thumbColor = SpecColor.system(.white)
  /// The accessibility label.
  public var label = "Switch"

  /// The defaults.
  public init() {}
}

/// Seed 000's `CustomToggle`: a 60×35 capsule track and a 30×30 thumb that moves 12.5 points
/// either side of the centre; a tap toggles the binding.
struct CustomToggle: View {
  @Binding var isOn: Bool
  let activeColor: Color
  let inactiveColor: Color
  let thumbColor: Color
  let label: String

  var body: some View {
    ZStack {
      Capsule()
        .fill(isOn ? activeColor : inactiveColor)
        .frame(width: 60, height: 35)
      Circle()
        .fill(thumbColor)
        .frame(width: 30, height: 30)
        .offset(x: isOn ? 12.5 : -12.5)
        .shadow(radius: 2, x: 1, y: 1)
    }
    .onTapGesture { isOn.toggle() }
    .accessibilityLabel(label)
    .accessibilityValue(isOn ? "On" : "Off")
    .accessibilityIdentifier("toggle")
  }
}
