import Foundation
import Observation

/// The graph's record of one composite view (a view with a `body`, or a custom
/// `ViewModifier`) at one identity: its storage, its dependencies and the layout nodes its body
/// produced. It lives as long as the identity does; view values come and go.
@MainActor
final class ViewNode {
  unowned let graph: ViewGraph
  /// The graph's layout tree state, which every layout node the body makes holds: reached
  /// here rather than through `graph`, as each use of the unowned reference retains the
  /// graph (checking that it is still there).
  let layoutTree: LayoutTreeState
  /// The node whose body made this one; `nil` for the root, and once this node is removed.
  ///
  /// Unowned and unsafe rather than weak: an owner holds its children, and removing it
  /// removes them, which forgets it here. A weak reference gave every owner a side table,
  /// and that put every retain and release of the owner on the runtime's slow path: a
  /// context holds its owner, and each copy of one down the owner's body retains it (about
  /// seven times for each view a `ForEach` makes).
  private unowned(unsafe) var owner: ViewNode?
  /// The number of owners above this node.
  let depth: Int

  /// The current view (or modifier) value, for comparing with the next one.
  private(set) var value: Any
  /// Runs the body of the current value and makes its layout nodes.
  private var makeBodyNodes: (ViewNode, NodeContext) -> [LayoutNode]
  /// The environment the owner passes, without this node's own reads.
  private(set) var environment: EnvironmentValues
  /// The environment edits between the owner's body root and this node, to recompute the
  /// environment when the owner's changes without the owner running its body again.
  private var environmentEdits: [EnvironmentEdit]
  /// The environment values this node's body (and the primitives it made) read.
  let tracker = EnvironmentTracker()

  /// Storage of dynamic properties (`@State`, `@StateObject`, subscriptions, …) by field.
  var storage: [Int: AnyObject] = [:]
  /// The composite views this node's body made, by identity.
  private var children: [IdentityPath: ViewNode] = [:]
  /// Persistent state of built-in modifiers in this node's body, by identity.
  private var attachments = PathMap<NodeAttachment>()
  /// Counts runs of this node's body, to find children that were not made again.
  private var generation = 0
  /// The paths, in the current body run, of `GeometryReader`s: their content is made during
  /// layout rather than by the body, so what was made below them is kept until they make it
  /// again.
  private var deferredContent: [IdentityPath] = []
  /// The owner's generation when this node was last made.
  private var visitedGeneration = -1
  /// State this node read in its last body run.
  private var stateDependencies: [ObjectIdentifier: StateDependency] = [:]
  /// Shapes made by this node's body whose style read the environment (a colour reads the
  /// colour scheme): they, not the body, depend on what they read.
  private var drawingReaders = DrawingReaders()

  /// Wrappers (`SlotNode`s) that hold this node's layout nodes inside its owner's layout
  /// tree; swapping their content is how a body that ran alone replaces what it shows.
  /// Kept as the layout nodes the owner takes: an array of `WrapperNode`s handed on as
  /// `[LayoutNode]` is copied on every hand-over.
  private(set) var slots: [LayoutNode] = []
  /// Whether the body must run again before the next frame.
  private(set) var isDirty = true
  /// Whether the body has run at least once.
  private var hasEvaluated = false
  /// Whether the body's first run is making its nodes: nothing made before is there to find.
  private(set) var isMakingFirstNodes = false
  /// Whether the node has left the graph.
  private(set) var isRemoved = false
  /// Whether running this node's body counts as a body evaluation (false for the host root).
  /// Beside the other flags, which pack into one word: the node fits 256 bytes.
  let countsAsBody: Bool

  init<V>(
    graph: ViewGraph, owner: ViewNode?, value: V, countsAsBody: Bool,
    environment: EnvironmentValues, environmentEdits: [EnvironmentEdit],
    makeBodyNodes: @escaping (ViewNode, NodeContext) -> [LayoutNode]
  ) {
    self.graph = graph
    self.layoutTree = graph.layoutTree
    self.owner = owner
    self.depth = (owner?.depth ?? -1) + 1
    self.countsAsBody = countsAsBody
    self.value = value
    self.environment = environment
    self.environmentEdits = environmentEdits
    self.makeBodyNodes = makeBodyNodes
  }

  // MARK: Being made by the owner's body

