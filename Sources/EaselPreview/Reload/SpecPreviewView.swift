import Easel
import Foundation

/// What the preview window shows for a reloading spec: the spec's view; and after a bad save,
/// the last good frame dimmed under an error panel listing the problems.
public struct SpecPreviewView: View {
  /// The opacity of the last good frame while the file has errors.
  public static let dimmedOpacity = 0.3

  let reloader: SpecReloader
  let textSize: SpecTextSize?

  /// Shows `reloader`'s spec at `textSize` (the spec's first when `nil`).
  public init(reloader: SpecReloader, textSize: SpecTextSize? = nil) {
    self.reloader = reloader
    self.textSize = textSize
  }

  /// The spec, and the error panel over it when the last save had problems.
  public var body: some View {
    let errors = reloader.errors
    return ZStack(alignment: .top) {
      reloader.spec.makeView(store: reloader.store, registry: reloader.registry, textSize: textSize)
        .opacity(errors.isEmpty ? 1 : Self.dimmedOpacity)
      if !errors.isEmpty {
        SpecErrorPanel(errors: errors)
      }
    }
  }
}

/// A panel that lists a spec's errors, each with its file, line, column and key path.
public struct SpecErrorPanel: View {
  /// The panel's background.
  public static let background = Color(red: 0.75, green: 0.1, blue: 0.12)

  let errors: [SpecError]

  /// A panel listing `errors`.
  public init(errors: [SpecError]) {
    self.errors = errors
  }

  /// The title and one line per error.
  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(
        verbatim: errors.count == 1
          ? "The spec has an error" : "The spec has \(errors.count) errors"
      )
      .font(.headline)
      ForEach(Array(errors.enumerated()), id: \.offset) { _, error in
        Text(verbatim: error.description).font(.system(size: 13))
      }
      Text(verbatim: "Showing the last good version. Save a fix to reload.")
        .font(.footnote)
        .opacity(0.8)
    }
    .foregroundColor(.white)
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 10).fill(Self.background))
    .accessibilityIdentifier("specErrors")
    .padding(12)
  }
}
