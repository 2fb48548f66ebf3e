import Foundation

/// How a presentation shows its content.
enum PresentationStyle: Equatable {
  /// A sheet that slides up from the bottom and stops at its detents.
  case sheet
  /// A sheet in a regular width (an iPad): a card centred on the screen, 540 by 620 points
  /// at most, that slides up and is dragged down to dismiss; it has no detents.
  case formSheet
  /// A cover that slides up over the whole screen.
  case fullScreenCover
  /// A bubble beside the view that presents it, pointing at it (regular width).
  case popover(arrowEdge: Edge)
  /// A centred alert.
  case alert
  /// An action sheet at the bottom (compact width).
  case dialog
  /// A menu's items on a card beside the view that opens it (`Menu`, `contextMenu`), in every
  /// width.
  case menu

  /// Whether the card is as large as its content (a popover, a menu), rather than filling
  /// the space it is given.
  var fitsContent: Bool {
    switch self {
    case .popover, .menu: true
    default: false
    }
  }

  /// Whether the content slides up from the bottom edge.
  var slidesUp: Bool {
    switch self {
    case .sheet, .formSheet, .fullScreenCover, .dialog: true
    case .popover, .alert, .menu: false
    }
  }
}

/// What a presented view's content asks of its presentation, through the presentation
/// modifiers (`presentationDetents`, `presentationDragIndicator`, …), gathered as a
/// preference from the content.
struct PresentationOptions {
  var detents: [PresentationDetent]?
  var selection: Binding<PresentationDetent>?
  var dragIndicator: Visibility?
  var cornerRadius: CGFloat?
  var background: AnyShapeStyle?
  var interactiveDismissDisabled: Bool?

  /// `next`'s settings over these: the innermost view's win.
  mutating func merge(_ next: PresentationOptions) {
    if let value = next.detents { detents = value }
    if let value = next.selection { selection = value }
    if let value = next.dragIndicator { dragIndicator = value }
    if let value = next.cornerRadius { cornerRadius = value }
    if let value = next.background { background = value }
    if let value = next.interactiveDismissDisabled { interactiveDismissDisabled = value }
  }
}

/// The preference that carries `PresentationOptions` up from presented content.
struct PresentationOptionsKey: PreferenceKey {
  static var defaultValue: PresentationOptions { PresentationOptions() }

  static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
    value.merge(nextValue())
  }
}

/// How a sheet's card looks: what its content's options ask, as the card's body reads them.
struct PresentationAppearance: Equatable {
  var showsDragIndicator = false
  var cornerRadius: CGFloat?
  var background: AnyShapeStyle?
}

/// The state of one presentation (a `sheet`, an `alert`, …) at one place in a view: whether it
/// shows, its layer, how far it has come in (animated on the graph's clock, or following a
/// drag), and the detents of a sheet.
///
/// The presenting modifier tells it, on every run of the presenting body, whether its binding
/// says the content is presented; it starts the layer's entrance and exit, dragging, and the
/// dismissals made inside (a button of an alert, `dismiss`, a tap on the backdrop, a drag
/// down), which write the binding back.
@MainActor
final class PresentationController: NodeAttachment, AnimationDriver {
  @GraphReference private var graph: ViewGraph?
  /// The node whose body presents: it runs again once the layer has gone, to let the
  /// presented views go.
  weak var owner: ViewNode?
  var style: PresentationStyle = .sheet
  /// The layer while the content is shown, entering or leaving.
  private(set) var layer: PresentationLayerNode?
  /// Whether the content is presented (shown or coming in), not leaving.
  private(set) var isPresented = false
  /// The card the presenting modifier made when last presented, kept while it leaves.
  var card: AnyView?
  /// Runs when the content has gone.
  var onDismiss: (() -> Void)?
  /// Writes the presenting binding back: `false`, or `nil` for an item.
  var writeDismissed: (() -> Void)?
  /// The options the content asked for, read from it on layout.
  private(set) var options = PresentationOptions()
  /// How the card looks, read by its body.
  let appearance: StateBox<PresentationAppearance>
  /// The dismiss action presented content sees in its environment.
  private(set) lazy var dismissAction = DismissAction { [weak self] in self?.dismissFromContent() }

