import Easel
import Foundation

extension ComponentRegistry {
  /// The components every spec can name without a catalog: `Hello`, a greeting card, and
  /// `PinchableSquare`, to try the window's pinch and rotation on. The `easel` tool adds the
  /// `EaselControls` catalog (`ComponentRegistry.catalog`, in `EaselPreviewCatalog`).
  public static let standard: ComponentRegistry = {
    var registry = ComponentRegistry()
    registry.register(
      "Hello", summary: "A greeting card: title, subtitle and an accent swatch",
      defaults: HelloProps()
    ) { props in
      HelloCard(props: props)
    }
    registry.register(
      "PinchableSquare",
      summary: "A square that scales with a pinch (Ctrl + wheel) and turns with a rotation "
        + "(Shift + drag)",
      defaults: PinchableSquareProps()
    ) { _ in
      PinchableSquare().accessibilityIdentifier("square")
    }
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
