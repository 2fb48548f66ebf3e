import Foundation

/// Hosts a root view: keeps the graph of its views (identity, storage, dependencies), runs the
/// bodies that changed, lays the result out in a size and renders a display list. Every host
/// (a PNG renderer, the X11 window, the test host) drives one of these.
///
/// The root is proposed the whole size and centred in it, as a hosting controller does.
/// State changes are batched: they mark views dirty and call `onNeedsUpdate`; the next
/// `update()` (once per frame) runs the dirty bodies, parents before children.
@MainActor
public final class ViewGraph {
  /// The environment the root sees. Changing it re-evaluates the views that read what changed.
  public var environment: EnvironmentValues {
    didSet {
      // Assigning inside didSet does not run it again.
      environment = presentation.install(in: environment)
      rootNode.setRootEnvironment(environment)
    }
  }
  /// What views asked of the presentation they are in: dismissals and URLs to open.
  let presentation = PresentationRecord()

  /// How many times a view called its environment's `dismiss` action.
  public var dismissCount: Int { presentation.dismissCount }

  /// The URLs views asked to open with their environment's `openURL` action, in order.
  public var openedURLs: [URL] { presentation.openedURLs }

  /// The feedback views played with `sensoryFeedback`, in order.
  public var sensoryFeedback: [SensoryFeedback] { presentation.feedback }
  /// Called when a state change needs an update; hosts schedule a frame from it.
  public var onNeedsUpdate: (() -> Void)?
  /// The number of `body` evaluations since the graph was made or `resetCounters()` ran.
  public internal(set) var bodyEvaluationCount = 0

  let textEngine: any TextEngine
  /// Finds image resources for `Image(_:)` and reports their sizes; `nil` when the host has
  /// none, and then resource images draw nothing. Symbols need no provider.
  public var imageProvider: (any ImageProvider)?
  /// Views whose `@Observable` dependencies changed, posted from any thread.
  let observationInbox = ObservationInbox()
  /// The values of the scene's `@SceneStorage` properties.
  private(set) lazy var sceneStorage = SceneStorageTable(graph: self)
  /// What this graph's layout nodes share: their identifiers, their caches' bookkeeping and
  /// the layout pass running now, kept apart from every other graph's.
  let layoutTree = LayoutTreeState()
  /// The graph's handle, for what must reach it without keeping it alive
  /// (`GraphReference`): the graph takes no `weak` references, which would give it a side
  /// table and put every retain and release of it on the runtime's slow path.
  nonisolated let link = GraphLink()
  /// Where the dynamic properties of each view and modifier type are, learnt once per type
  /// (`DynamicPropertyInstaller`).
  var dynamicPropertyLayouts = TypeTable<DynamicPropertyLayout>()
  private var rootNode: ViewNode!
  /// The layout of the root view alone.
  private var contentLayout: LayoutNode?
  /// The root of the layout tree: the root view's layout, under the layers presented above
  /// it (sheets, alerts), which are hit first.
  var rootLayout: LayoutNode? { presentations.root(over: contentLayout) }
  /// The layers presented above the root view, bottom first.
  let presentations = PresentationStack()
  private var dirtyNodes: [ObjectIdentifier: ViewNode] = [:]
  /// The depth of the shallowest node made dirty since `runDirtyBodies()` last ordered the
  /// dirty nodes.
  private var shallowestDirtiedDepth = Int.max
  private var evaluationStack: [ViewNode] = []
  private var pendingActions: [() -> Void] = []
  /// Shapes whose style read an environment value that changed, with the environment each
  /// sees now: resolved again after the bodies, before the other actions.
  private var pendingShapeEnvironments: [PendingShapeEnvironment] = []
  private var laidOutSize: CGSize?
  /// The canvas of the last layout, in root coordinates.
  private(set) var canvasRect: CGRect? {
    didSet { if canvasRect != oldValue { rootLayout?.invalidateLayout() } }
  }
  /// The insets of the safe area from the canvas's edges (a device's notch, home indicator
  /// and rounded corners); the root is laid out inside them.
  public var safeAreaInsets = EdgeInsets() {
    didSet { if safeAreaInsets != oldValue { rootLayout?.invalidateLayout() } }
  }

