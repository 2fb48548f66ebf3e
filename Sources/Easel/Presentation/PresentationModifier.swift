import Foundation

/// The modifier behind `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog`: on every run of the presenting body it tells its
/// `PresentationController` whether the binding presents, and while the content shows (or
/// leaves) it makes the layer's views — a backdrop and the card — as children of the
/// presenting view, so that they keep their state and see its environment, and hands the layer
/// to the graph to lay out above the root.
public struct _PresentationModifier: ViewModifier, PrimitiveModifier {
  /// Whether the binding presents the content now.
  let isPresented: Bool
  /// How the content shows; a popover becomes a sheet, and a dialog an action sheet, in a
  /// compact width, and a sheet a form sheet in a regular one (see `resolvedStyle(in:)`).
  let style: PresentationStyle
  let onDismiss: (() -> Void)?
  /// Writes the binding back when the content is dismissed from inside.
  let writeDismissed: @MainActor () -> Void
  /// Makes the card that holds the content; called only while the binding presents.
  let makeCard: @MainActor (PresentationController) -> AnyView

  /// The style in an environment: popovers and dialogs follow the width's size class.
  func resolvedStyle(in environment: EnvironmentValues) -> PresentationStyle {
    let regular = environment.horizontalSizeClass == .regular
    switch style {
    case .popover: return regular ? style : .sheet
    case .dialog: return regular ? .popover(arrowEdge: .top) : .dialog
    case .sheet: return regular ? .formSheet : .sheet
    case .formSheet, .fullScreenCover, .alert, .menu: return style
    }
  }

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context)
    let (controller, _) = context.attachment { PresentationController(graph: context.graph) }
    controller.owner = context.owner
    controller.onDismiss = onDismiss
    controller.writeDismissed = writeDismissed
    if isPresented {
      if !controller.isPresented { controller.style = resolvedStyle(in: context.environment) }
      controller.card = makeCard(controller)
      controller.present()
    } else {
      controller.dismiss()
    }
    guard controller.isPresented || controller.layer != nil, let card = controller.card else {
      controller.card = nil
      return nodes
    }
    let dismiss = controller.dismissAction
    let layerContext = context.appending(.layer).modifyingEnvironment {
      $0.dismiss = dismiss
      $0.isPresented = true
    }
    let backdropNodes = layerContext.appending(.index(0)).makeNodes(
      for: PresentationBackdrop(controller: controller))
    let cardNodes = layerContext.appending(.index(1)).makeNodes(for: card)
    guard let backdrop = backdropNodes.first, let cardNode = cardNodes.first else { return nodes }
    if let layer = controller.layer {
      layer.set(backdrop: backdrop, card: cardNode, anchor: nodes.first)
    } else {
      controller.show(
        PresentationLayerNode(
          layerContext, controller: controller, backdrop: backdrop, card: cardNode,
          anchor: nodes.first))
    }
    return nodes
  }
}

/// The presented content of a sheet, cover or popover: a view of its own, so that what the
/// content reads makes it, not the presenting view, run again.
struct PresentedContent<Content: View>: View {
  let make: () -> Content

  var body: some View { make() }
}

/// The layer's backdrop: it takes every touch the card does not (nothing below a presentation
/// is hit) and dismisses where iOS does when tapped.
struct PresentationBackdrop: View {
  let controller: PresentationController

  var body: some View {
    Color.clear
      .contentShape(Rectangle())
      .onTapGesture { controller.backdropTapped() }
      .accessibilityHidden(true)
  }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the view is in a presentation (a sheet, cover, popover, or a pushed screen).
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
