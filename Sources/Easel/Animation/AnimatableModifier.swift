/// A modifier whose `animatableData` animates: during an animated change, its `body` is
/// built again with the data at each frame (SwiftUI's older name for an `Animatable`
/// `ViewModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
