import SwiftUI

/// A grid of symbols that adapts its column count to the width, in a scroll view.
public struct SymbolGrid: View {
  let names = ["star", "heart", "bell", "house", "gear", "person", "trash", "folder", "paperplane"]
  @State private var picked: String?

  public init() {}

  public var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 72), spacing: 12)], spacing: 12) {
        ForEach(names, id: \.self) { name in
          Image(systemName: name)
            .font(.title2)
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(
              RoundedRectangle(cornerRadius: 12)
                .fill(picked == name ? Color.accentColor.opacity(0.3) : Color.gray.opacity(0.12))
            )
            .onTapGesture { picked = name }
            .accessibilityIdentifier(name)
        }
      }
      .padding()
    }
  }
}
