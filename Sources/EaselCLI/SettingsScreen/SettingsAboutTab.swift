import Easel

/// The About tab.
struct SettingsAboutTab: View {
  var body: some View {
    NavigationStack {
      List {
        LabeledContent("Version", value: "1.0")
        LabeledContent("Build", value: "42")
      }
      .navigationTitle("About")
    }
  }
}
