import Foundation

/// A section header as a list style draws it: caps footnote in grey in grouped styles, a bold
/// headline in plain ones, larger with `headerProminence(.increased)`.
struct ListHeaderView: View {
  let content: AnyView
  let metrics: ListMetrics
  @Environment(\.headerProminence) private var prominence

  var body: some View {
    let grouped = metrics.isGrouped || metrics.style == .inset
    let increased = prominence == .increased || metrics.style == .sidebar
    return
      content
      .font(increased ? .title3.weight(.semibold) : (grouped ? .footnote : .headline))
      .textCase(increased || !grouped ? nil : .uppercase)
      .foregroundStyle(increased || !grouped ? Color.primary : ListColors.secondaryLabel)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(
        EdgeInsets(
          top: grouped ? 17 : 6, leading: metrics.rowInsets.leading, bottom: grouped ? 7 : 6,
          trailing: metrics.rowInsets.trailing)
      )
      .accessibilityAddTraits(.isHeader)
  }
}

/// A section footer: footnote in grey under the section.
struct ListFooterView: View {
  let content: AnyView
  let metrics: ListMetrics

  var body: some View {
    content
      .font(.footnote)
      .foregroundStyle(ListColors.secondaryLabel)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(
        EdgeInsets(
          top: 7, leading: metrics.rowInsets.leading, bottom: 0,
          trailing: metrics.rowInsets.trailing))
  }
}
