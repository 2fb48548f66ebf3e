import CCairo
import Easel
import Foundation

/// The Cairo context a `CairoRepresentable` draws into.
///
/// Its user space is in points, moved so that (0, 0) is the view's top-left corner and clipped
/// to the view's frame; the device behind it may have several pixels per point. The source is
/// opaque black when drawing starts. Call Cairo's functions on `cairo` (import `CCairo`), or use
/// the small helpers here; leave the context's state as you found it (`cairo_save` and
/// `cairo_restore`) if you change more than paths and sources.
@MainActor
public struct CairoDrawingContext {
  /// The `cairo_t *` to draw with.
  public let cairo: OpaquePointer
  /// The size of the view in points.
  public let size: CGSize
  /// The colour scheme the view is shown in, for resolving colours.
  public let colorScheme: ColorScheme

  /// Wraps a Cairo context.
  public init(cairo: OpaquePointer, size: CGSize, colorScheme: ColorScheme = .light) {
    self.cairo = cairo
    self.size = size
    self.colorScheme = colorScheme
  }

  /// Fills `path` (in the view's coordinates) with `color`.
  public func fill(_ path: Path, with color: Color) {
    CairoRenderer.addPath(path, to: cairo)
    setColor(color)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cairo)
  }

  /// Strokes `path` (in the view's coordinates) with `color`, `lineWidth` points wide.
  public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat = 1) {
    CairoRenderer.addPath(path, to: cairo)
    setColor(color)
    cairo_set_line_width(cairo, lineWidth)
    cairo_stroke(cairo)
  }

  /// Makes `color`, resolved for the colour scheme, Cairo's source.
  public func setColor(_ color: Color) {
    let resolved = color.resolve(for: colorScheme)
    cairo_set_source_rgba(
      cairo, Double(resolved.red), Double(resolved.green), Double(resolved.blue),
      Double(resolved.opacity))
  }
}

/// A view drawn with Cairo by your own code: the Linux counterpart of `UIViewRepresentable`.
///
/// Conform a struct, implement `draw(in:size:coordinator:)`, and use it like any view; it fills
/// the size it is proposed (ideal size 10×10, like a shape), so give it a `frame`. Easel calls
/// `draw` every time the view is rendered. A coordinator, made once by `makeCoordinator()`
/// when the view first appears and kept while its identity lives, holds state between draws
/// (caches, counters); `dismantle(coordinator:)` runs when the view goes away.
///
/// Differs from SwiftUI: there is no platform view to create or update — only drawing.
public protocol CairoRepresentable: View where Body == CairoRepresentableHost<Self> {
  /// The type of the object that keeps state between draws.
  associatedtype Coordinator = Void

  /// Makes the coordinator; called once per view identity.
  @MainActor func makeCoordinator() -> Coordinator

  /// Draws the view into `context`, whose origin is the view's top-left corner, `size` points
  /// large.
  @MainActor func draw(in context: CairoDrawingContext, size: CGSize, coordinator: Coordinator)

  /// Cleans up when the view leaves the graph; does nothing by default.
  @MainActor func dismantle(coordinator: Coordinator)
}

extension CairoRepresentable {
  /// The view's content: the drawing host, which keeps the coordinator.
  public var body: CairoRepresentableHost<Self> {
    CairoRepresentableHost(
      makeCoordinator: { self.makeCoordinator() },
      draw: { context, size, coordinator in
        guard let coordinator = coordinator as? Coordinator else { return }
        self.draw(in: context, size: size, coordinator: coordinator)
      },
      dismantle: { coordinator in
        guard let coordinator = coordinator as? Coordinator else { return }
        self.dismantle(coordinator: coordinator)
      })
  }

  /// Does nothing.
  public func dismantle(coordinator: Coordinator) {}
}

extension CairoRepresentable where Coordinator == Void {
  /// A representable without a coordinator makes nothing.
  public func makeCoordinator() {}
}

/// The body of every `CairoRepresentable` (`Representable` names it): it keeps the coordinator
/// in its state and draws the representable through a `CustomDrawingView`.
public struct CairoRepresentableHost<Representable>: View {
  let makeCoordinator: @MainActor () -> Any
  let draw: @MainActor (CairoDrawingContext, CGSize, Any) -> Void
  let dismantle: @MainActor (Any) -> Void
  @State private var store = CairoRepresentableStore()
  @Environment(\.colorScheme) private var colorScheme

  /// The host's content: a custom drawing that calls the representable.
  public var body: some View {
    let store = self.store
    store.draw = draw
    store.dismantle = dismantle
    store.colorScheme = colorScheme
    if store.coordinator == nil {
      store.coordinator = makeCoordinator()
    }
    return CustomDrawingView { context, size in
      store.draw(OpaquePointer(context), size: size)
    }
    .onDisappear {
      store.dismantleOnce()
    }
  }
}

/// A representable's storage for one identity: its latest drawing and dismantling functions
/// and its coordinator.
@MainActor
final class CairoRepresentableStore {
  var draw: (@MainActor (CairoDrawingContext, CGSize, Any) -> Void)?
  var dismantle: (@MainActor (Any) -> Void)?
  var coordinator: Any?
  var colorScheme = ColorScheme.light
  private var isDismantled = false

  func draw(_ cairo: OpaquePointer, size: CGSize) {
    guard let draw, let coordinator, !isDismantled else { return }
    draw(CairoDrawingContext(cairo: cairo, size: size, colorScheme: colorScheme), size, coordinator)
  }

  func dismantleOnce() {
    guard !isDismantled, let dismantle, let coordinator else { return }
    isDismantled = true
    dismantle(coordinator)
  }
}
