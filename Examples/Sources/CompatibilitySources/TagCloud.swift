import SwiftUI

/// Tags that wrap like words, on the `Layout` protocol.
public struct WrappingLayout: Layout {
  var spacing: CGFloat = 8

  public init(spacing: CGFloat = 8) {
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
    let width = rows.map { $0.width }.max() ?? 0
    let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for row in arrange(width: bounds.width, subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  func arrange(width: CGFloat, subviews: Subviews) -> [Row] {
    var rows: [Row] = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed =
        rows[rows.count - 1].indices.isEmpty
        ? size.width : rows[rows.count - 1].width + spacing + size.width
      if needed > width, !rows[rows.count - 1].indices.isEmpty {
        rows.append(Row())
      }
      var row = rows[rows.count - 1]
      row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      row.height = max(row.height, size.height)
      row.indices.append(index)
      rows[rows.count - 1] = row
    }
    return rows
  }
}

public struct Tag: Identifiable, Hashable {
  public let id: String
  public var isSelected: Bool

  public init(_ name: String, isSelected: Bool = false) {
    id = name
    self.isSelected = isSelected
  }
}

/// The widest tag, reported up with a preference.
struct WidestTagKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// Selectable tags in a wrapping layout; reports the widest tag's width.
public struct TagCloud: View {
  @State private var tags: [Tag]
  @State private var widest: CGFloat = 0

  public init(names: [String]) {
    _tags = State(initialValue: names.map { Tag($0) })
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      WrappingLayout(spacing: 8) {
        ForEach($tags) { $tag in
          Text(tag.id)
            .font(.callout)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(tag.isSelected ? Color.blue : Color.gray.opacity(0.15))
            .foregroundStyle(tag.isSelected ? Color.white : Color.primary)
            .clipShape(Capsule())
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: WidestTagKey.self, value: proxy.size.width)
              }
            )
            .onTapGesture {
              tag.isSelected.toggle()
            }
            .accessibilityIdentifier(tag.id)
            .accessibilityAddTraits(tag.isSelected ? .isSelected : [])
        }
      }
      Text("Widest: \(Int(widest))")
        .accessibilityIdentifier("widest")
    }
    .onPreferenceChange(WidestTagKey.self) { widest = $0 }
  }
}
