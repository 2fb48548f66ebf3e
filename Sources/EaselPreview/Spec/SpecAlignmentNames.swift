import Easel

/// The alignment names a spec may use, with the alignments they stand for.
enum SpecAlignmentNames {
  /// A `VStack`'s alignment.
  static let horizontal: [(String, HorizontalAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]

  /// An `HStack`'s alignment.
  static let vertical: [(String, VerticalAlignment)] = [
    ("top", .top), ("center", .center), ("bottom", .bottom),
  ]

  /// A `ZStack`'s or a frame's alignment: the nine positions of a box.
  static let both: [(String, Alignment)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
  ]
}
