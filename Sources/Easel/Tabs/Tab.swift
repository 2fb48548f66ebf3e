import Foundation

/// A tab of a `TabView`, as iOS 18 writes them: its title and symbol make its item in the tab
/// bar, its value is the selection that shows it.
///
/// Differs from SwiftUI: a `Tab` is a view (SwiftUI's is `TabContent`), which a `TabView`'s
/// view builder takes as any other tab.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  public var body: some View {
    if let value {
      content.tabItem { label }.tag(value)
    } else {
      content.tabItem { label }
    }
  }
}

/// The label of a `Tab` made from a title and a symbol.
public struct DefaultTabLabel: View {
  let title: Text
  let systemImage: String?

  public var body: some View {
    if let systemImage {
      Easel.Label {
        title
      } icon: {
        Image(systemName: systemImage)
      }
    } else {
      title
    }
  }
}

extension DefaultTabLabel: TabItemPartSource {
  /// The tab bar takes the symbol and the title apart, as from a `Label`: the symbol above
  /// the title.
  func collectParts(into parts: inout TabItemParts) {
    if parts.icon == nil, let systemImage { parts.icon = AnyView(Image(systemName: systemImage)) }
    if parts.title == nil { parts.title = AnyView(title) }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the symbol `systemImage`, shown when the selection is
  /// `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab titled `title` with the symbol `systemImage`, shown when the selection is `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(String(title)), systemImage: systemImage))
  }

  /// A tab titled `titleKey`, shown when the selection is `value`.
  public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: nil))
  }
}

extension Tab where Value == Int, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the symbol `systemImage`, in a tab view that keeps its own
  /// selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab titled `title` with the symbol `systemImage`, in a tab view that keeps its own
  /// selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(String(title)), systemImage: systemImage))
  }
}

extension Tab {
  /// A tab shown when the selection is `value`, labelled by `label`.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content(), label: label())
  }
}
