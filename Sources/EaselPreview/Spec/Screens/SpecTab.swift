import Easel

/// One of a `TabView`'s `tabs`: its title and symbol in the tab bar, the value a `selection`
/// state entry holds while it is shown, and its content.
public struct SpecTab: Equatable, Sendable {
  /// The title under the symbol.
  public var title: SpecText
  /// The SF Symbol's name, if any.
  public var systemImage: String?
  /// The value of the tab view's `selection` entry while this tab is shown; the title's text
  /// by default.
  public var value: String
  /// The tab's view.
  public var content: SpecNode

  /// Creates a tab.
  public init(title: SpecText, systemImage: String? = nil, value: String, content: SpecNode) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.content = content
  }

  /// Builds the tab, as SwiftUI's `Tab(_:systemImage:value:content:)`.
  @MainActor func makeTab(in context: SpecContext) -> AnyView {
    let title = self.title.resolve(in: context)
    let content = self.content.makeView(in: context)
    if let systemImage {
      return AnyView(Tab(title, systemImage: systemImage, value: value) { content })
    }
    return AnyView(
      Tab(value: value) {
        content
      } label: {
        Text(verbatim: title)
      })
  }
}
