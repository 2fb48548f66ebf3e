import Foundation

/// Where a popover points: at a rectangle of the presenting view, or at a point in it.
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view (`.rect(.bounds)`: all of it).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

extension View {
  /// Presents a sheet with `content` while `isPresented` is `true`: it slides up from the
  /// bottom over a dimmed backdrop and rests at its detents (`presentationDetents`); dragging
  /// it down, `dismiss`, or setting the binding to `false` dismisses it, and `onDismiss` runs
  /// once it has gone.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      Self.presentation(
        isPresented: isPresented, style: .sheet, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for `item` while it is not `nil`; dismissing the sheet sets it to `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(Self.presentation(item: item, style: .sheet, onDismiss: onDismiss, content: content))
  }

  /// Presents `content` over the whole screen while `isPresented` is `true`; it slides up
  /// and is dismissed only by `dismiss` or the binding.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      Self.presentation(
        isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss, content: content
      ))
  }

  /// Presents `content` over the whole screen for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      Self.presentation(
        item: item, style: .fullScreenCover, onDismiss: onDismiss, content: content))
  }

  /// Presents `content` in a popover while `isPresented` is `true`: a bubble beside this view,
  /// pointing at it, in a regular width (an iPad); a sheet in a compact width (an iPhone).
  /// A tap outside dismisses it.
  ///
  /// Differs from SwiftUI: the popover points at the whole view whatever `attachmentAnchor`
  /// says, and sits below it (or above it, when `arrowEdge` is `.bottom` or there is no room
  /// below).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      Self.presentation(
        isPresented: isPresented, style: .popover(arrowEdge: arrowEdge), onDismiss: nil,
        content: content))
  }

  /// Presents `content` in a popover for `item` while it is not `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      Self.presentation(
        item: item, style: .popover(arrowEdge: arrowEdge), onDismiss: nil, content: content))
  }

  static func presentation<Content: View>(
    isPresented: Binding<Bool>, style: PresentationStyle, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) -> _PresentationModifier {
    _PresentationModifier(
      isPresented: isPresented.wrappedValue, style: style, onDismiss: onDismiss,
      writeDismissed: { isPresented.wrappedValue = false },
      makeCard: { controller in
        AnyView(
          PresentationCard(
            controller: controller, content: PresentedContent(make: content),
            safeAreaInsets: controller.safeAreaInsets))
      })
  }

  static func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, style: PresentationStyle, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> _PresentationModifier {
    let current = item.wrappedValue
    return _PresentationModifier(
      isPresented: current != nil, style: style, onDismiss: onDismiss,
      writeDismissed: { item.wrappedValue = nil },
      makeCard: { controller in
        guard let current else { return AnyView(EmptyView()) }
        return AnyView(
          PresentationCard(
            controller: controller,
            content: PresentedContent { content(current) }.id(AnyHashable(current.id)),
            safeAreaInsets: controller.safeAreaInsets))
      })
  }
}
