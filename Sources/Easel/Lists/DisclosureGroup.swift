import Foundation

/// A view that shows or hides its content under a label with a chevron: tapping the label
/// turns the chevron down and shows the content, animated.
///
/// Differs from SwiftUI: in a list the content shows inside the label's row, under the
/// label, rather than as rows of its own.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let binding: Binding<Bool>?
  @State private var ownExpanded = false

  /// Creates a group that keeps whether it is expanded itself (collapsed at first).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.binding = nil
  }

  /// Creates a group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.binding = isExpanded
  }

  public var body: some View {
    let expanded = binding ?? $ownExpanded
    return VStack(alignment: .leading, spacing: 0) {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: "chevron.right")
          .font(.footnote.weight(.semibold))
          .foregroundStyle(Color.accentColor)
          .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
      }
      .frame(minHeight: 32)
      .contentShape(Rectangle())
      .onTapGesture {
        withAnimation(.easeInOut(duration: 0.3)) { expanded.wrappedValue.toggle() }
      }
      .accessibilityAddTraits(.isButton)
      if expanded.wrappedValue {
        VStack(alignment: .leading, spacing: 8) { content }
          .padding(.top, 8)
          .padding(.leading, 16)
          .transition(.opacity)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group titled with a localized string, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// Creates a group titled with a string, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A box that groups views under an optional label, on the secondary grouped background
/// with rounded corners (radius 8), as iOS draws it.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous)
        .fill(GroupBoxColors.fill))
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates a box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a box of `content` under a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a box of `content` under a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// iOS's group box fill: `secondarySystemBackground`, #F2F2F7 light, #1C1C1E dark.
enum GroupBoxColors {
  static let fill = Color(light: .init(242, 242, 247, 1), dark: .init(28, 28, 30, 1))
}
