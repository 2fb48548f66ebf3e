import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an `extension EnvironmentValues`: adds a key type with
/// `value` as its default (a peer, `__Key_name`) and makes the property read and write the
/// environment through it (accessors).
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The property's name, type and default, or an error saying what is missing.
  static func parts(of declaration: some DeclSyntaxProtocol) throws -> (
    name: TokenSyntax, type: TypeSyntax, value: ExprSyntax
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      throw EntryMacroError("@Entry applies to one stored property: @Entry var name: Type = value")
    }
    guard let value = binding.initializer?.value else {
      throw EntryMacroError(
        "@Entry needs a default value: @Entry var \(pattern.identifier.text): Type = value")
    }
    if let type = binding.typeAnnotation?.type {
      return (pattern.identifier.trimmed, type.trimmed, value)
    }
    throw EntryMacroError(
      "@Entry needs the property's type written out: @Entry var \(pattern.identifier.text): Type = value"
    )
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let (name, _, _) = try parts(of: declaration)
    return [
      "get { self[__Key_\(raw: name.text).self] }",
      "set { self[__Key_\(raw: name.text).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let (name, type, value) = try parts(of: declaration)
    return [
      """
      private struct __Key_\(raw: name.text): EnvironmentKey {
        static var defaultValue: \(type) { \(value) }
      }
      """
    ]
  }
}

/// An `@Entry` written in a way the macro cannot expand.
struct EntryMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
