import Foundation

/// One presented layer over the whole canvas: a dimmed backdrop (which takes every touch the
/// content does not, so nothing below is hit) and the card that holds the content — a sheet
/// at its detent, a cover, an action sheet at the bottom, a centred alert or a popover beside
/// the view that presents it. Where the card is, and how far it has come in, is the
/// `PresentationController`'s.
@MainActor
final class PresentationLayerNode: LayoutNode {
  /// The context the layer was made in (for a host made above it).
  let context: NodeContext
  private weak var controller: PresentationController?
  private unowned let graph: ViewGraph
  private var backdrop: LayoutNode
  private var card: LayoutNode
  /// The view that presents a popover, whose frame it points at.
  private var anchor: NodeReference<LayoutNode>
  /// Whether the content's options must be read again (its layout changed).
  private var optionsStale = true
  private var options = PresentationOptions()
  /// The darkness of the backdrop at rest.
  private let dimming: Double

  init(
    _ context: NodeContext, controller: PresentationController, backdrop: LayoutNode,
    card: LayoutNode, anchor: LayoutNode?
  ) {
    self.context = context
    self.controller = controller
    graph = context.graph
    self.backdrop = backdrop
    self.card = card
    self.anchor = NodeReference(anchor)
    switch controller.style {
    case .fullScreenCover, .popover, .menu: dimming = 0
    case .sheet, .formSheet, .alert, .dialog:
      dimming = context.environment.colorScheme == .dark ? 0.48 : 0.2
    }
    super.init(context)
    adopt(backdrop)
    adopt(card)
  }

  /// Takes the nodes the presenting body made this time.
  func set(
    backdrop newBackdrop: LayoutNode, card newCard: LayoutNode, anchor newAnchor: LayoutNode?
  ) {
    anchor.node = newAnchor
    guard newBackdrop !== backdrop || newCard !== card else { return }
    if newBackdrop !== backdrop {
      release(backdrop)
      backdrop = newBackdrop
      adopt(newBackdrop)
    }
    if newCard !== card {
      release(card)
      card = newCard
      adopt(newCard)
    }
    invalidateLayout()
  }

  /// The card's frame in root coordinates, as last placed.
  var cardFrame: CGRect { card.frame }

  override var children: [LayoutNode] { [backdrop, card] }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func layoutInvalidatedHere() { optionsStale = true }
  override func childLayoutChanged(_ child: LayoutNode) { optionsStale = true }

