import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `searchable`: a search field over the list, its text bound both ways.
@MainActor
@Suite struct SearchableTests {
  struct Fruits: View {
    @State var query = ""
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
      VStack(spacing: 0) {
        Button("Reset") { query = "Ch" }.accessibilityIdentifier("preset")
        List(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { fruit in
          Text(fruit).accessibilityIdentifier(fruit)
        }
        .searchable(text: $query, prompt: "Fruit")
      }
    }
  }

  @Test func typingFiltersAndTheBindingGoesBothWays() {
    let host = ViewHost(Fruits(), size: CGSize(width: 393, height: 600))
    let field = host.frame(of: "SearchField") ?? .null
    // The field sits above the list, 36 tall, 16 in from the edges.
    #expect(close(field.height, 36) || field.height <= 36)
    #expect(host.frame(of: "Apple") != nil)
    #expect(host.type("Ban", into: "SearchField"))
    host.update()
    #expect(host.frame(of: "Apple") == nil)
    #expect(host.frame(of: "Banana") != nil)
    // Clearing with the field's button brings every row back.
    #expect(host.tap("SearchClear"))
    host.update()
    #expect(host.frame(of: "Apple") != nil)
    // Setting the binding shows in the field.
    #expect(host.tap("preset"))
    host.update()
    #expect(
      host.accessibilityTree().contains { $0.identifier == "SearchField" && $0.value == "Ch" })
    #expect(host.frame(of: "Banana") == nil)
  }
}
