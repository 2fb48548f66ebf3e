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
    }
  }
}

extension SpecModifiers {
  func validate(in scope: SpecExpression.Scope, registry: ComponentRegistry) throws(SpecError) {
    var numbers: [SpecNumber?] = [cornerRadius, opacity, containerShape, layoutPriority]
    if let padding {
      numbers += [padding.top, padding.leading, padding.bottom, padding.trailing]
    }
    if let frame {
      numbers += [
        frame.width, frame.height, frame.minWidth, frame.idealWidth, frame.maxWidth,
        frame.minHeight, frame.idealHeight, frame.maxHeight,
      ]
    }
    if let shadow { numbers += [shadow.radius, shadow.x, shadow.y] }
    if let offset { numbers += [offset.x, offset.y] }
    if let alignmentGuide { numbers.append(alignmentGuide.value) }
    for number in numbers { _ = try number?.resolve(in: scope) }
    for layer in [background, overlay] {
      if case .view(let node) = layer { try node.validate(in: scope, registry: registry) }
    }
  }
}
