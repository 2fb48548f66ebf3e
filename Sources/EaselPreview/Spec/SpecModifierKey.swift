import Easel
import Foundation

/// One modifier key of a view node, everything about it in one place: its name, its value's
/// type and meaning as the documentation gives them, its JSON Schema, how the parser reads it,
/// how validation checks it, and how it wraps the view.
///
/// `SpecModifierKey.all` lists every key in the order they are applied. The parser reads the
/// keys from it, `SpecModifiers` applies and validates them through it, and the modifier
/// table of `docs/specs.md` and the modifier properties of `Assets/Schema/spec.schema.json`
/// are generated from it (`Scripts/spec-modifiers`; `SpecModifierTableTests` checks that the
/// checked-in files are what it generates). Adding a modifier is adding an entry (and its
/// field in `SpecModifiers`).
struct SpecModifierKey: Sendable {
  /// What a key's parser is given: the parser, the key's value and path, and the node's
  /// depth and type.
  struct Input {
    /// The parser reading the spec.
    let parser: SpecParser
    /// The key's value.
    let value: SpecValue
    /// The key's path in the spec.
    let path: SpecKeyPath
    /// The depth of the node in the view tree (the root is at 1).
    let depth: Int
    /// The node's type.
    let type: SpecViewType
  }

  /// The key, as written in a spec.
  let key: String
  /// The value's type, in Markdown: the documentation table's "type" column.
  let valueType: String
  /// What the modifier does, in Markdown: the documentation table's "meaning" column.
  let meaning: String
  /// The JSON Schema of the value, as JSON text.
  let schema: String
  /// Reads the key's value into the modifiers.
  let parse: @Sendable (Input, inout SpecModifiers) throws(SpecError) -> Void
  /// Evaluates the expressions (and checks the view nodes) the key holds, when present.
  let validate:
    @Sendable (SpecModifiers, SpecExpression.Scope, ComponentRegistry) throws(SpecError) -> Void
  /// Wraps the view in the modifier, when present.
  let apply: @MainActor @Sendable (SpecModifiers, AnyView, SpecContext) -> AnyView

  /// A key with everything about it.
  init(
    _ key: String, type valueType: String, meaning: String, schema: String,
    parse: @escaping @Sendable (Input, inout SpecModifiers) throws(SpecError) -> Void,
    validate:
      @escaping @Sendable (SpecModifiers, SpecExpression.Scope, ComponentRegistry)
      throws(SpecError) -> Void = { _, _, _ in },
    apply: @escaping @MainActor @Sendable (SpecModifiers, AnyView, SpecContext) -> AnyView
  ) {
    self.key = key
    self.valueType = valueType
    self.meaning = meaning
    self.schema = schema
    self.parse = parse
    self.validate = validate
    self.apply = apply
  }

  /// Evaluates `numbers` in `scope`, for validation: the first that does not evaluate throws.
  static func resolve(_ numbers: [SpecNumber?], in scope: SpecExpression.Scope)
    throws(SpecError)
  {
    for number in numbers { _ = try number?.resolve(in: scope) }
  }
}
