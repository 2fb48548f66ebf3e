/// The values of a view node's `type` key, with the keys each type has besides the modifiers.
enum SpecViewType: String, CaseIterable, Sendable {
  case vStack = "VStack"
  case hStack = "HStack"
  case zStack = "ZStack"
  case text = "Text"
  case image = "Image"
  case spacer = "Spacer"
  case rectangle = "Rectangle"
  case circle = "Circle"
  case capsule = "Capsule"
  case ellipse = "Ellipse"
  case roundedRectangle = "RoundedRectangle"
  case containerRelativeShape = "ContainerRelativeShape"
  case color = "Color"
  case geometryReader = "GeometryReader"
  case component = "Component"
  case navigationStack = "NavigationStack"
  case list = "List"
  case form = "Form"
  case section = "Section"
  case navigationLink = "NavigationLink"
  case button = "Button"
  case label = "Label"
  case labeledContent = "LabeledContent"
  case tabView = "TabView"

  /// The keys of this type, besides `type` and the modifier keys.
  var keys: [String] {
    switch self {
    case .vStack, .hStack: ["alignment", "spacing", "children"]
    case .zStack: ["alignment", "children"]
    case .text: ["text"]
    case .image: ["systemName", "file", "resizable"]
    case .spacer: ["minLength"]
    case .rectangle, .circle, .capsule, .ellipse, .containerRelativeShape:
      ["fill", "stroke", "lineWidth"]
    case .roundedRectangle: ["cornerRadius", "fill", "stroke", "lineWidth"]
    case .color: ["color"]
    case .geometryReader: ["content"]
    case .component: ["component", "props"]
    case .navigationStack: ["content"]
    case .list, .form: ["children"]
    case .section: ["header", "footer", "children"]
    case .navigationLink: ["title", "label", "destination"]
    case .button: ["title", "label", "toggle", "sheet"]
    case .label: ["title", "systemImage"]
    case .labeledContent: ["title", "value", "content"]
    case .tabView: ["selection", "tabs"]
    }
  }

  /// Every key a node of this type may have, in the order the parser checks them.
  var allowedKeys: [String] { ["type"] + keys + SpecModifiers.order }
}
