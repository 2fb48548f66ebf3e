import Foundation

/// Whether an animated value is running: how a shape node learns that its shape animates.
@MainActor
protocol ShapeAnimation: AnyObject {
  var isAnimating: Bool { get }
  /// The node that draws the shape now.
  var drawingNode: LayoutNode? { get set }
}

extension AnimatedValue: ShapeAnimation {}

/// Draws a shape's path in its frame with a shape style. Like every shape in SwiftUI it takes
/// whatever size it is proposed, with an ideal size of 10×10.
///
/// A body run again makes its shapes again; a shape drawn with a solid colour keeps its node
/// from the run before (`make(_:style:stroke:animatedShape:path:)`), which takes what the new
/// run describes, as SwiftUI keeps a view's state and platform view while its body changes.
/// A colour scheme switched over a screen runs every body that reads it, and each would
/// otherwise free a node and make another just like it.
@MainActor
final class ShapeNode: LayoutNode {
  private(set) var path: (CGRect) -> Path
  /// The style's paint laid out over a frame, in an environment.
  private var resolvePaint: (EnvironmentValues, CGRect) -> DisplayList.Paint
  private(set) var stroke: StrokeStyle?
  /// The backdrop of a material fill, for the shape's path and frame, in an environment.
  private var material: ((Path, CGRect, EnvironmentValues) -> DisplayList.Backdrop)?
  /// The environment the style is resolved in (without a tracker): the one the shape was
  /// made in, until a value the style read changes (`environmentChanged(to:)`).
  private var paintEnvironment: EnvironmentValues
  /// The environment values resolving the style read.
  private(set) var paintReads = EnvironmentReads()
  /// The environment edits between the owner's body root and the shape: how the owner's
  /// environment becomes the shape's when it changes without the body running again
  /// (`ViewNode.refreshDrawingReaders()`).
  private(set) var paintEdits: [EnvironmentEdit]
  /// The fill or stroke colour, animated, when the style is a solid colour.
  private var colorState: AnimatedValue<Color.Resolved>?
  /// The shape's animatable data, when it has some: while it animates, the path is asked
  /// for anew on every frame.
  private var animatedShape: (any ShapeAnimation)?
  /// The graph, for the canvas that the display's rounded corners belong to.
  @GraphReference private var graph: ViewGraph?
  /// What drawing the shape worked out, made when it first draws.
  private var drawingCacheStorage: ShapeDrawingCache?
  /// How many times a body run took the node again: an environment change queued for the
  /// node before the last of them (`PendingShapeEnvironment`) is out of date.
  private(set) var reuseCount = 0
  /// Whether the owner knows the node as a shape whose style read the environment.
  private var isDrawingReader = false

  /// The node for a shape made at `context`'s position: the node the body's previous run
  /// made there, when that one drew a solid colour (whose animated state, kept at the
  /// position, knows its node) and this one does too, in the same display scale; else a new
  /// node. Inlined: a first build makes every shape through it, and a call between would copy
  /// the style, the stroke and the path.
  @inline(__always)
  static func make(
    _ context: NodeContext, style: some ShapeStyle, stroke: StrokeStyle?,
    animatedShape: (any ShapeAnimation)? = nil,
    path: @escaping (CGRect) -> Path
  ) -> ShapeNode {
    if let state = context.previousAttachment(AnimatedValue<Color.Resolved>.self),
      let node = state.drawingNode as? ShapeNode, node.colorState === state,
      node.takeOver(
        context, style: style, stroke: stroke, animatedShape: animatedShape, path: path)
    {
      context.owner.keep(state)
      return node
    }
    return ShapeNode(
      context, style: style, stroke: stroke, animatedShape: animatedShape, path: path)
  }

  init(
    _ context: borrowing NodeContext, style: some ShapeStyle, stroke: StrokeStyle?,
    animatedShape: (any ShapeAnimation)? = nil,
    path: @escaping (CGRect) -> Path
  ) {
    self.path = path
    self.stroke = stroke
    self.animatedShape = animatedShape
    resolvePaint = Self.paintResolver(for: style)
    material = Self.materialBackdrop(for: style)
    paintEnvironment = Self.untracked(context.environment)
    paintEdits = context.edits
    let graph = context.graph
    self.graph = graph
    super.init(context)
    // What the style reads of the environment (a colour reads the colour scheme) is the
    // shape's dependency, not its owner's: the owner's body does not use the paint, so a
    // change to those values resolves the style again here (`environmentChanged(to:)`)
    // without running the body. The paint itself waits for the frame.
    let unitPaint = Self.resolveUnitPaint(
      resolvePaint, in: paintEnvironment, recordingIn: context.layoutTree.paintTracker,
      into: &paintReads)
    // A solid colour animates from the colour shown to the new one; a new one shows its
    // colour, with no transaction to look up.
    if case .color(let color) = unitPaint {
      let (state, isNew) = context.attachment { AnimatedValue(color, graph: graph) }
      if !isNew {
        state.update(to: color, animation: graph.transaction(in: context.environment).animation)
      }
      colorState = state
      state.drawingNode = self
    }
    animatedShape?.drawingNode = self
    noteReads(to: context.owner)
  }

