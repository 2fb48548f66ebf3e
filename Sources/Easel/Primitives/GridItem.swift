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

  /// Resolves `items` for `available` length (`nil` for the items' own lengths) as SwiftUI
  /// does (objc.io's "Thinking in SwiftUI" and the SwiftUI Field Guide describe it): the
  /// spacing and the fixed items' lengths come off first; then, in order, each other item is
  /// offered what remains divided by the number of items still to size, a flexible item
  /// keeping that offer within its range and an adaptive one taking it whole. An adaptive item
  /// is then split into as many tracks as fit at its minimum, each at most its maximum. Asked
  /// for their own lengths, flexible and adaptive items take their minimum.
  init(items: [GridItem], available: CGFloat?) {
    guard !items.isEmpty else { return }
    let spacing = { (item: GridItem) in item.spacing ?? GridTracks.defaultSpacing }
    var widths = [CGFloat](repeating: 0, count: items.count)
    if let available {
      var remaining = available - items.dropLast().reduce(0) { $0 + spacing($1) }
      var open = 0
      for index in items.indices {
        if case .fixed(let length) = items[index].size {
          widths[index] = length
          remaining -= length
        } else {
          open += 1
        }
      }
      for index in items.indices {
        let share = remaining / CGFloat(max(open, 1))
        switch items[index].size {
        case .fixed: continue
        case .flexible(let minimum, let maximum):
          widths[index] = min(max(share, minimum), max(minimum, maximum))
        case .adaptive:
          widths[index] = share
        }
        // Offered infinity, the rest stays infinite (and never becomes infinity minus itself).
        if remaining.isFinite { remaining -= widths[index] }
        open -= 1
      }
    }
    for index in items.indices {
      let item = items[index]
      let gap = spacing(item)
      switch item.size {
      case .fixed(let length):
        append(length, spacing: gap, alignment: item.alignment)
      case .flexible(let minimum, _):
        append(available == nil ? minimum : widths[index], spacing: gap, alignment: item.alignment)
      case .adaptive(let minimum, let maximum):
        guard available != nil else {
          append(minimum, spacing: gap, alignment: item.alignment)
          continue
        }
        let room = widths[index]
        let count =
          room.isFinite ? max(1, Int(((room + gap) / (minimum + gap)).rounded(.down))) : 1
        let each = min(
          max(0, (room - CGFloat(count - 1) * gap) / CGFloat(count)), max(minimum, maximum))
        for _ in 0..<count { append(each, spacing: gap, alignment: item.alignment) }
      }
    }
  }

  private mutating func append(_ length: CGFloat, spacing: CGFloat, alignment: Alignment?) {
    lengths.append(length)
    spacings.append(spacing)
    alignments.append(alignment)
  }
}
