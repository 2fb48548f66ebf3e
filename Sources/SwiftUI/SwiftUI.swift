// The compatibility module: code written for SwiftUI says `import SwiftUI` and gets Easel,
// `#Preview` and its traits (EaselPreviews), and Foundation's geometry types (CGFloat, CGPoint,
// CGSize, CGRect) as SwiftUI brings them.
@_exported import Easel
@_exported import EaselPreviews
@_exported import Foundation
