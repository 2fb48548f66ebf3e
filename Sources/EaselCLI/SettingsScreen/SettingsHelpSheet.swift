import Easel

/// The help sheet, closed by its Done button, a drag down or a tap above it.
struct SettingsHelpSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Help").font(.title2.bold())
      Text("Swipe a device to the left to remove it.")
      Text("Pull the list down to check for updates.")
      Button("Done") { dismiss() }
        .buttonStyle(.borderedProminent)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .padding(24)
  }
}