  /// The safe area of the last layout, in root coordinates.
  var safeRect: CGRect? {
    // No closure (`canvasRect.map`): one that reads the graph is main-actor-isolated and
    // pays a run-time isolation check, on every layout pass.
    guard let canvas = canvasRect else { return nil }
    return CGRect(
      x: canvas.minX + safeAreaInsets.leading, y: canvas.minY + safeAreaInsets.top,
      width: max(canvas.width - safeAreaInsets.horizontal, 0),
      height: max(canvas.height - safeAreaInsets.vertical, 0))
  }
  private var postLayoutChecks: [ObjectIdentifier: PostUpdateAttachment] = [:]
  private var needsRootRebuild = true

  // MARK: Animation state

  /// The time of the frame being shown, in seconds on the host's clock: animations started
  /// by a change begin at the time of the update that shows it.
  public internal(set) var animationTime: Double = 0
  /// The values animating now.
  var runningAnimations: [ObjectIdentifier: any AnimationDriver] = [:]
  /// The frames last drawn of the views of each `matchedGeometryEffect` group, and the node
  /// that drew each (see `MatchedGeometryNode`).
  var matchedFrames: [MatchedGeometryKey: (frame: CGRect, node: ObjectIdentifier)] = [:]
  /// The transaction of the state changes waiting for the next update.
  var pendingTransaction: Transaction?
  /// The transaction of the update running now.
  private(set) var updateTransaction = Transaction()
  /// Counts update passes, so that what a modifier changed in one pass is not applied again
  /// in a later one.
  private(set) var updatePass = 0
  /// The transaction and passes of the updates the next layout pass shows, when they changed
  /// something and may animate: their placement changes animate (`PlacementTransaction`).
  private var unplacedUpdates: (transaction: Transaction, passes: ClosedRange<Int>)?
  /// The update pass in which an `animation(_:value:)` or `transaction(_:)` modifier may have
  /// given changes below it an animation: views whose nodes are made again in that pass hand
  /// their placements on, to animate from.
  var placementAnimationPass = -1
  /// The gestures of the interaction going on.
  let gestureEngine = GestureEngine()
  /// Where focus is: the text input that takes keys, and the focus states bound to views.
  lazy var focus = FocusController(graph: self)
  /// The selection of selectable text (`textSelection(.enabled)`).
  lazy var textSelection = TextSelectionController(graph: self)
  /// Views that were removed with a transition and are still animating out.
  var removalGhosts: [ObjectIdentifier: RemovalGhost] = [:]

  /// Creates a graph for `root` that measures text with `textEngine` and finds image resources
  /// with `imageProvider`.
  public init<Root: View>(
    root: Root, environment: EnvironmentValues = EnvironmentValues(), textEngine: any TextEngine,
    imageProvider: (any ImageProvider)? = nil
  ) {
    self.environment = presentation.install(in: environment)
    self.textEngine = textEngine
    self.imageProvider = imageProvider
    rootNode = ViewNode(
      graph: self, owner: nil, value: (), countsAsBody: false, environment: self.environment,
      environmentEdits: []
    ) { _, context in
      context.makeNodes(for: root)
    }
    link.graph = self
  }

  deinit {
    // First: what the graph's stored properties hold, going with them, finds it gone.
    link.graph = nil
  }

  // MARK: Updates

  /// Whether there are state changes or actions waiting for `update()`.
  public var hasPendingUpdates: Bool {
    !dirtyNodes.isEmpty || !pendingActions.isEmpty || !pendingShapeEnvironments.isEmpty
      || needsRootRebuild || !observationInbox.isEmpty
  }

  /// An `@Observable` change was posted: ask the host for an update.
  func observationPosted() {
    if !observationInbox.isEmpty { onNeedsUpdate?() }
  }

