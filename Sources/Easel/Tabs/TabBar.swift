import Foundation

/// One tab of a tab bar: its tag, its label (from `tabItem`) and its badge.
struct TabBarItem {
  let tag: AnyHashable
  let label: AnyView?
  let badge: Text?
}

/// The tab bar as iOS draws it: 49 points tall above the home indicator, on the bar material
/// (which reaches down behind the indicator) under a hairline, each item an icon (25 points
/// tall) above a 10-point title, in the accent colour when selected and grey otherwise, with
/// a red badge at the icon's corner.
struct TabBar: View {
  let items: [TabBarItem]
  let selectedIndex: Int
  let select: (AnyHashable) -> Void
  @Environment(\.displayScale) private var displayScale

  /// The unselected items' grey (system grey).
  static let unselected = Color(
    light: Color.Resolved(red: 0.6, green: 0.6, blue: 0.6),
    dark: Color.Resolved(red: 0.6, green: 0.6, blue: 0.6))
  /// The hairline along the bar's top.
  static let hairline = Color(
    light: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.3),
    dark: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.15))

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(items.enumerated()), id: \.offset) { index, item in
        TabBarButton(item: item, isSelected: index == selectedIndex)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .contentShape(Rectangle())
          .onTapGesture { select(item.tag) }
          .accessibilityElement(children: .combine)
          .accessibilityAddTraits(index == selectedIndex ? [.isButton, .isSelected] : .isButton)
          .accessibilityIdentifier("Tab \(index)")
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 49)
    .background(.bar, ignoresSafeAreaEdges: .bottom)
    .overlay(alignment: .top) {
      Rectangle().fill(Self.hairline).frame(height: 1 / max(displayScale, 1))
    }
  }
}

/// One item of the tab bar.
struct TabBarButton: View {
  let item: TabBarItem
  let isSelected: Bool

  var body: some View {
    let parts = TabItemParts(item.label)
    VStack(spacing: 2) {
      ZStack {
        if let icon = parts.icon {
          icon.font(.system(size: 21, weight: .medium)).imageScale(.large)
        }
      }
      .frame(height: 25)
      .overlay(alignment: .topTrailing) {
        if let badge = item.badge {
          badge
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
            .offset(x: 12, y: -3)
        }
      }
      if let title = parts.title {
        title.font(.system(size: 10, weight: .medium)).lineLimit(1)
      }
    }
    .foregroundStyle(isSelected ? Color.accentColor : TabBar.unselected)
    .padding(.top, 2)
  }
}

/// The icon and title of a tab's label: a `Label`'s, or an `Image` and a `Text` written one
/// after the other.
@MainActor
struct TabItemParts {
  var icon: AnyView?
  var title: AnyView?

  init(_ label: AnyView?) {
    if let label { collect(label) }
  }

  mutating func collect(_ view: any View) {
    if let source = view as? any TabItemPartSource {
      source.collectParts(into: &self)
    } else if view is Image {
      if icon == nil { icon = AnyView(view) }
    } else if view is Text {
      if title == nil { title = AnyView(view) }
    } else if title == nil {
      title = AnyView(view)
    }
  }
}

/// A view that holds the parts of a tab's label.
@MainActor
protocol TabItemPartSource {
  func collectParts(into parts: inout TabItemParts)
}

extension Label: TabItemPartSource {
  func collectParts(into parts: inout TabItemParts) {
    if parts.icon == nil { parts.icon = AnyView(icon) }
    if parts.title == nil { parts.title = AnyView(title) }
  }
}

extension TupleView: TabItemPartSource {
  func collectParts(into parts: inout TabItemParts) {
    for child in children { parts.collect(child) }
  }
}

extension Group: TabItemPartSource {
  func collectParts(into parts: inout TabItemParts) { parts.collect(content) }
}

extension AnyView: TabItemPartSource {
  func collectParts(into parts: inout TabItemParts) { parts.collect(view) }
}

extension _ConditionalContent: TabItemPartSource {
  func collectParts(into parts: inout TabItemParts) {
    switch storage {
    case .trueContent(let view): parts.collect(view)
    case .falseContent(let view): parts.collect(view)
    }
  }
}

/// The index dots of a paging tab view: a dot per page, the selected one white and the others
/// faded, on a translucent capsule when `indexViewStyle(.page(backgroundDisplayMode: .always))`
/// asks.
struct PageIndexDots: View {
  let count: Int
  let selectedIndex: Int
  let hasBackground: Bool

  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(Color.white.opacity(index == selectedIndex ? 1 : 0.35))
          .frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 6)
    .background(Capsule().fill(Color.black.opacity(hasBackground ? 0.25 : 0)))
    .accessibilityElement()
    .accessibilityLabel("Page \(selectedIndex + 1) of \(count)")
    .accessibilityIdentifier("Page Index")
    .padding(.bottom, 10)
  }
}
