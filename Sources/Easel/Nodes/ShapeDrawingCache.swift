import Foundation

/// What a `ShapeNode` worked out when it drew, kept for the next time: the paint over a frame
/// and the path for a size and a place.
@MainActor
final class ShapeDrawingCache {
  /// The paint resolved last and the frame it was laid over.
  var resolvedPaint: (frame: CGRect, paint: DisplayList.Paint)?
  /// The path in local coordinates for a size, when the shape does not depend on where it is.
  var localPath: (size: CGSize, path: Path, bounds: CGRect)?
  /// The local path moved to the frame it was last drawn in, in root coordinates.
  var placedPath: (frame: CGRect, path: Path)?
}