  /// Takes what a new run of the owner's body describes for this node's position, if the
  /// style is still a solid colour and the display scale the same; returns whether it did.
  /// The colour animates to the new one as a new node's would; what drawing worked out is
  /// dropped, and so is an environment change queued for the node before.
  private func takeOver(
    _ context: NodeContext, style: some ShapeStyle, stroke: StrokeStyle?,
    animatedShape: (any ShapeAnimation)?, path: @escaping (CGRect) -> Path
  ) -> Bool {
    guard let colorState, takeEnvironment(of: context) else { return false }
    let resolvePaint = Self.paintResolver(for: style)
    let environment = Self.untracked(context.environment)
    // The reads are recorded afresh; a node that does not take over is about to be
    // replaced, and what it read no longer matters.
    guard
      case .color(let color) = Self.resolveUnitPaint(
        resolvePaint, in: environment, recordingIn: tree.paintTracker, into: &paintReads)
    else { return false }
    self.path = path
    self.resolvePaint = resolvePaint
    self.stroke = stroke
    self.animatedShape = animatedShape
    material = Self.materialBackdrop(for: style)
    paintEnvironment = environment
    paintEdits = context.edits
    reuseCount += 1
    drawingCacheStorage = nil
    readsContext = false
    colorState.update(
      to: color, animation: context.graph.transaction(in: context.environment).animation)
    animatedShape?.drawingNode = self
    noteReads(to: context.owner)
    invalidateDrawing()
    return true
  }

  /// Tells `owner` that the shape's style read the environment, once.
  private func noteReads(to owner: ViewNode) {
    guard !paintReads.isEmpty, !isDrawingReader else { return }
    isDrawingReader = true
    owner.addDrawingReader(self)
  }

  /// The style's paint over a frame.
  private static func paintResolver(
    for style: some ShapeStyle
  ) -> (EnvironmentValues, CGRect) -> DisplayList.Paint {
    { environment, frame in style.resolvePaint(in: environment, bounds: frame) }
  }

  /// A material style's backdrop; `nil` for any other style.
  private static func materialBackdrop(
    for style: some ShapeStyle
  ) -> ((Path, CGRect, EnvironmentValues) -> DisplayList.Backdrop)? {
    guard let material = style as? Material else { return nil }
    return { path, frame, environment in
      material.backdrop(path: path, frame: frame, in: environment)
    }
  }

  /// `environment` without its tracker: resolving the style later records nothing there.
  private static func untracked(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.tracker = nil
    return environment
  }

  /// The paint over a unit square, its reads of `environment` recorded with `tracker` (the
  /// tree's) and kept in `reads`: what decides whether the style is a solid colour, and
  /// which.
  private static func resolveUnitPaint(
    _ resolvePaint: (EnvironmentValues, CGRect) -> DisplayList.Paint,
    in environment: EnvironmentValues, recordingIn tracker: EnvironmentTracker,
    into reads: inout EnvironmentReads
  ) -> DisplayList.Paint {
    var tracked = environment
    tracked.tracker = tracker
    tracker.reset()
    tracker.isRecording = true
    let paint = resolvePaint(tracked, CGRect(x: 0, y: 0, width: 1, height: 1))
    tracker.isRecording = false
    reads = tracker.reads
    return paint
  }

  /// A value the style read changed in the owner's environment (`environment`, as this
  /// shape sees it): the style is resolved again and the shape drawn with it, its colour
  /// animating as a colour made by the body would, with the update's transaction.
  func environmentChanged(to environment: EnvironmentValues) {
    paintEnvironment = environment
    drawingCacheStorage?.resolvedPaint = nil
    let unitPaint = Self.resolveUnitPaint(
      resolvePaint, in: environment, recordingIn: tree.paintTracker, into: &paintReads)
    if let colorState, case .color(let color) = unitPaint {
      colorState.update(to: color, animation: graph?.transaction(in: environment).animation)
    }
    invalidateDrawing()
  }

