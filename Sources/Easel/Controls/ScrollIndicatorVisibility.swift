import Foundation

/// Whether a scroll view shows its scroll indicators: on iOS, a thin bar along the edge
/// while the content scrolls, fading out shortly after it stops.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  let kind: Kind

  /// The platform's choice: shown while scrolling.
  public static var automatic: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(kind: .automatic)
  }
  /// Shown (on iOS, while scrolling).
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
  /// Hidden, unless the platform must show them.
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
  /// Never shown.
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

  /// The visibility's name.
  public var description: String { "\(kind)" }

  /// Whether a scroll view shows its indicator while scrolling: as iOS does, unless hidden.
  var isShown: Bool { kind == .automatic || kind == .visible }
}

struct VerticalScrollIndicatorKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

struct HorizontalScrollIndicatorKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
  /// The visibility of the vertical scroll indicators of the scroll views here.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorKey.self] }
    set { self[VerticalScrollIndicatorKey.self] = newValue }
  }

  /// The visibility of the horizontal scroll indicators of the scroll views here.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorKey.self] }
    set { self[HorizontalScrollIndicatorKey.self] = newValue }
  }
}

extension View {
  /// Sets the visibility of the scroll indicators of the scroll views inside, along `axes`.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) {
        environment.horizontalScrollIndicatorVisibility = visibility
      }
    }
  }
}
