import Easel
import EaselControls
import EaselPreview
import Foundation

extension ComponentRegistry {
  /// Registers the `EaselControls` catalog (seeds 000 and 004) beside the standard components:
  /// `CustomLikeButton`, `ArcShape`, `CustomButtonStyle`, `CatalogToggle`, `RotaryDial`,
  /// `GaugeRing`, `PieChart`, `GeometryLayout` and `PriorityLayout`.
  mutating func registerCatalog() {
    register(
      "Gallery", summary: "Every control of the catalog on one scrollable page",
      defaults: GalleryProps()
    ) { _ in
      CatalogGallery()
    }
    register(
      "CustomLikeButton", summary: "Seed 000: a heart and a like count in a capsule",
      defaults: CustomLikeButtonProps()
    ) { props in
      CustomLikeButton(isLiked: props.isLiked.binding, likeCount: props.likeCount)
        .accessibilityIdentifier("like")
    }
    register(
      "ArcShape", summary: "Seed 000: an arc stroked along a circle",
      defaults: ArcShapeProps()
    ) { props in
      ArcShape(
        startAngle: .degrees(props.startDegrees), endAngle: .degrees(props.endDegrees),
        clockwise: props.clockwise
      )
      .stroke(props.color.color, lineWidth: props.lineWidth)
      .frame(width: props.diameter, height: props.diameter)
      .accessibilityIdentifier("arc")
    }
    register(
      "CustomButtonStyle",
      summary: "Seed 000: a button styled by CustomButtonModifier",
      defaults: CustomButtonStyleProps()
    ) { props in
      Button(props.title) { props.taps.binding.wrappedValue += 1 }
        .customButtonStyle(
          backgroundColor: props.backgroundColor.color, textColor: props.textColor.color
        )
        .accessibilityIdentifier("button")
    }
    register(
      "CatalogToggle",
      summary: "Seed 000: EaselControls' CustomToggle, with the seed's Hungarian accessibility",
      defaults: CatalogToggleProps()
    ) { props in
      EaselControls.CustomToggle(
        isOn: props.isOn.binding, activeColor: props.activeColor.color,
        inactiveColor: props.inactiveColor.color, thumbColor: props.thumbColor.color
      )
      .accessibilityIdentifier("toggle")
    }
    register(
      "RotaryDial", summary: "A circular slider on ArcShape and DragGesture",
      defaults: RotaryDialProps()
    ) { props in
      RotaryDial(
        value: props.value.binding, in: props.minimum...max(props.minimum, props.maximum),
        step: props.step, diameter: props.diameter, lineWidth: props.lineWidth,
        tint: props.tint.color, label: props.label
      )
      .accessibilityIdentifier("dial")
    }
    register(
      "GaugeRing", summary: "A progress ring with its percentage",
      defaults: GaugeRingProps()
    ) { props in
      GaugeRing(
        progress: props.progress, diameter: props.diameter, lineWidth: props.lineWidth,
        tint: props.tint.color, label: props.label
      )
      .accessibilityIdentifier("gauge")
    }
    register(
      "PieChart", summary: "A pie chart of values drawn with Path",
      defaults: PieChartProps()
    ) { props in
      PieChart(values: props.values, colors: props.colors.map(\.color), label: props.label)
        .frame(width: props.diameter, height: props.diameter)
        .accessibilityIdentifier("pie")
    }
    register(
      "FlexiblePicker",
      summary: "Seed 002: options that wrap into rows and select on tap",
      defaults: FlexiblePickerProps()
    ) { props in
      FlexiblePickerComponent(props: props)
    }
    register(
      "ConcentricButton",
      summary: "Seed 003: a button whose corners follow its container's",
      defaults: ConcentricButtonProps()
    ) { props in
      ConcentricButtonComponent(props: props)
    }
    register(
      "GeometryLayout",
      summary: "Seed 004: GeometryLayoutView, both heights from the GeometryReader",
      defaults: NoCatalogProps()
    ) { _ in
      GeometryLayoutView()
    }
    register(
      "PriorityLayout",
      summary: "Seed 004: the layout without GeometryReader (layoutPriority, fixedSize, "
        + "alignmentGuide)",
      defaults: NoCatalogProps()
    ) { _ in
      PriorityLayoutView()
    }
  }
}

