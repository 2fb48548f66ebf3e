/// A colour used as a view fills the space it is offered.
extension Color: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ShapeNode.make(context, style: self, stroke: nil) { Path($0) }]
  }
}
