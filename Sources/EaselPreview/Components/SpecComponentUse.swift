import Easel
import Foundation

/// A registered component named by a spec (top-level `component` or a `Component` node), with
/// its properties as written; they are decoded when the view is built, in its size and state.
public struct SpecComponentUse: Equatable, Sendable {
  /// The component's name.
  public var name: String
  /// The `props` object as written, or `nil` for all defaults.
  public var props: SpecValue?
  /// Reads the properties' colours and expressions.
  let parser: SpecParser
  /// Where the name is.
  let namePath: SpecKeyPath
  let nameLocation: SpecSourceLocation
  /// Where the properties are.
  let propsPath: SpecKeyPath
  /// The spec's state entries as written.
  let state: [String: SpecStateValue]

  /// Uses are equal when they name the same component with the same properties text.
  public static func == (lhs: SpecComponentUse, rhs: SpecComponentUse) -> Bool {
    lhs.name == rhs.name && lhs.props.map(SpecValueText.text) == rhs.props.map(SpecValueText.text)
  }

  /// Builds the component; properties that fail to decode (only possible at a size the spec
  /// was not validated at) show nothing.
  @MainActor func makeView(in context: SpecContext) -> AnyView {
    guard
      let (component, props) = try? context.registry.decodeProperties(
        of: self, scope: context.scope, store: context.store)
    else { return AnyView(EmptyView()) }
    return component.build(props)
  }
}

/// A canonical text of a JSON value, for comparing values regardless of where they are.
enum SpecValueText {
  static func text(_ value: SpecValue) -> String {
    switch value.kind {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): "\(number)"
    case .string(let string): string.debugDescription
    case .array(let array): "[" + array.map(text).joined(separator: ",") + "]"
    case .object(let object):
      "{"
        + object.members.map { $0.key.debugDescription + ":" + text($0.value) }
        .joined(separator: ",") + "}"
    }
  }
}
