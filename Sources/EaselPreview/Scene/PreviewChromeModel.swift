import Observation

/// The chrome the preview window's layers show, which their views read: a new chrome makes
/// the layers' bodies run again in the graphs they live in, rather than graphs made anew.
///
/// A window that is resized has a new chrome at every size (its bezels and labels move), and
/// each one used to be shown by two new view graphs, each with its own nodes, text engine and
/// caches, made and thrown away at every resize.
@Observable @MainActor
final class PreviewChromeModel {
  /// The chrome shown.
  var chrome: PreviewChrome

  init(_ chrome: PreviewChrome) {
    self.chrome = chrome
  }
}
