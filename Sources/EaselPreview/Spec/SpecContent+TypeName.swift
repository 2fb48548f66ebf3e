extension SpecContent {
  /// The node's `type` as the file writes it (a component node adds its component's name).
  public var typeName: String {
    switch self {
    case .vStack: "VStack"
    case .hStack: "HStack"
    case .zStack: "ZStack"
    case .text: "Text"
    case .image: "Image"
    case .spacer: "Spacer"
    case .shape(let shape, _, _, _):
      switch shape {
      case .rectangle: "Rectangle"
      case .circle: "Circle"
      case .capsule: "Capsule"
      case .ellipse: "Ellipse"
      case .roundedRectangle: "RoundedRectangle"
      case .containerRelative: "ContainerRelativeShape"
      }
    case .color: "Color"
    case .geometryReader: "GeometryReader"
    case .component(let use): "Component " + use.name
    case .navigationStack: "NavigationStack"
    case .list: "List"
    case .form: "Form"
    case .section: "Section"
    case .navigationLink: "NavigationLink"
    case .button: "Button"
    case .label: "Label"
    case .labeledContent: "LabeledContent"
    case .tabView: "TabView"
    }
  }

  /// The nodes inside this one, in file order.
  var childNodes: [SpecNode] {
    switch self {
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children):
      children
    case .geometryReader(let content), .navigationStack(let content): [content]
    case .list(let children), .form(let children): children
    case .section(let header, let footer, let children):
      [header?.node, footer?.node].compactMap { $0 } + children
    case .navigationLink(let label, let destination): [label.node, destination].compactMap { $0 }
    case .button(let label, .sheet(let sheet)): [label.node, sheet.content].compactMap { $0 }
    case .button(let label, .toggle): [label.node].compactMap { $0 }
    case .labeledContent(_, let content): [content.node].compactMap { $0 }
    case .tabView(_, let tabs): tabs.map(\.content)
    case .text, .image, .spacer, .shape, .color, .component, .label: []
    }
  }
}
