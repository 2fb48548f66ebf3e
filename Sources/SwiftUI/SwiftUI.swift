// The compatibility module: code written for SwiftUI says `import SwiftUI` and gets Easel.
@_exported import Easel
