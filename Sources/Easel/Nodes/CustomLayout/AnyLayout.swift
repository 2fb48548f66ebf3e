import Foundation

/// A type-erased layout: a value that holds any layout, so that one container can switch
/// between layouts (`HStackLayout` and `VStackLayout`, say) while its subviews keep their
/// identity and state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
public struct AnyLayout: Layout {
  private let storage: AnyLayoutStorage

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      self = erased
    } else {
      storage = ConcreteLayoutStorage(layout)
    }
  }

  /// The cache of the wrapped layout. Switching to a layout of another type makes a new one.
  public struct Cache {
    var box: AnyObject?
  }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(box: storage.makeCache(subviews: subviews))
  }

  /// Updates the wrapped layout's cache, or makes a new one when the layout's type changed.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    storage.updateCache(&cache, subviews: subviews)
  }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's horizontal guides.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's vertical guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

extension AnyLayout: InstanceLayoutProperties {
  /// The wrapped layout's properties: a `Spacer` in `AnyLayout(HStackLayout())` grows
  /// horizontally.
  var instanceLayoutProperties: LayoutProperties { storage.layoutProperties }
}

/// The wrapped layout of an `AnyLayout`, behind a class so that `AnyLayout` needs no generic
/// parameter.
@MainActor
private class AnyLayoutStorage {
  var layoutProperties: LayoutProperties { LayoutProperties() }

  func makeCache(subviews: LayoutSubviews) -> AnyObject { preconditionFailure("abstract") }

  func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
    preconditionFailure("abstract")
  }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGSize { preconditionFailure("abstract") }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) { preconditionFailure("abstract") }

  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    preconditionFailure("abstract")
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? { preconditionFailure("abstract") }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? { preconditionFailure("abstract") }
}

/// The cache of a wrapped layout of type `L`.
@MainActor
private final class LayoutCacheBox<L: Layout> {
  var cache: L.Cache

  init(_ cache: L.Cache) {
    self.cache = cache
  }
}

@MainActor
private final class ConcreteLayoutStorage<L: Layout>: AnyLayoutStorage {
  let layout: L

  init(_ layout: L) {
    self.layout = layout
  }

  override var layoutProperties: LayoutProperties {
    (layout as? any InstanceLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
  }

  /// The cache box for `L`, made when the cache holds none (or one of another layout type).
  private func box(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) -> LayoutCacheBox<L> {
    if let box = cache.box as? LayoutCacheBox<L> { return box }
    let box = LayoutCacheBox<L>(layout.makeCache(subviews: subviews))
    cache.box = box
    return box
  }

  override func makeCache(subviews: LayoutSubviews) -> AnyObject {
    LayoutCacheBox<L>(layout.makeCache(subviews: subviews))
  }

  override func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
    if let box = cache.box as? LayoutCacheBox<L> {
      layout.updateCache(&box.cache, subviews: subviews)
    } else {
      cache.box = LayoutCacheBox<L>(layout.makeCache(subviews: subviews))
    }
  }

  override func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGSize {
    let box = box(&cache, subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.cache)
  }

  override func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) {
    let box = box(&cache, subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache)
  }

  override func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    let box = box(&cache, subviews: subviews)
    return layout.spacing(subviews: subviews, cache: &box.cache)
  }

  override func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    let box = box(&cache, subviews: subviews)
    return layout.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache)
  }

  override func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    let box = box(&cache, subviews: subviews)
    return layout.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache)
  }
}
