import Foundation

/// A rectangle whose corners are square, rounded with a fixed radius, or rounded concentrically
/// with the container's corners: the nearest `containerShape(_:)` above the view, else the
/// display's rounded corners (when the host sets `displayCornerRadius`).
///
/// A concentric corner's radius is the container's radius less the distance between the two
/// corners, never below the style's minimum; without a container it is that minimum. Uniform
/// corners all take the largest of their radii. Corners are drawn in the container's corner
/// style (continuous for the display).
public struct ConcentricRectangle: Shape {
  /// The styles in the order top-leading, top-trailing, bottom-leading, bottom-trailing.
  let corners: [Edge.Corner.Style]
  /// Groups of corners (indices into `corners`) that share their largest radius.
  let uniformGroups: [[Int]]

  private init(_ corners: [Edge.Corner.Style], uniform groups: [[Int]] = []) {
    self.corners = corners
    self.uniformGroups = groups
  }

  /// Creates a rectangle with every corner concentric, each with its own radius.
  public init() {
    self.init([.concentric, .concentric, .concentric, .concentric])
  }

  /// Creates a rectangle with the same corner style on all four corners; with `isUniform`,
  /// every corner takes the largest of the four radii.
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.init([corners, corners, corners, corners], uniform: isUniform ? [[0, 1, 2, 3]] : [])
  }

  /// Creates a rectangle with a style for each corner.
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init([topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner])
  }

  /// Creates a rectangle whose top corners share one style and radius, and bottom corners
  /// another.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    uniformBottomCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners],
      uniform: [[0, 1], [2, 3]])
  }

  /// Creates a rectangle whose leading corners share one style and radius, and trailing
  /// corners another.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners,
        uniformTrailingCorners,
      ],
      uniform: [[0, 2], [1, 3]])
  }

  /// Creates a rectangle whose top corners share one style and radius, with a style for each
  /// bottom corner.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner],
      uniform: [[0, 1]])
  }

  /// Creates a rectangle whose bottom corners share one style and radius, with a style for
  /// each top corner.
  public init(
    uniformBottomCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners],
      uniform: [[2, 3]])
  }

  /// Creates a rectangle whose leading corners share one style and radius, with a style for
  /// each trailing corner.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner],
      uniform: [[0, 2]])
  }

  /// Creates a rectangle whose trailing corners share one style and radius, with a style for
  /// each leading corner.
  public init(
    uniformTrailingCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners],
      uniform: [[1, 3]])
  }

  /// The radius of each corner of `rect` where it is drawn now.
  func cornerRadii(in rect: CGRect) -> (RectangleCornerRadii, RoundedCornerStyle) {
    let context = ShapeDrawingContext.read()
    let container = context?.container ?? context?.display
    let concentric = container.flatMap { container in
      context?.concentricRadii(of: rect, in: container)
    }
    var radii = [
      corners[0].radius(concentric: concentric?.topLeading),
      corners[1].radius(concentric: concentric?.topTrailing),
      corners[2].radius(concentric: concentric?.bottomLeading),
      corners[3].radius(concentric: concentric?.bottomTrailing),
    ]
    for group in uniformGroups {
      let largest = group.map { radii[$0] }.max() ?? 0
      for index in group { radii[index] = largest }
    }
    return (
      RectangleCornerRadii(
        topLeading: radii[0], bottomLeading: radii[2], bottomTrailing: radii[3],
        topTrailing: radii[1]),
      container?.style ?? .continuous
    )
  }

  public func path(in rect: CGRect) -> Path {
    let (radii, style) = cornerRadii(in: rect)
    return Path(roundedRect: rect, cornerRadii: radii, style: style)
  }
}

extension ConcentricRectangle: InsettableShape {
  /// The rectangle inset by `amount`: concentric corners shrink with the inset, fixed ones
  /// keep their radius.
  public func inset(by amount: CGFloat) -> _Inset<ConcentricRectangle> {
    let shape = self
    return _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0 ? shape.path(in: inner) : Path()
    }
  }
}

extension Shape where Self == ConcentricRectangle {
  /// A rectangle with the same corner style on all four corners.
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
}
