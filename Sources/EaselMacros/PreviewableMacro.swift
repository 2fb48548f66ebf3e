import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a property of a `#Preview` closure, which `#Preview` moves into a view
/// of its own; the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
