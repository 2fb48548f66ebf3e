/// A value with a label, laid out as iOS lays out such rows: the label at the leading edge,
/// the content at the trailing edge in the secondary style, their first lines on one
/// baseline. Assistive technologies read the two as one element: the label, then the value.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content with a label built by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer(minLength: 8)
      content
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.trailing)
    }
    .accessibilityElement(children: .combine)
  }
}

extension LabeledContent where Label == Text {
  /// Content with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Content with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value shown as text, with a localized title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value shown as text, with a title.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}
