import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { view }`: expands to a record in the executable's
/// `easel_previews` section whose loader builds an `EaselPreviews.PreviewEntry` — the name, the
/// traits, where the macro was written and the view-building closure. `PreviewRegistry` reads
/// the section at run time, so every `#Preview` in every linked module is found with no
/// registration.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var name: ExprSyntax = "nil"
    var traits: [ExprSyntax] = []
    var body: ExprSyntax?
    var inTraits = false
    for argument in node.arguments {
      switch argument.label?.text {
      case nil where inTraits:
        traits.append(argument.expression)
      case nil:
        name = argument.expression
      case "traits":
        inTraits = true
        traits.append(argument.expression)
      case "body":
        inTraits = false
        body = argument.expression
      case let label?:
        throw PreviewMacroError("#Preview has no argument \(label):")
      }
    }
    if let closure = node.trailingClosure {
      body = ExprSyntax(closure)
    }
    guard var body else {
      throw PreviewMacroError("#Preview needs a closure that returns the view to preview")
    }
    var declarations: [DeclSyntax] = []
    // `@Previewable @State var value = …` in the closure: the state moves into a view made for
    // this preview, whose body is the rest of the closure.
    if let closure = body.as(ClosureExprSyntax.self),
      let (wrapper, view) = previewableWrapper(closure, in: context)
    {
      declarations.append(wrapper)
      body = "{ \(view)() }"
    }
    // A closure that returns its view explicitly takes no view builder.
    var bodyLabel = "body"
    if let closure = body.as(ClosureExprSyntax.self),
      closure.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) })
    {
      bodyLabel = "returning"
    }
    let location = context.location(of: node)
    let fileID = location?.file ?? "#fileID"
    let line = location?.line ?? "#line"
    let record = context.makeUniqueName("previewRecord")
    let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
    // The kind 0x45505657 ("EPVW") and layout version 1 are checked by PreviewRegistry.
    let declaration: DeclSyntax = """
      @section("easel_previews") @used
      let \(record): EaselPreviews._PreviewRecord = (
        0x4550_5657, 1,
        { entry in
          entry.initializeMemory(
            as: EaselPreviews.PreviewEntry.self,
            to: EaselPreviews.PreviewEntry(
              \(name), traits: [\(raw: traitList)], fileID: \(fileID), line: \(line),
              \(raw: bodyLabel): \(body)))
        }
      )
      """
    return declarations + [declaration]
  }

  /// The view that holds a closure's `@Previewable` properties, and its name; `nil` when the
  /// closure has none.
  static func previewableWrapper(
    _ closure: ClosureExprSyntax, in context: some MacroExpansionContext
  ) -> (DeclSyntax, TokenSyntax)? {
    var properties: [String] = []
    var statements: [String] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: { isPreviewable($0) })
      {
        let kept = variable.attributes.filter { !isPreviewable($0) }
        properties.append(variable.with(\.attributes, kept).trimmedDescription)
      } else {
        statements.append(item.item.trimmedDescription)
      }
    }
    guard !properties.isEmpty else { return nil }
    let name = context.makeUniqueName("PreviewableView")
    let declaration: DeclSyntax = """
      struct \(name): View {
        \(raw: properties.joined(separator: "\n"))

        var body: some View {
          \(raw: statements.joined(separator: "\n"))
        }
      }
      """
    return (declaration, name)
  }

  /// Whether `attribute` is `@Previewable`.
  static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = attribute else { return false }
    return attribute.attributeName.trimmedDescription == "Previewable"
  }
}

/// A `#Preview` written in a way the macro cannot expand.
struct PreviewMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
