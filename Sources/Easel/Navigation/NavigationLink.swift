import Foundation

/// A button that pushes a screen onto the navigation stack it is in: the destination view
/// it was given, or the screen the stack's `navigationDestination(for:destination:)` makes
/// for its value (a value link appends it to the stack's path).
///
/// Differs from SwiftUI: the link is drawn as a button (its label in the accent colour)
/// wherever it is; a `List` row draws its disclosure chevron. A destination view is taken as
/// the link had it when tapped, and is not updated when the link's view changes afterwards.
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case value(AnyHashable?)
    case destination(Destination)
    /// A destination shown while a binding says so (`isActive:`, `tag:selection:`).
    case bound(Destination, isActive: Binding<Bool>)
  }

  let label: Label
  let target: Target
  @Environment(\.navigationStack) private var stack

  public var body: some View {
    let stack = self.stack
    let target = self.target
    return Button {
      switch target {
      case .value(let value):
        if let value { stack?.push(value: value) }
      case .destination(let view):
        stack?.push(view: AnyView(view))
      case .bound(_, let isActive):
        isActive.wrappedValue = true
      }
    } label: {
      label
    }
    .disabled(stack == nil || isEmptyValue)
    .modifier(boundDestination)
  }

  /// For a link bound to `isActive` or a selection, the destination the stack shows while
  /// the binding says so; nothing for other links.
  private var boundDestination: PresentedNavigationDestinationModifier {
    guard case .bound(let destination, let isActive) = target else {
      return PresentedNavigationDestinationModifier(shown: { nil }, dismiss: {})
    }
    let view = AnyView(destination)
    return PresentedNavigationDestinationModifier(
      shown: { isActive.wrappedValue ? (nil, view) : nil },
      dismiss: { isActive.wrappedValue = false })
  }

  private var isEmptyValue: Bool {
    if case .value(nil) = target { return true }
    return false
  }
}

extension NavigationLink {
  /// A link that pushes `destination`, labelled by `label`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .destination(destination())
  }

  /// A link that pushes `destination`, labelled by `label` (deprecated in SwiftUI, still
  /// common).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .destination(destination)
  }
}

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true; tapping it sets `isActive`,
  /// popping the screen clears it (deprecated in SwiftUI, still common).
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .bound(destination, isActive: isActive)
  }

  /// A link that pushes `destination` while `selection` is `tag`; tapping it sets
  /// `selection` to `tag`, popping the screen sets it to `nil` (deprecated in SwiftUI).
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .bound(
      destination,
      isActive: Binding(
        get: { selection.wrappedValue == tag },
        set: { selection.wrappedValue = $0 ? tag : nil }))
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` that pushes `destination` while `isActive` is true
  /// (deprecated in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive, label: { Text(titleKey) })
  }

  /// A link titled `title` that pushes `destination` while `isActive` is true (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive, label: { Text(title) })
  }

  /// A link titled `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), label: { Text(titleKey) })
  }

  /// A link titled `title` that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), label: { Text(title) })
  }

  /// A link titled `titleKey` that pushes `destination` (deprecated in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link titled `title` that pushes `destination` (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path, labelled by `label`; a `nil` value
  /// makes a disabled link.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `titleKey` that appends `value` to the stack's path.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value, label: { Text(titleKey) })
  }

  /// A link titled `title` that appends `value` to the stack's path.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value, label: { Text(title) })
  }
}
