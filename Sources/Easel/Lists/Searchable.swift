import Foundation

/// Where a search field made by `searchable` goes.
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String

  /// The platform's choice: at the top, under the navigation bar's title.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In a sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")

  /// In the navigation bar's drawer, always shown or shown as the content scrolls.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    navigationBarDrawer
  }

  /// When the navigation bar's drawer shows.
  public enum NavigationBarDrawerDisplayMode: Sendable, Equatable {
    /// As the platform chooses.
    case automatic
    /// Always.
    case always
  }
}

struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the user is searching in a search field of `searchable` around this view.
  ///
  /// Differs from SwiftUI: true while the search text is not empty.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}

/// The modifier behind `searchable(text:placement:prompt:)`.
public struct _SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: String

  public func body(content: Content) -> some View {
    let searching = !text.wrappedValue.isEmpty
    return VStack(spacing: 0) {
      SearchField(text: text, prompt: prompt)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
      content.environment(\.isSearching, searching)
    }
  }
}

/// The search field: a magnifying glass, the text (typed through the text field), and a
/// button that clears it, on a rounded grey fill.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass")
        .foregroundStyle(ListColors.secondaryLabel)
      TextField(prompt, text: text)
        .accessibilityIdentifier("SearchField")
      if !text.wrappedValue.isEmpty {
        Button {
          text.wrappedValue = ""
        } label: {
          Image(systemName: "xmark.circle.fill").foregroundStyle(ListColors.secondaryLabel)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text("Clear text"))
        .accessibilityIdentifier("SearchClear")
      }
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(ListColors.searchField))
  }
}

extension View {
  /// Adds a search field over this view whose text is bound to `text` both ways; `prompt`
  /// shows while it is empty.
  ///
  /// Differs from SwiftUI: the field sits above the view (under the navigation bar when
  /// there is one) and does not scroll away or collapse.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt?.content ?? "Search"))
  }

  /// Adds a search field with a localized prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
