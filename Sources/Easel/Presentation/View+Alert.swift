import Foundation

extension View {
  static func alertModifier(
    title: Text?, isPresented: Binding<Bool>, actions: [PresentationAction],
    message: AnyView?
  ) -> _PresentationModifier {
    _PresentationModifier(
      isPresented: isPresented.wrappedValue, style: .alert, onDismiss: nil,
      writeDismissed: { isPresented.wrappedValue = false },
      makeCard: { controller in
        AnyView(AlertCard(controller: controller, title: title, message: message, actions: actions))
      })
  }

  // MARK: Title and actions

  /// Presents an alert titled `titleKey` with the buttons of `actions` while `isPresented`
  /// is `true`; any button dismisses it. With no buttons, an OK button does.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled `title` with the buttons of `actions`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled `title` with the buttons of `actions`.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      Self.alertModifier(
        title: title, isPresented: isPresented,
        actions: isPresented.wrappedValue ? PresentationAction.collect(from: actions()) : [],
        message: nil))
  }

  // MARK: Title, actions and message

  /// Presents an alert titled `titleKey` with a message below the title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled `title` with a message below the title.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled `title` with a message below the title.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let shown = isPresented.wrappedValue
    return modifier(
      Self.alertModifier(
        title: title, isPresented: isPresented,
        actions: shown ? PresentationAction.collect(from: actions()) : [],
        message: shown ? AnyView(message()) : nil))
  }

  // MARK: Presenting data

  /// Presents an alert for `data` while `isPresented` is `true` and `data` is not `nil`: the
  /// actions are made from it.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert for `data`, its actions made from it.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert for `data`, its actions made from it.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let presented = PresentedData(data, isPresented: isPresented)
    return modifier(
      Self.alertModifier(
        title: title, isPresented: presented.isPresented, actions: presented.actions(actions),
        message: nil))
  }

  /// Presents an alert for `data`, its actions and message made from it.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert for `data`, its actions and message made from it.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(String(title)), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert for `data`, its actions and message made from it.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let presented = PresentedData(data, isPresented: isPresented)
    return modifier(
      Self.alertModifier(
        title: title, isPresented: presented.isPresented, actions: presented.actions(actions),
        message: presented.message(message)))
  }

  // MARK: The legacy alert value

  /// Presents the alert `content` makes while `isPresented` is `true`.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert: Alert? = isPresented.wrappedValue ? content() : nil
    return modifier(
      Self.alertModifier(
        title: alert?.title, isPresented: isPresented, actions: alert?.actions ?? [],
        message: alert?.message.map { AnyView($0) }))
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`; dismissing it sets
  /// `item` to `nil`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      Self.alertModifier(
        title: alert?.title, isPresented: isPresented, actions: alert?.actions ?? [],
        message: alert?.message.map { AnyView($0) }))
  }
}
