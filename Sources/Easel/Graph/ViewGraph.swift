import Foundation

/// Hosts a root view: turns it into layout nodes, lays them out in a size and renders a display
/// list. Every host (a PNG renderer, the X11 window, the test host) drives one of these.
///
/// The root is proposed the whole size and centred in it, as a hosting controller does.
@MainActor
public final class ViewGraph {
  /// The root view.
  public var root: AnyView {
    didSet { needsRebuild = true }
  }
  /// The environment the root sees.
  public var environment: EnvironmentValues {
    didSet { needsRebuild = true }
  }
  private let textEngine: any TextEngine
  private var rootNodes: [LayoutNode] = []
  private var rootNode: LayoutNode?
  private var needsRebuild = true
  private var laidOutSize: CGSize?

  /// Creates a graph for `root` that measures text with `textEngine`.
  public init<Root: View>(
    root: Root, environment: EnvironmentValues = EnvironmentValues(), textEngine: any TextEngine
  ) {
    self.root = AnyView(root)
    self.environment = environment
    self.textEngine = textEngine
  }

  /// Lays the root out in a canvas of `size` points.
  public func layout(in size: CGSize) {
    if needsRebuild {
      let context = NodeContext(
        environment: environment, textEngine: textEngine, identifiers: NodeIdentifiers())
      // Several views at the root stack vertically, as in a hosting controller.
      let nodes = context.makeNodes(for: root)
      rootNode =
        nodes.count == 1
        ? nodes[0]
        : StackNode(context, axis: .vertical, alignment: 0.5, spacing: nil, children: nodes)
      needsRebuild = false
      laidOutSize = nil
    }
    guard let rootNode, laidOutSize != size else { return }
    let fitted = rootNode.sizeThatFits(ProposedViewSize(size))
    rootNode.place(
      in: CGRect(
        x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2,
        width: fitted.width, height: fitted.height))
    laidOutSize = size
  }

  /// The display list of the last layout.
  public func displayList() -> DisplayList {
    var list = DisplayList()
    rootNode?.render(into: &list)
    return list
  }

  /// The frame, in root coordinates, of the view tagged with `identifier` by
  /// `accessibilityIdentifier(_:)`, from the last layout; `nil` when no view has it.
  public func frame(of identifier: String) -> CGRect? {
    var found: CGRect?
    rootNode?.visit { node in
      if found == nil, node.accessibilityIdentifier == identifier { found = node.frame }
    }
    return found
  }

  /// The frames of every identified view, in root coordinates, from the last layout.
  public func identifiedFrames() -> [(identifier: String, frame: CGRect)] {
    var frames: [(String, CGRect)] = []
    rootNode?.visit { node in
      if let identifier = node.accessibilityIdentifier { frames.append((identifier, node.frame)) }
    }
    return frames
  }

  /// The background colour of the canvas: the system background of the colour scheme.
  public var backgroundColor: Color.Resolved {
    Color.systemBackground.resolve(in: environment)
  }
}