  /// Takes a new value from the owner's body run and returns the layout nodes to show,
  /// running the body only when something it depends on changed.
  func update<V>(
    value newValue: V, environment newEnvironment: EnvironmentValues,
    edits: [EnvironmentEdit],
    makeBodyNodes newMaker: @escaping (ViewNode, NodeContext) -> [LayoutNode]
  ) -> [LayoutNode] {
    let unchanged =
      !isDirty && hasEvaluated && structurallyEquivalent(value, newValue)
      && !tracker.hasChanges(in: newEnvironment)
    let environmentChanged = !newEnvironment.isIdentical(to: environment)
    environment = newEnvironment
    environmentEdits = edits
    value = newValue
    makeBodyNodes = newMaker
    if unchanged {
      if environmentChanged { propagateEnvironmentToChildren() }
      return slots
    }
    return evaluate()
  }

  /// Marks the node as made in its owner's current body run.
  func markVisited(generation: Int) {
    visitedGeneration = generation
  }

  // MARK: Running the body

  /// Runs the body and makes its layout nodes, reusing this node's slots.
  @discardableResult
  func evaluate() -> [LayoutNode] {
    // The graph once: each use of the unowned reference is a checked retain.
    let graph = self.graph
    isDirty = false
    // A first run finds nothing recorded, and whatever it finds made below it, it made.
    let isFirstRun = !hasEvaluated
    hasEvaluated = true
    if countsAsBody { graph.bodyEvaluationCount += 1 }
    if !isFirstRun {
      for dependency in stateDependencies.values { dependency.box?.removeDependent(self) }
      stateDependencies.removeAll(keepingCapacity: true)
      tracker.reset()
      deferredContent.removeAll(keepingCapacity: true)
    }
    tracker.isRecording = true
    generation += 1

    var bodyEnvironment = environment
    bodyEnvironment.tracker = tracker
    let context = NodeContext(
      environment: bodyEnvironment, owner: self, path: IdentityPath(), edits: [])
    // A body run for the first time most often makes one node. Its slot is made before the
    // body runs, so that it lies before its content in memory, in the order a layout pass
    // visits them (the allocator keeps objects of one size in the order they are made).
    let reservedSlot = slots.isEmpty ? SlotNode(context) : nil
    graph.beginEvaluation(of: self)
    isMakingFirstNodes = isFirstRun
    var nodes = makeBodyNodes(self, context)
    isMakingFirstNodes = false
    graph.endEvaluation(of: self)
    tracker.isRecording = false
    if !isFirstRun { removeChildrenNotMade() }
    if let reservedSlot, nodes.count == 1 {
      reservedSlot.attach(nodes[0])
      // The slot takes its content's place in the array the body made, most often that
      // call's alone, rather than in a new one.
      nodes[0] = reservedSlot
      slots = nodes
      return slots
    }
    return fill(with: nodes, context: context)
  }

  /// Runs `body` while recording the `@Observable` properties it reads; a later change to
  /// any of them marks this node dirty.
  func tracked<R>(_ body: () -> R) -> R {
    withObservationTracking(body, onChange: observationChanged)
  }

  /// What a change to an `@Observable` property the body read does: posts this node to the
  /// graph's inbox and asks the graph for an update. Made once per node rather than for
  /// each tracked run (a body, each element of a `ForEach`), with the references it holds,
  /// which do not keep the node or the graph alive.
  private lazy var observationChanged: @Sendable () -> Void = {
    [
      inbox = graph.observationInbox, node = WeakViewNode(node: self),
      graph = WeakGraph(graph: graph)
    ] in
    inbox.post(node)
    Task { @MainActor in graph.graph?.observationPosted() }
  }

  /// Runs `body` (a `GeometryReader`'s content, made during layout) as part of this node's
  /// body: what it reads becomes this node's dependencies.
  func evaluatingDuringLayout<R>(_ body: () -> R) -> R {
    let wasRecording = tracker.isRecording
    tracker.isRecording = true
    graph.beginEvaluation(of: self)
    let result = body()
    graph.endEvaluation(of: self)
    tracker.isRecording = wasRecording
    return result
  }

  /// Puts `nodes` into the slots, making new slots when the count changed.
  private func fill(with nodes: [LayoutNode], context: NodeContext) -> [LayoutNode] {
    if slots.count == nodes.count {
      // Nodes made again take over the placements of those they replace, so that an
      // animated change of layout starts from where the view was drawn.
      let wrappers = slots.map { $0 as! WrapperNode }
      if graph.mayAnimatePlacements {
        LayoutNode.carryPlacements(from: wrappers.map(\.child), to: nodes, graph: graph)
      }
      for (slot, node) in zip(wrappers, nodes) { slot.child = node }
      return slots
    }
    let hadSlots = !slots.isEmpty
    slots = nodes.map { SlotNode(context, child: $0) as LayoutNode }
    // The owner's layout tree still holds the old slots: it must make its nodes again.
    if hadSlots, !graph.isEvaluating(owner) { owner?.invalidate() ?? graph.rootSlotsChanged() }
    return slots
  }

