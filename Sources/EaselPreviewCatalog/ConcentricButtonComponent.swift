import Easel
import EaselControls
import EaselPreview
import Foundation

/// The properties of the `ConcentricButton` component: seed 003's button with a concentric
/// border inside a container shape.
public struct ConcentricButtonProps: Codable, Sendable {
  /// The button's title.
  public var title = "Concentric Button"
  /// The container's corner radius (the seed's is 70).
  public var containerRadius: CGFloat = 70
  /// The least corner radius of the button.
  public var minimum: CGFloat = 0
  /// The space between the container's edge and the button.
  public var padding: CGFloat = 12
  /// The button's style: `glassProminent` (the seed's) or `borderedProminent`.
  public var style = Style.glassProminent
  /// How many times it was tapped; bind it to state to count taps.
  public var taps = SpecBinding(0.0)

  /// A button style a spec can name.
  public enum Style: String, Codable, Sendable {
    case glassProminent, borderedProminent
  }

  /// The defaults.
  public init() {}
}

/// The button in its container, as seed 003 shows it.
struct ConcentricButtonComponent: View {
  let props: ConcentricButtonProps

  var body: some View {
    VStack {
      styled(
        Button(props.title) { props.taps.binding.wrappedValue += 1 }
          .buttonBorderShape(.concentric(minimum: props.minimum))
          .buttonSizing(.flexible)
      )
      .accessibilityIdentifier("button")
      .onConcentricCornerRadiiChange(minimum: props.minimum) { _ in }
    }
    .padding(props.padding)
    .background(
      Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: props.containerRadius)
    )
    .containerShape(.rect(cornerRadius: props.containerRadius))
    .accessibilityIdentifier("container")
  }

  @ViewBuilder
  private func styled(_ button: some View) -> some View {
    switch props.style {
    case .glassProminent: button.buttonStyle(.glassProminent)
    case .borderedProminent: button.buttonStyle(.borderedProminent)
    }
  }
}
