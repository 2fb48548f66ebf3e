import Foundation

/// A section of a list or form: rows under an optional header and over an optional footer.
///
/// Outside a list a section shows its header, content and footer one above the other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer
  let isExpanded: Binding<Bool>?

  /// Creates a section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
    self.isExpanded = nil
  }

  /// Creates a section with a header and a footer given as views, the form SwiftUI had before
  /// iOS 15 and still accepts.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  public var body: some View {
    VStack(alignment: .leading) {
      header
      content
      footer
    }
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header given as a view, the form SwiftUI had before iOS 15 and
  /// still accepts.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }

  /// Creates a section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// Creates a section with a header, whose rows show while `isExpanded` is true; tapping
  /// the header's chevron in a list collapses and expands it.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.header = header()
    self.content = content()
    self.footer = EmptyView()
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer given as a view, the form SwiftUI had before iOS 15 and
  /// still accepts.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }

  /// Creates a section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with neither header nor footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a localized title as its header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// Creates a section with a title as its header.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// Creates a collapsible section with a localized title as its header.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
  }

  /// Creates a collapsible section with a title as its header.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
  }
}

/// A section as list content.
@MainActor
protocol ListSectionView {
  func addSection(to builder: inout ListContentBuilder, path: [PathComponent])
}

extension Section: ListSectionView, ListContentView {
  func addListContent(to builder: inout ListContentBuilder, path: [PathComponent]) {
    addSection(to: &builder, path: path)
  }

  func addSection(to builder: inout ListContentBuilder, path: [PathComponent]) {
    var inner = ListContentBuilder()
    inner.transforms = builder.transforms
    inner.add(content, path: path + [.content])
    inner.finishLoose()
    var section = ListSectionModel(path: path)
    section.isExplicit = true
    section.header = header is EmptyView ? nil : header
    section.footer = footer is EmptyView ? nil : footer
    if let isExpanded {
      section.isCollapsed = !isExpanded.wrappedValue
      let header = section.header ?? EmptyView()
      section.header = CollapsibleSectionHeader(
        label: AnyView(erasing: header), isExpanded: isExpanded)
    }
    // Sections inside a section flatten into it, as in SwiftUI.
    for part in inner.sections {
      for run in part.runs { section.append(run) }
    }
    builder.addSection(section)
  }
}

/// A collapsible section's header: the label with a chevron that turns to show the rows.
struct CollapsibleSectionHeader: View {
  let label: AnyView
  let isExpanded: Binding<Bool>

  var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      Image(systemName: "chevron.right")
        .font(.footnote.weight(.semibold))
        .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
        .foregroundStyle(Color.accentColor)
    }
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation(.easeInOut(duration: 0.3)) { isExpanded.wrappedValue.toggle() }
    }
    .accessibilityAddTraits(.isButton)
  }
}
