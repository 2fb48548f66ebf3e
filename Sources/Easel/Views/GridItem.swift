import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size, the space after it, and
/// how views sit in its cells.
public struct GridItem: Sendable, Equatable {
  /// How a grid item is sized.
  public enum Size: Sendable, Equatable {
    /// Exactly this long.
    case fixed(CGFloat)
    /// A share of the space left by fixed items, kept in `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit at `minimum` each, sharing the space, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: Size
  /// The space to the next item; the default spacing when `nil`.
  public var spacing: CGFloat?
  /// Where views sit in this item's cells; the grid's alignment when `nil`.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(
    _ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks (columns or rows) a grid's items resolve to for one length.
struct GridTracks: Equatable {
  /// Each track's length.
  var lengths: [CGFloat] = []
  /// The space after each track but the last.
  var spacings: [CGFloat] = []
  /// Each track's cell alignment, if its item gave one.
  var alignments: [Alignment?] = []

  /// The space between grid items when an item gives none.
  static let defaultSpacing: CGFloat = 8

  /// The total length: tracks and the spaces between them.
  var total: CGFloat {
    lengths.reduce(0, +) + spacings.dropLast().reduce(0, +)
  }

  /// Where each track starts, from 0.
  var starts: [CGFloat] {
    var position: CGFloat = 0
    return lengths.indices.map { index in
      defer { position += lengths[index] + spacings[index] }
      return position
    }
  }

  /// Resolves `items` for `available` length (`nil` for the items' own lengths): fixed items
  /// take their length; adaptive items become as many tracks as fit at their minimum; the
  /// rest is shared equally among flexible and adaptive tracks, each kept in its range.
  init(items: [GridItem], available: CGFloat?) {
    guard !items.isEmpty else { return }
    struct Track {
      var fixed: CGFloat?
      var minimum: CGFloat
      var maximum: CGFloat
      var spacing: CGFloat
      var alignment: Alignment?
    }
    var tracks: [Track] = []
    let spacing = { (item: GridItem) in item.spacing ?? GridTracks.defaultSpacing }
    // Room for adaptive items: what fixed items and the others' minimums leave.
    var reserved: CGFloat = 0
    for item in items {
      switch item.size {
      case .fixed(let length): reserved += length + spacing(item)
      case .flexible(let minimum, _): reserved += minimum + spacing(item)
      case .adaptive: break
      }
    }
    let adaptiveCount = items.filter { if case .adaptive = $0.size { true } else { false } }.count
    for item in items {
      switch item.size {
      case .fixed(let length):
        tracks.append(
          Track(
            fixed: length, minimum: length, maximum: length, spacing: spacing(item),
            alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        tracks.append(
          Track(
            fixed: nil, minimum: minimum, maximum: max(minimum, maximum), spacing: spacing(item),
            alignment: item.alignment))
      case .adaptive(let minimum, let maximum):
        var count = 1
        if let available {
          let room = max(0, available - reserved) / CGFloat(max(adaptiveCount, 1))
          count = max(1, Int(((room + spacing(item)) / (minimum + spacing(item))).rounded(.down)))
        }
        for _ in 0..<count {
          tracks.append(
            Track(
              fixed: nil, minimum: minimum, maximum: max(minimum, maximum),
              spacing: spacing(item), alignment: item.alignment))
        }
      }
    }
    var lengths = tracks.map { $0.fixed ?? $0.minimum }
    if let available {
      // Share the rest equally; a track that reaches its maximum keeps it and the others share
      // what is left again.
      let spacingTotal = tracks.dropLast().reduce(0) { $0 + $1.spacing }
      var open = Set(tracks.indices.filter { tracks[$0].fixed == nil })
      var remaining =
        available - spacingTotal
        - tracks.indices.filter { !open.contains($0) }.reduce(0) { $0 + lengths[$1] }
      while !open.isEmpty {
        let share = remaining / CGFloat(open.count)
        let capped = open.filter { tracks[$0].maximum < share }
        let floored = open.filter { tracks[$0].minimum > share }
        if capped.isEmpty && floored.isEmpty {
          for index in open { lengths[index] = max(share, 0) }
          break
        }
        for index in capped.isEmpty ? floored : capped {
          lengths[index] = capped.isEmpty ? tracks[index].minimum : tracks[index].maximum
          remaining -= lengths[index]
          open.remove(index)
        }
      }
    }
    self.lengths = lengths
    spacings = tracks.map(\.spacing)
    alignments = tracks.map(\.alignment)
  }
}
