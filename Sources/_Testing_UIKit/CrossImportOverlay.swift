// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport/
// UIKit.swiftoverlay` in the toolchain): a file that imports both Testing and a module named
// UIKit also imports `_Testing_UIKit`. On Apple platforms it adds image attachments; Linux has
// no such module, so a test importing `SwiftUI` (which brings Easel's UIKit) would fail to
// compile. This empty module is the overlay that import finds.
