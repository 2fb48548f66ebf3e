// `ObservableObject`, `@Published`, `AnyCancellable` and the rest of Combine live in the
// Combine module, as on Apple platforms; the core re-exports it, so `import SwiftUI` (and
// `import Easel`) bring Combine along.
@_exported import Combine
