/// A type that produces previews in Xcode; Easel's preview window shows specs and components,
/// and compiles these so that code written with them builds unchanged.
@MainActor
public protocol PreviewProvider {
  /// The previews' view.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
