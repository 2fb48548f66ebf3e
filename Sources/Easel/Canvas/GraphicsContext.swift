import Foundation

/// An immediate-mode drawing destination: what a `Canvas` renderer draws with.
///
/// Each drawing call is recorded as display-list operations — fills, strokes, text runs and
/// images — drawn through the context's transform, inside its clip paths and at its opacity.
/// Copies of a context draw into the same canvas, each with its own state, as in SwiftUI.
///
/// Differs from SwiftUI: Easel does not support blend modes or filters, and fills and clips
/// use the non-zero winding rule whatever the `FillStyle` says.
@MainActor
public struct GraphicsContext {
  /// The operations a canvas (or a layer) records, shared by copies of a context.
  final class Recorder {
    /// The recorded items, back to front.
    var items: [DisplayList.Item] = []
    /// The layout node the items belong to.
    let source: Int

    init(source: Int) {
      self.source = source
    }
  }

  private var recorder: Recorder
  private let textEngine: any TextEngine
  private let resolveImage: (Image) -> (DisplayList.ImageReference?, CGSize)
  private let size: CGSize
  /// The clip paths, in canvas coordinates.
  private var clips: [Path] = []

  /// The environment of the canvas.
  public var environment: EnvironmentValues
  /// The opacity of everything drawn from now on (0 transparent, 1 opaque).
  public var opacity: Double = 1
  /// The transform from this context's user space to the canvas: what drawing calls pass
  /// through.
  public var transform: CGAffineTransform = .identity

  init(
    recorder: Recorder, environment: EnvironmentValues, size: CGSize, textEngine: any TextEngine,
    resolveImage: @escaping (Image) -> (DisplayList.ImageReference?, CGSize)
  ) {
    self.recorder = recorder
    self.environment = environment
    self.size = size
    self.textEngine = textEngine
    self.resolveImage = resolveImage
  }

  // MARK: Transforms

