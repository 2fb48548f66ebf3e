import Easel
import Foundation

/// The Swift components a spec can show by name, each with a `Decodable` properties type and
/// a builder.
///
/// Registering a control takes a few lines:
///
/// ```swift
/// struct BadgeProps: Codable, Sendable {
///   var text = "New"
///   var color = SpecColor.system(.red)
/// }
/// var registry = ComponentRegistry.standard
/// registry.register("Badge", defaults: BadgeProps()) { props in
///   Text(props.text).padding(4).background(props.color.color)
/// }
/// ```
///
/// A spec's `props` are decoded over the defaults: a missing property keeps its default, a
/// property the type does not have is an error (with the closest name), and numbers may be
/// expressions.
public struct ComponentRegistry: Sendable {
  /// One registered component.
  public struct Component: Sendable {
    /// The name specs use.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// The defaults, as JSON members.
    let defaults: SpecObject
    /// Decodes properties (merged over the defaults) into the properties type.
    let decode: @Sendable (SpecValue, SpecPropsDecoder.Context, SpecKeyPath) throws -> any Sendable
    /// Builds the view from decoded properties.
    let build: @MainActor @Sendable (any Sendable) -> AnyView

    /// The property names, from the encoded defaults (optional properties without a default
    /// are not listed).
    public var propertyNames: [String] { defaults.keys }
  }

  private var components: [String: Component] = [:]

  /// An empty registry.
  public init() {}

  /// The registered names, sorted.
  public var names: [String] { components.keys.sorted() }

  /// The component named `name`.
  public func component(named name: String) -> Component? { components[name] }

  /// Registers `name`, whose properties decode as `Props` over `defaults`, built by `build`.
  /// A later registration of the same name replaces the earlier one.
  public mutating func register<Props: Codable & Sendable, Content: View>(
    _ name: String, summary: String = "", defaults: Props,
    build: @escaping @MainActor @Sendable (Props) -> Content
  ) {
    var defaultMembers = SpecObject(members: [])
    if let data = try? JSONEncoder().encode(defaults) {
      var parser = SpecJSONParser(data: data, fileName: name)
      defaultMembers = (try? parser.parse())?.object ?? defaultMembers
    }
    components[name] = Component(
      name: name, summary: summary, defaults: defaultMembers,
      decode: { value, context, path in
        try context.decode(Props.self, from: value, at: path)
      },
      build: { props in
        guard let props = props as? Props else { return AnyView(EmptyView()) }
        return AnyView(build(props))
      })
  }

  /// Decodes the properties of `use` in `scope`, with bindings to `store`.
  func decodeProperties(
    of use: SpecComponentUse, scope: SpecExpression.Scope, store: SpecStateStore?
  ) throws(SpecError) -> (Component, any Sendable) {
    let parser = use.parser
    guard let component = components[use.name] else {
      throw parser.error(
        .unknownComponent, at: use.namePath, use.nameLocation,
        "unknown component \(SpecParser.quoted(use.name))"
          + (names.isEmpty ? "" : "; registered: " + names.joined(separator: ", ")),
        suggestion: NameSuggestion.closest(to: use.name, in: names))
    }
    var given = use.props?.object ?? SpecObject(members: [])
    if let props = use.props, props.object == nil {
      throw parser.mismatch(props, at: use.propsPath, expected: "an object of properties")
    }
    for member in component.defaults.members where given[member.key] == nil {
      given.members.append(member)
    }
    let value = SpecValue(.object(given), at: use.props?.location ?? use.nameLocation)
    let context = SpecPropsDecoder.Context(
      parser: parser, scope: scope, store: store, state: use.state)
    do {
      let props = try component.decode(value, context, use.propsPath)
      if let error = context.unknownKeyError() { throw error }
      return (component, props)
    } catch let error as SpecError {
      throw error
    } catch {
      throw SpecError(
        kind: .invalidValue, fileName: parser.fileName, keyPath: use.propsPath.description,
        message: "cannot read the properties of \(use.name): \(error)",
        line: value.location.line, column: value.location.column)
    }
  }
}
