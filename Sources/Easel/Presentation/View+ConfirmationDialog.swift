import Foundation

extension View {
  static func dialogModifier(
    title: Text, titleVisibility: Visibility, isPresented: Binding<Bool>,
    actions: [PresentationAction], message: AnyView?
  ) -> _PresentationModifier {
    // On iOS the title shows only when asked for.
    let shownTitle: Text? = titleVisibility == .visible ? title : nil
    return _PresentationModifier(
      isPresented: isPresented.wrappedValue, style: .dialog, onDismiss: nil,
      writeDismissed: { isPresented.wrappedValue = false },
      makeCard: { controller in
        AnyView(
          DialogCard(
            controller: controller, title: shownTitle, message: message, actions: actions,
            inPopover: controller.style != .dialog))
      })
  }

  /// Presents a confirmation dialog with the buttons of `actions` while `isPresented` is
  /// `true`: an action sheet at the bottom on an iPhone, with a Cancel button added when
  /// none cancels. Its title shows only when `titleVisibility` is `.visible`, as on iOS.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Presents a confirmation dialog with the buttons of `actions`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Presents a confirmation dialog with the buttons of `actions`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      Self.dialogModifier(
        title: title, titleVisibility: titleVisibility, isPresented: isPresented,
        actions: isPresented.wrappedValue ? PresentationAction.collect(from: actions()) : [],
        message: nil))
  }

  /// Presents a confirmation dialog with a message above its buttons.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a message above its buttons.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a message above its buttons.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let shown = isPresented.wrappedValue
    return modifier(
      Self.dialogModifier(
        title: title, titleVisibility: titleVisibility, isPresented: isPresented,
        actions: shown ? PresentationAction.collect(from: actions()) : [],
        message: shown ? AnyView(message()) : nil))
  }

  /// Presents a confirmation dialog for `data`, its actions made from it.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog for `data`, its actions made from it.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog for `data`, its actions made from it.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let presented = PresentedData(data, isPresented: isPresented)
    return modifier(
      Self.dialogModifier(
        title: title, titleVisibility: titleVisibility, isPresented: presented.isPresented,
        actions: presented.actions(actions), message: nil))
  }

  /// Presents a confirmation dialog for `data`, its actions and message made from it.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog for `data`, its actions and message made from it.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog for `data`, its actions and message made from it.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let presented = PresentedData(data, isPresented: isPresented)
    return modifier(
      Self.dialogModifier(
        title: title, titleVisibility: titleVisibility, isPresented: presented.isPresented,
        actions: presented.actions(actions), message: presented.message(message)))
  }
}
