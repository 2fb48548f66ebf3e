import Easel
import EaselPreview

/// What the live window shows around the preview: the preview, dimmed under the error panel
/// while the last build failed (a compile error's file:line:column and message, or a crash's
/// message and stack), and a small "building…" badge with the time so far while a build runs.
struct LiveOverlay: View {
  let session: LiveSession
  let content: AnyView

  var body: some View {
    let failed = !session.errors.isEmpty
    return ZStack(alignment: .top) {
      content.opacity(failed ? SpecPreviewView.dimmedOpacity : 1)
      if failed {
        LiveErrorPanel(title: session.errorTitle, problems: session.errors)
      }
    }
    .overlay(alignment: .bottomTrailing) {
      if session.buildStarted != nil {
        LiveBuildingBadge(tenths: session.elapsedTenths)
      }
    }
  }
}

/// The panel that lists what the last build reported.
struct LiveErrorPanel: View {
  let title: String
  let problems: [LiveDiagnostic]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(verbatim: title).font(.headline)
      ForEach(Array(problems.prefix(12).enumerated()), id: \.offset) { _, problem in
        Text(verbatim: problem.description).font(.system(size: 12))
      }
      Text(verbatim: "Showing the last good build. Save a fix to try again.")
        .font(.footnote)
        .opacity(0.8)
    }
    .foregroundColor(.white)
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 10).fill(SpecErrorPanel.background))
    .accessibilityIdentifier("liveErrors")
    .padding(12)
  }
}

/// "building… 1.2 s", small, in a corner.
struct LiveBuildingBadge: View {
  let tenths: Int

  var body: some View {
    Text(verbatim: "building… \(tenths / 10).\(tenths % 10) s")
      .font(.system(size: 11))
      .foregroundColor(.white)
      .padding(.horizontal, 8)
      .padding(.vertical, 3)
      .background(Capsule().fill(Color.black.opacity(0.6)))
      .padding(6)
      .accessibilityIdentifier("liveBuilding")
  }
}

/// The `number`-th preview of the session's last good build; shows the new build's view when
/// one is loaded, in the same place in the graph, so its state stays.
struct LiveEntryView: View {
  let session: LiveSession
  let number: Int

  var body: some View {
    _ = session.generation
    let entries = session.entries
    return Group {
      if entries.indices.contains(number - 1) {
        entries[number - 1].makeView()
      } else {
        Text(verbatim: "Preview \(number) is gone from this build")
      }
    }
  }
}
