import Easel
import Foundation

/// The root view of a spec: reads the canvas size and the live state, and builds the tree or
/// component with them, centred in the canvas as a hosting controller centres its root.
struct SpecRootView: View {
  let spec: Spec
  let store: SpecStateStore
  let registry: ComponentRegistry
  let textSize: SpecTextSize
  var recorder: SpecFrameRecorder?

  var body: some View {
    GeometryReader { proxy in
      content(in: proxy.size)
        .frame(width: proxy.size.width, height: proxy.size.height)
    }
  }

  private func content(in size: CGSize) -> AnyView {
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
