/// A colour used as a view fills the space it is offered.
extension Color: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let paint = DisplayList.Paint.color(resolve(in: context.environment))
    return [ShapeNode(context, paint: paint, stroke: nil) { Path($0) }]
  }
}
