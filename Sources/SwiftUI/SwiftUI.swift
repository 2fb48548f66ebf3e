// The compatibility module: code written for SwiftUI says `import SwiftUI` and gets Easel,
// `#Preview` and its traits (EaselPreviews), Foundation's geometry types (CGFloat, CGPoint,
// CGSize, CGRect) and UIKit's colours, fonts, screen and device, as SwiftUI brings them on iOS;
// Observation, so `@Observable` needs no second import; and Combine (publishers, timers,
// `ObservableObject`), which SwiftUI re-exports too.
@_exported import Combine
@_exported import Easel
@_exported import EaselPreviews
@_exported import Foundation
@_exported import Observation
@_exported import UIKit