  /// The shape's path in root coordinates. Shapes describe their path in local coordinates,
  /// as SwiftUI passes them; shapes that follow their container find it in the drawing
  /// context.
  private func outlinePath() -> Path {
    let frame = self.frame
    if let animatedShape, animatedShape.isAnimating {
      // The shape changes from frame to frame: nothing to keep.
      return path(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
    // A path that did not read where it is drawn is kept for its size: an animating frame
    // that only moves does not ask the shape again.
    let cache = drawingCache
    if let localPath = cache.localPath, localPath.size == frame.size {
      // A shape that stayed where it was keeps its placed path too.
      if let placedPath = cache.placedPath, placedPath.frame == frame { return placedPath.path }
      let placed = localPath.path.offsetBy(dx: frame.minX, dy: frame.minY)
      cache.placedPath = (frame, placed)
      return placed
    }
    let local: Path
    let reads = ShapeDrawingContext.ReadProbe()
    let probe =
      readsContext
      ? nil
      : ShapeDrawingContext.$current.withValue(nil) {
        ShapeDrawingContext.$probe.withValue(reads) {
          path(CGRect(origin: .zero, size: frame.size))
        }
      }
    if let probe, !reads.wasRead {
      local = probe
      cache.localPath = (frame.size, probe, probe.boundingRect)
    } else {
      readsContext = true
      let context = shapeDrawingContext(canvas: graph?.canvasRect)
      local = ShapeDrawingContext.$current.withValue(context) {
        path(CGRect(origin: .zero, size: frame.size))
      }
      cache.localPath = nil
    }
    return local.offsetBy(dx: frame.minX, dy: frame.minY)
  }

  /// The style's paint over `frame`.
  private func paint(over frame: CGRect) -> DisplayList.Paint {
    let cache = drawingCache
    if let resolvedPaint = cache.resolvedPaint, resolvedPaint.frame == frame {
      return resolvedPaint.paint
    }
    let paint = resolvePaint(paintEnvironment, frame)
    cache.resolvedPaint = (frame, paint)
    return paint
  }

  /// What drawing the shape worked out, made when it first draws. Kept apart from the node,
  /// which is 192 bytes smaller without it: layout does not read it, and a shape laid out
  /// but never drawn (off screen, or measured only) does not pay for it.
  private var drawingCache: ShapeDrawingCache {
    if let drawingCacheStorage { return drawingCacheStorage }
    let cache = ShapeDrawingCache()
    drawingCacheStorage = cache
    return cache
  }
  /// Whether the shape reads where it is drawn (its container, the display's corners).
  private var readsContext = false

  /// A shape takes touches inside its fill (or on its stroke), unless it is clear.
  override func hitsItself(at point: CGPoint) -> Bool {
    if case .color(let color) = paint(over: frame), color.opacity == 0 { return false }
    let outline = outlinePath()
    if let stroke { return outline.strokedPath(stroke).contains(point) }
    return outline.contains(point)
  }

  /// The outline's bounds, grown by a stroke's reach (half its width, more at mitred
  /// corners); a material's backdrop lies inside the outline.
  override func localDrawingBounds() -> CGRect? {
    let bounds: CGRect
    let size = presentedLocalFrame.size
    if animatedShape?.isAnimating != true, let localPath = drawingCacheStorage?.localPath,
      localPath.size == size
    {
      // A moved shape's bounds move with it: no need to move its path to find them.
      bounds = localPath.bounds
    } else {
      let frame = self.frame
      bounds = outlinePath().boundingRect.moved(by: CGPoint(x: -frame.minX, y: -frame.minY))
    }
    guard let stroke, !bounds.isNull else { return bounds }
    let join = stroke.lineJoin == .miter ? max(stroke.miterLimit, 2.squareRoot()) : 2.squareRoot()
    let reach = stroke.lineWidth / 2 * join + 1
    return bounds.insetBy(dx: -reach, dy: -reach)
  }

  override func render(into list: inout DisplayList) {
    let outline = outlinePath()
    if let material, stroke == nil {
      emit(.backdrop(material(outline, frame, paintEnvironment)), into: &list)
      return
    }
    var paint = paint(over: frame)
    if let colorState, colorState.isAnimating { paint = .color(colorState.presented) }
    if let stroke {
      emit(.stroke(outline, paint, stroke), into: &list)
    } else {
      emit(.fill(outline, paint), into: &list)
    }
  }
}
