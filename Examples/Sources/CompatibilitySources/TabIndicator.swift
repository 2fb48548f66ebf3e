import SwiftUI

/// A tab strip whose selection capsule slides between tabs (`@Namespace`,
/// `matchedGeometryEffect`), the selected tab lifted above the others (`zIndex`), with a
/// haptic tick on each change (UIKit's selection feedback).
public struct TabIndicator: View {
  let tabs = ["Day", "Week", "Month"]
  @Namespace private var namespace
  @State private var selected = "Day"
  private let feedback = UISelectionFeedbackGenerator()

  public init() {}

  public var body: some View {
    HStack(spacing: 0) {
      ForEach(tabs, id: \.self) { tab in
        ZStack {
          if selected == tab {
            Capsule()
              .fill(Color(uiColor: .systemBlue))
              .matchedGeometryEffect(id: "indicator", in: namespace)
          }
          Text(tab)
            .foregroundColor(selected == tab ? .white : .primary)
        }
        .frame(width: 90, height: 36)
        .zIndex(selected == tab ? 1 : 0)
        .contentShape(Rectangle())
        .onTapGesture {
          withAnimation(.interpolatingSpring(stiffness: 170, damping: 26)) { selected = tab }
          feedback.selectionChanged()
        }
        .accessibilityIdentifier("tab-\(tab)")
      }
    }
    .padding(4)
    .background(Capsule().fill(Color(.systemGray6)))
    .accessibilityIdentifier("strip")
  }
}
