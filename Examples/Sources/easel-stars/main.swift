import EaselPreview
import EaselPreviewWindow
import StarRating
import SwiftUI

/// The properties a spec gives `StarRating`: `{"rating": "$stars", "maximum": 5, …}`.
struct StarRatingProps: Codable, Sendable {
  var rating = SpecBinding<Double>(3)
  var maximum = 5
  var color = SpecColor.system(.yellow)
  var size = 32.0
}

// The standard components, plus ours.
var registry = ComponentRegistry.standard
registry.register(
  "StarRating", summary: "A row of stars that sets a rating", defaults: StarRatingProps()
) { props in
  // Spec state holds numbers as Double; the control counts whole stars.
  let stars = props.rating.binding
  return StarRating(
    rating: Binding(get: { Int(stars.wrappedValue) }, set: { stars.wrappedValue = Double($0) }),
    maximum: props.maximum, color: props.color.color,
    size: CGFloat(props.size)
  )
  .accessibilityIdentifier("rating")
}
// #Preview blocks are found by themselves; PreviewProviders are named once.
PreviewRegistry.register(StarRating_Previews.self)
EaselCommand.main(registry: registry)