  /// How far the content has come in: for slides, the height shown above the bottom edge;
  /// for alerts and popovers, the opacity.
  private var motion = ScalarMotion.resting(at: 0)
  /// The motion to start at the next layout, once the layer knows its metrics.
  private var pendingAnimation: Animation??
  /// The detent the sheet rests at, as an index into `detents`.
  private(set) var selectedDetent = 0
  /// The value of `motion` when a drag began.
  private var dragOrigin: CGFloat?
  /// The heights of the detents in the last layout, in `detents` order.
  private(set) var detentHeights: [CGFloat] = []
  /// The height shown at rest when presented: the selected detent's, a dialog's, the canvas's.
  private var restingValue: CGFloat = 1

  init(graph: ViewGraph) {
    self.graph = graph
    appearance = StateBox(PresentationAppearance(), graph: graph)
  }

  /// The insets of the device's safe area around the canvas.
  var safeAreaInsets: EdgeInsets { graph?.safeAreaInsets ?? EdgeInsets() }

  /// The detents asked for, `[.large]` unless the content says.
  var detents: [PresentationDetent] {
    guard let detents = options.detents, !detents.isEmpty else { return [.large] }
    return detents
  }

  /// Whether the user may dismiss by dragging or tapping outside.
  var allowsInteractiveDismiss: Bool { !(options.interactiveDismissDisabled ?? false) }

  /// The value shown now: the height above the bottom, or the opacity.
  var currentValue: CGFloat {
    motion.value(at: graph?.animationTime ?? 0)
  }

  /// The presented fraction now, 0 (gone) to 1 (at rest).
  var presentedFraction: CGFloat {
    let rest = style == .sheet ? (detentHeights.min() ?? restingValue) : restingValue
    guard rest > 0 else { return 0 }
    return min(max(currentValue / rest, 0), 1)
  }

  // MARK: Presenting and dismissing

  /// The binding says the content is presented: it comes in.
  func present() {
    guard !isPresented else { return }
    isPresented = true
    if layer == nil { motion = .resting(at: 0) }
    retarget(
      style == .alert || isPopover
        ? .spring(response: 0.3, dampingFraction: 1) : Self.presentationSpring)
  }

  /// The content goes out, then the layer goes.
  func dismiss() {
    guard isPresented else { return }
    isPresented = false
    dragOrigin = nil
    retarget(style == .alert || isPopover ? .easeOut(duration: 0.2) : Self.presentationSpring)
  }

  /// A dismissal from inside (`dismiss`, an alert's button, the backdrop, a drag): the content
  /// goes out and the binding is written back.
  func dismissFromContent() {
    guard isPresented else { return }
    dismiss()
    writeDismissed?()
  }

  /// Whether the content is a popover or a menu: it fades in and out quickly.
  private var isPopover: Bool {
    switch style {
    case .popover, .menu: true
    default: false
    }
  }

  /// How sheets and covers come in and go out: a critically damped spring, as UIKit's sheet
  /// presentation moves.
  static let presentationSpring = Animation.spring(response: 0.45, dampingFraction: 1)
  /// How a released sheet settles at a detent.
  static let settleSpring = Animation.spring(response: 0.35, dampingFraction: 0.86)

  /// Moves towards the resting value of the current state with `animation`, from where the
  /// content is shown now, at the next layout.
  private func retarget(_ animation: Animation?) {
    pendingAnimation = .some(animation)
    layer?.setNeedsPlacement()
    graph?.onNeedsUpdate?()
  }

  // MARK: The layer

  /// Takes the layer the presenting modifier made and presents it above the root.
  func show(_ layer: PresentationLayerNode) {
    if let old = self.layer, old !== layer { graph?.presentations.remove(old) }
    self.layer = layer
    graph?.presentations.push(layer)
  }

  /// The layer was laid out with these metrics: the options are read, a pending motion
  /// starts and a resting one follows the metrics.
  func layerLaidOut(
    options newOptions: PresentationOptions, detentHeights heights: [CGFloat],
    restingHeight: CGFloat
  ) {
    options = newOptions
    detentHeights = heights
    var newAppearance = PresentationAppearance()
    newAppearance.cornerRadius = newOptions.cornerRadius
    newAppearance.background = newOptions.background
    switch newOptions.dragIndicator ?? .automatic {
    case .visible: newAppearance.showsDragIndicator = true
    case .hidden: newAppearance.showsDragIndicator = false
    case .automatic: newAppearance.showsDragIndicator = style == .sheet && detents.count > 1
    }
    if appearance.untrackedValue != newAppearance { appearance.set(newAppearance) }
    // A selection the content's binding changed moves the sheet there.
    var selectionMoved = false
    if style == .sheet, let selection = newOptions.selection,
      let index = detents.firstIndex(of: selection.wrappedValue), index != selectedDetent,
      dragOrigin == nil
    {
      selectedDetent = index
      selectionMoved = isPresented
    }
    selectedDetent = min(selectedDetent, max(detents.count - 1, 0))
    if style == .sheet, selectedDetent < heights.count {
      restingValue = heights[selectedDetent]
    } else {
      restingValue = restingHeight
    }
    let time = graph?.animationTime ?? 0
    let target = isPresented ? restingValue : 0
    if let animation = pendingAnimation ?? (selectionMoved ? .some(Self.settleSpring) : nil) {
      pendingAnimation = nil
      motion = ScalarMotion(
        from: motion.value(at: time), to: target, start: time,
        animation: animation)
      if animation != nil, let graph { graph.startAnimating(self) } else { finishIfGone() }
    } else if dragOrigin == nil, motion.isFinished(at: time), motion.to != target {
      // At rest: follow a change of size.
      motion = .resting(at: target)
    }
  }

