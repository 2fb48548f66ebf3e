import Foundation

/// A vertical stack that SwiftUI creates lazily. Easel lays its content out like a `VStack`
/// (eagerly, for now), except that, as in SwiftUI, the stack takes all the width it is offered
/// and aligns its content in it; the API matches SwiftUI's so code moves over unchanged.
///
/// Differs from SwiftUI: laid out eagerly: every view inside is made and laid out, not only
/// those in view, and `pinnedViews` is accepted but pins nothing.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
      .modifier(
        CrossAxisFill(
          axis: .horizontal, alignment: Alignment(horizontal: alignment, vertical: .center)))
  }
}

/// A horizontal stack that SwiftUI creates lazily. Easel lays its content out like an
/// `HStack` (eagerly, for now), except that the stack takes all the height it is offered.
///
/// Differs from SwiftUI: laid out eagerly: every view inside is made and laid out, not only
/// those in view, and `pinnedViews` is accepted but pins nothing.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
      .modifier(
        CrossAxisFill(
          axis: .vertical, alignment: Alignment(horizontal: .center, vertical: alignment)))
  }
}

/// The modifier that gives a lazy stack its frame across its axis.
struct CrossAxisFill: ViewModifier, WrappingModifier {
  let axis: Axis
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    CrossAxisFillNode(context, axis: axis, alignment: alignment, child: node)
  }
}

/// Which views a lazy stack pins to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
