import Foundation

/// What the modifiers on a list row ask of the list around it: its background, insets,
/// separators, swipe actions and tag.
@MainActor
struct ListRowTraits {
  var background: AnyView?
  var insets: EdgeInsets?
  var separatorHidden: (top: Bool, bottom: Bool) = (false, false)
  var separatorTint: Color?
  var swipeActions: [SwipeActionsSpec] = []
  var tag: AnyHashable?
  var deleteDisabled = false
  var moveDisabled = false

  /// The traits set on `view` by the modifiers around it, the outermost winning, looking
  /// through type-erased views.
  static func of(_ view: any View) -> ListRowTraits {
    var traits = ListRowTraits()
    var current: any View = view
    for _ in 0..<64 {
      if let erased = current as? AnyView {
        current = erased.view
        continue
      }
      guard let modified = current as? any ModifiedContentReading else { break }
      if let trait = modified.modifierValue as? any ListRowTraitModifier {
        trait.apply(to: &traits)
      }
      current = modified.contentValue
    }
    return traits
  }
}

/// A `ModifiedContent` read by a list for the traits of its rows.
@MainActor
protocol ModifiedContentReading {
  var contentValue: any View { get }
  var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentReading where Content: View, Modifier: ViewModifier {
  var contentValue: any View { content }
  var modifierValue: Any { modifier }
}

/// A modifier that sets a trait of a list row: it changes nothing of the row's own views.
@MainActor
protocol ListRowTraitModifier: ViewModifier, PrimitiveModifier {
  /// Sets the trait, unless a modifier further out set it.
  func apply(to traits: inout ListRowTraits)
}

extension ListRowTraitModifier {
  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    content(context)
  }
}

/// The modifier behind `listRowBackground(_:)`.
public struct _ListRowBackgroundModifier: ListRowTraitModifier {
  let background: AnyView?
  func apply(to traits: inout ListRowTraits) {
    if traits.background == nil { traits.background = background }
  }
}

/// The modifier behind `listRowInsets(_:)`.
public struct _ListRowInsetsModifier: ListRowTraitModifier {
  let insets: EdgeInsets?
  func apply(to traits: inout ListRowTraits) {
    if traits.insets == nil { traits.insets = insets }
  }
}

/// The modifier behind `listRowSeparator(_:edges:)`.
public struct _ListRowSeparatorModifier: ListRowTraitModifier {
  let visibility: Visibility
  let edges: VerticalEdge.Set
  func apply(to traits: inout ListRowTraits) {
    guard visibility == .hidden else { return }
    if edges.contains(.top) { traits.separatorHidden.top = true }
    if edges.contains(.bottom) { traits.separatorHidden.bottom = true }
  }
}

/// The modifier behind `listRowSeparatorTint(_:edges:)`.
public struct _ListRowSeparatorTintModifier: ListRowTraitModifier {
  let color: Color?
  func apply(to traits: inout ListRowTraits) {
    if traits.separatorTint == nil { traits.separatorTint = color }
  }
}

/// The modifier behind `deleteDisabled(_:)` and `moveDisabled(_:)`.
public struct _ListRowEditingDisabledModifier: ListRowTraitModifier {
  let delete: Bool?
  let move: Bool?
  func apply(to traits: inout ListRowTraits) {
    if let delete, delete { traits.deleteDisabled = true }
    if let move, move { traits.moveDisabled = true }
  }
}

extension _LayoutValueModifier: ListRowTraitModifier where Key == TagKey {
  func apply(to traits: inout ListRowTraits) {
    if traits.tag == nil { traits.tag = value }
  }
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    /// Creates a set from its raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
    /// The set holding `edge`.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
  }
}

extension View {
  /// Places `view` behind this row of a list, in place of the style's cell background.
  ///
  /// Differs from SwiftUI: the list reads the trait from the modifiers written on the row
  /// (through `AnyView`), not from inside a custom row view's body.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowBackgroundModifier(background: view.map { AnyView($0) }))
  }

  /// Sets the insets of this row's content in a list; `nil` keeps the style's.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowInsetsModifier(insets: insets))
  }

  /// Shows or hides the separators at `edges` of this row in a list.
  public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    modifier(_ListRowSeparatorModifier(visibility: visibility, edges: edges))
  }

  /// Sets the colour of this row's separators in a list.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowSeparatorTintModifier(color: color))
  }

  /// Keeps this row of a list from being deleted (no swipe to delete, no delete control).
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowEditingDisabledModifier(delete: isDisabled, move: nil))
  }

  /// Keeps this row of a list from being moved.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowEditingDisabledModifier(delete: nil, move: isDisabled))
  }
}