  /// Runs every pending update now: dirty bodies (parents first), then the actions they queued
  /// (appear, change and preference handlers), repeating while those actions change state.
  public func update() {
    layoutTree.beginMakingPass()
    let firstPass = updatePass &+ 1
    var changed = false
    defer {
      if changed { noteUnplacedUpdates(passes: firstPass...max(updatePass, firstPass)) }
      updateTransaction = Transaction()
    }
    for _ in 0..<100 {
      updatePass &+= 1
      if let pendingTransaction {
        updateTransaction = pendingTransaction
        self.pendingTransaction = nil
      }
      for reference in observationInbox.take() { reference.node?.invalidate() }
      if needsRootRebuild {
        needsRootRebuild = false
        changed = true
        let nodes = rootNode.evaluate()
        contentLayout = rootContainer(for: nodes)
        laidOutSize = nil
      }
      if runDirtyBodies() { changed = true }
      guard !pendingActions.isEmpty || !pendingShapeEnvironments.isEmpty else { return }
      let shapes = pendingShapeEnvironments
      pendingShapeEnvironments.removeAll(keepingCapacity: true)
      for pending in shapes { pending.currentShape?.environmentChanged(to: pending.environment) }
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
      if !hasPendingUpdates { return }
    }
    FileHandle.standardError.write(
      Data("easel: state kept changing during 100 update passes; stopping\n".utf8))
  }

  /// Runs the bodies of the dirty nodes, parents before children: the dirty nodes are put
  /// in order of depth once, and again only when a body run makes a node dirty that is
  /// shallower than the next in line (finding the shallowest before each run, as this did
  /// first, cost a walk over every dirty node for each: a change the environment gives a
  /// thousand views cost a million steps). Returns whether a body ran.
  private func runDirtyBodies() -> Bool {
    var ran = false
    while !dirtyNodes.isEmpty {
      shallowestDirtiedDepth = Int.max
      // Parents before children; nodes all at one depth (the rows a change of the
      // environment reached) need no sorting.
      let depth = dirtyNodes.values.first?.depth
      let ordered =
        dirtyNodes.values.allSatisfy { $0.depth == depth }
        ? Array(dirtyNodes.values) : dirtyNodes.values.sorted { $0.depth < $1.depth }
      for next in ordered {
        // A node made dirty by a body that ran is above the rest: order them again.
        if shallowestDirtiedDepth < next.depth { break }
        guard dirtyNodes.removeValue(forKey: ObjectIdentifier(next)) != nil,
          next.isDirty, !next.isRemoved
        else { continue }
        ran = true
        next.evaluate()
      }
    }
    return ran
  }

  /// Records updates that changed views, for the layout pass that shows them; updates not
  /// yet laid out add up, keeping an animating transaction over a plain one.
  private func noteUnplacedUpdates(passes: ClosedRange<Int>) {
    // Updates that cannot animate leave layout as it was: no transaction to look up.
    let mayAnimate =
      (updateTransaction.animation != nil && !updateTransaction.disablesAnimations)
      || passes.contains(placementAnimationPass)
    guard mayAnimate || unplacedUpdates != nil else { return }
    if let earlier = unplacedUpdates {
      let transaction =
        updateTransaction.animation == nil && !updateTransaction.disablesAnimations
        ? earlier.transaction : updateTransaction
      unplacedUpdates = (transaction, earlier.passes.lowerBound...passes.upperBound)
    } else {
      unplacedUpdates = (updateTransaction, passes)
    }
  }

  /// Whether the update running now may animate placements: its transaction animates, or
  /// a modifier gave an animation to the changes below it.
  var mayAnimatePlacements: Bool {
    updateTransaction.animation != nil || placementAnimationPass == updatePass
  }

  /// Queues `action` to run after the current update's bodies, never inside one.
  func enqueueAction(_ action: @escaping () -> Void) {
    pendingActions.append(action)
    onNeedsUpdate?()
  }