  override func placeChildren(in bounds: CGRect) {
    guard let controller else { return }
    if optionsStale {
      options = card.preferenceValue(PresentationOptionsKey.self)
      optionsStale = false
    }
    backdrop.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    let insets = graph.safeAreaInsets
    switch controller.style {
    case .sheet:
      var detents = options.detents ?? [.large]
      if detents.isEmpty { detents = [.large] }
      let measured = detents.map {
        ($0, $0.height(canvasHeight: bounds.height, safeAreaInsets: insets))
      }
      .sorted { $0.1 < $1.1 }
      var sorted = options
      sorted.detents = measured.map(\.0)
      controller.layerLaidOut(
        options: sorted, detentHeights: measured.map(\.1), restingHeight: bounds.height)
      let shown = controller.currentValue
      let resting =
        controller.detentHeights.indices.contains(controller.selectedDetent)
        ? controller.detentHeights[controller.selectedDetent] : bounds.height
      // Dragged above its detent, the sheet grows; below, it slides down whole.
      let height = max(resting, shown)
      placeCard(
        CGRect(x: bounds.minX, y: bounds.maxY - shown, width: bounds.width, height: height))
    case .formSheet:
      let size = CGSize(
        width: min(540, max(bounds.width - 40, 0)),
        height: min(620, max(bounds.height - insets.vertical - 40, 0)))
      let top = bounds.minY + insets.top + (bounds.height - insets.vertical - size.height) / 2
      // Shown: its top where it rests, measured as the height above the bottom edge.
      controller.layerLaidOut(
        options: options, detentHeights: [], restingHeight: bounds.maxY - top)
      placeCard(
        CGRect(
          x: bounds.minX + (bounds.width - size.width) / 2,
          y: bounds.maxY - controller.currentValue, width: size.width, height: size.height))
    case .fullScreenCover:
      controller.layerLaidOut(options: options, detentHeights: [], restingHeight: bounds.height)
      placeCard(
        CGRect(
          x: bounds.minX, y: bounds.maxY - controller.currentValue, width: bounds.width,
          height: bounds.height))
    case .dialog:
      let proposal = ProposedViewSize(width: bounds.width, height: nil)
      let size = card.sizeThatFits(proposal)
      controller.layerLaidOut(options: options, detentHeights: [], restingHeight: size.height)
      card.place(
        in: CGRect(
          x: bounds.minX + (bounds.width - size.width) / 2,
          y: bounds.maxY - controller.currentValue, width: size.width, height: size.height),
        proposal: proposal)
    case .alert:
      controller.layerLaidOut(options: options, detentHeights: [], restingHeight: 1)
      let proposal = ProposedViewSize(width: 270, height: nil)
      let size = card.sizeThatFits(proposal)
      let safe = CGRect(
        x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
        width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
      card.place(
        in: CGRect(
          x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width,
          height: size.height), proposal: proposal)
    case .popover(let arrowEdge):
      controller.layerLaidOut(options: options, detentHeights: [], restingHeight: 1)
      placePopover(in: bounds, arrowEdge: arrowEdge)
    case .menu:
      controller.layerLaidOut(options: options, detentHeights: [], restingHeight: 1)
      placeMenu(in: bounds)
    }
  }

  /// Places the card at `frame`, proposing its size.
  private func placeCard(_ frame: CGRect) {
    card.place(in: frame, proposal: ProposedViewSize(frame.size))
  }

  /// The gap between a popover and the view it points at (its arrow's length).
  static let popoverArrowLength: CGFloat = 13

  /// Places a popover's card beside the view that presents it, on the side `arrowEdge`
  /// names when there is room (the arrow points from that edge of the card), else on the
  /// other side, kept inside the safe area.
  private func placePopover(in bounds: CGRect, arrowEdge: Edge) {
    let insets = graph.safeAreaInsets
    let safe = CGRect(
      x: bounds.minX + insets.leading + 8, y: bounds.minY + insets.top + 8,
      width: max(bounds.width - insets.horizontal - 16, 0),
      height: max(bounds.height - insets.vertical - 16, 0))
    // The content's ideal size, narrowed to the safe area when wider.
    var proposal = ProposedViewSize.unspecified
    var ideal = card.sizeThatFits(proposal)
    if ideal.width > safe.width {
      proposal = ProposedViewSize(width: safe.width, height: nil)
      ideal = card.sizeThatFits(proposal)
    }
    let size = CGSize(width: min(ideal.width, safe.width), height: min(ideal.height, safe.height))
    let origin = frame.origin
    let target = (anchor.node?.frame ?? CGRect(x: safe.midX, y: safe.midY, width: 0, height: 0))
      .offsetBy(dx: -origin.x, dy: -origin.y)
    let gap = Self.popoverArrowLength
    var below: Bool
    switch arrowEdge {
    case .top: below = true
    case .bottom: below = false
    case .leading, .trailing: below = true
    }
    if below, target.maxY + gap + size.height > safe.maxY { below = false }
    if !below, target.minY - gap - size.height < safe.minY { below = true }
    let y = below ? target.maxY + gap : target.minY - gap - size.height
    let x = min(max(target.midX - size.width / 2, safe.minX), safe.maxX - size.width)
    card.place(
      in: CGRect(
        x: x, y: min(max(y, safe.minY), safe.maxY - size.height), width: size.width,
        height: size.height), proposal: proposal)
  }

  /// The gap between a menu and the view that opens it.
  static let menuGap: CGFloat = 8

  /// Places a menu's card under the view that opens it, from its leading edge (from its
  /// trailing edge when there is no room), or above it when there is no room below; kept
  /// inside the safe area.
  private func placeMenu(in bounds: CGRect) {
    let insets = graph.safeAreaInsets
    let safe = CGRect(
      x: bounds.minX + insets.leading + 8, y: bounds.minY + insets.top + 8,
      width: max(bounds.width - insets.horizontal - 16, 0),
      height: max(bounds.height - insets.vertical - 16, 0))
    let ideal = card.sizeThatFits(.unspecified)
    let size = CGSize(width: min(ideal.width, safe.width), height: min(ideal.height, safe.height))
    let proposal = ProposedViewSize(size)
    let origin = frame.origin
    let target = (anchor.node?.frame ?? CGRect(x: safe.midX, y: safe.midY, width: 0, height: 0))
      .offsetBy(dx: -origin.x, dy: -origin.y)
    let gap = Self.menuGap
    var y = target.maxY + gap
    if y + size.height > safe.maxY, target.minY - gap - size.height >= safe.minY {
      y = target.minY - gap - size.height
    }
    var x = target.minX
    if x + size.width > safe.maxX { x = target.maxX - size.width }
    card.place(
      in: CGRect(
        x: min(max(x, safe.minX), safe.maxX - size.width),
        y: min(max(y, safe.minY), safe.maxY - size.height), width: size.width,
        height: size.height), proposal: proposal)
  }

  override func render(into list: inout DisplayList) {
    guard let controller else { return super.render(into: &list) }
    let fraction = controller.presentedFraction
    let bounds = frame
    if dimming > 0, fraction > 0 {
      emit(
        .fill(
          Path(bounds),
          .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: Float(dimming * fraction)))),
        into: &list)
    }
    backdrop.render(into: &list)
    switch controller.style {
    case .alert, .popover, .menu:
      var inner = DisplayList()
      card.render(into: &inner)
      var items = inner.items
      let cardFrame = card.frame
      if controller.style == .alert || controller.style == .menu, fraction < 1 {
        // An alert comes in from a little larger, as UIKit's does; a menu grows out of the
        // corner nearest the view that opened it.
        let isMenu = controller.style == .menu
        let scale = isMenu ? 0.6 + 0.4 * fraction : 1 + 0.1 * (1 - fraction)
        let target = anchor.node?.frame ?? cardFrame
        let about =
          isMenu
          ? CGPoint(
            x: abs(cardFrame.minX - target.minX) <= abs(cardFrame.maxX - target.maxX)
              ? cardFrame.minX : cardFrame.maxX,
            y: cardFrame.minY >= target.maxY ? cardFrame.minY : cardFrame.maxY)
          : CGPoint(x: cardFrame.midX, y: cardFrame.midY)
        items = [
          DisplayList.Item(
            operation: .transform(
              DisplayList.AffineTransform(scale: CGSize(width: scale, height: scale), about: about),
              items),
            source: id, isAnimating: true)
        ]
      }
      if case .popover = controller.style { renderArrow(into: &items, card: cardFrame) }
      if fraction < 1 {
        list.items.append(
          DisplayList.Item(operation: .opacity(Double(fraction), items), source: id))
      } else {
        list.items.append(contentsOf: items)
      }
    case .sheet, .formSheet, .fullScreenCover, .dialog:
      card.render(into: &list)
    }
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    render(into: &list)
  }

  /// Draws a popover's arrow: a triangle from the card's edge to the view it points at.
  private func renderArrow(into items: inout [DisplayList.Item], card cardFrame: CGRect) {
    guard let target = anchor.node?.frame else { return }
    let gap = Self.popoverArrowLength
    let below = cardFrame.minY >= target.maxY - 0.5
    let x = min(max(target.midX, cardFrame.minX + 20), cardFrame.maxX - 20)
    var path = Path()
    if below {
      path.move(to: CGPoint(x: x - gap, y: cardFrame.minY + 0.5))
      path.addLine(to: CGPoint(x: x, y: cardFrame.minY - gap))
      path.addLine(to: CGPoint(x: x + gap, y: cardFrame.minY + 0.5))
    } else {
      path.move(to: CGPoint(x: x - gap, y: cardFrame.maxY - 0.5))
      path.addLine(to: CGPoint(x: x, y: cardFrame.maxY + gap))
      path.addLine(to: CGPoint(x: x + gap, y: cardFrame.maxY - 0.5))
    }
    path.closeSubpath()
    let color = PresentationColors.popoverBackground.resolve(for: environment.colorScheme)
    items.insert(DisplayList.Item(operation: .fill(path, .color(color)), source: id), at: 0)
  }
}