  // MARK: Dependencies

  /// Records that the body read `box`.
  func recordDependency(on box: AnyStateBox) {
    let id = ObjectIdentifier(box)
    guard stateDependencies[id] == nil else { return }
    stateDependencies[id] = StateDependency(box: box)
    box.addDependent(self)
  }

  /// Marks the node to run its body before the next frame.
  func invalidate() {
    guard !isRemoved, !isDirty else { return }
    isDirty = true
    graph.scheduleUpdate(of: self)
  }

  /// Gives the root a new environment from the host.
  func setRootEnvironment(_ newEnvironment: EnvironmentValues) {
    receiveEnvironment(newEnvironment)
  }

  /// Passes a changed environment down to composite children without running this body:
  /// children that read a changed value are marked dirty, the rest pass it further down.
  /// Shapes of this body whose style read a changed value resolve it again.
  private func propagateEnvironmentToChildren() {
    refreshDrawingReaders()
    var edited = EditedEnvironments(environment)
    for child in children.values {
      child.receiveEnvironment(edited.applying(child.environmentEdits))
    }
  }

  /// Notes that `shape`, made by this node's body, read the environment as it resolved its
  /// style (`ShapeNode.paintReads`, at `ShapeNode.paintEdits` from the body's root).
  func addDrawingReader(_ shape: ShapeNode) {
    drawingReaders.add(shape)
  }

  /// Has the shapes whose style read a value that changed in this node's environment
  /// resolve it again, in the update running or the next: after the bodies, with the
  /// update's transaction, as when the owner's body made them again.
  private func refreshDrawingReaders() {
    var edited = EditedEnvironments(environment)
    let graph = self.graph
    drawingReaders.forEachShape { shape in
      let shapeEnvironment = edited.applying(shape.paintEdits)
      guard shape.paintReads.hasChanges(in: shapeEnvironment) else { return }
      graph.enqueueEnvironmentChange(of: shape, to: shapeEnvironment)
    }
  }

  private func receiveEnvironment(_ newEnvironment: EnvironmentValues) {
    guard !newEnvironment.isIdentical(to: environment) else { return }
    environment = newEnvironment
    if tracker.hasChanges(in: newEnvironment) {
      invalidate()
    } else {
      propagateEnvironmentToChildren()
    }
  }

  // MARK: Children and attachments

  /// The child at `key`, made by `make` when there is none (or it holds another type).
  func child(
    at key: IdentityPath, make: () -> ViewNode
  ) -> (node: ViewNode, isNew: Bool) {
    // One look-up, which inserts the new node where it found none.
    var isNew = false
    func makeNew() -> ViewNode {
      isNew = true
      return make()
    }
    let node = Self.reading(&children[key, default: makeNew()])
    node.markVisited(generation: generation)
    return (node, isNew)
  }

  /// The number of composite views this node's body made.
  var childCount: Int { children.count }

  /// Makes room for `count` more composite children, about to be made.
  func reserveChildren(_ count: Int) {
    children.reserveCapacity(children.count + count)
  }

  /// The value at an access, for reaching a dictionary's entry through its `default:`
  /// subscript's one look-up.
  private static func reading<Value>(_ value: inout Value) -> Value { value }

  /// The attachment of type `T` at `key`, made by `make` when there is none.
  func attachment<T: NodeAttachment>(
    at key: IdentityPath, make: () -> T
  ) -> (attachment: T, isNew: Bool) {
    if let existing = attachments[key] as? T {
      existing.visitedGeneration = generation
      return (existing, false)
    }
    attachments[key]?.detach()
    let attachment = make()
    attachment.visitedGeneration = generation
    attachments[key] = attachment
    return (attachment, true)
  }

  /// The attachment of type `T` at `key` that an earlier body run made and this one has not
  /// made yet; `nil` when there is none. Not marked as made: `keep(_:)` does that, for a
  /// caller that takes it (an attachment looked at and not taken goes when the run ends).
  /// One the run made already is someone else's: a `ViewModifier` that shows its content
  /// twice makes what the content makes twice at one position.
  func attachmentMadeBefore<T: NodeAttachment>(at key: IdentityPath, as type: T.Type) -> T? {
    guard let existing = attachments[key] as? T, existing.visitedGeneration != generation
    else { return nil }
    return existing
  }

