import Foundation

/// The node made by the colour effects (`brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`): its content is drawn,
/// then every pixel is passed through the effect's colour matrix. Layout and hit testing are
/// unchanged; the effect's amount animates.
@MainActor
final class ColorMatrixNode<Parameter: Animatable>: WrapperNode {
  private let state: AnimatedValue<Parameter>
  private let matrix: (Parameter) -> DisplayList.ColorMatrix

  init(
    _ context: NodeContext, parameter: Parameter,
    matrix: @escaping (Parameter) -> DisplayList.ColorMatrix, child: LayoutNode
  ) {
    let (state, _) = context.attachment { AnimatedValue(parameter, graph: context.graph) }
    state.update(to: parameter, animation: context.animation)
    self.state = state
    self.matrix = matrix
    super.init(context, child: child)
    state.drawingNode = self
  }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The matrix shown now.
  var currentMatrix: DisplayList.ColorMatrix { matrix(state.presented) }

  /// Changing colours moves no pixel.
  override func localDrawingBounds() -> CGRect? { drawingBounds(of: child) }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    guard !content.items.isEmpty else { return }
    let matrix = currentMatrix
    guard matrix != .identity else {
      list.items.append(contentsOf: content.items)
      return
    }
    emit(.colorMatrix(matrix, content.items), into: &list)
  }
}

/// The modifier behind the colour effects with an amount: a colour matrix made from it.
public struct _ColorMatrixEffect: ViewModifier, WrappingModifier {
  /// Which effect.
  enum Kind: Hashable, Sendable {
    case brightness, contrast, saturation, grayscale, hueRotation, colorInvert, luminanceToAlpha
  }

  let kind: Kind
  /// The effect's amount (radians for a hue rotation).
  let amount: Double

  /// The matrix of effect `kind` at `amount`.
  static func matrix(_ kind: Kind, amount: Double) -> DisplayList.ColorMatrix {
    switch kind {
    case .brightness: .brightness(amount)
    case .contrast: .contrast(amount)
    case .saturation: .saturation(amount)
    case .grayscale: .saturation(1 - min(max(amount, 0), 1))
    case .hueRotation: .hueRotation(amount)
    case .colorInvert: .colorInvert
    case .luminanceToAlpha: .luminanceToAlpha
    }
  }

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let kind = self.kind
    return ColorMatrixNode(
      context, parameter: amount, matrix: { Self.matrix(kind, amount: $0) }, child: node)
  }
}

/// The modifier behind `colorMultiply(_:)`: the colour is resolved in the view's environment.
public struct _ColorMultiplyEffect: ViewModifier, WrappingModifier {
  let color: Color

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ColorMatrixNode(
      context, parameter: color.resolve(in: context.environment),
      matrix: { DisplayList.ColorMatrix.multiply($0) }, child: node)
  }
}

extension View {
  /// Brightens the view by adding `amount` to the red, green and blue of every pixel: 0 leaves
  /// it as it is, 1 turns it white; a negative amount darkens it.
  public func brightness(_ amount: Double) -> some View {
    modifier(_ColorMatrixEffect(kind: .brightness, amount: amount))
  }

  /// Sets the contrast of the view: each colour moves away from middle grey by `amount` (1
  /// leaves it as it is, 0 turns it all grey, more than 1 heightens it); a negative amount
  /// inverts the colours too.
  public func contrast(_ amount: Double) -> some View {
    modifier(_ColorMatrixEffect(kind: .contrast, amount: amount))
  }

  /// Sets the intensity of the view's colours: 0 shows them as greys of the same luminance,
  /// 1 as they are, more than 1 more intense.
  public func saturation(_ amount: Double) -> some View {
    modifier(_ColorMatrixEffect(kind: .saturation, amount: amount))
  }

  /// Takes the colour out of the view by `amount`: 0 leaves it, 1 shows it in greys of the
  /// same luminance.
  public func grayscale(_ amount: Double) -> some View {
    modifier(_ColorMatrixEffect(kind: .grayscale, amount: amount))
  }

  /// Turns the hue of every colour of the view by `angle`, keeping its luminance.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_ColorMatrixEffect(kind: .hueRotation, amount: angle.radians))
  }

  /// Inverts the view's colours: each of red, green and blue becomes one minus itself.
  public func colorInvert() -> some View {
    modifier(_ColorMatrixEffect(kind: .colorInvert, amount: 0))
  }

  /// Multiplies every pixel of the view by `color`, component by component (opacity too):
  /// white leaves the view as it is, and a white view takes the colour.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(_ColorMultiplyEffect(color: color))
  }

  /// Makes a mask of the view's luminance: every pixel turns black, as opaque as it was
  /// bright, so dark parts are clear.
  public func luminanceToAlpha() -> some View {
    modifier(_ColorMatrixEffect(kind: .luminanceToAlpha, amount: 0))
  }
}
