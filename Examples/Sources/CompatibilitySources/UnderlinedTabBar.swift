import SwiftUI

/// The bounds of the selected tab, handed up from the tabs.
struct SelectedTabBounds: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? = nil

  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A tab bar whose underline follows the selected tab: each tab hands its bounds up with
/// `anchorPreference` while it is selected, and the bar draws the underline over itself with
/// `overlayPreferenceValue`, resolving the anchor in a `GeometryReader`.
public struct UnderlinedTabBar: View {
  let tabs = ["Inbox", "Sent", "Archive"]
  @State private var selected = "Inbox"

  public init() {}

  public var body: some View {
    HStack(spacing: 24) {
      ForEach(tabs, id: \.self) { tab in
        Text(tab)
          .fontWeight(selected == tab ? .semibold : .regular)
          .padding(.vertical, 10)
          .contentShape(Rectangle())
          .onTapGesture {
            withAnimation(.easeInOut(duration: 0.3)) { selected = tab }
          }
          .accessibilityIdentifier("tab-\(tab)")
          .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { anchor in
            selected == tab ? anchor : nil
          }
      }
    }
    .padding(.horizontal, 20)
    .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
      GeometryReader { proxy in
        if let anchor = anchor {
          Capsule()
            .fill(Color.accentColor)
            .frame(width: proxy[anchor].width, height: 3)
            .accessibilityIdentifier("underline")
            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY - 3)
        }
      }
    }
  }
}
