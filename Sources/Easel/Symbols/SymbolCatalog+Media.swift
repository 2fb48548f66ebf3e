import Foundation

/// Media symbols: transport controls, the speaker, the camera, photos and the eye.
extension SymbolCatalog {
  /// play, pause, stop and their filled and circled variants, forward and backward.
  static func mediaControls() -> [String: Symbol] {
    let play = polygon([(7, 4.2), (19.5, 12), (7, 19.8)])
    let smallPlay = polygon([(9.8, 7.6), (16.8, 12), (9.8, 16.4)])
    let pauseBars = joined([line(8.5, 5, 8.5, 19), line(15.5, 5, 15.5, 19)])
    let pauseBlocks = joined([
      roundedRect(5.5, 4, 4.5, 16, radius: 1.3), roundedRect(14, 4, 4.5, 16, radius: 1.3),
    ])
    let stop = roundedRect(4.5, 4.5, 15, 15, radius: 2.5)
    let forward = joined([
      polygon([(2.5, 6.5), (11.5, 12), (2.5, 17.5)]), polygon([(12, 6.5), (21, 12), (12, 17.5)]),
    ])
    return [
      "play": make { $0.stroke(play) },
      "play.fill": make { $0.solid(play) },
      "play.circle": make { s in
        s.stroke(ring, role: .secondary)
        s.stroke(smallPlay)
      },
      "play.circle.fill": make { s in
        s.solid(ring)
        s.clear(smallPlay)
        s.clearStroke(smallPlay)
      },
      "pause": make { $0.stroke(pauseBars) },
      "pause.fill": make { $0.fill(pauseBlocks) },
      "stop": make { $0.stroke(stop) },
      "stop.fill": make { $0.solid(stop) },
      "forward": make { $0.stroke(forward) },
      "forward.fill": make { $0.solid(forward) },
      "backward": make { $0.stroke(mirrored(forward)) },
      "backward.fill": make { $0.solid(mirrored(forward)) },
    ]
  }

  /// speaker, speaker.fill, speaker.wave.2, speaker.wave.2.fill.
  static func speakers() -> [String: Symbol] {
    let cone = polygon([(2.5, 9), (6.5, 9), (11.5, 4.5), (11.5, 19.5), (6.5, 15), (2.5, 15)])
    let waves = joined([
      arc(12.5, 12, 3.6, from: -50, to: 50), arc(12.5, 12, 7.6, from: -52, to: 52),
    ])
    return [
      "speaker": make { $0.stroke(cone) },
      "speaker.fill": make { $0.solid(cone) },
      "speaker.wave.2": make { s in
        s.stroke(cone)
        s.stroke(waves, role: .secondary)
      },
      "speaker.wave.2.fill": make { s in
        s.solid(cone)
        s.stroke(waves, role: .secondary)
      },
    ]
  }

  /// camera, camera.fill.
  static func cameras() -> [String: Symbol] {
    let body = roundedRect(2.5, 7, 19, 13.5, radius: 2.5)
    let hump = polyline([(8, 7), (9.5, 4.5), (14.5, 4.5), (16, 7)])
    let lens = circle(12, 13.6, 3.7)
    return [
      "camera": make { s in
        s.stroke(body)
        s.stroke(hump)
        s.stroke(lens)
      },
      "camera.fill": make { s in
        s.solid(body)
        s.solid(polygon([(8, 7), (9.5, 4.5), (14.5, 4.5), (16, 7)]))
        s.clearStroke(lens, width: 1.6)
      },
    ]
  }

  /// photo, photo.fill: a framed picture of hills under a sun.
  static func photos() -> [String: Symbol] {
    let frame = roundedRect(2.5, 4, 19, 16, radius: 2.5)
    let hills = polyline([(3.5, 17.5), (9, 12), (13, 16), (15.5, 13.5), (20.5, 18.5)])
    let sun = circle(16, 8.8, 1.8)
    return [
      "photo": make { s in
        s.stroke(frame)
        s.stroke(hills, role: .secondary)
        s.fill(sun, role: .accent(.yellow))
      },
      "photo.fill": make { s in
        s.solid(frame)
        s.clearStroke(hills, width: 1.6)
        s.clear(sun)
      },
    ]
  }

  /// eye, eye.fill, eye.slash.
  static func eyes() -> [String: Symbol] {
    var almond = Path()
    almond.move(to: pt(2, 12))
    almond.addQuadCurve(to: pt(22, 12), control: pt(12, 2))
    almond.addQuadCurve(to: pt(2, 12), control: pt(12, 22))
    almond.closeSubpath()
    let pupil = circle(12, 12, 3.3)
    let slash = line(3.5, 3.5, 20.5, 20.5)
    return [
      "eye": make { s in
        s.stroke(almond)
        s.stroke(pupil)
      },
      "eye.fill": make { s in
        s.solid(almond)
        s.clear(circle(12, 12, 4.4))
        s.fill(circle(12, 12, 2.8))
      },
      "eye.slash": make { s in
        s.stroke(almond)
        s.stroke(pupil)
        s.clearStroke(slash, width: 5)
        s.stroke(slash)
      },
    ]
  }
}