  /// Moves subsequent drawing by (`x`, `y`) in user space.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales subsequent drawing by `x` and `y` about the user-space origin.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates subsequent drawing by `angle` about the user-space origin (clockwise on screen
  /// for positive angles).
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  /// Applies `matrix` to user space before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Narrows the drawing area to the inside of `path` (in user space) for subsequent drawing.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    clips.append(path.applying(transform))
  }

  /// The bounds of the area drawing can reach, in user space.
  public var clipBoundingRect: CGRect {
    var area = CGRect(origin: .zero, size: size)
    for clip in clips { area = area.intersection(clip.boundingRect) }
    guard !area.isNull else { return .null }
    return area.applying(transform.inverted())
  }

  // MARK: Shapes

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path, .color(shading.resolve(in: environment))))
  }

  /// Strokes `path` with `shading` and a stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(path, .color(shading.resolve(in: environment)), style))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text

  /// Text prepared for drawing: measured with the canvas's font and coloured by its shading.
  @MainActor
  public struct ResolvedText {
    let string: String
    let font: Font.Resolved
    let options: TextLayoutOptions
    let engine: any TextEngine
    /// How the glyphs are painted; the foreground style unless set.
    public var shading: Shading = .foreground

    /// The size the text takes when offered `size`.
    public func measure(in size: CGSize) -> CGSize {
      metrics(in: size).size
    }

    /// The distance from the top of the text to its first baseline, offered `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      metrics(in: size).firstBaseline
    }

    /// The distance from the top of the text to its last baseline, offered `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      metrics(in: size).lastBaseline
    }

    func request(in size: CGSize) -> TextLayoutRequest {
      func finite(_ length: CGFloat) -> CGFloat? { length.isFinite ? length : nil }
      return TextLayoutRequest(
        font: font, width: finite(size.width), height: finite(size.height),
        lineLimit: options.lineLimit, truncationMode: options.truncationMode,
        alignment: options.alignment, minimumScaleFactor: options.minimumScaleFactor)
    }

    func metrics(in size: CGSize) -> TextMetrics {
      engine.measure(string, request: request(in: size))
    }
  }

  /// Prepares `text` for drawing, in the environment's font and text case.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(
      string: environment.textCase?.apply(to: text.content) ?? text.content,
      font: (environment.font ?? .body).resolved(at: environment.dynamicTypeSize),
      options: environment.textLayoutOptions, engine: textEngine)
  }

  /// Draws `text` on one line (or as many as its newlines make) with its `anchor` point at
  /// `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped to `rect`'s width from its top-left corner, truncated to its height.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws resolved text with its `anchor` point at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let unlimited = CGSize(width: CGFloat.infinity, height: .infinity)
    let metrics = text.metrics(in: unlimited)
    let origin = CGPoint(
      x: point.x - metrics.size.width * anchor.x, y: point.y - metrics.size.height * anchor.y)
    drawText(
      text, metrics: metrics, frame: CGRect(origin: origin, size: metrics.size),
      layoutWidth: .infinity)
  }

  /// Draws resolved text wrapped to `rect`'s width, truncated to its height.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    let metrics = text.metrics(in: rect.size)
    drawText(
      text, metrics: metrics, frame: CGRect(origin: rect.origin, size: metrics.size),
      layoutWidth: rect.width)
  }

  private func drawText(
    _ text: ResolvedText, metrics: TextMetrics, frame: CGRect, layoutWidth: CGFloat
  ) {
    var font = text.font
    if metrics.fontSize > 0 { font.size = metrics.fontSize }
    let run = DisplayList.TextRun(
      string: text.string, font: font, color: text.shading.resolve(in: environment),
      frame: frame, layoutWidth: layoutWidth,
      lineLimit: metrics.isTruncated ? max(metrics.lineCount, 1) : nil,
      truncationMode: text.options.truncationMode, alignment: text.options.alignment)
    record(.text(run))
  }

  // MARK: Images

  /// An image prepared for drawing.
  public struct ResolvedImage {
    let reference: DisplayList.ImageReference?
    /// The image's natural size.
    public let size: CGSize
  }

  /// Prepares `image` for drawing: a symbol in the environment's font and foreground colour,
  /// or a resource from the image provider.
  public func resolve(_ image: Image) -> ResolvedImage {
    let (reference, size) = resolveImage(image)
    return ResolvedImage(reference: reference, size: size)
  }

  /// Draws `image` scaled to fill `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws `image` at its natural size with its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image scaled to fill `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard let reference = image.reference, rect.width > 0, rect.height > 0 else { return }
    record(.image(reference, rect))
  }

  /// Draws a resolved image at its natural size with its `anchor` point at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let origin = CGPoint(
      x: point.x - image.size.width * anchor.x, y: point.y - image.size.height * anchor.y)
    draw(image, in: CGRect(origin: origin, size: image.size))
  }

  // MARK: Layers

  /// Draws what `content` draws into a new layer, then composites the layer as one group at
  /// this context's opacity and inside its clip. The layer's context starts with this
  /// context's transform and environment, fully opaque and unclipped.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    layer.recorder = Recorder(source: recorder.source)
    layer.opacity = 1
    layer.clips = []
    try content(&layer)
    guard !layer.recorder.items.isEmpty else { return }
    var items = layer.recorder.items
    for clip in clips.reversed() { items = [item(.clip(clip, items))] }
    if opacity < 1 { items = [item(.opacity(max(opacity, 0), items))] }
    recorder.items += items
  }

  // MARK: Recording

  private func item(_ operation: DisplayList.Operation) -> DisplayList.Item {
    DisplayList.Item(operation: operation, source: recorder.source)
  }

  /// Records `operation` (in user space) through the transform, clips and opacity.
  private func record(_ operation: DisplayList.Operation) {
    guard opacity > 0 else { return }
    var result = item(operation)
    if !transform.isIdentity {
      result = item(.transform(DisplayList.AffineTransform(transform), [result]))
    }
    for clip in clips.reversed() { result = item(.clip(clip, [result])) }
    if opacity < 1 { result = item(.opacity(opacity, [result])) }
    recorder.items.append(result)
  }
}
