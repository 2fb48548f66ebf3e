import Foundation

/// The proxies of the views a custom layout arranges, in the order the content lists them.
///
/// Slicing keeps each proxy's index, as with an array slice.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// Each element is the proxy of one subview.
  public typealias Element = LayoutSubview
  /// Subviews are indexed by position.
  public typealias Index = Int
  /// The positions of the subviews.
  public typealias Indices = Range<Int>
  /// A slice of subviews is itself a collection of subviews.
  public typealias SubSequence = LayoutSubviews

  /// The layout direction of the container's environment.
  public var layoutDirection: LayoutDirection
  /// The proxies, from `startIndex`.
  private let storage: ArraySlice<LayoutSubview>
  /// The container the proxies belong to.
  let container: LayoutContainer

  init(
    _ subviews: ArraySlice<LayoutSubview>, container: LayoutContainer, direction: LayoutDirection
  ) {
    self.storage = subviews
    self.container = container
    self.layoutDirection = direction
  }

  /// The index of the first subview.
  public var startIndex: Int { storage.startIndex }
  /// The index after the last subview.
  public var endIndex: Int { storage.endIndex }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { storage[index] }

  /// The subviews in `bounds`, keeping their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(storage[bounds], container: container, direction: layoutDirection)
  }

  /// The subviews at `indices`, in that order, indexed from zero.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    var picked: [LayoutSubview] = []
    for index in indices { picked.append(storage[index]) }
    return LayoutSubviews(picked[...], container: container, direction: layoutDirection)
  }

  /// Whether both collections hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.layoutDirection == rhs.layoutDirection && lhs.storage.elementsEqual(rhs.storage)
  }
}

extension LayoutSubviews {
  /// The subviews' explicit values of `key`, each measured for `proposal` and offset by
  /// `origin`, merged as the guide says (`GuideMerge`); `nil` when none sets it or the guide
  /// is not passed on.
  @MainActor
  func mergedGuide(_ key: AlignmentKey, from origin: CGFloat, proposal: ProposedViewSize)
    -> CGFloat?
  {
    if key.merge == .none { return nil }
    var merged = GuideMerge.Result(key.merge)
    for subview in self {
      if let value = subview.dimensions(in: proposal).explicit(key) { merged.add(origin + value) }
    }
    return merged.value
  }
}
