import Foundation

/// Lays out and draws an `Image`.
///
/// A symbol is a square as wide as its font's point size (scaled by the environment's
/// `imageScale`); a resource has its natural size from the image provider. Either keeps that
/// size whatever it is proposed, unless it is resizable: then it takes each proposed dimension,
/// and its natural size for a dimension that is unspecified or infinite.
@MainActor
final class ImageNode: LayoutNode {
  /// An image takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  /// What the node draws, chosen when it is made; `nil` draws nothing (a missing resource).
  let content: DisplayList.ImageReference?
  /// The size when not resized.
  let naturalSize: CGSize
  private let isResizable: Bool

  /// The relative size of each `Image.Scale`.
  nonisolated static func factor(of scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: 0.78
    case .medium: 1
    case .large: 1.29
    }
  }

  init(_ context: NodeContext, image: Image) {
    // Environment values are read now, while the owner's body runs, so that the owner
    // depends on them.
    let environment = context.environment
    let foreground = environment.foregroundColor ?? .primary
    isResizable = image.resizing != nil
    let capInsets = image.resizing?.capInsets ?? EdgeInsets()
    let resizingMode = image.resizing?.mode ?? .stretch
    switch image.source {
    case .system(let name):
      let font = (environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
      let side = font.size * Self.factor(of: environment.imageScale)
      naturalSize = CGSize(width: side, height: side)
      let symbol: Symbol
      if let known = SymbolCatalog.symbol(named: name) {
        symbol = known
      } else {
        symbol = SymbolCatalog.placeholder
        ImageWarnings.warnOnce(
          key: "symbol:\(name)",
          "no system symbol named \"\(name)\" in Easel's set (docs/symbols.md); "
            + "drawing a placeholder")
      }
      let mode: SymbolRenderingMode.Storage =
        image.templateRenderingMode == .original
        ? .multicolor
        : (image.symbolMode ?? environment.symbolRenderingMode ?? .monochrome).storage
      let graphic = symbol.resolved(
        name: name, foreground: foreground, environment: environment, mode: mode,
        weightFactor: Symbol.weightFactor(font.weight))
      content = DisplayList.ImageReference(
        content: .vector(graphic), capInsets: EdgeInsets(), resizingMode: .stretch)
    case .resource(let name):
      if let asset = context.imageProvider?.image(named: name) {
        naturalSize = asset.size
        let tint =
          image.templateRenderingMode == .template ? foreground.resolve(in: environment) : nil
        content = DisplayList.ImageReference(
          content: .resource(asset), tint: tint, capInsets: capInsets,
          resizingMode: resizingMode)
      } else {
        naturalSize = .zero
        content = nil
        if context.imageProvider == nil {
          ImageWarnings.warnOnce(
            key: "provider:\(name)",
            "no image provider to load image \"\(name)\" (the host made its graph without "
              + "one); it draws nothing")
        } else {
          ImageWarnings.warnOnce(
            key: "resource:\(name)",
            "no image named \"\(name)\" on the image search path; it draws nothing")
        }
      }
    }
    super.init(context)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard isResizable else { return naturalSize }
    func length(_ proposed: CGFloat?, natural: CGFloat) -> CGFloat {
      guard let proposed, proposed.isFinite else { return natural }
      return max(proposed, 0)
    }
    return CGSize(
      width: length(proposal.width, natural: naturalSize.width),
      height: length(proposal.height, natural: naturalSize.height))
  }

  override func render(into list: inout DisplayList) {
    guard let content, frame.width > 0, frame.height > 0 else { return }
    emit(.image(content, frame), into: &list)
  }
}
