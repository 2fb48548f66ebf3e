import Testing

@testable import EaselPreview

/// The "did you mean" suggestions behind unknown keys, types and names.
struct NameSuggestionTests {
  @Test func editDistanceCountsEditsAndSwaps() {
    #expect(NameSuggestion.editDistance(Array("fram"), Array("frame")) == 1)
    #expect(NameSuggestion.editDistance(Array("fmare"), Array("frame")) == 2)
    #expect(NameSuggestion.editDistance(Array("fraem"), Array("frame")) == 1)
    #expect(NameSuggestion.editDistance(Array(""), Array("abc")) == 3)
    #expect(NameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
  }

  @Test func closestPicksPlausibleTyposOnly() {
    let keys = ["padding", "frame", "background", "overlay", "foregroundColor", "font"]
    #expect(NameSuggestion.closest(to: "fram", in: keys) == "frame")
    #expect(NameSuggestion.closest(to: "forgroundColor", in: keys) == "foregroundColor")
    #expect(NameSuggestion.closest(to: "backgroundColor", in: keys) == "background")
    #expect(NameSuggestion.closest(to: "PADDING", in: keys) == "padding")
    #expect(NameSuggestion.closest(to: "xyz", in: keys) == nil)
    #expect(NameSuggestion.closest(to: "", in: keys) == nil)
  }
}
