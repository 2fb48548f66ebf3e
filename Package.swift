// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's host libraries (`usr/lib/swift/host`): SwiftSyntax's modules, which the
/// `#Preview` macro's compiler plugin is built against, so that no package needs fetching. Found
/// from the `swift` on `PATH`; `/usr/lib/swift/host` when there is none.
func toolchainHostLibraries() -> String {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent()
    let host = usr.appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(
      atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path)
    {
      return host.path
    }
  }
  return "/usr/lib/swift/host"
}

let host = toolchainHostLibraries()

let package = Package(
  name: "Easel",
  products: [
    .library(name: "Easel", targets: ["Easel"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "EaselControls", targets: ["EaselControls"]),
    .library(name: "EaselPreview", targets: ["EaselPreview"]),
    .library(name: "EaselPreviewWindow", targets: ["EaselPreviewWindow"]),
    .library(name: "EaselPreviewCatalog", targets: ["EaselPreviewCatalog"]),
    .library(name: "EaselTesting", targets: ["EaselTesting"]),
    // Xvfb, child processes and window driving, for packages whose tests drive Easel's windows
    // (Examples' live-preview tests).
    .library(name: "EaselHarness", targets: ["EaselHarness"]),
    // `#Preview`, `PreviewTrait` and the registry of previews; its compiler plugin is the one
    // target built with unsafe flags (the toolchain's SwiftSyntax), so it is a product of its own.
    .library(name: "EaselPreviews", targets: ["EaselPreviews"]),
    .executable(name: "easel", targets: ["EaselCLI"]),
    .executable(name: "easel-bench", targets: ["EaselBench"]),
  ],
  targets: [
    // The part of Combine that SwiftUI code uses (publishers, subjects, operators, schedulers,
    // timers, `ObservableObject` and `@Published`); it depends on nothing of the package, and
    // the core re-exports it, as SwiftUI does on Apple platforms.
    .target(name: "Combine"),
    // The core: views, state, layout, shapes, display list. Imports no C module.
    .target(
      name: "Easel",
      dependencies: ["Combine"],
      swiftSettings: [
        // Layout reads and writes node properties millions of times a second; run-time
        // exclusivity checks on each of them cost more than the work. Debug builds (the
        // tests) keep the checks.
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
      ]
    ),
    // What a host implements and receives: the scene it shows (`WindowScene`) and key presses.
    // Outside the core, so that `import SwiftUI` does not see names SwiftUI uses otherwise.
    .target(name: "EaselHost", dependencies: ["Easel"]),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev", "libfontconfig1-dev"])
      ]
    ),
    .systemLibrary(
      name: "CRsvg",
      pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"])]
    ),
    .systemLibrary(
      name: "CX11",
      pkgConfig: "x11",
      providers: [
        .apt(["libx11-dev", "libx11-xcb-dev", "libxext-dev", "libxi-dev", "libxtst-dev"])
      ]
    ),
    // libxkbcommon and libxkbcommon-x11: the X server's keymap, the keyboard's state, dead keys
    // and Compose sequences, for the window's key events.
    .systemLibrary(
      name: "CXKBCommon",
      pkgConfig: "xkbcommon-x11",
      providers: [.apt(["libxkbcommon-dev", "libxkbcommon-x11-dev"])]
    ),
    // mimalloc's own calls (returning free memory to the system when a window goes idle).
    .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
    .target(
      name: "EaselCairo", dependencies: ["Easel", "EaselHost", "CCairo", "CRsvg", "CMimalloc"],
      linkerSettings: [
        // The process's allocator, for every program that draws with Easel: mimalloc keeps
        // objects of one size together, in the order they were made, so a layout pass over a
        // tree larger than the cache reads its nodes largely in address order rather than
        // scattered among the view graph's other objects (docs/performance.md has the
        // figures, and where the order does not hold).
        .linkedLibrary("mimalloc")
      ]),
    .target(
      name: "EaselX11", dependencies: ["Easel", "EaselHost", "EaselCairo", "CX11", "CXKBCommon"]),
    // libdbus-1, the D-Bus library the accessibility bridge talks to the AT-SPI bus with.
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
    // The AT-SPI bridge: a window's accessibility elements on the desktop's accessibility
    // bus, for screen readers and accessibility tools (docs/accessibility.md).
    .target(name: "EaselATSPI", dependencies: ["Easel", "CDBus"]),
    // What tests and benchmarks drive windows and scenes with (Xvfb, child processes, XTest
    // input, the benchmark scene); no shipping target depends on it.
    .target(name: "EaselHarness", dependencies: ["Easel", "EaselCairo", "EaselX11", "CX11"]),
    // The headless preview: specs, the component registry, devices, reload, rendering,
    // inspection, contact sheets and the preview's scene. No X11, no particular control.
    .target(
      name: "EaselPreview",
      dependencies: ["Easel", "EaselHost", "EaselCairo", "EaselPreviews", "UIKit"]),
    // The preview's X11 window and the `easel` command line: the one preview target that
    // imports EaselX11.
    .target(
      name: "EaselPreviewWindow",
      dependencies: [
        "Easel", "EaselHost", "EaselCairo", "EaselX11", "EaselPreview", "EaselPreviews",
        "EaselATSPI",
      ]),
    // The EaselControls catalog registered as spec components (`ComponentRegistry.catalog`).
    .target(
      name: "EaselPreviewCatalog", dependencies: ["Easel", "EaselControls", "EaselPreview"]),
    .target(name: "EaselControls", dependencies: ["Easel"]),
    .target(name: "EaselTesting", dependencies: ["Easel", "EaselCairo"]),
    // The part of UIKit that SwiftUI control code reaches for (colours, fonts, the screen, the
    // device, feedback); `import SwiftUI` brings it, as on iOS.
    .target(name: "UIKit", dependencies: ["Easel", "EaselCairo", "_Testing_UIKit"]),
    // What Swift Testing's cross-import overlay for UIKit imports (see its one file).
    .target(name: "_Testing_UIKit"),
    .target(
      name: "SwiftUI", dependencies: ["Easel", "EaselCairo", "EaselPreviews", "UIKit", "Combine"]),
    // The `#Preview` macro's compiler plugin, built against the toolchain's own SwiftSyntax.
    .macro(
      name: "EaselMacros",
      swiftSettings: [.unsafeFlags(["-I", host])],
      linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
    ),
    // Finds the records `#Preview` places in the `easel_previews` section of the executable.
    .target(name: "CEaselPreviewRecords"),
    .target(name: "EaselPreviews", dependencies: ["Easel", "EaselMacros", "CEaselPreviewRecords"]),
    .executableTarget(
      name: "EaselBench",
      dependencies: [
        "Easel", "EaselCairo", "EaselPreview", "EaselPreviewCatalog", "EaselX11", "EaselHarness",
        "CX11", "EaselATSPI",
      ]),
    .executableTarget(
      name: "EaselCLI",
      dependencies: [
        "Easel", "EaselCairo", "EaselPreview", "EaselPreviewWindow", "EaselPreviewCatalog",
        "EaselControls", "EaselPreviews",
      ]
    ),
    .testTarget(
      name: "EaselTests", dependencies: ["Easel", "EaselTesting", "EaselControls", "Combine"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    // The seeds' Swift listings, copied verbatim, compiled against the SwiftUI module.
    .testTarget(
      name: "SeedSnippetTests", dependencies: ["SwiftUI", "EaselTesting"],
      swiftSettings: [.enableExperimentalFeature("AnyAppleOSAvailability")]),
    .testTarget(
      name: "EaselCairoTests",
      dependencies: [
        "Easel", "EaselCairo", "EaselTesting", "EaselControls", "SwiftUI", "EaselHarness",
      ],
      // Snapshot references, read from the source tree by `assertSnapshot`.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EaselPreviewTests",
      dependencies: ["EaselPreview", "EaselPreviewCatalog", "EaselControls", "EaselTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EaselPreviewsTests",
      dependencies: ["EaselPreviews", "EaselPreview", "EaselPreviewWindow", "EaselTesting"]),
    .testTarget(
      name: "EaselX11Tests",
      dependencies: [
        "Easel", "CX11", "EaselX11", "EaselHarness", "EaselPreview", "EaselPreviewWindow",
        "EaselPreviewCatalog", "EaselTesting", "EaselATSPI",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
