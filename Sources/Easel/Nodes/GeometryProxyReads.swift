import Foundation

/// What a `GeometryReader`'s content read of its proxy that depends on where the reader is
/// (its frame in a coordinate space other than `.local`, its safe area insets), with the
/// values it got: when the reader is placed again without changing size, its content is made
/// again only if one of these values changed.
///
/// A reader whose content read nothing of the kind (only its size) keeps none, and is not
/// placed again when it merely moves, so scrolling it costs nothing.
@MainActor
final class GeometryProxyReads {
  /// The frames read, in the order first read, one per space.
  private var frames: [(space: CoordinateSpace, frame: CGRect)] = []
  /// The safe area insets, when they were read.
  private var safeAreaInsets: EdgeInsets?

  /// Whether the content read nothing that depends on the reader's position.
  var isEmpty: Bool { frames.isEmpty && safeAreaInsets == nil }

  /// Notes that the frame in `space` was read and was `frame`; the first value read is kept.
  func noteFrame(_ frame: CGRect, in space: CoordinateSpace) {
    guard space != .local, !frames.contains(where: { $0.space == space }) else { return }
    frames.append((space, frame))
  }

  /// Notes that the safe area insets were read.
  func noteSafeAreaInsets(_ insets: EdgeInsets) {
    if safeAreaInsets == nil { safeAreaInsets = insets }
  }

  /// Whether `proxy` (the reader as placed now) gives a different value for anything read.
  func differ(from proxy: GeometryProxy) -> Bool {
    if let safeAreaInsets, proxy.untrackedSafeAreaInsets != safeAreaInsets { return true }
    for (space, frame) in frames where proxy.frame(in: space) != frame { return true }
    return false
  }
}