/// The properties of `CustomLikeButton`.
public struct CustomLikeButtonProps: Codable, Sendable {
  /// Whether it is liked; bind it to state with `"$name"` to make taps toggle it.
  public var isLiked = SpecBinding(false)
  /// The count shown.
  public var likeCount = 42
  /// The defaults.
  public init() {}
}

/// The properties of `ArcShape`.
public struct ArcShapeProps: Codable, Sendable {
  /// The start angle in degrees (0 points right).
  public var startDegrees = 0.0
  /// The end angle in degrees.
  public var endDegrees = 90.0
  /// Whether the arc runs clockwise in SwiftUI's flipped sense.
  public var clockwise = false
  /// The stroke colour.
  public var color = SpecColor.system(.blue)
  /// The stroke width.
  public var lineWidth: CGFloat = 10
  /// The frame's width and height.
  public var diameter: CGFloat = 120
  /// The defaults.
  public init() {}
}

/// The properties of `CustomButtonStyle`.
public struct CustomButtonStyleProps: Codable, Sendable {
  /// The button's title.
  public var title = "Kattints ide!"
  /// The background colour.
  public var backgroundColor = SpecColor.system(.purple)
  /// The text colour.
  public var textColor = SpecColor.system(.white)
  /// How many times it was tapped; bind it to state to count taps.
  public var taps = SpecBinding(0.0)
  /// The defaults.
  public init() {}
}

/// The properties of `CatalogToggle`.
public struct CatalogToggleProps: Codable, Sendable {
  /// Whether the switch is on; bind it to state with `"$name"` to make it toggle.
  public var isOn = SpecBinding(false)
  /// The track's colour when on.
  public var activeColor = SpecColor.system(.green)
  /// The track's colour when off.
  public var inactiveColor = SpecColor.opacity(.system(.gray), 0.6)
  /// The thumb's colour.
  public var thumbColor = SpecColor.system(.white)
  /// The defaults.
  public init() {}
}

/// The properties of `RotaryDial`.
public struct RotaryDialProps: Codable, Sendable {
  /// The value; bind it to state with `"$name"` to make drags change it.
  public var value = SpecBinding(40.0)
  /// The lower bound.
  public var minimum = 0.0
  /// The upper bound.
  public var maximum = 100.0
  /// The step values are rounded to.
  public var step = 5.0
  /// The dial's width and height.
  public var diameter: CGFloat = 160
  /// The track's width.
  public var lineWidth: CGFloat = 14
  /// The value arc's colour.
  public var tint = SpecColor.system(.blue)
  /// The accessibility label.
  public var label = "Volume"
  /// The defaults.
  public init() {}
}

/// The properties of `GaugeRing`.
public struct GaugeRingProps: Codable, Sendable {
  /// The progress, from 0 to 1.
  public var progress = 0.65
  /// The ring's width and height.
  public var diameter: CGFloat = 120
  /// The ring's line width.
  public var lineWidth: CGFloat = 12
  /// The progress colour.
  public var tint = SpecColor.system(.green)
  /// The accessibility label.
  public var label = "Progress"
  /// The defaults.
  public init() {}
}

/// The properties of `PieChart`.
public struct PieChartProps: Codable, Sendable {
  /// The values, one slice each.
  public var values = [3.0, 2.0, 1.0]
  /// The slices' colours, repeated as needed.
  public var colors: [SpecColor] = [.system(.blue), .system(.orange), .system(.green)]
  /// The chart's width and height.
  public var diameter: CGFloat = 160
  /// The accessibility label.
  public var label = "Pie chart"
  /// The defaults.
  public init() {}
}

/// The properties of a catalog component that has none.
public struct NoCatalogProps: Codable, Sendable {
  /// No properties.
  public init() {}
}

/// The gallery takes no props.
public struct GalleryProps: Codable, Sendable {
  /// Creates the (empty) props.
  public init() {}
}
