import Foundation

/// A height at which a sheet rests: the user drags it between its detents.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large
    case medium
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// The full-height sheet: up to 10 points below the top of the safe area.
  public static let large = PresentationDetent(kind: .large)

  /// Half the height of the screen.
  public static let medium = PresentationDetent(kind: .medium)

  /// A fraction of the large detent's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A fixed height of content, above the home indicator's inset (as UIKit's custom detents
  /// leave the bottom safe area out of their value); no more than the large detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// The sheet's height at this detent, from the bottom edge of a canvas of `canvasHeight`
  /// points with `safeAreaInsets`.
  func height(canvasHeight: CGFloat, safeAreaInsets: EdgeInsets) -> CGFloat {
    let large = Self.largeHeight(canvasHeight: canvasHeight, safeAreaInsets: safeAreaInsets)
    switch kind {
    case .large: return large
    case .medium: return min(canvasHeight / 2, large)
    case .fraction(let fraction): return min(max(fraction, 0), 1) * large
    case .height(let height): return min(max(height, 0) + safeAreaInsets.bottom, large)
    }
  }

  /// The large detent's height: the canvas less the top safe area and a 10-point gap.
  static func largeHeight(canvasHeight: CGFloat, safeAreaInsets: EdgeInsets) -> CGFloat {
    max(canvasHeight - safeAreaInsets.top - 10, 0)
  }
}

extension View {
  /// Adds `options` to the presentation options of the content, under the settings made
  /// inside it (the innermost view's win).
  func presentationOptions(_ options: PresentationOptions) -> some View {
    transformPreference(PresentationOptionsKey.self) { inner in
      var merged = options
      merged.merge(inner)
      inner = merged
    }
  }

  /// Sets the heights the sheet this view is in may rest at; the user drags it between them.
  /// `[.large]` unless set.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    presentationOptions(PresentationOptions(detents: Array(detents)))
  }

  /// Sets the heights the sheet this view is in may rest at, and binds the one it rests at:
  /// dragging to a detent writes it, and setting it moves the sheet.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    presentationOptions(PresentationOptions(detents: Array(detents), selection: selection))
  }

  /// Shows or hides the grabber at the top of the sheet this view is in; automatically, it
  /// shows when the sheet has more than one detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    presentationOptions(PresentationOptions(dragIndicator: visibility))
  }

  /// Sets the corner radius of the sheet this view is in (`nil`: the system's, 10 points).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    presentationOptions(PresentationOptions(cornerRadius: cornerRadius.map { max($0, 0) } ?? 10))
  }

  /// Fills the background of the presentation this view is in with `style`.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    presentationOptions(
      PresentationOptions(background: AnyShapeStyle(style))
    )
  }

  /// Stops the user from dismissing the presentation this view is in by dragging it down or
  /// tapping outside; `dismiss` and the binding still dismiss it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    presentationOptions(PresentationOptions(interactiveDismissDisabled: isDisabled))
  }
}
