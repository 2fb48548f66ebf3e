import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's `trim` draws it.
  ///
  /// `from` and `to` are clamped to 0–1; when `from` is not less than `to` the result is
  /// empty. Lengths are measured along the curves (closing lines included), and curves are cut
  /// exactly, so the pieces lie on the original path. A subpath that lies wholly inside the
  /// range is kept as it was, closed if it was closed.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = min(max(from, 0), 1)
    let end = min(max(to, 0), 1)
    guard start < end else { return Path() }
    if start == 0 && end == 1 { return self }
    let pieces = contours
    let lengths = pieces.map { $0.segments.map { $0.length() } }
    let total = lengths.joined().reduce(0, +)
    guard total > 0 else { return Path() }
    return Path(
      contours: Self.trim(pieces, lengths: lengths, from: start * total, to: end * total))
  }

  /// The parts of `contours` between two distances from the start of the first.
  static func trim(
    _ contours: [PathContour], lengths: [[CGFloat]], from lower: CGFloat, to upper: CGFloat
  ) -> [PathContour] {
    var result: [PathContour] = []
    var offset: CGFloat = 0
    for (contour, segmentLengths) in zip(contours, lengths) {
      let contourLength = segmentLengths.reduce(0, +)
      defer { offset += contourLength }
      guard offset + contourLength > lower, offset < upper else { continue }
      if offset >= lower && offset + contourLength <= upper {
        result.append(contour)
        continue
      }
      var piece: PathContour?
      var position = offset
      for (segment, length) in zip(contour.segments, segmentLengths) {
        defer { position += length }
        let segmentStart = max(lower - position, 0)
        let segmentEnd = min(upper - position, length)
        guard segmentEnd > segmentStart || (length == 0 && position >= lower && position < upper)
        else { continue }
        let t0 = segmentStart > 0 ? segment.parameter(atLength: segmentStart) : 0
        let t1 = segmentEnd < length ? segment.parameter(atLength: segmentEnd) : 1
        let part = segment.subsegment(from: t0, to: t1)
        if piece == nil { piece = PathContour(start: part.start) }
        piece?.segments.append(part)
      }
      if let piece { result.append(piece) }
    }
    return result
  }
}
