import Easel
import Foundation

/// What a view node is, by its `type` and that type's own keys (everything but the modifiers).
public indirect enum SpecContent: Equatable, Sendable {
  /// `VStack`: children in a column.
  case vStack(alignment: HorizontalAlignment, spacing: SpecNumber?, children: [SpecNode])
  /// `HStack`: children in a row.
  case hStack(alignment: VerticalAlignment, spacing: SpecNumber?, children: [SpecNode])
  /// `ZStack`: children on top of each other.
  case zStack(alignment: Alignment, children: [SpecNode])
  /// `Text`: a string in the environment's font and foreground colour.
  case text(SpecText)
  /// `Image`: a system symbol or an image file beside the spec.
  case image(SpecImage)
  /// `Spacer`: flexible space along the enclosing stack's axis.
  case spacer(minLength: SpecNumber?)
  /// One of the built-in shapes, filled and/or stroked.
  case shape(SpecShape, fill: SpecColor?, stroke: SpecColor?, lineWidth: SpecNumber)
  /// `Color`: a colour that fills the space it is offered.
  case color(SpecColor)
  /// `GeometryReader`: its `content` sees the reader's size as `width` and `height`.
  case geometryReader(SpecNode)
  /// `Component`: a registered component with its properties.
  case component(SpecComponentUse)

  /// Builds the view, without the node's modifiers.
  @MainActor public func makeView(in context: SpecContext) -> AnyView {
    switch self {
    case .vStack(let alignment, let spacing, let children):
      let content = Self.list(children.map { $0.makeView(in: context) }[...])
      return AnyView(VStack(alignment: alignment, spacing: context.number(spacing)) { content })
    case .hStack(let alignment, let spacing, let children):
      let content = Self.list(children.map { $0.makeView(in: context) }[...])
      return AnyView(HStack(alignment: alignment, spacing: context.number(spacing)) { content })
    case .zStack(let alignment, let children):
      let content = Self.list(children.map { $0.makeView(in: context) }[...])
      return AnyView(ZStack(alignment: alignment) { content })
    case .text(let text):
      return AnyView(Text(verbatim: text.resolve(in: context)))
    case .image(let image):
      return image.makeView()
    case .spacer(let minLength):
      return AnyView(Spacer(minLength: context.number(minLength)))
    case .shape(let shape, let fill, let stroke, let lineWidth):
      return shape.makeView(
        fill: fill, stroke: stroke, lineWidth: context.number(lineWidth), in: context)
    case .color(let color):
      return AnyView(color.color)
    case .geometryReader(let content):
      return AnyView(
        GeometryReader { proxy in
          content.makeView(in: context.resized(to: proxy.size))
        })
    case .component(let use):
      return use.makeView(in: context)
    }
  }

  /// Several views as one, in order, for a stack to lay out each of them.
  ///
  /// A view builder block needs its children at compile time, so the list is built as a
  /// balanced tree of two-view blocks; blocks flatten into their container, and the tree keeps
  /// the nesting logarithmic however many children a spec has.
  @MainActor static func list(_ views: ArraySlice<AnyView>) -> AnyView {
    switch views.count {
    case 0:
      return AnyView(EmptyView())
    case 1:
      return views[views.startIndex]
    default:
      let middle = views.startIndex + views.count / 2
      let first = list(views[..<middle])
      let second = list(views[middle...])
      return AnyView(ViewBuilder.buildBlock(first, second))
    }
  }
}
