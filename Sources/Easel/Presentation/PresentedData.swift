/// What an alert or confirmation dialog made for optional data (`presenting:`) shows: it is
/// up while `isPresented` is `true` and there is data, and its actions and message are made
/// from the data only while it is up.
@MainActor
struct PresentedData<T> {
  /// The binding the presentation follows: `true` while `isPresented` is and there is data;
  /// dismissing writes `isPresented`.
  let isPresented: Binding<Bool>
  /// The data, while the presentation is up.
  private let shown: T?

  init(_ data: T?, isPresented: Binding<Bool>) {
    let hasData = data != nil
    self.isPresented = Binding(
      get: { isPresented.wrappedValue && hasData },
      set: { isPresented.wrappedValue = $0 })
    shown = isPresented.wrappedValue ? data : nil
  }

  /// The actions `make` makes from the data, while the presentation is up.
  func actions<A: View>(_ make: (T) -> A) -> [PresentationAction] {
    shown.map { PresentationAction.collect(from: make($0)) } ?? []
  }

  /// The message `make` makes from the data, while the presentation is up.
  func message<M: View>(_ make: (T) -> M) -> AnyView? {
    shown.map { AnyView(make($0)) }
  }
}