  /// Marks `attachment`, found by `attachmentMadeBefore(at:as:)`, as made by this body run.
  func keep(_ attachment: NodeAttachment) {
    attachment.visitedGeneration = generation
  }

  /// Records that the content below `path` is made later, during layout (a
  /// `GeometryReader`'s), so that this body run keeps what was made there before.
  func deferContent(at path: IdentityPath) {
    deferredContent.append(path)
  }

  /// Whether `key` lies below a `GeometryReader` of the current body run.
  private func isDeferred(_ key: IdentityPath) -> Bool {
    !deferredContent.isEmpty && deferredContent.contains { key.hasPrefix($0) }
  }

  private func removeChildrenNotMade() {
    for (key, child) in children
    where child.visitedGeneration != generation && !isDeferred(key) {
      children.removeValue(forKey: key)
      child.remove()
    }
    for (key, attachment) in attachments
    where attachment.visitedGeneration != generation && !isDeferred(key) {
      attachments.removeValue(forKey: key)
      attachment.leave()
    }
  }

  /// After a `GeometryReader` at `path` made its content during layout: removes what was made
  /// below `path` before and not made again.
  func removeContentNotMade(under path: IdentityPath) {
    for (key, child) in children
    where child.visitedGeneration != generation && key.hasPrefix(path) {
      children.removeValue(forKey: key)
      child.remove()
    }
    for (key, attachment) in attachments
    where attachment.visitedGeneration != generation && key.hasPrefix(path) {
      attachments.removeValue(forKey: key)
      attachment.leave()
    }
  }

  /// Removes what was made below `path` but not below any of `kept`: the rows a lazy list
  /// neither shows nor keeps. A set, looked up by each key's leading steps, as a list keeps
  /// hundreds of rows.
  func removeContent(under path: IdentityPath, keeping kept: Set<IdentityPath>) {
    let lengths = Set(kept.map(\.count))
    func isKept(_ key: IdentityPath) -> Bool {
      lengths.contains { key.count >= $0 && kept.contains(key.prefix($0)) }
    }
    for (key, child) in children where key.hasPrefix(path) && !isKept(key) {
      children.removeValue(forKey: key)
      child.remove()
    }
    for (key, attachment) in attachments
    where key.hasPrefix(path) && key != path && !isKept(key) {
      attachments.removeValue(forKey: key)
      attachment.leave()
    }
  }

  /// Takes the node and everything below it out of the graph.
  func remove() {
    guard !isRemoved else { return }
    isRemoved = true
    owner = nil
    for dependency in stateDependencies.values { dependency.box?.removeDependent(self) }
    stateDependencies.removeAll()
    drawingReaders.removeAll()
    for child in children.values { child.remove() }
    children.removeAll()
    for attachment in attachments.values { attachment.detach() }
    attachments.removeAll()
    storage.removeAll()
  }
}

/// A weak reference to a state box a node depends on.
struct StateDependency {
  weak var box: AnyStateBox?
}

/// A change to the environment made between a body's root and a view inside it.
struct EnvironmentEdit {
  let apply: (inout EnvironmentValues) -> Void
}

/// The wrapper that holds a composite view's layout node in its owner's layout tree.
@MainActor
final class SlotNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// What the content drew, while nothing in it changed (`RenderCache`).
  var renderCache: RenderCache?
  /// The display list count when the content last changed.
  var invalidatedGeneration = Int.min

  init(_ context: borrowing NodeContext, child: LayoutNode) {
    // A slot's size is its content's: measuring it asks the content.
    super.init(context, child: child, passesSizeThrough: true)
    cachesDrawing = true
  }

  /// A slot made before its content, which `attach(_:)` gives it.
  init(_ context: borrowing NodeContext) {
    super.init(context, passesSizeThrough: true)
    cachesDrawing = true
  }

  override func render(into list: inout DisplayList) {
    renderCached(into: &list, visible: nil) { super.render(into: &$0) }
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    renderCached(into: &list, visible: visible) { super.render(into: &$0, visible: visible) }
  }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { withChild { $0.hasFixedSize } }

  /// A pass reads none of the slot's own fields (they keep what it drew).
  override var layoutReadExtent: Int { 128 }
}

/// Persistent state of a built-in modifier (appearance actions, tasks, change handlers) at one
/// identity in a body.
@MainActor
class NodeAttachment {
  /// The owner's body run that last made the modifier.
  var visitedGeneration = -1

  /// Called once when the modifier leaves the graph.
  func detach() {}

  /// Called instead of `detach()` when the modifier's view is removed while its owner stays
  /// (a branch or an element went away): a transition may animate the removal.
  func leave() { detach() }
}
