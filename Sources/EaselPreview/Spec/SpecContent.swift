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
  /// `NavigationStack`: a navigation stack whose root screen is `content`.
  case navigationStack(SpecNode)
  /// `List`: rows and sections in a scrolling list, drawn in the environment's list style.
  case list([SpecNode])
  /// `Form`: rows and sections of controls, drawn as iOS draws a form (inset grouped).
  case form([SpecNode])
  /// `Section`: rows under an optional header and over an optional footer.
  case section(header: SpecLabel?, footer: SpecLabel?, children: [SpecNode])
  /// `NavigationLink`: a row or button that pushes `destination` onto the enclosing stack.
  case navigationLink(label: SpecLabel, destination: SpecNode)
  /// `Button`: a button that flips a boolean state entry or presents a sheet.
  case button(label: SpecLabel, action: SpecButtonAction)
  /// `Label`: a title beside a symbol.
  case label(title: SpecText, systemImage: String)
  /// `LabeledContent`: a title leading and a value (text or a view) trailing, as a form row.
  case labeledContent(title: SpecText, content: SpecLabel)
  /// `TabView`: tabs switched by the tab bar at the bottom.
  case tabView(selection: String?, tabs: [SpecTab])

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
    case .navigationStack(let root):
      let content = root.makeView(in: context)
      return AnyView(NavigationStack { content })
    case .list(let children):
      let content = Self.list(children.map { $0.makeView(in: context) }[...])
      return AnyView(List { content })
    case .form(let children):
      let content = Self.list(children.map { $0.makeView(in: context) }[...])
      return AnyView(Form { content })
    case .section(let header, let footer, let children):
      return Self.section(header: header, footer: footer, children: children, in: context)
    case .navigationLink(let label, let destination):
      let destinationView = destination.makeView(in: context)
      let labelView = label.makeView(in: context)
      return AnyView(NavigationLink(destination: destinationView) { labelView })
    case .button(let label, let action):
      return action.makeButton(label: label, in: context)
    case .label(let title, let systemImage):
      return AnyView(Label(title.resolve(in: context), systemImage: systemImage))
    case .labeledContent(let title, let content):
      let title = title.resolve(in: context)
      if case .text(let value) = content {
        return AnyView(LabeledContent(title, value: value.resolve(in: context)))
      }
      let contentView = content.makeView(in: context)
      return AnyView(LabeledContent(title) { contentView })
    case .tabView(let selection, let tabs):
      return Self.tabView(selection: selection, tabs: tabs, in: context)
    }
  }

  /// A `Section`, with the header and footer it has.
  @MainActor private static func section(
    header: SpecLabel?, footer: SpecLabel?, children: [SpecNode], in context: SpecContext
  ) -> AnyView {
    let content = list(children.map { $0.makeView(in: context) }[...])
    let headerView = header?.makeView(in: context)
    let footerView = footer?.makeView(in: context)
    switch (headerView, footerView) {
    case (let header?, let footer?):
      return AnyView(
        Section {
          content
        } header: {
          header
        } footer: {
          footer
        })
    case (let header?, nil):
      return AnyView(
        Section {
          content
        } header: {
          header
        })
    case (nil, let footer?):
      return AnyView(
        Section {
          content
        } footer: {
          footer
        })
    case (nil, nil):
      return AnyView(Section { content })
    }
  }

  /// A `TabView` of `tabs`, showing the tab whose value the `selection` state entry holds
  /// (and writing it when another is chosen); without one, it keeps its own selection.
  @MainActor private static func tabView(
    selection: String?, tabs: [SpecTab], in context: SpecContext
  ) -> AnyView {
    let content = list(tabs.map { $0.makeTab(in: context) }[...])
    guard let selection, let store = context.store else {
      return AnyView(TabView(selection: Optional<Binding<String>>.none) { content })
    }
    let first = tabs.first?.value ?? ""
    let binding = Binding<String>(
      get: {
        guard case .string(let value)? = store.value(named: selection) else { return first }
        return value
      },
      set: { store.set(selection, to: .string($0)) })
    return AnyView(TabView(selection: binding) { content })
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
