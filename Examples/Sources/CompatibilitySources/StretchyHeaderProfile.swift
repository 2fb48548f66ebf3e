import SwiftUI

/// A profile with a stretchy header, as iOS 17 code writes one: the header reads where it is
/// in the scroll view (`visualEffect` and the `.scrollView` coordinate space), stretches down
/// from the top to fill the gap when the content is pulled down past the top, and moves up at
/// half speed (parallax) under the notes when scrolled up.
public struct StretchyHeaderProfile: View {
  public let notes: Int

  public init(notes: Int = 20) {
    self.notes = notes
  }

  public var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
          .overlay(alignment: .bottomLeading) {
            Text("Ada Lovelace")
              .font(.largeTitle.bold())
              .foregroundStyle(.white)
              .padding()
          }
          .frame(height: 200)
          .visualEffect { content, proxy in
            let minY = proxy.frame(in: .scrollView).minY
            return
              content
              .scaleEffect(
                x: 1, y: minY > 0 ? 1 + minY / proxy.size.height : 1, anchor: .bottom
              )
              .offset(y: minY > 0 ? 0 : -minY / 2)
          }
          .accessibilityIdentifier("header")

        ForEach(0..<notes, id: \.self) { index in
          Text("Note \(index + 1)")
            .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
            .padding(.horizontal)
            .background(Color.white)
            .accessibilityIdentifier("note\(index)")
        }
      }
    }
    .scrollBounceBehavior(.always)
    .accessibilityIdentifier("profile")
  }
}
