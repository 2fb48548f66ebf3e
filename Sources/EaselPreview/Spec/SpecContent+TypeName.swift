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
    }
  }

  /// The nodes inside this one, in file order.
  var childNodes: [SpecNode] {
    switch self {
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children):
      children
    case .geometryReader(let content): [content]
    default: []
    }
  }
}
