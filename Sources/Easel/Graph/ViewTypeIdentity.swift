/// How a view's type counts in its identity: by default the type itself, so that a view of
/// another type at the same place is a new view with new state.
///
/// A host that loads new builds of a module into a running process (the live preview,
/// `easel-stars watch`) sets `canonicalize` so that a type of the new build counts as the same
/// type as the one of the last build with the same name: the view keeps its node, and its
/// `@State` is kept wherever the stored property's type did not change.
///
/// Easel only: SwiftUI has no such hook (Xcode's previews start over on each build).
@_spi(LivePreview)
@MainActor
public enum ViewTypeIdentity {
  /// Maps a type to the identifier it counts as; `nil` (the default) uses the type itself.
  public static var canonicalize: ((Any.Type) -> ObjectIdentifier)?

  /// The identifier `type` counts as in a view's identity.
  @inline(__always)
  static func of(_ type: Any.Type) -> ObjectIdentifier {
    guard let canonicalize else { return ObjectIdentifier(type) }
    return canonicalize(type)
  }
}
