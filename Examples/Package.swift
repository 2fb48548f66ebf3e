// swift-tools-version: 6.0
import PackageDescription

// Easel from the outside: a package that depends on Easel by path, as yours will.
// - StarRating: a control of its own, with a #Preview and a PreviewProvider;
// - easel-stars: the `easel` command line with StarRating registered, so a spec can show it
//   (`swift run easel-stars preview Specs/StarRating.json`) and its previews open
//   (`swift run easel-stars preview --previews`);
// - CompatibilitySources: ordinary iOS-style SwiftUI code, compiled unchanged, and
//   SeedListings: the seeds' listings, verbatim; ExamplesTests shows and drives both.
let package = Package(
  name: "EaselExamples",
  dependencies: [.package(name: "Easel", path: "..")],
  targets: [
    .target(name: "StarRating", dependencies: [.product(name: "SwiftUI", package: "Easel")]),
    .executableTarget(
      name: "easel-stars",
      dependencies: [
        "StarRating",
        .product(name: "SwiftUI", package: "Easel"),
        .product(name: "EaselPreview", package: "Easel"),
        .product(name: "EaselPreviewWindow", package: "Easel"),
      ]),
    // Written as most iOS code still is: in the Swift 5 language mode.
    .target(
      name: "CompatibilitySources", dependencies: [.product(name: "SwiftUI", package: "Easel")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // A link to ../Tests/SeedSnippetTests/Snippets, where the listings are kept verbatim.
    .target(
      name: "SeedListings", dependencies: [.product(name: "SwiftUI", package: "Easel")],
      swiftSettings: [.enableExperimentalFeature("AnyAppleOSAvailability")]),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "StarRating", "CompatibilitySources", "SeedListings",
        .product(name: "EaselTesting", package: "Easel"),
        .product(name: "EaselPreview", package: "Easel"),
        .product(name: "EaselHarness", package: "Easel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
