import Easel
import Foundation

/// The root view of a spec: reads the canvas size and the live state, and builds the tree or
/// component with them, centred in the canvas as a hosting controller centres its root.
///
/// A spec none of whose expressions reads the size (`Spec.readsCanvasSize`) is built once:
/// when the canvas changes size, the reader hands its content an equal value, whose body does
/// not run again, and only the frame follows the new size.
struct SpecRootView: View {
  let spec: Spec
  let store: SpecStateStore
  let registry: ComponentRegistry
  let textSize: SpecTextSize
  var recorder: SpecFrameRecorder?

  var body: some View {
    GeometryReader { proxy in
      SpecContentView(root: self, size: spec.readsCanvasSize ? proxy.size : nil)
        .frame(width: proxy.size.width, height: proxy.size.height)
    }
  }

  /// The spec's views, their expressions evaluated at `size`.
  fileprivate func content(in size: CGSize) -> AnyView {
    var context = SpecContext(
      scope: store.scope(width: Double(size.width), height: Double(size.height)), store: store,
      registry: registry, textScale: textSize.scale)
    context.recorder = recorder
    let view: AnyView
    switch spec.body {
    case .view(let node): view = node.makeView(in: context)
    case .component(let use): view = use.makeView(in: context)
    }
    guard textSize != .large else { return view }
    // Text without a font of its own takes the body size of the text size; views written in
    // Swift with text styles (`.font(.title)`) scale with the Dynamic Type size.
    return AnyView(
      view.font(.system(size: 17 * CGFloat(textSize.scale)))
        .dynamicTypeSize(textSize))
  }
}

/// A spec's views at a canvas size, or at none when the spec does not read it: equal to
/// another for the same spec, state, text size and size, so that the graph does not run its
/// body again for a canvas that only changed size.
///
/// The component registry is not compared: a host keeps one for the specs it shows.
private struct SpecContentView: View, Equatable {
  let root: SpecRootView
  let size: CGSize?

  var body: some View {
    root.content(in: size ?? .zero)
  }

  nonisolated static func == (lhs: SpecContentView, rhs: SpecContentView) -> Bool {
    lhs.size == rhs.size && lhs.root.spec == rhs.root.spec && lhs.root.store === rhs.root.store
      && lhs.root.textSize == rhs.root.textSize && lhs.root.recorder === rhs.root.recorder
  }
}
