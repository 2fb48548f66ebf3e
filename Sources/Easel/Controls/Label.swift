import Foundation

/// A title with an icon, as SwiftUI's `Label`: `Label("Favourites", systemImage: "star")`.
/// Its look comes from the label style in the environment (`labelStyle(_:)`): the icon before
/// the title by default, or one of them alone.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// Creates a label from a title and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    LabelHost(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a text title and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a text title and an image resource.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(name) })
  }
}

/// What a label style knows of a label.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// How a label arranges its title and icon.
public protocol LabelStyle {
  /// The view of a styled label.
  associatedtype Body: View
  /// The parts of a label.
  typealias Configuration = LabelStyleConfiguration
  /// Makes the view of a label.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The icon, then the title beside it.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon.accessibilityHidden(true)
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone; accessibility still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(TitleText.of(configuration.title)))
  }
}

/// The platform's choice: title and icon, as iOS shows a label outside lists and toolbars.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's choice.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The text of a label's title when it is a `Text`, for an icon-only label's accessibility.
@MainActor
enum TitleText {
  static func of(_ title: LabelStyleConfiguration.Title) -> String {
    (title.content.view as? Text)?.content ?? ""
  }
}

/// A label style as the environment holds it.
typealias AnyLabelStyle = AnyControlStyle<LabelStyleConfiguration>

extension AnyControlStyle where Configuration == LabelStyleConfiguration {
  @MainActor init<S: LabelStyle>(_ style: S) {
    self.init { AnyView(StyledLabel(style: style, configuration: $0)) }
  }
}

/// A label drawn by a style; the style's properties live in this view.
struct StyledLabel<Style: LabelStyle>: View {
  let style: Style
  let configuration: LabelStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle {
    MainActor.assumeIsolated { AnyLabelStyle(DefaultLabelStyle()) }
  }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

struct LabelHost: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelStyle) private var style

  var body: some View { style.makeBody(configuration) }
}

extension View {
  /// Sets how the labels in this view arrange their titles and icons.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}