  /// Has `shape` resolve its style again in `environment` after the current update's bodies,
  /// as `enqueueAction` would, without a closure for each shape (a colour-scheme change
  /// reaches every shape that draws a system colour).
  func enqueueEnvironmentChange(of shape: ShapeNode, to environment: EnvironmentValues) {
    pendingShapeEnvironments.append(PendingShapeEnvironment(shape: shape, environment: environment))
    if pendingShapeEnvironments.count == 1 { onNeedsUpdate?() }
  }

  func scheduleUpdate(of node: ViewNode) {
    if node === rootNode {
      needsRootRebuild = true
    } else {
      dirtyNodes[ObjectIdentifier(node)] = node
      shallowestDirtiedDepth = min(shallowestDirtiedDepth, node.depth)
    }
    onNeedsUpdate?()
  }

  /// The root's slots were replaced: the root container must be made again.
  func rootSlotsChanged() {
    needsRootRebuild = true
  }

  // MARK: Evaluation bookkeeping

  /// The node whose body is running now, if any.
  var currentEvaluation: ViewNode? { evaluationStack.last }

  func beginEvaluation(of node: ViewNode) { evaluationStack.append(node) }
  func endEvaluation(of node: ViewNode) { evaluationStack.removeLast() }
  func isEvaluating(_ node: ViewNode?) -> Bool {
    guard let node else { return false }
    for evaluating in evaluationStack where evaluating === node { return true }
    return false
  }

  /// Sets the body evaluation count back to zero.
  public func resetCounters() { bodyEvaluationCount = 0 }

  // MARK: Layout and rendering

  /// Runs pending updates, then lays the root out in a canvas of `size` points; then runs
  /// the preference and geometry handlers, and again while they change state (a few rounds
  /// at most, so a handler that always changes state cannot hang the frame).
  public func layout(in size: CGSize) {
    layoutTree.beginMakingPass()
    canvasRect = CGRect(origin: .zero, size: size)
    let safe = safeRect ?? CGRect(origin: .zero, size: size)
    for _ in 0..<8 {
      update()
      guard let rootLayout else { return }
      // The root is laid out in the safe area; views that ignore it reach past it.
      let proposal = ProposedViewSize(safe.size)
      // Nodes are placed as they are measured unless a placement may animate: an animated
      // placement needs the transaction, set below.
      layoutTree.placesWhileMeasuring = unplacedUpdates == nil
      let fitted = rootLayout.sizeThatFits(proposal)
      layoutTree.placesWhileMeasuring = false
      // Placements the updates changed animate with their transaction.
      if let updates = unplacedUpdates {
        layoutTree.placementTransaction = PlacementTransaction(
          graph: self, transaction: updates.transaction, passes: updates.passes)
      } else {
        layoutTree.placementTransaction = nil
      }
      unplacedUpdates = nil
      rootLayout.place(
        in: CGRect(
          x: safe.minX + (safe.width - fitted.width) / 2,
          y: safe.minY + (safe.height - fitted.height) / 2,
          width: fitted.width, height: fitted.height), proposal: proposal)
      layoutTree.placementTransaction = nil
      laidOutSize = size
      // What the pass changed drops the render caches above it now, not holding the changed
      // nodes until a display list that may never come.
      layoutTree.flushDrawingChanges()
      for check in postLayoutChecks.values { check.check?() }
      if !hasPendingUpdates { return }
    }
  }

