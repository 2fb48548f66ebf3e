import Foundation

/// How a layout node's drawing relates to its children's, for leaving out of the display list
/// what lies wholly outside the canvas (`LayoutNode.render(into:visible:)`).
enum DrawingRole {
  /// Not known: the node's drawing is never left out, nor looked into.
  case unknown
  /// The node draws its children where they are placed, in its own coordinates (which are
  /// root coordinates), and nothing of its own: a stack, a padding, a frame.
  case children
  /// The node draws nothing (a spacer).
  case nothing
}
