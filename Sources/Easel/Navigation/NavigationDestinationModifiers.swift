import Foundation

/// The state a destination modifier keeps: it unregisters from its stack when it leaves.
@MainActor
final class NavigationRegistration: NodeAttachment {
  weak var stack: NavigationStackModel?

  override func detach() {
    stack?.unregister(ObjectIdentifier(self))
    stack = nil
  }
}

/// The modifier behind `navigationDestination(for:destination:)`.
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let destination: (D) -> C

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (registration, _) = context.attachment { NavigationRegistration() }
    if let stack = context.environment.navigationStack {
      if registration.stack !== stack { registration.detach() }
      registration.stack = stack
      let destination = self.destination
      stack.register(D.self, by: ObjectIdentifier(registration)) { value in
        (value as? D).map { AnyView(destination($0)) }
      }
    }
    return content(context)
  }
}

/// The modifier behind `navigationDestination(isPresented:destination:)` and
/// `navigationDestination(item:destination:)`: while it has something to show, the stack
/// shows it pushed on top; popping it sets the binding back.
struct PresentedNavigationDestinationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// What to show now and its item, or `nil`.
  let shown: () -> (item: AnyHashable?, content: AnyView)?
  let dismiss: () -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (registration, _) = context.attachment { NavigationRegistration() }
    if let stack = context.environment.navigationStack {
      if registration.stack !== stack { registration.detach() }
      registration.stack = stack
      let shown = self.shown()
      stack.present(
        by: ObjectIdentifier(registration), item: shown?.item, content: shown?.content,
        dismiss: dismiss)
    }
    return content(context)
  }
}

extension View {
  /// Makes the screen a stack inside shows for a path value of type `data`: when a
  /// `NavigationLink(value:)` or the path pushes such a value, the stack shows
  /// `destination(value)`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier<D, C>(destination: destination))
  }

  /// Pushes `destination` on the stack this view is in while `isPresented` is true; popping
  /// it (back, swipe, `dismiss`) sets `isPresented` to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(
      PresentedNavigationDestinationModifier(
        shown: { isPresented.wrappedValue ? (nil, view) : nil },
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the screen `destination` makes for `item` on the stack this view is in while
  /// `item` is not `nil` (another item pushes another screen); popping it sets `item` to
  /// `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentedNavigationDestinationModifier(
        shown: { item.wrappedValue.map { (AnyHashable($0), AnyView(destination($0))) } },
        dismiss: { item.wrappedValue = nil }))
  }
}
