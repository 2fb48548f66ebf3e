/// Validation of a view tree: every numeric field evaluated in a scope, and every component's
/// properties decoded, so that a spec that loads also renders at the sizes it lists.
extension SpecNode {
  func validate(in scope: SpecExpression.Scope, registry: ComponentRegistry) throws(SpecError) {
    try content.validate(in: scope, registry: registry)
    try modifiers.validate(in: scope, registry: registry)
  }
}

extension SpecContent {
  func validate(in scope: SpecExpression.Scope, registry: ComponentRegistry) throws(SpecError) {
    switch self {
    case .vStack(_, let spacing, let children), .hStack(_, let spacing, let children):
      _ = try spacing?.resolve(in: scope)
      for child in children { try child.validate(in: scope, registry: registry) }
    case .zStack(_, let children):
      for child in children { try child.validate(in: scope, registry: registry) }
    case .text, .image, .color:
      break
    case .spacer(let minLength):
      _ = try minLength?.resolve(in: scope)
    case .shape(let shape, _, _, let lineWidth):
      _ = try lineWidth.resolve(in: scope)
      if case .roundedRectangle(let radius) = shape { _ = try radius.resolve(in: scope) }
    case .geometryReader(let content):
      try content.validate(in: scope, registry: registry)
    case .component(let use):
      _ = try registry.decodeProperties(of: use, scope: scope, store: nil)
    case .button(_, .sheet(let sheet)):
      for detent in sheet.detents { try SpecModifierKey.resolve(detent.numbers, in: scope) }
      for node in childNodes { try node.validate(in: scope, registry: registry) }
    case .navigationStack, .list, .form, .section, .navigationLink, .button, .label,
      .labeledContent, .tabView:
      for node in childNodes { try node.validate(in: scope, registry: registry) }
    }
  }
}

extension SpecModifiers {
  /// Checks each key present, in the order they are applied (`SpecModifierKey.all`).
  func validate(in scope: SpecExpression.Scope, registry: ComponentRegistry) throws(SpecError) {
    for key in SpecModifierKey.all { try key.validate(self, scope, registry) }
  }
}
