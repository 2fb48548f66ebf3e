import SwiftUI

/// A featured-cards carousel as iOS 17 code writes one: the cards snap so that one sits
/// after the leading margin (`scrollTargetLayout`, `.viewAligned`), the cards beside it
/// faded and shrunk as they scroll (`scrollTransition`); below it a pager of tips
/// (`.paging`) whose titles drift against the page as it moves (`visualEffect`).
public struct CardCarousel: View {
  struct Destination: Identifiable {
    let id: Int
    let name: String
    let color: Color
  }

  let destinations: [Destination] = [
    Destination(id: 0, name: "Lisbon", color: .orange),
    Destination(id: 1, name: "Kyoto", color: .pink),
    Destination(id: 2, name: "Oslo", color: .blue),
    Destination(id: 3, name: "Lima", color: .green),
    Destination(id: 4, name: "Cairo", color: .yellow),
  ]
  let tips = ["Pack light", "Learn ten words", "Walk everywhere"]

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Featured")
        .font(.title2.bold())
        .padding(.horizontal, 24)

      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
          ForEach(destinations) { destination in
            RoundedRectangle(cornerRadius: 20)
              .fill(destination.color.gradient)
              .overlay(alignment: .bottomLeading) {
                Text(destination.name)
                  .font(.headline)
                  .foregroundStyle(.white)
                  .padding()
              }
              .frame(width: 260, height: 160)
              .scrollTransition(.interactive, axis: .horizontal) { card, phase in
                card
                  .opacity(phase.isIdentity ? 1 : 0.4)
                  .scaleEffect(phase.isIdentity ? 1 : 0.85)
              }
              .accessibilityIdentifier("card-\(destination.name)")
          }
        }
        .padding(.horizontal, 24)
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
      .accessibilityIdentifier("carousel")

      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 0) {
          ForEach(tips, id: \.self) { tip in
            Text(tip)
              .font(.headline)
              .frame(width: 390, height: 60)
              .visualEffect { content, proxy in
                content.offset(x: -proxy.frame(in: .global).minX / 4)
              }
              .background(Color(white: 0.95))
              .accessibilityIdentifier("tip-\(tip)")
          }
        }
      }
      .scrollTargetBehavior(.paging)
      .frame(width: 390)
      .accessibilityIdentifier("tips")
    }
  }
}