  /// Runs pending updates, then the size the root chooses for `proposal` — with
  /// `.unspecified`, its ideal size — without placing it.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    update()
    return rootLayout?.sizeThatFits(proposal) ?? .zero
  }

  func registerPostLayoutCheck(_ attachment: PostUpdateAttachment) {
    postLayoutChecks[ObjectIdentifier(attachment)] = attachment
  }

  func unregisterPostLayoutCheck(_ attachment: PostUpdateAttachment) {
    postLayoutChecks.removeValue(forKey: ObjectIdentifier(attachment))
  }

  private func rootContainer(for nodes: [LayoutNode]) -> LayoutNode? {
    guard nodes.count != 1 else { return nodes.first }
    // Several views at the root stack vertically, as in a hosting controller.
    let context = NodeContext(
      environment: environment, owner: rootNode, path: IdentityPath(), edits: [])
    return StackNode(
      context, axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil,
      children: nodes)
  }

  /// The display list of the last layout.
  public func displayList() -> DisplayList {
    var list = DisplayList()
    // The slots above what changed since the last list draw afresh; changes from now on
    // belong to the next list (see `RenderCache`).
    layoutTree.flushDrawingChanges()
    layoutTree.drawingGeneration &+= 1
    // Views being removed with a transition are drawn as they leave, inside the container
    // they were in (its clip, transform and opacity) when it can be found again.
    var hosts: [LayoutNode] = []
    if !removalGhosts.isEmpty {
      for ghost in removalGhosts.values {
        ghost.wasDrawn = false
        if let host = ghost.host() {
          layoutTree.removalGhostHosts[ObjectIdentifier(host), default: []].append(ghost)
          host.hostsRemovalGhosts = true
          // What the container draws changes with every frame of the ghost.
          host.invalidateDrawing()
          hosts.append(host)
        }
      }
      layoutTree.flushDrawingChanges()
    }
    defer {
      for host in hosts {
        host.hostsRemovalGhosts = false
        host.invalidateDrawing()
      }
      layoutTree.removalGhostHosts.removeAll()
    }
    // What lies wholly outside the canvas is left out where the tree says where it draws.
    if cullsOutsideCanvas, let canvasRect {
      if let rootLayout, rootLayout.mayShow(in: canvasRect) {
        rootLayout.render(into: &list, visible: canvasRect)
      }
    } else {
      rootLayout?.render(into: &list)
    }
    // The others, and those whose container did not draw, on top of everything.
    for ghost in removalGhosts.values where !ghost.wasDrawn { ghost.render(into: &list) }
    return list
  }

  /// Whether `displayList()` leaves out views drawn wholly outside the canvas; tests turn it
  /// off to compare.
  var cullsOutsideCanvas = true

  /// The frame, in root coordinates, of the view tagged with `identifier` by
  /// `accessibilityIdentifier(_:)`, from the last layout; `nil` when no view has it.
  public func frame(of identifier: String) -> CGRect? {
    var found: CGRect?
    rootLayout?.visit { node in
      if found == nil, node.accessibilityIdentifier == identifier { found = node.frame }
    }
    return found
  }

  /// The frames of every identified view, in root coordinates, from the last layout.
  public func identifiedFrames() -> [(identifier: String, frame: CGRect)] {
    var frames: [(String, CGRect)] = []
    rootLayout?.visit { node in
      if let identifier = node.accessibilityIdentifier { frames.append((identifier, node.frame)) }
    }
    return frames
  }

  /// The root of the layout tree, for inspection.
  var layoutRoot: LayoutNode? { rootLayout }

  /// The background colour of the canvas: the system background of the colour scheme.
  public var backgroundColor: Color.Resolved {
    Color.systemBackground.resolve(for: environment.colorScheme)
  }
}

/// A shape waiting to resolve its style in a changed environment; gone when it left the tree
/// before the update.
@MainActor
struct PendingShapeEnvironment {
  private let shapeReference: NodeReference<ShapeNode>
  let environment: EnvironmentValues
  /// The shape's `reuseCount` when the change was queued.
  private let reuseCount: Int

  init(shape: ShapeNode, environment: EnvironmentValues) {
    shapeReference = NodeReference(shape)
    self.environment = environment
    reuseCount = shape.reuseCount
  }

  /// The shape, while it exists and no body run has taken it since the change was queued:
  /// a run that takes it gives it its environment then.
  var currentShape: ShapeNode? {
    guard let shape = shapeReference.node, shape.reuseCount == reuseCount else { return nil }
    return shape
  }
}