  func advance(to time: Double) -> Bool {
    layer?.setNeedsPlacement()
    layer?.invalidateDrawing()
    guard motion.isFinished(at: time) else { return true }
    finishIfGone()
    return false
  }

  /// Once the content is out and not presented again: the layer goes, the presenting body
  /// lets the presented views go, and `onDismiss` runs.
  private func finishIfGone() {
    guard !isPresented, let layer else { return }
    self.layer = nil
    graph?.presentations.remove(layer)
    owner?.invalidate()
    graph?.onNeedsUpdate?()
    onDismiss?()
  }

  // MARK: Dragging a sheet

  /// The sheet follows a drag that has moved `translation` points down (negative: up) since
  /// it began.
  func dragChanged(translation: CGFloat) {
    guard isPresented, style == .sheet || style == .formSheet || style == .dialog else {
      return
    }
    let time = graph?.animationTime ?? 0
    if dragOrigin == nil {
      dragOrigin = motion.value(at: time)
      graph?.stopAnimating(self)
    }
    var value = (dragOrigin ?? 0) - translation
    let top = style == .sheet ? (detentHeights.max() ?? restingValue) : restingValue
    // Past the largest detent the sheet resists, as UIKit's does.
    if value > top { value = top + Self.rubberBand(value - top) }
    if !allowsInteractiveDismiss, value < (detentHeights.min() ?? restingValue) {
      let bottom = detentHeights.min() ?? restingValue
      value = bottom - Self.rubberBand(bottom - value)
    }
    motion = .resting(at: max(value, 0))
    layer?.setNeedsPlacement()
    layer?.invalidateDrawing()
    graph?.onNeedsUpdate?()
  }

  /// The drag ended with `predictedTranslation` (where its velocity would carry it): the sheet
  /// settles at the detent nearest to where it is thrown, or is dismissed when thrown below
  /// half its smallest detent.
  func dragEnded(translation: CGFloat, predictedTranslation: CGFloat) {
    guard let origin = dragOrigin else { return }
    dragOrigin = nil
    let projected = origin - predictedTranslation
    let heights = style == .sheet && !detentHeights.isEmpty ? detentHeights : [restingValue]
    let smallest = heights.min() ?? restingValue
    if allowsInteractiveDismiss, projected < smallest / 2 {
      dismissFromContent()
      return
    }
    var best = 0
    for index in heights.indices
    where abs(heights[index] - projected) < abs(heights[best] - projected) {
      best = index
    }
    if style == .sheet, best != selectedDetent {
      selectedDetent = best
      if best < detents.count { options.selection?.wrappedValue = detents[best] }
    }
    retarget(Self.settleSpring)
  }

  /// How far a drag `distance` past a limit moves the sheet: less and less, as UIKit's
  /// rubber band does.
  static func rubberBand(_ distance: CGFloat) -> CGFloat {
    let dimension: CGFloat = 400
    return (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
  }

  /// A tap on the dimmed backdrop: sheets below their largest detent, popovers and dialogs
  /// are dismissed, as on iOS; alerts and covers stay.
  func backdropTapped() {
    guard allowsInteractiveDismiss else { return }
    switch style {
    case .sheet:
      let largest = detentHeights.max() ?? 0
      guard detentHeights.count > selectedDetent, detentHeights[selectedDetent] < largest
      else { return }
      dismissFromContent()
    case .popover, .dialog, .menu: dismissFromContent()
    case .formSheet, .alert, .fullScreenCover: return
    }
  }

  // MARK: Leaving the graph

  override func detach() {
    graph?.stopAnimating(self)
    if let layer {
      self.layer = nil
      graph?.presentations.remove(layer)
    }
  }
}
