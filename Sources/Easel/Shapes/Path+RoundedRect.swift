import Foundation

extension Path {
  /// Adds a closed rectangle with elliptical corners of `cornerSize` (clamped to half the
  /// rectangle), running clockwise on screen from the end of its top-leading corner.
  ///
  /// `.continuous` corners are Easel's approximation of Apple's smoothed corners; see
  /// `RoundedCornerStyle.continuous`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let size = CGSize(
      width: min(max(cornerSize.width, 0), r.width / 2),
      height: min(max(cornerSize.height, 0), r.height / 2))
    appendRoundedRect(r, corners: [size, size, size, size], style: style, transform: transform)
  }

  /// Adds a closed rectangle whose corners have the radii in `cornerRadii`. When two radii
  /// along an edge add up to more than the edge, every radius shrinks by the same factor until
  /// they fit.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let radii = [
      cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
      cornerRadii.bottomLeading,
    ].map { max($0, 0) }
    // Scale every radius by the same factor so that each edge holds its two corners.
    var factor: CGFloat = 1
    for (first, second, length) in [
      (radii[0], radii[1], r.width), (radii[3], radii[2], r.width),
      (radii[0], radii[3], r.height), (radii[1], radii[2], r.height),
    ] where first + second > length {
      factor = min(factor, length / (first + second))
    }
    let corners = radii.map { CGSize(width: $0 * factor, height: $0 * factor) }
    appendRoundedRect(r, corners: corners, style: style, transform: transform)
  }

  /// The extra length, as a fraction of the radius, over which a fully smoothed continuous
  /// corner leaves the edge: it starts 1.528 radii from the corner instead of 1.
  static let continuousExtension: CGFloat = 0.528
  /// Half the angle of the circular arc that a fully smoothed continuous corner gives up to
  /// its two easing curves (30° at each end, leaving a 30° arc in the middle).
  static let continuousEasingAngle: Double = .pi / 6

  /// Adds the rounded rectangle `r` with corner sizes in the order top-leading, top-trailing,
  /// bottom-trailing, bottom-leading.
  private mutating func appendRoundedRect(
    _ r: CGRect, corners: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform
  ) {
    guard corners.contains(where: { $0.width > 0 && $0.height > 0 }) else {
      addRect(r, transform: transform)
      return
    }
    // How much of the continuous easing each corner has room for (0: a circular corner).
    func smoothing(_ index: Int) -> CGFloat {
      guard style == .continuous else { return 0 }
      let corner = corners[index]
      guard corner.width > 0, corner.height > 0 else { return 0 }
      // The corners sharing this corner's horizontal and vertical edges.
      let horizontal = corners[[1, 0, 3, 2][index]].width
      let vertical = corners[[3, 2, 1, 0][index]].height
      let roomX = r.width * corner.width / (corner.width + horizontal)
      let roomY = r.height * corner.height / (corner.height + vertical)
      let room = min(roomX / corner.width, roomY / corner.height)
      return min(max((room - 1) / Self.continuousExtension, 0), 1)
    }
    let smooth = (0..<4).map(smoothing)
    let extents = (0..<4).map { 1 + Self.continuousExtension * smooth[$0] }
    let tl = corners[0]
    let tr = corners[1]
    let br = corners[2]
    let bl = corners[3]
    var outline = Path()
    outline.move(to: CGPoint(x: r.minX + tl.width * extents[0], y: r.minY))
    outline.addLine(to: CGPoint(x: r.maxX - tr.width * extents[1], y: r.minY))
    outline.addCorner(
      at: CGPoint(x: r.maxX, y: r.minY), from: CGPoint(x: -1, y: 0), to: CGPoint(x: 0, y: 1),
      scale: (tr.width, tr.height), smoothing: smooth[1])
    outline.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height * extents[2]))
    outline.addCorner(
      at: CGPoint(x: r.maxX, y: r.maxY), from: CGPoint(x: 0, y: -1), to: CGPoint(x: -1, y: 0),
      scale: (br.height, br.width), smoothing: smooth[2])
    outline.addLine(to: CGPoint(x: r.minX + bl.width * extents[3], y: r.maxY))
    outline.addCorner(
      at: CGPoint(x: r.minX, y: r.maxY), from: CGPoint(x: 1, y: 0), to: CGPoint(x: 0, y: -1),
      scale: (bl.width, bl.height), smoothing: smooth[3])
    outline.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height * extents[0]))
    outline.addCorner(
      at: CGPoint(x: r.minX, y: r.minY), from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 0),
      scale: (tl.height, tl.width), smoothing: smooth[0])
    outline.closeSubpath()
    addPath(outline, transform: transform)
  }

  /// Adds one corner from the edge along `from` (a unit vector pointing from the corner back
  /// along the edge the path arrives on) to the edge along `to`. The path is at the corner's
  /// start already. `scale` is the corner's radius along each of the two edges.
  ///
  /// With no smoothing the corner is a quarter ellipse (one cubic). With smoothing `s` (0–1)
  /// it leaves the edge (1 + 0.528 s) radii from the corner: an easing cubic that starts with
  /// zero curvature on the edge and meets the corner circle tangentially with the circle's
  /// curvature, a circular arc (90° less twice 30° s), and the mirror image of the easing
  /// curve. At s = 1 this is close to the corners Apple draws for `.continuous`.
  private mutating func addCorner(
    at corner: CGPoint, from a: CGPoint, to b: CGPoint, scale: (CGFloat, CGFloat),
    smoothing s: CGFloat
  ) {
    // Local coordinates: u along `a`, v along `b`, both in radii; the circle has its centre
    // at (1, 1).
    func map(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
      CGPoint(
        x: corner.x + a.x * u * scale.0 + b.x * v * scale.1,
        y: corner.y + a.y * u * scale.0 + b.y * v * scale.1)
    }
    guard scale.0 > 0, scale.1 > 0 else {
      addLine(to: corner)
      return
    }
    guard s > 0 else {
      let k = Path.kappa
      addCurve(to: map(0, 1), control1: map(1 - k, 0), control2: map(0, 1 - k))
      return
    }
    let theta = Self.continuousEasingAngle * Double(s)
    let length = 1 + Self.continuousExtension * s
    let sine = CGFloat(sin(theta))
    let cosine = CGFloat(cos(theta))
    // Where the easing curve meets the circle.
    let meet = (u: 1 - sine, v: 1 - cosine)
    // Its last handle lies along the circle's tangent and ends on the edge (zero curvature
    // at the start); its first handle is long enough for the circle's curvature at the end.
    let tangentHandle = CGFloat(tan(theta / 2))
    let secondControl = meet.u + tangentHandle * cosine
    let gap = 3 * tangentHandle * tangentHandle / (2 * sine)
    let firstControl = secondControl + gap
    addCurve(
      to: map(meet.u, meet.v), control1: map(firstControl, 0), control2: map(secondControl, 0))
    // The circular middle, from angle -90° - θ to -180° + θ about (1, 1).
    let arcHandle = CGFloat(4.0 / 3.0 * tan((Double.pi / 2 - 2 * theta) / 4))
    addCurve(
      to: map(meet.v, meet.u),
      control1: map(meet.u - arcHandle * cosine, meet.v + arcHandle * sine),
      control2: map(meet.v + arcHandle * sine, meet.u - arcHandle * cosine))
    addCurve(
      to: map(0, length), control1: map(0, secondControl), control2: map(0, firstControl))
  }
}
