/// Items for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, composed with
/// `ToolbarContentBuilder`, or a type of your own whose `body` composes them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The items this content stands for.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content that can be customised by the user (items with an `id`).
///
/// Differs from SwiftUI: Easel offers no customisation; such content is shown as it is.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

/// Toolbar content that Easel turns into bar items itself.
@MainActor
protocol PrimitiveToolbarContent {
  /// The items, in order.
  var toolbarEntries: [ToolbarEntry] { get }
}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
  /// Primitive toolbar content has no body.
  public var body: Never { primitiveBodyCalled(Self.self) }
}

/// One item of a bar: a view and where it goes.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView
}

/// The items of any toolbar content.
@MainActor
func toolbarEntries<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
  return toolbarEntries(content.body)
}

/// An item of a toolbar: a view placed in one of the bars.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  var toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, content: AnyView(content))]
  }
}

extension ToolbarItem where ID == () {
  /// An item that shows `content` at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
  /// An item with an identifier, for customisation, that shows `content` at `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views placed together in one of the bars.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group that shows the views of `content` side by side at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  var toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, content: AnyView(content))]
  }
}

/// Several pieces of toolbar content, made by `ToolbarContentBuilder`.
public struct _ToolbarContentList: ToolbarContent, CustomizableToolbarContent,
  PrimitiveToolbarContent
{
  public typealias Body = Never
  let entries: [ToolbarEntry]
  var toolbarEntries: [ToolbarEntry] { entries }
}

/// A result builder that composes toolbar items, as SwiftUI's does.
@resultBuilder
public enum ToolbarContentBuilder {
  /// A block with one item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// A block with several items.
  @MainActor
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> _ToolbarContentList {
    var entries: [ToolbarEntry] = []
    for item in repeat each content { entries += toolbarEntries(item) }
    return _ToolbarContentList(entries: entries)
  }

  /// An `if` without an `else`.
  @MainActor
  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> _ToolbarContentList
  {
    _ToolbarContentList(entries: content.map { toolbarEntries($0) } ?? [])
  }

  /// The first branch of an `if`/`else`.
  @MainActor
  public static func buildEither<First: ToolbarContent>(first: First) -> _ToolbarContentList {
    _ToolbarContentList(entries: toolbarEntries(first))
  }

  /// The second branch of an `if`/`else`.
  @MainActor
  public static func buildEither<Second: ToolbarContent>(second: Second) -> _ToolbarContentList {
    _ToolbarContentList(entries: toolbarEntries(second))
  }

  /// A branch guarded by `if #available`.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }
}
