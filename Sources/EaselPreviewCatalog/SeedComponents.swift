import Easel
import EaselControls
import EaselPreview
import Foundation

extension ComponentRegistry {
  /// The standard components and the `EaselControls` catalog: what the `easel` tool's specs
  /// can name. The seeds' controls (`AdaptiveLayout`, `CustomToggle`, `DraggableCircle`) and
  /// the catalog's (see `registerCatalog()`) are the controls `EaselControls` defines.
  public static let catalog: ComponentRegistry = {
    var registry = ComponentRegistry.standard
    registry.registerSeedControls()
    registry.registerCatalog()
    return registry
  }()

  /// Registers seed 004's layout and seed 000's toggle and circle under the names specs use.
  mutating func registerSeedControls() {
    register(
      "AdaptiveLayout",
      summary: "Seed 004: a top container clamped between two heights above a filling bottom",
      defaults: AdaptiveLayoutProps()
    ) { props in
      AdaptiveLayoutView(
        minTopHeight: props.minTopHeight, maxTopHeight: props.maxTopHeight,
        topShare: props.topShare, rowHeight: props.rowHeight,
        spacerMinLength: props.spacerMinLength)
    }
    register(
      "CustomToggle", summary: "Seed 000: a capsule switch that toggles on tap",
      defaults: CustomToggleProps()
    ) { props in
      CustomToggle(
        isOn: props.isOn.binding, activeColor: props.activeColor.color,
        inactiveColor: props.inactiveColor.color, thumbColor: props.thumbColor.color,
        label: Text(props.label), onValue: Text("On"), offValue: Text("Off")
      )
      .accessibilityIdentifier("toggle")
    }
    register(
      "DraggableCircle",
      summary: "Seed 000: a circle that follows a drag and springs back when released",
      defaults: DraggableCircleProps()
    ) { _ in
      DraggableCircle().accessibilityIdentifier("circle")
    }
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

/// The properties of `DraggableCircle`: it has none.
public struct DraggableCircleProps: Codable, Sendable {
  /// No properties.
  public init() {}
}
