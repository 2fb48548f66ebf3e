import Easel
import Foundation

/// What the preview window draws around and over its canvases, as a value: labels and bezels
/// under the canvases; outlines, tags and a text panel over them. Rebuilt only when it
/// changes.
struct PreviewChrome: Equatable {
  /// Text at a point in window points: one line as wide as it needs, or, given a width,
  /// wrapped in that width onto at most `DeviceLabelFitter.lineLimit` lines.
  struct Label: Equatable {
    var text: String
    var origin: CGPoint
    var size: CGFloat = 12
    /// The width the text is laid out in, or `nil` for one line of its own width.
    var width: CGFloat?
    /// How the text sits in `width`.
    var alignment: TextAlignment = .leading
  }

  /// A rectangle outlined in a colour, in window points.
  struct Outline: Equatable {
    var rect: CGRect
    var color: Color
    var filled = false
  }

  /// The window's size in points.
  var size: CGSize
  /// Whether the window is drawn dark.
  var isDark: Bool
  /// Bezels behind the canvases: rectangles and corner radii, in window points.
  var bezels: [CGRect] = []
  /// The bezels' corner radii.
  var bezelRadii: [CGFloat] = []
  /// Labels under the canvases.
  var labels: [Label] = []
  /// Outlines over the canvases.
  var outlines: [Outline] = []
  /// Tags over the canvases.
  var tags: [Label] = []
  /// A panel of lines in the middle of the window (help), or `nil`.
  var panel: [String]?
  /// A one-line status at the bottom-left (the inspected view), or `nil`.
  var status: String?

  /// The window's backdrop colour.
  var backdrop: Color {
    isDark ? Color(red: 0.12, green: 0.12, blue: 0.13) : Color(red: 0.85, green: 0.86, blue: 0.88)
  }
}

/// The layer under the canvases: bezels and labels.
struct PreviewUnderlayView: View {
  let model: PreviewChromeModel

  var body: some View {
    let chrome = model.chrome
    return ZStack(alignment: .topLeading) {
      chrome.backdrop
      ForEach(Array(chrome.bezels.enumerated()), id: \.offset) { index, rect in
        RoundedRectangle(cornerRadius: chrome.bezelRadii[index])
          .fill(Color(red: 0.05, green: 0.05, blue: 0.06))
          .frame(width: rect.width, height: rect.height)
          .offset(x: rect.minX, y: rect.minY)
      }
      ForEach(Array(chrome.labels.enumerated()), id: \.offset) { _, label in
        labelText(label)
          .foregroundColor(chrome.isDark ? Color(white: 0.85) : Color(white: 0.15))
          .offset(x: label.origin.x, y: label.origin.y)
          .accessibilityIdentifier(PreviewScene.deviceLabelIdentifier)
      }
    }
    .frame(width: chrome.size.width, height: chrome.size.height, alignment: .topLeading)
  }

  /// A label's text: wrapped in its width as `DeviceLabelFitter` measured it, or one line.
  @ViewBuilder private func labelText(_ label: PreviewChrome.Label) -> some View {
    let text = Text(verbatim: label.text).font(.system(size: label.size, weight: .medium))
    if let width = label.width {
      let frameAlignment: Alignment = label.alignment == .center ? .top : .topLeading
      text.lineLimit(DeviceLabelFitter.lineLimit).multilineTextAlignment(label.alignment)
        .frame(width: width, alignment: frameAlignment)
    } else {
      text.fixedSize()
    }
  }
}

/// The layer over the canvases: inspector outlines and tags, the status line and the help
/// panel.
struct PreviewOverlayView: View {
  let model: PreviewChromeModel

  var body: some View {
    let chrome = model.chrome
    return ZStack(alignment: .topLeading) {
      ForEach(Array(chrome.outlines.enumerated()), id: \.offset) { _, outline in
        Group {
          if outline.filled {
            Rectangle().fill(outline.color.opacity(0.18))
          } else {
            Rectangle().stroke(outline.color, lineWidth: 1)
          }
        }
        .frame(width: max(outline.rect.width, 1), height: max(outline.rect.height, 1))
        .offset(x: outline.rect.minX, y: outline.rect.minY)
      }
      ForEach(Array(chrome.tags.enumerated()), id: \.offset) { _, tag in
        Text(verbatim: tag.text).font(.system(size: tag.size))
          .foregroundColor(.white)
          .padding(.horizontal, 3)
          .background(Color(red: 0.1, green: 0.3, blue: 0.75).opacity(0.85))
          .fixedSize()
          .offset(x: tag.origin.x, y: tag.origin.y)
      }
      if let status = chrome.status {
        Text(verbatim: status).font(.system(size: 12, design: .monospaced))
          .foregroundColor(.white)
          .padding(6)
          .background(Color.black.opacity(0.75))
          .fixedSize()
          .frame(
            width: chrome.size.width, height: chrome.size.height, alignment: .bottomLeading)
      }
      if let panel = chrome.panel {
        VStack(alignment: .leading, spacing: 4) {
          ForEach(Array(panel.enumerated()), id: \.offset) { index, line in
            Text(verbatim: line)
              .font(
                index == 0
                  ? .system(size: 15, weight: .semibold) : .system(size: 12, design: .monospaced))
          }
        }
        .foregroundColor(.white)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.black.opacity(0.85)))
        .fixedSize()
        .frame(width: chrome.size.width, height: chrome.size.height)
        .accessibilityIdentifier("help")
      }
    }
    .frame(width: chrome.size.width, height: chrome.size.height, alignment: .topLeading)
  }
}
