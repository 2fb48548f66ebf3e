import EaselControls
import EaselPreviews
import Foundation

// The catalog's previews: `easel previews` lists them and `easel preview --previews NAME`
// opens one. They live in the `easel` executable rather than in EaselControls, so that a
// package with its own `EaselCommand` lists only its own previews. Controls that take a
// binding are shown in `PreviewState`, which owns the value.

#Preview("Gallery") {
  CatalogGallery()
}

#Preview("Like button", traits: .sizeThatFitsLayout) {
  PreviewState(false) { CustomLikeButton(isLiked: $0, likeCount: 42) }.padding()
}

#Preview("Custom toggle", traits: .sizeThatFitsLayout) {
  PreviewState(true) { CustomToggle(isOn: $0) }.padding()
}

#Preview("Rotary dial") {
  PreviewState(40.0) { RotaryDial(value: $0, in: 0...100, step: 5) }
}

#Preview("Gauge ring", traits: .fixedLayout(width: 240, height: 200)) {
  GaugeRing(progress: 0.62)
}

#Preview("Pie chart", traits: .fixedLayout(width: 240, height: 240)) {
  PieChart(values: [40, 25, 20, 15]).padding()
}

#Preview("Flexible picker") {
  PreviewState(
    ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "C++", "Zig"].map(CatalogOption.init)
  ) {
    FlexiblePicker(inputData: $0)
  }
  .padding()
}

#Preview("Adaptive layout", traits: .landscapeLeft) {
  AdaptiveLayoutView()
}

/// Owns one value for a preview and hands its binding to `content`.
struct PreviewState<Value, Content: View>: View {
  @State private var value: Value
  private let content: (Binding<Value>) -> Content

  init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(initialValue: value)
    self.content = content
  }

  var body: some View { content($value) }
}
